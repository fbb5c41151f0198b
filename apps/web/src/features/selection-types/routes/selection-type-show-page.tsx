/**
 * Route 'admin.selection_type.show': the type's fields, its required-membership check (the
 * objects of its required object types in none of its selections) and its attributes, with a
 * link to their editor.
 */
import { useTranslation } from 'react-i18next';
import type { SelectionType } from '@console/contract/selection-types';
import { LinkedCard } from '../../../components/resource/linked-card';
import { ResourceShowPage } from '../../../components/resource/resource-pages';
import { hrefOf } from '../../../lib/paths';
import { MissingCard } from '../components/missing-card';
import { editAttributesPath, selectionTypeAttributes, selectionTypes } from '../resource';

export function SelectionTypeShowPage() {
  const { t } = useTranslation();
  return (
    <ResourceShowPage def={selectionTypes}>
      {(row: SelectionType) => (
        <>
          <MissingCard type={row} />
          <LinkedCard title={t('selection_types.attributes')} source={selectionTypeAttributes} ownerId={row.id}
            editTo={hrefOf(editAttributesPath.path, { id: row.id })} />
        </>
      )}
    </ResourceShowPage>
  );
}
