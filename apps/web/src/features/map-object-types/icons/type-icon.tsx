/**
 * A type's icon on its show card: the preview, normal and selected, of the setting stored in
 * the selected network (the default icon while there is none).
 */
import { Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MapObjectType } from '@console/contract/map-object-types';
import { useIcon } from './icon-api';
import { IconPreview } from '../../../components/type-icon/icon-preview';
import { labelOf } from '../../../components/type-icon/icon-setting';


/** The preview of a type's stored icon, normal and selected. */
export function TypeIconPreview({ type }: { type: MapObjectType }) {
  const { t } = useTranslation();
  const icon = useIcon(type.id);
  if (icon.isLoading) return <Skeleton.Avatar active size="small" shape="square" />;
  if (!icon.data) return <span>{t('common.load_failed')}</span>;
  return (
    <Flex gap={12} align="center" data-testid="type-icon">
      <IconPreview setting={icon.data} text={labelOf(type)} title={t('map_object_types.icon.normal')} />
      <IconPreview setting={icon.data} text={labelOf(type)} selected title={t('map_object_types.icon.selected')} />
    </Flex>
  );
}
