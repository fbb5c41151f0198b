/**
 * What a new database needs, made idempotently at every start: the permissions and
 * catalogues, the console's OAuth client (and the field app's, when configured), a super admin, and (DEMO_DATA) a demo organisation
 * to look at, its first network with the standard objects and a map of them.
 *
 * It sits beside app.ts, not in db/: like the app, it composes several modules (the
 * catalogues, the standard roles and objects), and db/ stays below the modules. server.ts
 * and the tests' build() run it after the migrations.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_AREA } from '@console/contract/networks';
import type { Config } from './config';
import type { Db } from './db/client';
import { geoObjects, networks, networkUsers, oauthClients, teams, teamUsers, tenants, tenantUsers, users } from './db/schema';
import { first } from './db/sql';
import { hashPassword, randomToken, sha256 } from './lib/crypto';
import { ensureCatalogues } from './modules/catalogues/standard';
import { addDemoAreas } from './modules/geo-areas/demo-areas';
import { addDemoMap } from './modules/map-objects/demo-network';
import { addDemoRoutes } from './modules/selections/demo-selections';
import { addStandardObjects } from './modules/networks/standard-objects';
import { addStandardRoles, ensurePermissions } from './modules/roles/standard';

export const DEMO_TENANT = 'Recreatieschap Demo';

export async function seed(db: Db, config: Config, embedded: boolean, log: FastifyBaseLogger): Promise<void> {
  const fresh = !(await first(db, sql`select 1 from users limit 1`));
  await ensurePermissions(db);
  await ensureCatalogues(db);
  // The console's own client is never the field app, whatever was stored before.
  await db.insert(oauthClients)
    .values({ clientId: config.oauthClientId, secretHash: sha256(config.oauthClientSecret), name: 'Admin console' })
    .onConflictDoUpdate({ target: oauthClients.clientId, set: { secretHash: sha256(config.oauthClientSecret), fieldApp: false } });
  const app = config.fieldAppClient;
  if (app && app.id !== config.oauthClientId) {
    await db.insert(oauthClients)
      .values({ clientId: app.id, secretHash: sha256(app.secret), name: 'Veld-app', fieldApp: true })
      .onConflictDoUpdate({ target: oauthClients.clientId, set: { secretHash: sha256(app.secret), fieldApp: true } });
  }
  const adminId = await ensureSuperAdmin(db, config, log);
  const demo = config.demoData ?? (fresh && embedded);
  if (demo) await seedDemo(db, config, adminId, log);
}

async function ensureSuperAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<number> {
  const existing = await first<{ id: number }>(db, sql`select id from users where super_admin order by id limit 1`);
  if (existing) return existing.id;
  const email = (config.adminEmail ?? 'admin@example.com').toLowerCase();
  const password = config.adminPassword ?? randomToken().slice(0, 16);
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    const same = await first<{ id: number }>(tx, sql`select id from users where lower(email) = ${email} for update`);
    if (same) {
      await tx.update(users).set({ superAdmin: true, passwordHash }).where(eq(users.id, same.id));
      return same.id;
    }
    const [row] = await tx.insert(users).values({
      name: 'Super admin', email, passwordHash, superAdmin: true, needsLicense: false,
    }).returning({ id: users.id });
    return row.id;
  });
  if (!config.adminPassword) {
    // Printed once, on the first start only, in the banner: it is not stored anywhere in clear,
    // and never logged (logs are shipped and kept).
    log.warn({ email }, 'created super admin with a generated password: see the banner of this first start');
    process.stdout.write(`\n  Super admin: ${email}\n  Password:    ${password}\n\n`);
  } else {
    log.info({ email }, 'created super admin');
  }
  return id;
}

async function seedDemo(db: Db, config: Config, adminId: number, log: FastifyBaseLogger) {
  if (await first(db, sql`select 1 from tenants where name = ${DEMO_TENANT}`)) return;
  await db.transaction(async (tx) => {
    const [tenant] = await tx.insert(tenants).values({ name: DEMO_TENANT, paidLicenses: 10 }).returning({ id: tenants.id });
    const tenantId = tenant.id;
    const roleIds = await addStandardRoles(tx, tenantId);
    const networkIds: number[] = [];
    for (const name of ['Fietsknooppunten', 'Wandelnetwerk']) {
      const [geo] = await tx.insert(geoObjects).values({ tenantId, data: DEFAULT_AREA }).returning({ id: geoObjects.id });
      const [net] = await tx.insert(networks).values({ tenantId, name, geoObjectId: geo.id }).returning({ id: networks.id });
      networkIds.push(net.id);
    }
    await addStandardObjects(tx, { tenantId, networkId: networkIds[0] });
    // Its map: junction posts and route segments on the Veluwe.
    await addDemoMap(tx, { tenantId, networkId: networkIds[0] });
    // The municipalities it lies in, as its areas.
    await addDemoAreas(tx, { tenantId, networkId: networkIds[0] });
    // Three themed routes over its junctions, one with a gap.
    await addDemoRoutes(tx, { tenantId, networkId: networkIds[0] });
    const passwordHash = config.demoPassword ? await hashPassword(config.demoPassword) : null;
    const people = [
      { name: 'Anna de Vries', email: 'anna@demo.example', function: 'Netwerkbeheerder', roles: ['admin', 'admin'] },
      { name: 'Bram Jansen', email: 'bram@demo.example', function: 'Medewerker buitendienst', roles: ['editor', 'editor'] },
      { name: 'Carla Smit', email: 'carla@demo.example', function: 'Medewerker', roles: [null, 'viewer'] },
    ];
    await tx.insert(tenantUsers).values({ tenantId, userId: adminId }).onConflictDoNothing();
    await tx.update(users).set({ primaryTenantId: tenantId }).where(eq(users.id, adminId));
    for (const networkId of networkIds) {
      await tx.insert(networkUsers).values({ tenantId, networkId, userId: adminId, roleId: roleIds.admin }).onConflictDoNothing();
    }
    const [team] = await tx.insert(teams).values({ tenantId, name: 'Buitendienst' }).returning({ id: teams.id });
    for (const p of people) {
      const [user] = await tx.insert(users).values({
        name: p.name, email: p.email, passwordHash, function: p.function, department: 'Recreatie', primaryTenantId: tenantId,
      }).onConflictDoNothing().returning({ id: users.id });
      if (!user) continue;
      await tx.insert(tenantUsers).values({ tenantId, userId: user.id });
      for (const [i, role] of p.roles.entries()) {
        if (role) await tx.insert(networkUsers).values({ tenantId, networkId: networkIds[i], userId: user.id, roleId: roleIds[role] });
      }
      if (p.name !== 'Anna de Vries') await tx.insert(teamUsers).values({ tenantId, teamId: team.id, userId: user.id });
    }
  });
  log.info({ tenant: DEMO_TENANT }, 'seeded demo data');
}
