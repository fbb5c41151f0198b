import { z } from 'zod';
import { configRowFields, nameInput, refInput, weightInput } from './config-fields';
import { versionInput } from './versions';

/** The twelve attribute types; the type is fixed after creation. */
export const ATTRIBUTE_TYPES = [
  'string', 'lookup', 'multi_lookup', 'date', 'boolean', 'range', 'integer', 'double', 'file',
  'multilang', 'multilangtextarea', 'textarea',
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
/** Types whose values come from a list of lookup values. */
export const LOOKUP_TYPES: readonly AttributeType[] = ['lookup', 'multi_lookup'];

export const attributeSchema = z.object({
  ...configRowFields,
  name: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  attribute_group_id: z.number().int().nullable(),
  attribute_group_name: z.string().nullable(),
  order: z.number().int(),
}).meta({ id: 'Attribute' });
export type Attribute = z.infer<typeof attributeSchema>;

const typeInput = z.enum(ATTRIBUTE_TYPES, { error: 'attribute.type_invalid' });

export const attributeCreateSchema = z.object({
  name: nameInput,
  type: typeInput,
  attribute_group_id: refInput,
  order: weightInput.optional(),
});
/** The type may be sent again, unchanged; another type is refused. */
export const attributeUpdateSchema = attributeCreateSchema.partial();

export const lookupValueSchema = z.object({
  id: z.number().int(),
  attribute_id: z.number().int(),
  name: z.string(),
  weight: z.number().int(),
  order: z.number().int(),
  /** its version: a rename made on an older one is refused (versions.ts) */
  updated_at: z.string(),
}).meta({ id: 'LookupValue' });
export type LookupValue = z.infer<typeof lookupValueSchema>;

export const lookupValueCreateSchema = z.object({ name: nameInput, weight: weightInput.optional() });
export const lookupValueUpdateSchema = lookupValueCreateSchema.partial().extend({ updated_at: versionInput });

/** An attribute in a list of linked attributes (of a selection type). */
export const linkedAttributeSchema = z.object({ id: z.number().int(), name: z.string(), type: z.string() }).meta({ id: 'LinkedAttribute' });
export type LinkedAttribute = z.infer<typeof linkedAttributeSchema>;
