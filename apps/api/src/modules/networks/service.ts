import { eq, sql } from 'drizzle-orm';
import { ADMIN_PERMISSION } from '@console/contract/permissions';
import { DEFAULT_AREA, type AreaFeature } from '@console/contract/networks';
import type { Db } from '../../db/client';
import { geoObjects, networks, networkUsers } from '../../db/schema';
import { first } from '../../db/sql';
import { forgetAccess } from '../../auth/access';
import { actorOf, audit, created, type Who } from '../../lib/audit';
import { addStandardObjects } from './standard-objects';

/**
 * Creates a network with the default area (the Netherlands, country_code 528), and with the
 * standard objects when asked. The tenant's first role holding module-admin becomes the
 * creator's role on it, so the creator can administer what they made.
 */
export async function createNetwork(db: Db, opts: { tenantId: number; name: string; creatorId: number; standardObjects?: boolean; who: Who }): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const [geo] = await tx.insert(geoObjects).values({ tenantId: opts.tenantId, data: DEFAULT_AREA }).returning({ id: geoObjects.id });
    const [net] = await tx.insert(networks).values({ tenantId: opts.tenantId, name: opts.name, geoObjectId: geo.id }).returning({ id: networks.id });
    const adminRole = await first<{ id: number }>(tx, sql`select r.id from roles r
      join role_permissions rp on rp.role_id = r.id join permissions p on p.id = rp.permission_id
      where r.tenant_id = ${opts.tenantId} and p.name = ${ADMIN_PERMISSION} order by r.id limit 1`);
    if (adminRole) {
      await tx.insert(networkUsers).values({ tenantId: opts.tenantId, networkId: net.id, userId: opts.creatorId, roleId: adminRole.id }).onConflictDoNothing();
    }
    if (opts.standardObjects) await addStandardObjects(tx, { tenantId: opts.tenantId, networkId: net.id });
    // The entry belongs to the organisation and network made in (a super admin may name another).
    const actor = 'userId' in opts.who ? opts.who : actorOf(opts.who);
    await audit(tx, { ...actor, tenantId: opts.tenantId, networkId: net.id }, {
      action: 'create', subjectType: 'network', subjectId: net.id, changes: created({ name: opts.name, add_standard_objects: opts.standardObjects }),
    });
    return net.id;
  });
  await forgetAccess();
  return id;
}

/**
 * Replaces a network's area, in the caller's transaction (the network row held in it); a
 * feature without country_code gets the default 528.
 */
export async function saveArea(tx: Db, network: { id: number; tenantId: number; geoObjectId: number | null }, area: AreaFeature) {
  const data = { ...area, properties: { country_code: 528, ...(area.properties ?? {}) } };
  if (network.geoObjectId) {
    await tx.update(geoObjects).set({ data, updatedAt: sql`now()` }).where(eq(geoObjects.id, network.geoObjectId));
    return;
  }
  const [geo] = await tx.insert(geoObjects).values({ tenantId: network.tenantId, data }).returning({ id: geoObjects.id });
  await tx.update(networks).set({ geoObjectId: geo.id }).where(eq(networks.id, network.id));
}
