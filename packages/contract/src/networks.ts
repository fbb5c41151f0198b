import { z } from 'zod';
import { embedded } from './envelope';
import { NAME_MAX } from './limits';

/** The largest polygon a network area may have, in vertices over all rings. */
export const MAX_AREA_VERTICES = 10000;

export const networkUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  permissions: embedded(z.array(z.string())),
}).meta({ id: 'NetworkUser' });

export const networkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tenant_id: z.number().int(),
  geo_object_id: z.number().int().nullable(),
  role_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  geoObject: embedded(z.object({ id: z.number().int(), data: z.unknown() })),
  user: embedded(z.array(networkUserSchema)),
}).meta({ id: 'Network' });
export type Network = z.infer<typeof networkSchema>;
export type NetworkUser = z.infer<typeof networkUserSchema>;

export const networkNameInput = z.string().trim().min(1, { error: 'field.required' }).max(NAME_MAX);

/** The area a new network gets: the Netherlands, roughly, with country_code 528. */
export const DEFAULT_AREA = {
  type: 'Feature',
  properties: { country_code: 528 },
  geometry: {
    type: 'Polygon',
    coordinates: [[
      [3.36, 51.37], [4.25, 51.37], [5.04, 51.47], [5.85, 51.15], [5.64, 50.75], [6.02, 50.75],
      [6.23, 51.36], [5.95, 51.80], [6.83, 51.97], [7.05, 52.23], [6.70, 52.49], [7.21, 53.24],
      [6.94, 53.56], [5.60, 53.48], [4.70, 53.20], [4.45, 52.65], [4.03, 51.98], [3.36, 51.37],
    ]],
  },
} as const;
