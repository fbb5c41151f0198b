/** A team screen's failed load, with the teams texts and the way back to the list. */
import { useTranslation } from 'react-i18next';
import { LoadFailed as Failed, type LoadFailedProps } from '../../../components/page/load-failed';
import { teamPaths } from '../paths';

export function LoadFailed({ error, onRetry }: Pick<LoadFailedProps, 'error' | 'onRetry'>) {
  const { t } = useTranslation();
  return (
    <Failed
      error={error}
      onRetry={onRetry}
      back={{ to: teamPaths.index.path, label: t('teams.back_to_list') }}
      notFound={{ title: t('teams.not_found'), text: t('teams.not_found_text') }}
    />
  );
}
