/**
 * The type settings' columns, on the type's card and in its editor: each setting named with
 * what it does (docs/map-objects.md, "The type settings"), where an administrator switches it
 * on, so "Foto verplicht" or "Zichtbaar in app" needs no manual to be understood.
 */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TYPE_SETTING } from '@console/contract/catalogues';
import { linkColumns, type LinkRow } from '../../components/link-table/link-table';
import type { ListColumn } from '../../components/list-table/list-columns';

/** The i18n key of what a setting does, by the name the catalogue holds; none for a name it does not know. */
const effectKeys = new Map<string, string>(Object.entries(TYPE_SETTING).map(([key, name]) => [name, `map_object_types.setting_effect.${key}`]));

function SettingName({ name }: { name: string }) {
  const { t } = useTranslation();
  const effect = effectKeys.get(name);
  return (
    <>
      <div>{name}</div>
      {effect ? <Typography.Text type="secondary">{t(effect)}</Typography.Text> : null}
    </>
  );
}

export function settingColumns<T extends LinkRow>(): ListColumn<T>[] {
  return linkColumns<T>().map((c) => (c.key === 'name' ? { ...c, render: (row: T) => <SettingName name={row.name} /> } : c));
}
