/** Read-only lists: type settings and action image types, the same for every network. */
import { z } from 'zod';

export const typeSettingSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'TypeSetting' });
export const actionImageTypeSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'ActionImageType' });

/** What the database holds from its first start; a network links what it uses. */
export const TYPE_SETTINGS = ['Zichtbaar in app', 'Bewerkbaar in app', 'Foto verplicht', 'Inspecteerbaar'] as const;
export const ACTION_IMAGE_TYPES = ['Foto', 'Schets', 'Situatietekening'] as const;
