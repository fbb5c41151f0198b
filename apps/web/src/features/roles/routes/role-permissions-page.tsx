/**
 * Route 'admin.roles.edit_role_premissions' (/admin/roles/{id}/edit_role_premissions): every
 * permission with a checkbox; ticking adds it to the role and unticking removes it, at once.
 */
import type { Permission, Role } from '@console/contract/roles';
import { LinkEditor } from '../../../components/resource/link-editor';
import type { ListColumn } from '../../../components/list-table/list-columns';
import { usePermissions } from '../api/get-permissions';
import { useRole } from '../api/get-role';
import { rolePermissions } from '../api/role-permissions';
import { roleFailed, roleHref } from '../paths';

const columns: ListColumn<Permission>[] = [
  { key: 'id', title: 'roles.id', sortable: true, searchable: true, width: 100 },
  { key: 'name', title: 'roles.permission_name', sortable: true, searchable: true },
  { key: 'display_name', title: 'roles.permission_display_name', sortable: true, searchable: true },
  { key: 'description', title: 'roles.permission_description', searchable: true },
];

const owner = {
  useRow: useRole,
  name: (role: Role) => role.display_name ?? role.name,
  showHref: roleHref.show,
  failed: roleFailed,
};

const text = {
  title: 'roles.permissions_title',
  added: 'roles.permission_added',
  removed: 'roles.permission_removed',
  back: 'roles.back_to_role',
  intro: 'roles.permissions_intro',
};

/** The permissions of one role as a checkbox table. */
export function RolePermissionsPage() {
  return <LinkEditor<Role, Permission> owner={owner} links={rolePermissions} useCandidates={usePermissions} columns={columns} text={text} />;
}
