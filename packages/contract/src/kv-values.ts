/** The shape of the values of known keys; the server refuses a value that does not fit. */
import type { z } from 'zod';
import { GEOSERVER_KEY_PREFIX, geoserverExportSchema } from './geo-server';
import { ICON_KEY_PREFIX, iconSettingSchema } from './icons';
import { HELPDESK_KEY, helpdeskSettingSchema, MARREKRITE_KEY, marrekriteSettingSchema } from './integrations';

const byPrefix: [string, z.ZodType][] = [
  [ICON_KEY_PREFIX, iconSettingSchema],
  [GEOSERVER_KEY_PREFIX, geoserverExportSchema],
];
const byKey: Record<string, z.ZodType> = { [HELPDESK_KEY]: helpdeskSettingSchema, [MARREKRITE_KEY]: marrekriteSettingSchema };

/** The schema of a key's value, or null for a key of free form. */
export function kvValueSchema(key: string): z.ZodType | null {
  return byKey[key] ?? byPrefix.find(([prefix]) => key.startsWith(prefix))?.[1] ?? null;
}
