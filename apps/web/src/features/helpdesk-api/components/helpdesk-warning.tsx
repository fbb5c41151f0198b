/** The spec's warning: the chosen action type must also be creatable on a network. */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

export function HelpdeskWarning() {
  const { t } = useTranslation();
  return <Alert type="warning" showIcon title={t('helpdesk_api.warning')} />;
}
