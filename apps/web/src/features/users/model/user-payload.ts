/**
 * The bodies of the create and edit forms, as the API takes them. Spec section 5: e-mail
 * addresses are lowercased, and non-super-admins never send super_admin or needs_license.
 */
import type { User, UserCreate, UserUpdate } from '@console/contract/users';

/** One (network, role) row of the create form; either may still be empty. */
export interface NetworkRoleRow {
  network_id?: number;
  role_id?: number;
}

export interface UserCreateValues {
  name: string;
  email: string;
  needs_license?: boolean;
  super_admin?: boolean;
  roles?: NetworkRoleRow[];
  /** mail the user an invitation to choose their own password (the server's default is on) */
  send_invitation?: boolean;
}

export interface UserEditValues {
  name: string;
  email: string;
  function?: string;
  department?: string;
  phone?: string;
  phone_mobile?: string;
  primary_tenant_id?: number | null;
  needs_license?: boolean;
  super_admin?: boolean;
}

// Empty optional fields are stored as null, not as empty strings.
const orNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** The superuser switches, only for a super admin (spec section 5). */
function switches(values: { needs_license?: boolean; super_admin?: boolean }, superAdmin: boolean) {
  if (!superAdmin) return {};
  return { needs_license: values.needs_license ?? true, super_admin: values.super_admin ?? false };
}

/** POST /v2/user body: selected_networks and selected_roles are parallel lists of the complete rows. */
export function toUserCreate(values: UserCreateValues, superAdmin: boolean): UserCreate {
  const rows = (values.roles ?? []).flatMap((row) => (
    row.network_id !== undefined && row.role_id !== undefined ? [{ network: row.network_id, role: row.role_id }] : []
  ));
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    ...switches(values, superAdmin),
    // Sent only when switched off: on is the server's default.
    ...(values.send_invitation === false ? { send_invitation: false } : {}),
    ...(rows.length > 0 ? { selected_networks: rows.map((r) => r.network), selected_roles: rows.map((r) => r.role) } : {}),
  };
}

/**
 * PUT /v1/user/{id} body: the user's fields with the userAttribute fields flat beside them.
 * The e-mail goes only when it changed: the server refuses any e-mail (even the same) from a
 * non-super-admin for a user who also belongs to another organisation, and that must not block
 * editing the department.
 */
export function toUserUpdate(values: UserEditValues, superAdmin: boolean, currentEmail: string): UserUpdate {
  const email = values.email.trim().toLowerCase();
  return {
    name: values.name.trim(),
    ...(email !== currentEmail.toLowerCase() ? { email } : {}),
    function: orNull(values.function),
    department: orNull(values.department),
    phone: orNull(values.phone),
    phone_mobile: orNull(values.phone_mobile),
    primary_tenant_id: values.primary_tenant_id ?? null,
    ...switches(values, superAdmin),
  };
}

/** The edit form's starting values. */
export function toEditValues(user: User): UserEditValues {
  const attr = user.userAttribute?.data;
  return {
    name: user.name,
    email: user.email,
    function: attr?.function ?? '',
    department: attr?.department ?? '',
    phone: attr?.phone ?? '',
    phone_mobile: attr?.phone_mobile ?? '',
    primary_tenant_id: user.primary_tenant_id,
    needs_license: user.needs_license,
    super_admin: user.super_admin,
  };
}
