import { z } from 'zod';
import { configRowFields, flagInput, INT_MAX, nameInput, weightInput } from './config-fields';
import { embedded } from './envelope';

export const ACTION_STATUS_ROLE_FLAGS = ['is_open', 'is_selectable', 'show_on_map', 'is_attached'] as const;
export type ActionStatusRoleFlag = (typeof ACTION_STATUS_ROLE_FLAGS)[number];

/** The flags of one role for one action status. */
export const actionStatusRoleSchema = z.object({
  action_status_id: z.number().int(),
  role_id: z.number().int(),
  role_name: z.string(),
  is_open: z.boolean(),
  is_selectable: z.boolean(),
  show_on_map: z.boolean(),
  is_attached: z.boolean(),
}).meta({ id: 'ActionStatusRole' });
export type ActionStatusRole = z.infer<typeof actionStatusRoleSchema>;

/** weight is the status's place in the order; color a hex colour or '-' (none). */
export const actionStatusSchema = z.object({
  ...configRowFields,
  name: z.string(),
  weight: z.number().int(),
  is_final: z.boolean(),
  color: z.string(),
  allActionStatusRoles: embedded(z.array(actionStatusRoleSchema)),
}).meta({ id: 'ActionStatus' });
export type ActionStatus = z.infer<typeof actionStatusSchema>;

export const colorInput = z.string().trim().regex(/^(-|#[0-9a-fA-F]{6})$/, { error: 'color.invalid' });

export const actionStatusWriteSchema = z.object({
  name: nameInput,
  weight: weightInput.optional(),
  is_final: flagInput,
  color: colorInput.optional(),
});

const flags = Object.fromEntries(ACTION_STATUS_ROLE_FLAGS.map((f) => [f, flagInput])) as Record<ActionStatusRoleFlag, typeof flagInput>;

/** POST/PUT /v1/role/{roleId}/action_status: the role's flags for each status in relation. */
export const roleActionStatusBody = z.object({
  role_id: z.coerce.number().int().min(1).max(INT_MAX).optional(),
  relation: z.array(z.object({ id: z.coerce.number().int().min(1).max(INT_MAX), ...flags })).min(1).max(1000),
});
export type RoleActionStatusBody = z.infer<typeof roleActionStatusBody>;
