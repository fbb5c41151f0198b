import { z } from 'zod';
import { NAME_MAX } from './limits';

export const tenantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  paid_licenses: z.number().int(),
  parent_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
}).meta({ id: 'Tenant' });
export type Tenant = z.infer<typeof tenantSchema>;

export const tenantLicenseSchema = z.object({
  tenant_id: z.number().int(),
  paid_licenses: z.number().int(),
  licensed_users: z.number().int(),
}).meta({ id: 'TenantLicense' });
export type TenantLicense = z.infer<typeof tenantLicenseSchema>;

export const tenantNameInput = z.string().trim().min(1, { error: 'field.required' }).max(NAME_MAX);
