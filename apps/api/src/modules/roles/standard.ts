/**
 * The permissions the platform knows, and the standard roles a tenant gets when created
 * with add_standard_roles: the first holds module-admin and so becomes the admin role of
 * the tenant's new networks.
 */
import { inArray } from 'drizzle-orm';
import { ADMIN_PERMISSION } from '@console/contract/limits';
import type { Db } from '../../db/client';
import { permissions, rolePermissions, roles } from '../../db/schema';

export const PERMISSIONS = [
  { name: ADMIN_PERMISSION, displayName: 'Beheer', description: 'Toegang tot de beheerconsole van het netwerk' },
  { name: 'module-map', displayName: 'Kaart', description: 'Kaart bekijken' },
  { name: 'module-map-edit', displayName: 'Kaart bewerken', description: 'Kaartobjecten aanmaken en wijzigen' },
  { name: 'module-actions', displayName: 'Acties', description: 'Acties bekijken en uitvoeren' },
  { name: 'module-selections', displayName: 'Selecties', description: 'Selecties beheren' },
  { name: 'module-reports', displayName: 'Rapportages', description: 'Rapportages bekijken' },
  { name: 'module-export', displayName: 'Export', description: 'Gegevens exporteren' },
];

export const STANDARD_ROLES = [
  { name: 'admin', displayName: 'Beheerder', description: 'Beheert het netwerk', permissions: PERMISSIONS.map((p) => p.name) },
  { name: 'editor', displayName: 'Medewerker', description: 'Werkt aan kaartobjecten en acties', permissions: ['module-map', 'module-map-edit', 'module-actions', 'module-selections'] },
  { name: 'viewer', displayName: 'Raadpleger', description: 'Bekijkt de kaart', permissions: ['module-map', 'module-reports'] },
];

export async function ensurePermissions(db: Db) {
  await db.insert(permissions).values(PERMISSIONS).onConflictDoNothing();
}

/** Adds the standard roles to a tenant (skipping names it has); answers role ids by name. */
export async function addStandardRoles(db: Db, tenantId: number): Promise<Record<string, number>> {
  const all = await db.select().from(permissions).where(inArray(permissions.name, PERMISSIONS.map((p) => p.name)));
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
