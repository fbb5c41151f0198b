/**
 * Route 'admin.action_types.show': the type's fields with its attributes, map object types and
 * image types (each with a link to its editor). Deleting warns that the type's actions go too.
 */
import { useTranslation } from 'react-i18next';
import type { ActionType } from '@console/contract/action-types';
import { LinkAttributesTable } from '../../../components/resource/link-attributes-table';
import { LinkedCard } from '../../../components/resource/linked-card';
import { ResourceShowPage } from '../../../components/resource/resource-pages';
import { hrefOf } from '../../../lib/paths';
import { actionTypeLinks, actionTypes } from '../resource';

export function ActionTypeShowPage() {
  const { t } = useTranslation();
  const l = actionTypeLinks;
  return (
    <ResourceShowPage def={actionTypes} deleteWarning="action_types.delete_warning">
      {(row: ActionType) => (
        <>
          <LinkAttributesTable title={t('action_types.attributes')} source={l.attributes.source} ownerId={row.id}
            editTo={hrefOf(l.attributes.route.path, { id: row.id })} />
          <LinkedCard title={t('action_types.map_object_types')} source={l.mapObjectTypes.source} ownerId={row.id}
            editTo={hrefOf(l.mapObjectTypes.route.path, { id: row.id })} />
          <LinkedCard title={t('action_types.image_types')} source={l.imageTypes.source} ownerId={row.id}
            editTo={hrefOf(l.imageTypes.route.path, { id: row.id })} />
        </>
      )}
    </ResourceShowPage>
  );
}
