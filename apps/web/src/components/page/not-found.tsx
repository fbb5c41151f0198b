/** The page for a path the console does not know. */
import { Result } from 'antd';
import { Card } from './card';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { LinkButton } from '../link-button';

/** A 404 inside the console's layout. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Card>
      <Result
        status="404"
        title={t('error.not_found_title')}
        subTitle={t('error.not_found_text')}
        extra={<LinkButton to={paths.home.path} type="primary">{t('common.back_home')}</LinkButton>}
      />
    </Card>
  );
}
