/**
 * "Importeren" on an attribute's lookup values: a CSV of values (name, order), checked by a
 * dry run first; afterwards the values refresh.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOOKUP_IMPORT_COLUMNS } from '@console/contract/imports';
import { apiPaths } from '@console/contract/paths';
import { CsvImportButton } from '../../../components/csv-import/csv-import-button';
import { refreshConfig } from '../../../components/resource/resource-api';

export function LookupImportButton({ attributeId }: { attributeId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <CsvImportButton
      title={t('attributes.lookup_import_title')}
      path={apiPaths.lookupImport(attributeId)}
      columns={LOOKUP_IMPORT_COLUMNS.join(',')}
      onApplied={() => refreshConfig(queryClient)}
    />
  );
}
