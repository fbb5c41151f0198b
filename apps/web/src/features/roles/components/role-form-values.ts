/** The role form's values and how they become the API's payloads. */
import type { Role } from '@console/contract/roles';
import type { RoleCreate } from '../api/create-role';
import type { RoleUpdate } from '../api/update-role';

export interface RoleFormValues {
  name: string;
  display_name: string;
  description: string;
}

/** A machine name, as the server checks it: letters, digits, dash and underscore. */
export const ROLE_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
/** The server's maximum length of a role name. */
export const ROLE_NAME_MAX = 100;

// An empty optional text is stored as null, not as an empty string.
const orNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The form's values for an existing role, or empty ones for a new role. */
export function toRoleFormValues(role?: Role): RoleFormValues {
  return {
    name: role?.name ?? '',
    display_name: role?.display_name ?? '',
    description: role?.description ?? '',
  };
}

/** POST /v1/role's body: the name trimmed, empty texts as null. */
export function toRoleCreate(values: RoleFormValues): RoleCreate {
  return { name: values.name.trim(), display_name: orNull(values.display_name), description: orNull(values.description) };
}

/**
 * PUT /v1/role/{id}'s body. The name cannot change: the role's own name is sent, whatever the
 * (read-only) field holds, so the server never sees an attempt to rename.
 */
export function toRoleUpdate(role: Role, values: RoleFormValues): RoleUpdate {
  return { name: role.name, display_name: orNull(values.display_name), description: orNull(values.description) };
}
