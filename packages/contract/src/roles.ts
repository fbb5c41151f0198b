import { z } from 'zod';
import { embedded } from './envelope';
import { NAME_MAX, TEXT_MAX } from './limits';

export const permissionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
  description: z.string().nullable(),
}).meta({ id: 'Permission' });
export type Permission = z.infer<typeof permissionSchema>;

export const roleSchema = z.object({
  id: z.number().int(),
  tenant_id: z.number().int(),
  name: z.string(),
  display_name: z.string().nullable(),
  description: z.string().nullable(),
  users_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  permissions: embedded(z.array(permissionSchema)),
}).meta({ id: 'Role' });
export type Role = z.infer<typeof roleSchema>;

/** A machine name: letters, digits, dash and underscore. */
export const roleNameInput = z.string().trim().min(1, { error: 'field.required' }).max(100)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'role.name_format' });

export const roleCreateSchema = z.object({
  name: roleNameInput,
  display_name: z.string().trim().max(NAME_MAX).nullable().optional(),
  description: z.string().trim().max(TEXT_MAX).nullable().optional(),
});

/** The name is fixed after creation; sending the same name is fine, another is refused. */
export const roleUpdateSchema = z.object({
  name: z.string().optional(),
  display_name: z.string().trim().max(NAME_MAX).nullable().optional(),
  description: z.string().trim().max(TEXT_MAX).nullable().optional(),
});

export const roleUserSchema = z.object({
  id: z.number().int(), name: z.string(), email: z.string(), network_id: z.number().int(), network_name: z.string(),
}).meta({ id: 'RoleUser' });
