/**
 * The action type screens: list, create, show with its attributes, map object types and image
 * types (each with a link editor), edit. Deleting warns that the type's actions go too.
 */
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ActionType } from '@console/contract/action-types';
import { LinkAttributesTable } from '../../components/resource/link-attributes-table';
import { LinkEditorPage } from '../../components/resource/link-editor-page';
import { LinkedCard } from '../../components/resource/linked-card';
import { ResourceShowPage } from '../../components/resource/resource-pages';
import { resourceRoutes } from '../../components/resource/resource-routes';
import { sources } from '../../lib/config-sources';
import { hrefOf } from '../../lib/paths';
import { actionTypeLinks, actionTypes } from './resource';

function ActionTypeShowPage() {
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

const editor = (link: (typeof actionTypeLinks)[keyof typeof actionTypeLinks], candidates: (typeof sources)[keyof typeof sources], what: string): RouteObject => ({
  id: link.route.name,
  path: link.route.path,
  element: <LinkEditorPage owner={actionTypes} links={link.source} candidates={candidates}
    text={{ title: `action_types.${what}_title`, added: `action_types.${what}_added`, removed: `action_types.${what}_removed` }} />,
});

export const actionTypesRoutes: RouteObject[] = [
  ...resourceRoutes(actionTypes, { show: <ActionTypeShowPage /> }),
  editor(actionTypeLinks.attributes, sources.attributes, 'attributes'),
  editor(actionTypeLinks.mapObjectTypes, sources.mapObjectTypes, 'map_object_types'),
  editor(actionTypeLinks.imageTypes, sources.actionImageTypes, 'image_types'),
];
