/**
 * The type's icon in the colour of each of its action statuses, as the map shows an object
 * with an action in that status; a status without a colour ('-') keeps the icon's own.
 */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionStatus } from '@console/contract/action-statuses';
import type { MapObjectType } from '@console/contract/map-object-types';
import { useIcon } from '../icons/icon-api';
import { IconPreview } from '../../../components/type-icon/icon-preview';
import { labelOf } from '../../../components/type-icon/icon-setting';

export function StatusIcons({ type, statuses }: { type: MapObjectType; statuses: readonly ActionStatus[] }) {
  const { t } = useTranslation();
  const icon = useIcon(type.id);
  if (!icon.data) return null;
  const setting = icon.data;
  if (!statuses.length) {
    return (
      <Flex gap={12} align="center" wrap>
        <IconPreview setting={setting} text={labelOf(type)} title={t('map_object_types.icon.normal')} />
        <Typography.Text type="secondary">{t('map_object_types.preview.no_statuses')}</Typography.Text>
      </Flex>
    );
  }
  return (
    <Flex gap={16} wrap role="list" aria-label={t('map_object_types.preview.status_icons')}>
      {statuses.map((s) => (
        <Flex key={s.id} vertical align="center" gap={4} role="listitem">
          <IconPreview setting={s.color === '-' ? setting : { ...setting, color: s.color }} text={labelOf(type)} title={s.name} />
          <Typography.Text style={{ fontSize: 12 }}>{s.name}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
