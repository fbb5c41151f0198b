/**
 * Route 'admin.map_object_types.show': the type's fields with its icon preview and the link to
 * the preview of its form ('Voorbeeld'), and a card per link (attributes, status, constraints,
 * action statuses, settings, selections), each with a link to its editor.
 */
import { useTranslation } from 'react-i18next';
import { EyeOutlined, PictureOutlined } from '@ant-design/icons';
import type { MapObjectType } from '@console/contract/map-object-types';
import { LinkButton } from '../../../components/link-button';
import { LinkAttributesTable } from '../../../components/resource/link-attributes-table';
import { LinkedCard } from '../../../components/resource/linked-card';
import { ResourceShowPage } from '../../../components/resource/resource-pages';
import { hrefOf } from '../../../lib/paths';
import { useSaveDefault } from '../api/save-default';
import { attributeDefaultHref } from '../attribute-default/attribute-default-route';
import { iconEditHref } from '../icons/icon-route';
import { TypeIconPreview } from '../icons/type-icon';
import { linkCards } from '../link-cards';
import { previewHref } from '../preview/preview-route';
import { settingColumns } from '../setting-columns';
import { mapObjectTypeLinks, mapObjectTypes } from '../resource';

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
export function MapObjectTypeShowPage() {
  const { t } = useTranslation();
  return (
    <ResourceShowPage def={mapObjectTypes}
      extraFields={(row) => [
        { key: 'icon', label: t('map_object_types.icon.label'), value: <TypeIconPreview type={row} /> },
        // Visible in the card, not only in the menu: what the field app's form will look like.
        { key: 'preview', label: t('map_object_types.preview.field'), value: <LinkButton size="small" icon={<EyeOutlined aria-hidden />} to={previewHref(row.id)}>{t('map_object_types.preview.open')}</LinkButton> },
      ]}
      actions={(row) => [{ key: 'icon', label: t('map_object_types.icon.edit'), icon: <PictureOutlined aria-hidden />, to: iconEditHref(row.id) }]}>
      {(row: MapObjectType) => (
        <>
          <TypeAttributes typeId={row.id} />
          {linkCards.filter((c) => c.key !== 'attributes').map((c) => (
            <LinkedCard key={c.key} title={t(`map_object_types.${c.key}`)} source={mapObjectTypeLinks[c.key].source} ownerId={row.id} columns={c.key === 'settings' ? settingColumns() : undefined}
              editTo={hrefOf(mapObjectTypeLinks[c.key].route.path, { id: row.id })} />
          ))}
        </>
      )}
    </ResourceShowPage>
  );
}
