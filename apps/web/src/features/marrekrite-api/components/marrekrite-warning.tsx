/** The warning the recreational routes screens show. */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export function MarrekriteWarning() {
  const { t } = useTranslation();
  return <Alert type="warning" showIcon title={t('marrekrite_api.warning')} />;
}
