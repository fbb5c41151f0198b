/**
 * The map object type screens: list, create, show with a card per link (attributes, status,
 * constraints, action statuses, settings, selections), edit, and a link editor per card.
 */
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PictureOutlined } from '@ant-design/icons';
import type { MapObjectType } from '@console/contract/map-object-types';
import { LinkAttributesTable } from '../../components/resource/link-attributes-table';
import { LinkEditorPage } from '../../components/resource/link-editor-page';
import { LinkedCard } from '../../components/resource/linked-card';
import { ResourceShowPage } from '../../components/resource/resource-pages';
import { resourceRoutes } from '../../components/resource/resource-routes';
import type { ResourceSource } from '../../components/resource/resource';
import { sources } from '../../lib/config-sources';
import { hrefOf } from '../../lib/paths';
import { useSaveDefault } from './api/save-default';
import { AttributeDefaultPage } from './attribute-default/attribute-default-page';
import { attributeDefaultHref, attributeDefaultRoute } from './attribute-default/attribute-default-route';
import { IconEditPage } from './icons/icon-edit-page';
import { iconEditHref, iconEditRoute } from './icons/icon-route';
import { TypeIconPreview } from './icons/type-icon';
import { mapObjectTypeLinks, mapObjectTypes } from './resource';

type LinkKey = keyof typeof mapObjectTypeLinks;

/** Per card: what can be linked, and extra fields of a new link. */
const cards: { key: LinkKey; candidates: ResourceSource; addFields?: { required?: boolean } }[] = [
  { key: 'attributes', candidates: sources.attributes },
  { key: 'status', candidates: sources.mapObjectStatuses },
  { key: 'constraints', candidates: sources.mapObjectTypes },
  { key: 'actionStatus', candidates: sources.actionStatuses },
  { key: 'settings', candidates: sources.typeSettings },
  { key: 'selections', candidates: sources.selectionTypes, addFields: { required: false } },
];

function TypeAttributes({ typeId }: { typeId: number }) {
  const { t } = useTranslation();
  const saveDefault = useSaveDefault(typeId);
  return (
    <LinkAttributesTable title={t('map_object_types.attributes')} source={mapObjectTypeLinks.attributes.source} ownerId={typeId}
      editTo={hrefOf(mapObjectTypeLinks.attributes.route.path, { id: typeId })}
      saveDefault={(attributeId, value) => saveDefault.mutateAsync({ attributeId, value })}
      defaultTo={(attributeId) => attributeDefaultHref(typeId, attributeId)} />
  );
}

/** The show card lists the type's fields and then its icon preview. */
function MapObjectTypeShowPage() {
  const { t } = useTranslation();
  return (
    <ResourceShowPage def={mapObjectTypes}
      extraFields={(row) => [{ key: 'icon', label: t('map_object_types.icon.label'), value: <TypeIconPreview type={row} /> }]}
      actions={(row) => [{ key: 'icon', label: t('map_object_types.icon.edit'), icon: <PictureOutlined aria-hidden />, to: iconEditHref(row.id) }]}>
      {(row: MapObjectType) => (
        <>
          <TypeAttributes typeId={row.id} />
          {cards.filter((c) => c.key !== 'attributes').map((c) => (
            <LinkedCard key={c.key} title={t(`map_object_types.${c.key}`)} source={mapObjectTypeLinks[c.key].source} ownerId={row.id}
              editTo={hrefOf(mapObjectTypeLinks[c.key].route.path, { id: row.id })} />
          ))}
        </>
      )}
    </ResourceShowPage>
  );
}

export const mapObjectTypesRoutes: RouteObject[] = [
  ...resourceRoutes(mapObjectTypes, { show: <MapObjectTypeShowPage /> }),
  { id: iconEditRoute.name, path: iconEditRoute.path, element: <IconEditPage /> },
  { id: attributeDefaultRoute.name, path: attributeDefaultRoute.path, element: <AttributeDefaultPage /> },
  ...cards.map((c): RouteObject => ({
    id: mapObjectTypeLinks[c.key].route.name,
    path: mapObjectTypeLinks[c.key].route.path,
    element: <LinkEditorPage owner={mapObjectTypes} links={mapObjectTypeLinks[c.key].source} candidates={c.candidates} addFields={c.addFields}
      text={{ title: `map_object_types.${c.key}_title`, added: `map_object_types.${c.key}_added`, removed: `map_object_types.${c.key}_removed` }} />,
  })),
];
