/**
 * A map object type's settings (the catalogue `type_settings`, linked per type in
 * `map_object_type_settings`) as conditions, so every write and list that a setting governs
 * asks it the same way (docs/map-objects.md, "The type settings").
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TypeSettingName } from '@console/contract/catalogues';

/** `typeId` (a column or a value) has the setting `name` linked. */
export const typeHasSetting = (typeId: SQL, name: TypeSettingName): SQL => sql`exists (select 1 from map_object_type_settings ts
    join type_settings s on s.id = ts.type_setting_id where ts.map_object_type_id = ${typeId} and s.name = ${name})`;

