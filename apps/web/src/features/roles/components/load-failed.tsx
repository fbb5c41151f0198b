/** A role screen's failed load, with the roles texts and the way back to the list. */
import { useTranslation } from 'react-i18next';
import { LoadFailed as Failed, type LoadFailedProps } from '../../../components/page/load-failed';
import { rolePaths } from '../paths';

export function LoadFailed({ error, onRetry }: Pick<LoadFailedProps, 'error' | 'onRetry'>) {
  const { t } = useTranslation();
  return (
    <Failed
      error={error}
      onRetry={onRetry}
      back={{ to: rolePaths.index.path, label: t('roles.back_to_list') }}
      notFound={{ title: t('roles.not_found'), text: t('roles.not_found_text') }}
    />
  );
}
