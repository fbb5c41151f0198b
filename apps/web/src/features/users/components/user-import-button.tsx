/**
 * "Importeren" on the users list: a CSV of users (name, email, network, role, needs_license),
 * checked by a dry run first; afterwards the list and the licence figures refresh.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { USER_IMPORT_COLUMNS } from '@console/contract/imports';
import { apiPaths } from '@console/contract/paths';
import { CsvImportButton } from '../../../components/csv-import/csv-import-button';
import { queryKeys } from '../../../lib/query-keys';

export function UserImportButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <CsvImportButton
      title={t('users.import_title')}
      path={apiPaths.userImport}
      columns={USER_IMPORT_COLUMNS.join(',')}
      // The list, a user's networks and the licence figures all nest under ['users'].
      onApplied={() => queryClient.invalidateQueries({ queryKey: queryKeys.users })}
    />
  );
}
