/**
 * A failed load of one record: 'not found' for a 404 (an unknown or foreign id), else the
 * error with a retry button. (DetailCard shows an error but offers no retry.)
 */
import { Alert, Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../../../components/page/not-found';
import { ApiError } from '../../../lib/api-error';

export interface LoadFailedProps {
  error: unknown;
  onRetry: () => void;
}

/** The page shown instead of a record that could not be loaded. */
export function LoadFailed({ error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  return (
    <Card>
      <Alert
        type="error"
        showIcon
        title={t('common.load_failed')}
        action={<Button size="small" onClick={onRetry}>{t('common.retry')}</Button>}
      />
    </Card>
  );
}
