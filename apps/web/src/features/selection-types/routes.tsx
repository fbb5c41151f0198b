/** The selection type screens: list, create, show with its attributes, edit, and the attribute editor. */
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SelectionType } from '@console/contract/selection-types';
import { LinkEditorPage } from '../../components/resource/link-editor-page';
import { LinkedCard } from '../../components/resource/linked-card';
import { ResourceShowPage } from '../../components/resource/resource-pages';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { sources } from '../../lib/config-sources';
import { hrefOf } from '../../lib/paths';
import { editAttributesPath, selectionTypeAttributes, selectionTypes } from './resource';

function SelectionTypeShowPage() {
  const { t } = useTranslation();
  return (
    <ResourceShowPage def={selectionTypes}>
      {(row: SelectionType) => (
        <LinkedCard title={t('selection_types.attributes')} source={selectionTypeAttributes} ownerId={row.id}
          editTo={hrefOf(editAttributesPath.path, { id: row.id })} />
      )}
    </ResourceShowPage>
  );
}

export const selectionTypesRoutes: RouteObject[] = [
  ...resourceRoutes(selectionTypes, { show: <SelectionTypeShowPage /> }),
  {
    id: editAttributesPath.name,
    path: editAttributesPath.path,
    element: <LinkEditorPage owner={selectionTypes} links={selectionTypeAttributes} candidates={sources.attributes}
      text={{ title: 'selection_types.attributes_title', added: 'selection_types.attribute_added', removed: 'selection_types.attribute_removed' }} />,
  },
];
