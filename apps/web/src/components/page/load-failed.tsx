/**
 * What a screen shows when its record cannot be loaded: 'not found' for a 404 (an unknown or
 * foreign id) or an id the URL cannot hold (error null), else the error with a retry button.
 */
import { Button, Result } from 'antd';
import { Card } from './card';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { LinkButton } from '../link-button';
import { NotFound } from './not-found';

/** A resource's screens' texts for a failed load, as i18n keys: the way back to its list and 'not found'. */
export interface FailedTexts {
  /** The list route's path. */
  list: string;
  back: string;
  notFoundTitle: string;
  notFoundText: string;
}

export interface LoadFailedProps {
  /** The query's error; null for an id that is not a number. */
  error: unknown;
  onRetry?: () => void;
  /** A way back, e.g. to the list. */
  back?: { to: string; label: string };
  /** The resource's own 'not found' texts; the console's general 404 page without them. */
  notFound?: { title: string; text: string };
  /** Or both from a resource's keys (translated here). */
  texts?: FailedTexts;
}

export function LoadFailed({ error, onRetry, texts, ...given }: LoadFailedProps) {
  const { t } = useTranslation();
  const back = texts ? { to: texts.list, label: t(texts.back) } : given.back;
  const notFound = texts ? { title: t(texts.notFoundTitle), text: t(texts.notFoundText) } : given.notFound;
  const backButton = back ? <LinkButton key="back" to={back.to}>{back.label}</LinkButton> : null;
  if (error === null || (error instanceof ApiError && error.status === 404)) {
    if (!notFound) return <NotFound />;
    return (
      <Card>
        <Result status="404" title={notFound.title} subTitle={notFound.text} extra={backButton} />
      </Card>
    );
  }
  return (
    <Card>
      <Result
        status="error"
        title={t('common.load_failed')}
        extra={[
          onRetry ? <Button key="retry" type="primary" icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>{t('common.retry')}</Button> : null,
          backButton,
        ]}
      />
    </Card>
  );
}
