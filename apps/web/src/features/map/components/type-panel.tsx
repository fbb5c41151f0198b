/**
 * The map's legend and filter: each type with its icon and its count of objects, a checkbox
 * to hide or show it, and the status filter (every status, or one).
 */
import { Checkbox, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MapObjectStatus } from '@console/contract/map-object-statuses';
import type { MapObjectType } from '@console/contract/map-object-types';
import type { TypeIcon } from '../../../components/map/icon-images';
import { IconPreview } from '../../../components/type-icon/icon-preview';

export interface TypePanelProps {
  types: readonly MapObjectType[];
  icons: readonly TypeIcon[];
  counts: ReadonlyMap<number, number> | null;
  hidden: readonly number[];
  onHiddenChange: (hidden: number[]) => void;
  statuses: readonly MapObjectStatus[];
  statusId: number | null;
  onStatusChange: (statusId: number | null) => void;
}

export function TypePanel({ types, icons, counts, hidden, onHiddenChange, statuses, statusId, onStatusChange }: TypePanelProps) {
  const { t } = useTranslation();
  const iconOf = new Map(icons.map((i) => [i.setting.map_object_type_id, i]));
  const toggle = (id: number, shown: boolean) => onHiddenChange(shown ? hidden.filter((h) => h !== id) : [...hidden, id]);
  return (
    <Flex vertical gap={12}>
      <label style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        <Typography.Text strong>{t('map.status_filter')}</Typography.Text>
        <Select value={statusId ?? 0} onChange={(v: number) => onStatusChange(v === 0 ? null : v)} aria-label={t('map.status_filter')}
          options={[{ value: 0, label: t('map.all_statuses') }, ...statuses.map((s) => ({ value: s.id, label: s.name }))]} />
      </label>
      <ul aria-label={t('map.types')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
        {types.map((type) => {
          const icon = iconOf.get(type.id);
          const count = counts?.get(type.id) ?? 0;
          return (
            <li key={type.id} data-type-id={type.id}>
              <Checkbox checked={!hidden.includes(type.id)} onChange={(e) => toggle(type.id, e.target.checked)}>
                <Flex align="center" gap={8}>
                  {icon ? <IconPreview setting={icon.setting} text={icon.text} size={22} /> : null}
                  <span>{type.name}</span>
                  <Typography.Text type="secondary">{counts ? count : '…'}</Typography.Text>
                </Flex>
              </Checkbox>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}
