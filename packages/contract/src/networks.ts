import { z } from 'zod';
import { embedded } from './envelope';
import { LOCK_VALUES } from './kv';
import { NAME_MAX } from './limits';

/** The largest polygon a network area may have, in vertices over all rings. */
export const MAX_AREA_VERTICES = 10000;

export const networkUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role_id: z.number().int(),
  permissions: embedded(z.array(z.string())),
  /** include=user.teams: the user's teams in the network's organisation, what the lock 'team' asks */
  teams: embedded(z.array(z.object({ id: z.number().int(), name: z.string() }))),
}).meta({ id: 'NetworkUser' });

export const networkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tenant_id: z.number().int(),
  geo_object_id: z.number().int().nullable(),
  role_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  // null when the network has no area (geo_object_id null), as include=geoObject answers it then
  geoObject: embedded(z.object({ id: z.number().int(), data: z.unknown() })).nullable(),
  user: embedded(z.array(networkUserSchema)),
  /** include=locks: the network's lock settings (never stored: none), what its field workers' changes meet */
  locks: embedded(z.object({ mapobject: z.enum(LOCK_VALUES), mapobjectselections: z.enum(LOCK_VALUES), action: z.enum(LOCK_VALUES) })),
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

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number());

/** A closed ring of at least four positions (first equals last). */
const ring = z.array(position).min(4, { error: 'area.invalid' }).refine(
  (r) => r[0][0] === r[r.length - 1][0] && r[0][1] === r[r.length - 1][1],
  { error: 'area.invalid' },
);

export const polygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(ring).min(1, { error: 'area.invalid' }).max(100),
}).refine((p) => p.coordinates.reduce((n, r) => n + r.length, 0) <= MAX_AREA_VERTICES, { error: 'area.too_large' });

const isBarePolygon = (v: unknown) => typeof v === 'object' && v !== null && 'type' in v && v.type === 'Polygon';

const featureSchema = z.object({
  type: z.literal('Feature'),
  properties: z.record(z.string(), z.unknown()).nullable().optional(),
  geometry: polygonSchema,
});

/**
 * A network's area: a GeoJSON Feature with a Polygon (a bare Polygon is taken too). What is
 * wrong with it is told once, on the area itself ('area.invalid' or 'area.too_large'), not on
 * a coordinate path no form has.
 */
export const areaFeatureSchema = z.unknown().transform((value, ctx) => {
  const parsed = featureSchema.safeParse(isBarePolygon(value) ? { type: 'Feature', properties: null, geometry: value } : value);
  if (parsed.success) return parsed.data;
  const tooLarge = parsed.error.issues.some((i) => i.message === 'area.too_large');
  ctx.addIssue({ code: 'custom', message: tooLarge ? 'area.too_large' : 'area.invalid' });
  return z.NEVER;
});
export type AreaFeature = z.infer<typeof featureSchema>;

export const networkCreateSchema = z.object({
  name: networkNameInput,
  tenant: z.coerce.number().int().min(1).optional(),
  /** The same organisation under the name some clients give it; where both are sent they must agree. */
  tenant_id: z.coerce.number().int().min(1).optional(),
  add_standard_objects: z.boolean().default(false),
});
export type NetworkCreate = z.infer<typeof networkCreateSchema>;

export const networkUpdateSchema = z.object({
  name: networkNameInput.optional(),
  geoObject: z.object({ data: areaFeatureSchema }).optional(),
});

export const networkMemberSchema = z.object({
  id: z.number().int(), name: z.string(), email: z.string(), role_id: z.number().int(),
}).meta({ id: 'NetworkMember' });

/**
 * A user of the organisation with their role on one network, null for no access (the
 * user-roles screen, GET /v1/network/{id}/user_role): a list of every user, so the server can
 * sort, search and page 100,000 of them with their role.
 */
export const networkUserRoleSchema = z.object({
  id: z.number().int(), name: z.string(), email: z.string(), role_id: z.number().int().nullable(),
}).meta({ id: 'NetworkUserRole' });
