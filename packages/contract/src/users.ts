import { z } from 'zod';
import { embedded } from './envelope';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from './limits';

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
  // The server always sends them: the defaults only let a reader take an older answer.
  /** false: deactivated (cannot sign in, holds no licence) */
  active: z.boolean().default(true),
  deactivated_at: z.string().nullable().default(null),
  /** the last invitation mail; with last_sign_in_at null the user is "Uitgenodigd" */
  invited_at: z.string().nullable().default(null),
  last_sign_in_at: z.string().nullable().default(null),
  userAttribute: embedded(userAttributeSchema),
}).meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** The userAttribute fields, sent flat beside the user's own. */
export const userAttributeInput = z.object({
  function: optionalText(NAME_MAX),
  department: optionalText(NAME_MAX),
  phone: optionalText(PHONE_MAX),
  phone_mobile: optionalText(PHONE_MAX),
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

const idList = z.array(z.coerce.number().int().min(1).max(2147483647)).max(1000);

/** POST /v2/user: a new user of the selected tenant, with a role per selected network. */
export const userCreateSchema = userAttributeInput.extend({
  name: nameInput,
  email: emailInput,
  needs_license: z.boolean().optional(),
  super_admin: z.boolean().optional(),
  selected_networks: idList.optional(),
  selected_roles: idList.optional(),
  /** mail the new user a link to choose their own password (valid 7 days); default true */
  send_invitation: z.boolean().optional(),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

/** PUT /v1/user/{id}: the user with its userAttribute fields, and a new password when resetting. */
export const userUpdateSchema = profileUpdateSchema.extend({
  needs_license: z.boolean().optional(),
  super_admin: z.boolean().optional(),
  password: z.string().min(8, { error: 'password.min' }).max(200).optional(),
  password_confirmation: z.string().max(200).optional(),
}).refine((v) => v.password === undefined || v.password_confirmation === undefined || v.password === v.password_confirmation, {
  error: 'password.mismatch',
  path: ['password_confirmation'],
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** A user's role on one network. */
export const userNetworkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role_id: z.number().int(),
  role: embedded(z.object({
    id: z.number().int(), name: z.string(), display_name: z.string().nullable(),
    permission: embedded(z.array(z.object({ id: z.number().int(), name: z.string() }))),
  })),
}).meta({ id: 'UserNetwork' });
export type UserNetwork = z.infer<typeof userNetworkSchema>;

/** A role held by a user, on a network. */
export const userRoleSchema = z.object({
  id: z.number().int(), name: z.string(), display_name: z.string().nullable(),
  network_id: z.number().int(), network_name: z.string(),
}).meta({ id: 'UserRole' });

const positiveId = z.coerce.number().int().min(1).max(2147483647);

/** `{relation: [{id, role_id}]}`: a role per network (user side) or per user (network side); role_id null removes. */
export const roleRelationBody = z.object({
  relation: z.array(z.object({ id: positiveId, role_id: positiveId.nullable().optional() })).min(1).max(10000),
});

/** `{relation: [{id: role_id, network_id}]}` for /v1/user/{id}/role. */
export const userRoleRelationBody = z.object({
  relation: z.array(z.object({ id: positiveId, network_id: positiveId.optional() })).min(1).max(1000),
});
