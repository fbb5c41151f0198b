/** The read-only list of type settings, the same for every network. */
import { z } from 'zod';

export const typeSettingSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'TypeSetting' });

/** What the database holds from its first start; a network links what it uses. */
export const TYPE_SETTINGS = ['Zichtbaar in app', 'Bewerkbaar in app', 'Foto verplicht', 'Inspecteerbaar'] as const;
export type TypeSettingName = (typeof TYPE_SETTINGS)[number];

/**
 * What each setting does (docs/map-objects.md, "The type settings"), by the name the catalogue
 * holds: only a type with `visibleInApp` is sent to the field app, which changes only objects of
 * a type with `editableInApp`; an action on an object of a `photoRequired` type reaches a final
 * status only with a photo; `inspectable` types can be planned for inspection.
 */
export const TYPE_SETTING = {
  visibleInApp: 'Zichtbaar in app',
  editableInApp: 'Bewerkbaar in app',
  photoRequired: 'Foto verplicht',
  inspectable: 'Inspecteerbaar',
} as const satisfies Record<string, TypeSettingName>;
