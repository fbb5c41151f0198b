/**
 * The permissions the platform knows (written from contract/permissions.ts), and the standard roles a tenant gets when created
 * with add_standard_roles: the first holds module-admin and so becomes the admin role of
 * the tenant's new networks.
 */
import { inArray } from 'drizzle-orm';
import { PERMISSION_CATALOGUE, PERMISSION_NAMES, type PermissionName } from '@console/contract/permissions';
import type { Db } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema';

export const STANDARD_ROLES: readonly { name: string; displayName: string; description: string; permissions: readonly PermissionName[] }[] = [
  { name: 'admin', displayName: 'Beheerder', description: 'Beheert het netwerk', permissions: PERMISSION_NAMES },
  { name: 'editor', displayName: 'Medewerker', description: 'Werkt aan kaartobjecten en acties', permissions: ['module-map', 'module-map-edit', 'module-actions', 'module-selections'] },
  { name: 'viewer', displayName: 'Raadpleger', description: 'Bekijkt de kaart', permissions: ['module-map', 'module-reports'] },
];

export async function ensurePermissions(db: Db) {
  await db.insert(permissions).values([...PERMISSION_CATALOGUE]).onConflictDoNothing();
}

/** Adds the standard roles to a tenant (skipping names it has); answers role ids by name. */
export async function addStandardRoles(db: Db, tenantId: number): Promise<Record<string, number>> {
  const all = await db.select().from(permissions).where(inArray(permissions.name, [...PERMISSION_NAMES]));
  const permissionId = new Map(all.map((p) => [p.name, p.id]));
  const ids: Record<string, number> = {};
  for (const role of STANDARD_ROLES) {
    const [row] = await db.insert(roles)
      .values({ tenantId, name: role.name, displayName: role.displayName, description: role.description })
      .onConflictDoNothing().returning({ id: roles.id });
    if (!row) continue;
    ids[role.name] = row.id;
    const links = role.permissions.flatMap((name) => {
      const id = permissionId.get(name);
      return id ? [{ tenantId, roleId: row.id, permissionId: id }] : [];
    });
    if (links.length) await db.insert(rolePermissions).values(links).onConflictDoNothing();
  }
  return ids;
}
