import { z } from 'zod';
import { embedded } from './envelope';
import { NAME_MAX } from './limits';
import { roleSchema } from './roles';

export const tenantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  paid_licenses: z.number().int(),
  licensed_users: z.number().int(),
  parent_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** include=role: the tenant's roles */
  role: embedded(z.array(roleSchema)),
}).meta({ id: 'Tenant' });
export type Tenant = z.infer<typeof tenantSchema>;

export const tenantLicenseSchema = z.object({
  tenant_id: z.number().int(),
  paid_licenses: z.number().int(),
  licensed_users: z.number().int(),
}).meta({ id: 'TenantLicense' });
export type TenantLicense = z.infer<typeof tenantLicenseSchema>;

export const tenantNameInput = z.string().trim().min(1, { error: 'field.required' }).max(NAME_MAX);

export const tenantCreateSchema = z.object({
  name: tenantNameInput,
  paid_licenses: z.coerce.number().int().min(0).max(1_000_000).default(0),
  add_standard_roles: z.boolean().default(true),
  parent_id: z.number().int().min(1).nullable().optional(),
});

export const tenantUpdateSchema = z.object({
  name: tenantNameInput.optional(),
  paid_licenses: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
