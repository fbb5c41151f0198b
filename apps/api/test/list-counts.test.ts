/**
 * The live actions' and objects' counts per key (action_counts, map_object_counts, migration
 * 0026, the actions' team since 0034) stay equal to the rows they count through every way the
 * rows change: created, changed, deleted and restored through the API, many at once by SQL, a
 * status or team set null by its delete, a type's rows gone with it, a network gone. A big
 * list's total is read from them where the view narrows only by counted columns, and counted
 * where it searches.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../src/db/sql';
import { build } from './helpers/app';
import { made, makeWorld } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const as = w.asAdminA;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const totalOf = (res: { data: unknown }) => (res.data as { meta: { pagination: { total: number } } }).meta.pagination.total;

const actionKeys = sql`network_id, action_status_id, action_priority_id, dynamic_action_type_id, team_id`;
const objectKeys = sql`network_id, map_object_type_id, map_object_status_id`;

/** The counts as kept, and as the live rows count them now. */
async function counts(table: 'actions' | 'map_objects') {
  const [keys, kept] = table === 'actions' ? [actionKeys, sql`action_counts`] : [objectKeys, sql`map_object_counts`];
  const order = sql`order by ${keys}`;
  return {
    kept: await rows(t.db, sql`select ${keys}, n from ${kept} ${order}`),
    counted: await rows(t.db, sql`select ${keys}, count(*)::int as n from ${sql.identifier(table)} where deleted_at is null group by ${keys} ${order}`),
  };
}
async function expectCounted(what: string) {
  for (const table of ['actions', 'map_objects'] as const) {
    const { kept, counted } = await counts(table);
    expect(kept, `${what}: ${table}`).toEqual(counted);
  }
}

const post = await made(t, as, '/v1/type', { name: 'Knooppunt', geo_type: 'point', prefix: 'KP' });
const bank = await made(t, as, '/v1/type', { name: 'Bank', geo_type: 'point', prefix: 'BK' });
const good = await made(t, as, '/v1/map_object_status', { name: 'Goed' });
const broken = await made(t, as, '/v1/map_object_status', { name: 'Kapot' });
for (const type of [post, bank]) await t.call({ method: 'POST', url: `/v1/type/${type.id}/status`, ...as, body: { relation: [good.id, broken.id] } });
const melding = await made(t, as, '/v1/dynamic_action_type', { name: 'Melding', on_network: true });
const controle = await made(t, as, '/v1/dynamic_action_type', { name: 'Controle', on_network: true });
const nieuw = await made(t, as, '/v1/action_status', { name: 'Nieuw', weight: 0 });
const bezig = await made(t, as, '/v1/action_status', { name: 'Bezig', weight: 1 });
const hoog = await made(t, as, '/v1/action_priority', { name: 'Hoog' });

const objectIds: number[] = [];
for (let i = 0; i < 6; i += 1) {
  const res = await t.call({ method: 'POST', url: '/v1/object', ...as, body: {
    map_object_type_id: [post, bank][i % 2]?.id, map_object_status_id: i % 3 ? good.id : undefined, geometry: { type: 'Point', coordinates: [5 + i / 100, 52] },
  } });
  objectIds.push(dataOf<{ id: number }>(res).id);
}
const actionIds: number[] = [];
for (let i = 0; i < 6; i += 1) {
  const res = await t.call({ method: 'POST', url: '/v1/action', ...as, body: {
    dynamic_action_type_id: [melding, controle][i % 2]?.id, action_status_id: i % 3 ? nieuw.id : bezig.id,
    action_priority_id: i % 2 ? hoog.id : undefined, description: `Actie ${i}`,
  } });
  if (res.statusCode !== 201) throw new Error(`action: ${res.statusCode} ${res.body}`);
  actionIds.push(dataOf<{ id: number }>(res).id);
}

describe('the counts of a big list', () => {
  it('follow the rows through creates, changes, deletes, restores and bulk statements', async () => {
    await expectCounted('created');
    await t.call({ method: 'PATCH', url: `/v1/action/${actionIds[0]}`, ...as, body: { action_status_id: nieuw.id, action_priority_id: hoog.id } });
    await t.call({ method: 'PATCH', url: `/v1/object/${objectIds[0]}`, ...as, body: { map_object_status_id: broken.id } });
    await expectCounted('changed');
    await t.call({ method: 'DELETE', url: `/v1/action/${actionIds[1]}`, ...as });
    await t.call({ method: 'DELETE', url: `/v1/object/${objectIds[1]}`, ...as });
    await expectCounted('deleted');
    await t.call({ method: 'POST', url: `/v1/object/${objectIds[1]}/restore`, ...as });
    await expectCounted('restored');
    await t.db.execute(sql`update actions set action_status_id = ${bezig.id} where network_id = ${as.network}`);
    await t.db.execute(sql`insert into actions (tenant_id, network_id, dynamic_action_type_id, action_status_id)
      select ${w.tenantA.id}, ${as.network}, ${melding.id}, ${nieuw.id} from generate_series(1, 50)`);
    await expectCounted('many at once by SQL');
    // Teams: given to some actions, then one gone (its actions keep no team).
    const teams = [await made(t, as, '/v1/team', { name: 'Ploeg Noord' }), await made(t, as, '/v1/team', { name: 'Ploeg Zuid' })];
    await t.db.execute(sql`update actions set team_id = case when id % 3 = 0 then ${teams[0]?.id ?? 0}::int when id % 3 = 1 then ${teams[1]?.id ?? 0}::int end where network_id = ${as.network}`);
    await expectCounted('given teams');
    expect((await t.call({ method: 'DELETE', url: `/v1/team/${teams[0]?.id}`, ...as })).statusCode).toBe(200);
    await expectCounted('a team gone');
    // A status's delete sets its rows' status to none; a type's takes its rows with it.
    await t.call({ method: 'DELETE', url: `/v1/action_status/${bezig.id}?force=true`, ...as });
    await t.db.execute(sql`delete from map_object_statuses where id = ${good.id}`);
    await expectCounted('a status gone');
    await t.db.execute(sql`delete from action_types where id = ${controle.id}`);
    await t.db.execute(sql`delete from map_object_types where id = ${bank.id}`);
    await expectCounted('a type gone');
    const [row] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from action_counts where network_id = ${as.network} and action_status_id is null`);
    expect(row?.n, 'the actions without a status counted under none').toBeGreaterThan(0);
    await t.db.execute(sql`delete from networks where id = ${as.network}`);
    await expectCounted('the network gone');
  });
});

const t2 = await makeWorld(t);
const as2 = t2.asAdminA;
const type2 = await made(t, as2, '/v1/dynamic_action_type', { name: 'Melding', on_network: true });
for (const description of ['Bank scheef', 'Bord weg', 'Bank kapot']) {
  await t.call({ method: 'POST', url: '/v1/action', ...as2, body: { dynamic_action_type_id: type2.id, description } });
}

describe("a list's total", () => {
  it('is read from the counts where the view narrows by counted columns, and counted where it searches', async () => {
    const listTotal = async (query: string) => totalOf(await t.call({ url: `/v1/action?${query}`, ...as2 }));
    expect(await listTotal('sort=-id')).toBe(3);
    expect(await listTotal('q=bank')).toBe(2);
    // Counts that say more than the rows: the pages that read them say so too, a search does not.
    await t.db.execute(sql`update action_counts set n = n + 100 where network_id = ${as2.network}`);
    expect(await listTotal('sort=-id')).toBe(103);
    expect(await listTotal(`sort=action_status_name&filter[dynamic_action_type_id]=${type2.id}`)).toBe(103);
    expect(await listTotal('sort=-team_name')).toBe(103);
    expect(await listTotal('q=bank')).toBe(2);
    await t.db.execute(sql`update action_counts set n = n - 100 where network_id = ${as2.network}`);
  });
});
