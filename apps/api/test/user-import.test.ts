/**
 * POST /v1/user/import: a CSV of users, dry run first, then applied in one transaction or not
 * at all; the rules of creating users one by one (licences, scope, e-mail addresses).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { build } from './helpers/app';
import { makeNetwork, makeTenant, makeUser, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const url = '/v1/user/import';
interface Report { dry_run: boolean; applied: boolean; counts: Record<string, number>; rows: { row: number; action: string; key: string; reasons: string[]; messages: string[] }[] }
const report = (res: { data: unknown }) => (res.data as { data: Report }).data;
const send = (csv: string, o: { dry?: boolean; as?: typeof w.asAdminA; lang?: string } = {}) => t.call({
  method: 'POST', url: `${url}${o.dry ? '?dry_run=true' : ''}`, ...(o.as ?? w.asAdminA), body: { csv },
  headers: o.lang ? { 'accept-language': o.lang } : undefined,
});
const usersNamed = (like: string) => rows<{ email: string; name: string }>(t.db, sql`select email, name from users where email like ${like} order by email`);

describe('POST /v1/user/import?dry_run=true', () => {
  it('reports create, update and refuse per row with the reasons, and changes nothing', async () => {
    const existing = await makeUser(t.db, { tenantId: w.tenantA.id, email: 'dry-existing@example.com', name: 'Oud' });
    const csv = [
      'name;email;network;role;needs_license',
      `Nieuw;dry-new@example.com;${w.a1.name};viewer;`,
      `Bestaand;${existing.email};${w.a1.id};${w.viewerRoleA.id};ja`,
      'Fout;geen-adres;;;',
      `Netwerk;dry-net@example.com;Bestaat niet;viewer;`,
      `Rol;dry-role@example.com;${w.a1.name};onbekend;`,
      `Half;dry-half@example.com;${w.a1.name};;`,
      `Ander;${w.adminB.email};;;`,
      'Dubbel;DRY-NEW@example.com;;;',
      'Vlag;dry-flag@example.com;;;misschien',
    ].join('\r\n');
    const res = await send(csv, { dry: true, lang: 'en' });
    expect(res.statusCode).toBe(200);
    const r = report(res);
    expect(r).toMatchObject({ dry_run: true, applied: false, counts: { create: 1, update: 1, refuse: 7 } });
    expect(r.rows.map((x) => [x.row, x.action, x.reasons])).toEqual([
      [2, 'create', []],
      [3, 'update', []],
      [4, 'refuse', ['email.invalid']],
      [5, 'refuse', ['import.network_unknown: Bestaat niet']],
      [6, 'refuse', ['import.role_unknown: onbekend']],
      [7, 'refuse', ['import.network_role']],
      [8, 'refuse', ['email.taken']],
      [9, 'refuse', ['import.duplicate: 2']],
      [10, 'refuse', ['import.boolean: misschien']],
    ]);
    expect(r.rows[7].messages).toEqual(['Already earlier in the file: row 2']);
    expect(await usersNamed('dry-%')).toEqual([{ email: existing.email, name: 'Oud' }]);
  });

  it('refuses rows past the licence limit, counting the new users in the file', async () => {
    const tenant = await makeTenant(t.db, { paidLicenses: 3 });
    const network = await makeNetwork(t.db, tenant.id);
    // The factories' users need a licence: adminA-like caller below takes one.
    const admin = await makeUser(t.db, { tenantId: tenant.id });
    const role = await rows<{ id: number }>(t.db, sql`insert into roles (tenant_id, name) values (${tenant.id}, 'admin') returning id`);
    await t.db.execute(sql`insert into role_permissions (tenant_id, role_id, permission_id) select ${tenant.id}, ${role[0].id}, id from permissions where name = 'module-admin'`);
    await t.db.execute(sql`insert into network_users (tenant_id, network_id, user_id, role_id) values (${tenant.id}, ${network.id}, ${admin.id}, ${role[0].id})`);
    const as = { token: await t.signIn(admin.email, 'password-123'), tenant: tenant.id, network: network.id };
    const csv = 'name,email\nA,lic-a@example.com\nB,lic-b@example.com\nC,lic-c@example.com\n';
    const r = report(await send(csv, { dry: true, as }));
    expect(r.rows.map((x) => x.reasons)).toEqual([[], [], ['error.maximum_licenses_reached']]);
    // A super admin may go past it, as one by one.
    const asSuper = { ...as, token: w.tokens.super };
    expect(report(await send(csv, { dry: true, as: asSuper })).counts).toEqual({ create: 3, update: 0, refuse: 0 });
  });
});

describe('POST /v1/user/import', () => {
  it('creates and updates every row in one go, with roles on the networks named', async () => {
    const existing = await makeUser(t.db, { tenantId: w.tenantA.id, email: 'go-existing@example.com', name: 'Oud' });
    const csv = `\uFEFFname,email,network,role\n"Jansen, Piet",go-new@example.com,${w.a1.name},viewer\n"Nieuwe ""naam""",${existing.email},${w.a2.id},admin\n`;
    const res = await send(csv);
    expect(res.statusCode).toBe(200);
    expect(report(res)).toMatchObject({ dry_run: false, applied: true, counts: { create: 1, update: 1, refuse: 0 } });
    expect(await usersNamed('go-%')).toEqual([{ email: existing.email, name: 'Nieuwe "naam"' }, { email: 'go-new@example.com', name: 'Jansen, Piet' }]);
    const links = await rows<{ email: string; network_id: number; role_id: number }>(t.db, sql`select u.email, nu.network_id, nu.role_id
      from network_users nu join users u on u.id = nu.user_id where u.email like 'go-%' order by u.email`);
    expect(links).toEqual([
      { email: existing.email, network_id: w.a2.id, role_id: w.adminRoleA.id },
      { email: 'go-new@example.com', network_id: w.a1.id, role_id: w.viewerRoleA.id },
    ]);
    const users = (await t.call({ url: '/v1/user?perPage=9999', ...w.asAdminA })).data as { data: { email: string }[] };
    expect(users.data.map((u) => u.email)).toContain('go-new@example.com');
    const entries = await rows<{ action: string }>(t.db, sql`select action from audit_log where subject_type = 'user' and subject_id in
      (select id from users where email like 'go-%') order by action`);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
  });

  it('writes nothing when one row is refused, and says which', async () => {
    const res = await send('name,email\nGoed,all-or-nothing@example.com\nFout,geen-adres\n');
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({ messages: { csv: ['Er is niets geïmporteerd: rij 3 wordt geweigerd (de redenen staan in de proefimport, dry_run=true)'] } });
    expect(await usersNamed('all-or-nothing%')).toEqual([]);
  });

  it('takes the file as text/csv too', async () => {
    const res = await t.call({ method: 'POST', url, ...w.asAdminA, body: 'name;email\nRuw;raw-csv@example.com', headers: { 'content-type': 'text/csv' } });
    expect(res.statusCode).toBe(200);
    expect(report(res).counts.create).toBe(1);
  });

  it('answers a clear 400 for a file it cannot read', async () => {
    const cases: [string, string][] = [
      ['naam,email\nA,a@example.com', 'Onbekende of ontbrekende kolommen: name, naam (name, email, network, role, needs_license)'],
      ['name,email\n', 'Het bestand bevat geen rijen onder de kopregel'],
      ['name,email\n"A,a@example.com\n', 'Een aanhalingsteken wordt niet gesloten (regel 2)'],
      [`name,email\n${'x'.repeat(1024 * 1024)}`, 'De inhoud is te groot: maximaal 1 MB'],
    ];
    for (const [csv, text] of cases) {
      const res = await send(csv);
      expect(res.statusCode, csv.slice(0, 30)).toBe(400);
      expect(res.data).toEqual({ messages: { csv: [text] } });
    }
  });

  it('is an admin call of the selected network: 403 for a member, 404 for another organisation', async () => {
    expect((await send('name,email\nX,scope-x@example.com', { as: { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id } })).statusCode).toBe(403);
    expect((await send('name,email\nX,scope-x@example.com', { as: { token: w.tokens.adminB, tenant: w.tenantA.id, network: w.a1.id } })).statusCode).toBe(404);
    expect(await usersNamed('scope-x%')).toEqual([]);
  });

  it('leaves a super admin alone for a network admin', async () => {
    const boss = await makeUser(t.db, { tenantId: w.tenantA.id, email: 'import-super@example.com', superAdmin: true });
    const r = report(await send(`name,email\nAnders,${boss.email}`, { dry: true }));
    expect(r.rows[0].reasons).toEqual(['user.super_admin_target']);
  });
});
