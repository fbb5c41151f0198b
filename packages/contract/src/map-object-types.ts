import { z } from 'zod';
import { embedded } from './envelope';
import { configRowFields, descriptionInput, flagInput, nameInput, refInput } from './config-fields';
import { NAME_MAX } from './limits';

/** The geometry of a type's objects; fixed after creation. */
export const GEO_TYPES = ['point', 'linestring', 'polygon'] as const;
export type GeoType = (typeof GEO_TYPES)[number];

export const mapObjectTypeSchema = z.object({
  ...configRowFields,
  name: z.string(),
  description: z.string().nullable(),
  prefix: z.string().nullable(),
  geo_type: z.enum(GEO_TYPES),
  map_object_category_id: z.number().int().nullable(),
  map_object_category_name: z.string().nullable(),
  label_attribute_id: z.number().int().nullable(),
  label_attribute_name: z.string().nullable(),
  on_network: z.boolean(),
  /**
   * include=icon: the type's icon, its key-value entry's value as stored (an IconSetting, icons.ts;
   * one an older client wrote may not fit it, and counts as none); null: none stored, the default icon
   */
  icon: embedded(z.unknown()),
}).meta({ id: 'MapObjectType' });
export type MapObjectType = z.infer<typeof mapObjectTypeSchema>;

export const mapObjectTypeCreateSchema = z.object({
  name: nameInput,
  description: descriptionInput,
  prefix: z.string().trim().max(NAME_MAX).nullable().optional(),
  geo_type: z.enum(GEO_TYPES, { error: 'geo_type.invalid' }),
  map_object_category_id: refInput,
  label_attribute_id: refInput,
  on_network: flagInput,
});
/** geo_type may be sent again, unchanged; another geo type is refused. */
export const mapObjectTypeUpdateSchema = mapObjectTypeCreateSchema.partial();

/** An attribute linked to a map object type: its required flag, default value and order. */
export const mapObjectTypeAttributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  required: z.boolean(),
  default_value: z.unknown(),
  order: z.number().int(),
  lookup_values: z.array(z.object({ id: z.number().int(), name: z.string() })),
}).meta({ id: 'MapObjectTypeAttribute' });
export type MapObjectTypeAttribute = z.infer<typeof mapObjectTypeAttributeSchema>;

/** POST /v1/type/{id}/attribute/{attrId}/default. */
export const defaultValueBody = z.object({ value: z.unknown().refine((v) => v !== undefined, { error: 'field.required' }) });
