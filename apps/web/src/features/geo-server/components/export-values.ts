/**
 * Geo-server exports as the screens hold them: the form's values and the stored value, the
 * choices left after the map object type changed, and the kv entries that are exports.
 */
import { GEOSERVER_KEY_PREFIX, geoserverExportSchema, SPECIAL_EXPORT_ATTRIBUTES, type GeoserverExport } from '@console/contract/geo-server';
import { formatMoment } from '../../../lib/format-moment';

export interface ExportFormValues {
  name: string;
  map_object_type_id: number | null;
  map_object_status_id: number[];
  attributes: string[];
}

/** An export in a list: the entry's key is its id. */
export interface ExportRow extends GeoserverExport {
  id: string;
  key: string;
  /** The key-value entry's id, which the audit log names it by (subject kv); read by the detail screen. */
  entry_id?: number;
}

export const emptyExportValues = (): ExportFormValues => ({ name: '', map_object_type_id: null, map_object_status_id: [], attributes: [] });

export function exportFormValues(value: GeoserverExport): ExportFormValues {
  return { name: value.name, map_object_type_id: value.map_object_type_id, map_object_status_id: value.map_object_status_id, attributes: value.attributes };
}

/** The stored value of a listed export (without its key). */
export function storedValue(row: ExportRow): GeoserverExport {
  const { network_id, map_object_type_id, name, map_object_status_id, attributes, exported_at } = row;
  return exported_at === undefined
    ? { network_id, map_object_type_id, name, map_object_status_id, attributes }
    : { network_id, map_object_type_id, name, map_object_status_id, attributes, exported_at };
}

/** The value to store: a new export of the network (a new one has not been exported yet). */
export function exportPayload(values: ExportFormValues, networkId: number, mapObjectTypeId: number): GeoserverExport {
  return {
    network_id: networkId,
    map_object_type_id: mapObjectTypeId,
    name: values.name.trim(),
    map_object_status_id: [...new Set(values.map_object_status_id)],
    attributes: [...new Set(values.attributes)],
  };
}

/** The chosen values still among the available ones, in their order. */
export function keepAvailable<V>(chosen: readonly V[], available: readonly V[]): V[] {
  const offered = new Set(available);
  return chosen.filter((v) => offered.has(v));
}

/** What an export can publish of a type: its attributes' names, then the object's name and length. */
export function attributeChoices(typeAttributeNames: readonly string[]): string[] {
  return [...new Set([...typeAttributeNames, ...SPECIAL_EXPORT_ATTRIBUTES])];
}

/** Whether a key names a geo-server export. */
export const isExportKey = (key: string) => key.startsWith(GEOSERVER_KEY_PREFIX) && key.length > GEOSERVER_KEY_PREFIX.length;

/** The exports among the network's kv entries, by name; an entry that is no export is left out. */
export function exportRows(entries: readonly { key: string; value: unknown }[]): ExportRow[] {
  const rows: ExportRow[] = [];
  for (const entry of entries) {
    if (!isExportKey(entry.key)) continue;
    const parsed = geoserverExportSchema.safeParse(entry.value);
    if (parsed.success) rows.push({ ...parsed.data, id: entry.key, key: entry.key });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }));
}

/** When an export last ran, in the console's language; `never` when it has not run yet. */
export function exportedAtText(iso: string | undefined, lang: 'nl' | 'en', never: string): string {
  if (!iso) return never;
  return Number.isNaN(new Date(iso).getTime()) ? never : formatMoment(iso, lang);
}
