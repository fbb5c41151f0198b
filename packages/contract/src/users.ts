import { z } from 'zod';
import { embedded } from './envelope';
import { EMAIL_MAX, NAME_MAX } from './limits';

export const userAttributeSchema = z.object({
  function: z.string().nullable(),
  department: z.string().nullable(),
  phone: z.string().nullable(),
  phone_mobile: z.string().nullable(),
}).meta({ id: 'UserAttribute' });
export type UserAttribute = z.infer<typeof userAttributeSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  super_admin: z.boolean(),
  needs_license: z.boolean(),
  primary_tenant_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  userAttribute: embedded(userAttributeSchema),
}).meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** The userAttribute fields, sent flat beside the user's own. */
export const userAttributeInput = z.object({
  function: optionalText(NAME_MAX),
  department: optionalText(NAME_MAX),
  phone: optionalText(50),
  phone_mobile: optionalText(50),
});

export const emailInput = z.string().trim().toLowerCase().max(EMAIL_MAX).pipe(z.email());
export const nameInput = z.string().trim().min(1, { error: 'field.required' }).max(NAME_MAX);

/** PUT /v1/me: the signed-in user's own profile. */
export const profileUpdateSchema = userAttributeInput.extend({
  name: nameInput.optional(),
  email: emailInput.optional(),
  primary_tenant_id: z.number().int().min(1).nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
