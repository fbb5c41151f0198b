/**
 * What a team screen shows when its team cannot be loaded: 'not found' for an unknown id (404,
 * or an id the URL cannot hold), else the load error with a retry. DetailCard shows a failed
 * load without a retry, so the screens show this card instead.
 */
import { Button, Card, Result } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button';
import { ApiError } from '../../../lib/api-error';
import { teamPaths } from '../paths';

export interface LoadFailedProps {
  /** The query's error; null for an id that is not a number. */
  error: unknown;
  onRetry?: () => void;
}

/** A result card: not found, or failed with a retry button. */
export function LoadFailed({ error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  const notFound = error === null || (error instanceof ApiError && error.status === 404);
  const back = <LinkButton key="back" to={teamPaths.index.path}>{t('teams.back_to_list')}</LinkButton>;
  if (notFound) {
    return (
      <Card>
        <Result status="404" title={t('teams.not_found')} subTitle={t('teams.not_found_text')} extra={back} />
      </Card>
    );
  }
  return (
    <Card>
      <Result
        status="error"
        title={t('common.load_failed')}
        extra={[
          <Button key="retry" type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>{t('common.retry')}</Button>,
          back,
        ]}
      />
    </Card>
  );
}
