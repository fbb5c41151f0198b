/**
 * A failed load of a users screen, with a retry. DetailCard shows an error without a retry
 * button and LinkTable has no error state, so the users screens compose this around them.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Card } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { LinkButton } from '../../../components/link-button';

export interface LoadErrorProps {
  title?: ReactNode;
  error: unknown;
  onRetry: () => void;
}

/** 'Het laden is mislukt' with 'Opnieuw proberen'; a 404 says the user does not exist (here). */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Card title={title}>
      <Alert
        type={notFound ? 'warning' : 'error'}
        showIcon
        role="alert"
        title={notFound ? t('users.not_found') : t('common.load_failed')}
        action={notFound ? (
          <LinkButton size="small" to={paths.users.path}>{t('users.back_to_list')}</LinkButton>
        ) : (
          <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>{t('common.retry')}</Button>
        )}
      />
    </Card>
  );
}
