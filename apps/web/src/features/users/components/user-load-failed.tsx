/** A users screen whose data cannot be loaded: 'Gebruiker niet gevonden' for a 404 or a bad id, else the error with a retry. */
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page/load-failed';
import { userPaths } from '../paths';

export interface UserLoadFailedProps {
  /** The failed query's error; null for an id the URL cannot hold. */
  error: unknown;
  onRetry?: () => void;
}

/** The console's LoadFailed with the users texts and a way back to the list. */
export function UserLoadFailed({ error, onRetry }: UserLoadFailedProps) {
  const { t } = useTranslation();
  return (
    <LoadFailed
      error={error}
      onRetry={onRetry}
      back={{ to: userPaths.index.path, label: t('users.back_to_list') }}
      notFound={{ title: t('users.not_found_title'), text: t('users.not_found') }}
    />
  );
}
