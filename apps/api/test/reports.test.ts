/**
 * Reports become actions: a helpdesk's report (instance_id and X-Api-Key) makes an action on the
 * nearest object of the settings' type within the distance, else on the network, else a 422;
 * each refusal creates nothing; the same reporting_id updates the action's status (also when it
 * arrives twice at once); a status changed in the console goes back to the helpdesk's
 * callback_url through the queue, retried with growing pauses and logged; the Marrekrite's
 * reports by category with the network's integration key.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERMISSION_PRESETS } from '@console/contract/permissions';
import { first, rows } from '../src/db/sql';
import { updateAction } from '../src/modules/actions/write';
import { integrationActor, integrationCaller } from '../src/modules/reports/actor';
import { build, type Reply } from './helpers/app';
import { made, makeWorld } from './helpers/factories';
import { startHelpdesk } from './helpers/helpdesk-server';
import { createServer } from 'node:net';

/** A port of this machine that nothing listens on: one just given up. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const t = await build({ config: { deliveries: { pollMs: 25, timeoutMs: 2000, pausesMs: [150, 300, 600], maxAttempts: 10 } } });
const w = await makeWorld(t);
const as = w.asAdminA;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const link = (url: string, relation: unknown[]) => t.call({ method: 'POST', url, ...as, body: { relation } });

// The configuration of a1: posts and benches, three statuses, an action type on the network and one only on objects.
const text = await made(t, as, '/v1/attribute', { name: 'Melding', type: 'textarea' });
const where = await made(t, as, '/v1/attribute', { name: 'Locatie', type: 'string' });
const number = await made(t, as, '/v1/attribute', { name: 'Meldingnummer', type: 'string' });
const post = await made(t, as, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' });
const path = await made(t, as, '/v1/type', { name: 'Pad', geo_type: 'linestring', prefix: 'L' });
const status = (name: string, weight: number, isFinal = false) => made(t, as, '/v1/action_status', { name, weight, is_final: isFinal });
const fresh = await status('Nieuw', 0);
const busy = await status('In behandeling', 1);
const done = await status('Afgehandeld', 2, true);
for (const type of [post, path]) await link(`/v1/type/${type.id}/action_status`, [fresh.id, busy.id, done.id]);
const priority = await made(t, as, '/v1/action_priority', { name: 'Hoog' });
const actionType = async (name: string, onNetwork: boolean) => {
  const type = await made(t, as, '/v1/dynamic_action_type', { name, on_network: onNetwork });
  await link(`/v1/dynamic_action_type/${type.id}/map_object_type`, [post.id, path.id]);
  await link(`/v1/dynamic_action_type/${type.id}/attribute`, [text.id, where.id, number.id]);
  return type;
};
const reportType = await actionType('Melding openbare ruimte', true);
const objectOnly = await actionType('Herstel', false);

const HERE: [number, number] = [5.3872, 52.1561];
const east = (metres: number): [number, number] => [HERE[0] + metres / (111_320 * Math.cos((HERE[1] * Math.PI) / 180)), HERE[1]];
const object = async (type: number, geometry: unknown) => dataOf<{ id: number }>(await t.call({ method: 'POST', url: '/v1/object', ...as, body: { map_object_type_id: type, geometry } }));
const nearer = await object(post.id, { type: 'Point', coordinates: east(12) });
const farther = await object(post.id, { type: 'Point', coordinates: east(30) });

const KEY = 'helpdesk-secret-1';
const INSTANCE = 4242;
const helpdesk = (extra: Record<string, unknown> = {}) => ({
  instance_id: INSTANCE, api_key: KEY, action_priority_id: priority.id, map_object_type_id: post.id, dynamic_action_type_id: reportType.id,
  report_text: text.id, location_description: where.id, reporting_id: number.id,
  action_status: { 5: fresh.id, 8: busy.id, 10: done.id }, ...extra,
});
const setHelpdesk = async (value: Record<string, unknown>) => {
  const res = await t.call({ method: 'PUT', url: '/v1/kv/helpdesk_api', ...as, body: { value } });
  if (res.statusCode !== 200) throw new Error(`helpdesk settings: ${res.statusCode} ${res.body}`);
};
await setHelpdesk(helpdesk());

let serial = 0;
const report = (body: Record<string, unknown> = {}) => ({
  instance_id: INSTANCE, reporting_id: `M-${(serial += 1)}`, status: 5, text: 'Paal scheef', location_description: 'Bij de brug',
  location: { type: 'Point', coordinates: HERE }, ...body,
});
const send = (body: unknown, key: string | null = KEY, url = '/v1/integrations/helpdesk/reports') =>
  t.call({ method: 'POST', url, body, headers: { ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}), ...(key === null ? {} : { 'x-api-key': key }) } });
const counts = async () => first<{ reports: number; actions: number }>(t.db, sql`select (select count(*)::int from reports) as reports,
  (select count(*)::int from actions where network_id = ${w.a1.id}) as actions`);
type Action = { id: number; map_object_id: number | null; action_status_id: number | null; action_priority_id: number | null; description: string | null; created_by: number | null; attributes: { id: number; value: unknown }[] };
const actionOf = async (id: number) => dataOf<Action>(await t.call({ url: `/v1/action/${id}`, ...as }));
type Answer = { id: number; action_id: number; map_object_id: number | null; distance_m: number | null; created: boolean };
const answer = (res: Reply) => dataOf<Answer>(res);

describe('POST /v1/integrations/helpdesk/reports: refusals create nothing', () => {
  it('answers 401 without a key, with a wrong key, for an unknown instance, and with an empty key', async () => {
    const before = await counts();
    for (const [body, key] of [[report(), null], [report(), 'wrong-key'], [report({ instance_id: 7 }), KEY], [report(), '']] as const) {
      const res = await send(body, key);
      expect(res.statusCode).toBe(401);
      expect(res.data).toEqual({ error: expect.any(String), error_description: 'Onbekende koppeling of verkeerde API-sleutel' });
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 400 on malformed reports (an unknown status code, no location, garbage), never 5xx', async () => {
    const before = await counts();
    const unknownStatus = await send(report({ status: 7 }));
    expect(unknownStatus.statusCode).toBe(400);
    expect(Object.keys((unknownStatus.data as { messages: object }).messages)).toEqual(['status']);
    expect((await send(report({ location: { type: 'LineString', coordinates: [HERE, HERE] } }))).statusCode).toBe(400);
    expect((await send(report({ location: undefined }))).statusCode).toBe(400);
    expect((await send('{"instance_id": 4242, "reporting_id": ')).statusCode).toBe(400);
    expect((await send({ ...report(), text: 'x'.repeat(1_000_000) })).statusCode).toBe(400);
    expect((await send([1, 2, 3])).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('answers 422 saying why when no object is near and the action type cannot be on the network', async () => {
    await setHelpdesk(helpdesk({ dynamic_action_type_id: objectOnly.id, distance: 5 }));
    const before = await counts();
    const res = await send(report());
    expect(res.statusCode).toBe(422);
    expect(res.data).toEqual({ detail: 'Geen object van het ingestelde type binnen 5 m van de meldlocatie, en het actietype kan niet op het netwerk' });
    expect(await counts()).toEqual(before);
    // The network's administrators see why in the health panel.
    const health = dataOf<{ last_error: unknown }>(await t.call({ url: '/v1/integrations/helpdesk/health', ...as }));
    expect(health.last_error).toMatchObject({ kind: 'report', reporting_id: `M-${serial}`, status_code: 422, error: expect.stringContaining('binnen 5 m') });
    await setHelpdesk(helpdesk());
  });
});

describe('POST /v1/integrations/helpdesk/reports: the action', () => {
  it('is made on the nearest object within the distance, with the priority, the mapped status and the values', async () => {
    const res = await send(report({ reporting_id: 'NEAR-1', status: 8 }));
    expect(res.statusCode).toBe(201);
    const made = answer(res);
    expect(made).toMatchObject({ map_object_id: nearer.id, created: true });
    expect(made.distance_m).toBeCloseTo(12, 0);
    const action = await actionOf(made.action_id);
    expect(action).toMatchObject({ map_object_id: nearer.id, action_status_id: busy.id, action_priority_id: priority.id, description: 'Paal scheef', created_by: null });
    expect(action.attributes.map((a) => [a.id, a.value])).toEqual([[text.id, 'Paal scheef'], [where.id, 'Bij de brug'], [number.id, 'NEAR-1']]);
  });

  it('takes the nearest of two, by the exact distance to a line too', async () => {
    // A path passing 5 m north of the report: nearer than the post 12 m east.
    const north = 5 / 111_320;
    await setHelpdesk(helpdesk({ map_object_type_id: path.id }));
    const line = await object(path.id, { type: 'LineString', coordinates: [[HERE[0] - 0.001, HERE[1] + north], [HERE[0] + 0.001, HERE[1] + north]] });
    const res = answer(await send(report()));
    expect(res.map_object_id).toBe(line.id);
    expect(res.distance_m).toBeCloseTo(5, 0);
    await setHelpdesk(helpdesk());
  });

  it('goes on the network when nothing is within the distance and the type may be there', async () => {
    await setHelpdesk(helpdesk({ distance: 10 }));
    const res = answer(await send(report({ location: { type: 'Point', coordinates: east(-200) } })));
    expect(res).toMatchObject({ map_object_id: null, distance_m: null, created: true });
    expect((await actionOf(res.action_id)).map_object_id).toBeNull();
    // 12 m east is within 15 m: the post again.
    await setHelpdesk(helpdesk({ distance: 15 }));
    expect(answer(await send(report())).map_object_id).toBe(nearer.id);
    await setHelpdesk(helpdesk());
  });

  it('skips a deleted object', async () => {
    const gone = await object(post.id, { type: 'Point', coordinates: east(1) });
    await t.call({ method: 'DELETE', url: `/v1/object/${gone.id}`, ...as });
    expect(answer(await send(report())).map_object_id).toBe(nearer.id);
    void farther;
  });

  it('is audited as received from the integration, with no user', async () => {
    const res = answer(await send(report({ reporting_id: 'AUDIT-1' })));
    const entries = await rows<{ action: string; subject_type: string; user_id: number | null; user_name: string | null; network_id: number }>(t.db,
      sql`select action, subject_type, user_id, user_name, network_id from audit_log where (subject_type = 'report' and subject_id = ${res.id}) or (subject_type = 'action' and subject_id = ${res.action_id}) order by id`);
    expect(entries).toEqual([
      { action: 'create', subject_type: 'action', user_id: null, user_name: 'Helpdesk', network_id: w.a1.id },
      { action: 'receive', subject_type: 'report', user_id: null, user_name: 'Helpdesk', network_id: w.a1.id },
    ]);
  });
});

describe('written as the integration itself', () => {
  type Entry = { action: string; user_id: number | null; user_name: string | null };
  const history = async (actionId: number) => dataOf<Entry[]>(await t.call({ url: `/v1/audit?subject_type=action&subject_id=${actionId}`, ...as }))
    .map(({ action, user_id, user_name }) => ({ action, user_id, user_name }));

  it("names the helpdesk in the action's history, for the action it made and each status it applied", async () => {
    const made = answer(await send(report({ reporting_id: 'WHO-1', status: 5 })));
    await send(report({ reporting_id: 'WHO-1', status: 8 }));
    expect(await history(made.action_id)).toEqual([
      { action: 'update', user_id: null, user_name: 'Helpdesk' },
      { action: 'create', user_id: null, user_name: 'Helpdesk' },
    ]);
    expect(dataOf<{ created_by: number | null; created_by_name: string | null }>(await t.call({ url: `/v1/action/${made.action_id}`, ...as })))
      .toMatchObject({ created_by: null, created_by_name: 'Helpdesk' });
  });

  it('holds the report preset only, without an administrator\'s rights', () => {
    const caller = integrationCaller('helpdesk', { tenantId: w.tenantA.id, networkId: w.a1.id });
    expect(caller).toMatchObject({ networkAdmin: false, integration: { name: 'helpdesk', permissions: PERMISSION_PRESETS.report } });
  });

  it("changes its own reports' actions under the lock, and no user's action", async () => {
    expect((await t.call({ method: 'PUT', url: `/v1/kv/lock_action_${w.a1.id}`, ...as, body: { value: 'user' } })).statusCode).toBe(200);
    try {
      const made = answer(await send(report({ reporting_id: 'LOCK-1', status: 5 })));
      expect((await send(report({ reporting_id: 'LOCK-1', status: 8 }))).statusCode).toBe(200);
      expect((await actionOf(made.action_id)).action_status_id).toBe(busy.id);
      // An action a user made: the integration may not change it (as an administrator would).
      const users = dataOf<{ id: number }>(await t.call({ method: 'POST', url: '/v1/action', ...as, body: { dynamic_action_type_id: reportType.id } }));
      const scope = { tenantId: w.tenantA.id, networkId: w.a1.id };
      const change = t.db.transaction((tx) => updateAction(tx, integrationActor('helpdesk', scope), integrationCaller('helpdesk', scope), users.id, { action_status_id: busy.id }));
      await expect(change).rejects.toMatchObject({ status: 403, body: { code: 'lock.integration_only' } });
    } finally {
      await t.call({ method: 'PUT', url: `/v1/kv/lock_action_${w.a1.id}`, ...as, body: { value: 'none' } });
    }
  });
});

describe('the same report again', () => {
  it("updates its action's status and makes no second action, and does not post the helpdesk's own change back", async () => {
    await setHelpdesk(helpdesk({ callback_url: 'http://127.0.0.1:9/callback' }));
    const original = answer(await send(report({ reporting_id: 'SAME-1', status: 5 })));
    const before = await counts();
    const again = await send(report({ reporting_id: 'SAME-1', status: 10 }));
    expect(again.statusCode).toBe(200);
    expect(answer(again)).toMatchObject({ id: original.id, action_id: original.action_id, created: false });
    expect(await counts()).toEqual(before);
    expect((await actionOf(original.action_id)).action_status_id).toBe(done.id);
    expect(await first0(sql`select count(*)::int as n from report_deliveries where report_id = ${original.id}`)).toBe(0);
    await setHelpdesk(helpdesk());
  });

  it('makes one action when it arrives twice at once', async () => {
    const body = report({ reporting_id: 'TWICE-1' });
    const before = await counts();
    const answers = await Promise.all([send(body), send(body), send(body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => answer(r).action_id)).size).toBe(1);
    expect(await counts()).toEqual({ reports: (before?.reports ?? 0) + 1, actions: (before?.actions ?? 0) + 1 });
  });
});

async function first0(query: ReturnType<typeof sql>): Promise<number> {
  return (await first<{ n: number }>(t.db, query))?.n ?? -1;
}

describe('back to the helpdesk', () => {
  it("posts a status changed in the console to the callback_url, with the helpdesk's key, and logs the attempt", async () => {
    const server = await startHelpdesk();
    try {
      await setHelpdesk(helpdesk({ callback_url: server.url }));
      const made = answer(await send(report({ reporting_id: 4711 })));
      expect(server.received).toEqual([]);
      const changed = await t.call({ method: 'PATCH', url: `/v1/action/${made.action_id}`, ...as, body: { action_status_id: busy.id } });
      expect(changed.statusCode).toBe(200);
      await expect.poll(() => server.received.length, { timeout: 10_000 }).toBe(1);
      expect(server.received[0]).toEqual({ body: { reporting_id: 4711, status: 8 }, apiKey: KEY });
      await expect.poll(() => first0(sql`select count(*)::int as n from report_deliveries where report_id = ${made.id} and delivered_at is not null`)).toBe(1);
      const attempts = await rows<{ status_code: number | null; error: string | null }>(t.db, sql`select a.status_code, a.error from report_delivery_attempts a
        join report_deliveries d on d.id = a.delivery_id where d.report_id = ${made.id}`);
      expect(attempts).toEqual([{ status_code: 200, error: null }]);
      // A status that no code maps to posts nothing.
      const other = await made2(t, 'Wacht', 5);
      await link(`/v1/type/${post.id}/action_status`, [other]);
      await t.call({ method: 'PATCH', url: `/v1/action/${made.action_id}`, ...as, body: { action_status_id: other } });
      const health = dataOf<{ last_report: { reporting_id: string }; last_delivery: { status: number; delivered_at: string | null; last_status_code: number }; pending: number }>(
        await t.call({ url: '/v1/integrations/helpdesk/health', ...as }));
      expect(health.last_report.reporting_id).toBe('4711');
      expect(health.last_delivery).toMatchObject({ status: 8, last_status_code: 200, delivered_at: expect.any(String) });
      expect(health.pending).toBe(0);
    } finally {
      await server.close();
      await setHelpdesk(helpdesk());
    }
  });

  it('tries a failing helpdesk again after growing pauses, logging each attempt, until it answers', async () => {
    const server = await startHelpdesk({ failFirst: 3 });
    try {
      await setHelpdesk(helpdesk({ callback_url: server.url }));
      const made = answer(await send(report()));
      await t.call({ method: 'PATCH', url: `/v1/action/${made.action_id}`, ...as, body: { action_status_id: done.id } });
      await expect.poll(() => first0(sql`select count(*)::int as n from report_deliveries where report_id = ${made.id} and delivered_at is not null`), { timeout: 15_000 }).toBe(1);
      const attempts = await rows<{ at: number; status_code: number | null; error: string | null }>(t.db, sql`select extract(epoch from a.attempted_at)::float8 * 1000 as at,
          a.status_code, a.error from report_delivery_attempts a join report_deliveries d on d.id = a.delivery_id where d.report_id = ${made.id} order by a.id`);
      expect(attempts.map((a) => a.status_code)).toEqual([500, 500, 500, 200]);
      expect(attempts.slice(0, 3).every((a) => a.error === 'HTTP 500')).toBe(true);
      const gaps = attempts.slice(1).map((a, i) => a.at - attempts[i].at);
      // The pauses 150, 300 and 600 ms: each wait at least its pause, and growing.
      expect(gaps[0]).toBeGreaterThanOrEqual(140);
      expect(gaps[1]).toBeGreaterThanOrEqual(290);
      expect(gaps[2]).toBeGreaterThanOrEqual(590);
      const audited = await first0(sql`select count(*)::int as n from audit_log a join report_deliveries d on d.id = a.subject_id
        where a.action = 'deliver' and a.subject_type = 'delivery' and d.report_id = ${made.id}`);
      expect(audited).toBe(4);
      const health = dataOf<{ last_error: { error: string; status_code: number } }>(await t.call({ url: '/v1/integrations/helpdesk/health', ...as }));
      expect(health.last_error).toMatchObject({ error: 'HTTP 500', status_code: 500 });
    } finally {
      await server.close();
      await setHelpdesk(helpdesk());
    }
  });

  it('tests the connection: the helpdesk answer, or what went wrong', async () => {
    const server = await startHelpdesk();
    try {
      await setHelpdesk(helpdesk({ callback_url: server.url }));
      const ok = dataOf<{ ok: boolean; status_code: number }>(await t.call({ method: 'POST', url: '/v1/integrations/helpdesk/test', ...as }));
      expect(ok).toMatchObject({ ok: true, status_code: 200 });
      expect(server.received.at(-1)).toEqual({ body: { test: true, reporting_id: null, status: null }, apiKey: KEY });
    } finally {
      await server.close();
    }
    const down = dataOf<{ ok: boolean; status_code: number | null; error: string }>(await t.call({ method: 'POST', url: '/v1/integrations/helpdesk/test', ...as }));
    expect(down).toMatchObject({ ok: false, status_code: null, reason: expect.any(String), error: expect.any(String) });
    // A port nothing listens on: the connection is refused, and the answer says so by its reason.
    await setHelpdesk(helpdesk({ callback_url: `http://127.0.0.1:${await closedPort()}/callback` }));
    const refused = dataOf<{ ok: boolean; reason: string }>(await t.call({ method: 'POST', url: '/v1/integrations/helpdesk/test', ...as }));
    expect(refused).toMatchObject({ ok: false, reason: 'refused' });
    await setHelpdesk(helpdesk({ callback_url: null }));
    const none = await t.call({ method: 'POST', url: '/v1/integrations/helpdesk/test', ...as });
    expect(none.statusCode).toBe(400);
    expect(Object.keys((none.data as { messages: object }).messages)).toEqual(['callback_url']);
    await setHelpdesk(helpdesk());
  });

  it('refuses a callback_url that is not http(s)', async () => {
    const res = await t.call({ method: 'PUT', url: '/v1/kv/helpdesk_api', ...as, body: { value: helpdesk({ callback_url: 'ftp://helpdesk.example/cb' }) } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys((res.data as { messages: object }).messages)).toEqual(['value.callback_url']);
  });
});

async function made2(app: typeof t, name: string, weight: number): Promise<number> {
  return (await made(app, as, '/v1/action_status', { name, weight })).id;
}

describe('the Marrekrite', () => {
  const mreport = (body: Record<string, unknown> = {}) => ({
    reporting_id: `MK-${(serial += 1)}`, category: 1003, text: 'Meerpaal los', location: { type: 'Point', coordinates: HERE }, ...body,
  });
  const msend = (body: unknown, key: string | null) => send(body, key, '/v1/integrations/marrekrite/reports');

  it('makes an action with the category\'s settings, with the network\'s integration key, shown once and rotated', async () => {
    await t.call({ method: 'PUT', url: '/v1/kv/marrekrite_api', ...as, body: { value: {
      category_id: 1003, map_object_type_ids: [post.id], dynamic_action_type_id: objectOnly.id, action_priority_id: priority.id, action_status_id: busy.id, attribute_id: text.id,
    } } });
    expect(dataOf<{ exists: boolean }>(await t.call({ url: '/v1/integrations/marrekrite/key', ...as })).exists).toBe(false);
    expect((await msend(mreport(), 'no-key-yet')).statusCode).toBe(401);
    const madeKey = await t.call({ method: 'POST', url: '/v1/integrations/marrekrite/key', ...as });
    expect(madeKey.statusCode).toBe(201);
    const key = dataOf<{ key: string }>(madeKey).key;
    expect(key.length).toBeGreaterThan(30);
    const shown = dataOf<{ exists: boolean; created_by_name: string }>(await t.call({ url: '/v1/integrations/marrekrite/key', ...as }));
    expect(shown).toMatchObject({ exists: true, created_by_name: 'Admin A' });
    expect(JSON.stringify(shown)).not.toContain(key);

    const res = await msend(mreport({ reporting_id: 'MK-A' }), key);
    expect(res.statusCode).toBe(201);
    const action = await actionOf(answer(res).action_id);
    expect(action).toMatchObject({ map_object_id: nearer.id, action_status_id: busy.id, action_priority_id: priority.id });
    expect(action.attributes.find((a) => a.id === text.id)?.value).toBe('Meerpaal los');
    const entries = dataOf<{ action: string; user_id: number | null; user_name: string | null }[]>(await t.call({ url: `/v1/audit?subject_type=action&subject_id=${action.id}`, ...as }));
    expect(entries.map((e) => [e.action, e.user_id, e.user_name])).toEqual([['create', null, 'Marrekrite']]);
    expect(dataOf<{ created_by_name: string | null }>(await t.call({ url: `/v1/action/${action.id}`, ...as })).created_by_name).toBe('Marrekrite');
    const again = await msend(mreport({ reporting_id: 'MK-A' }), key);
    expect(answer(again)).toMatchObject({ action_id: answer(res).action_id, created: false });

    const otherCategory = await msend(mreport({ category: 1001 }), key);
    expect(otherCategory.statusCode).toBe(422);
    expect(otherCategory.data).toEqual({ detail: 'Deze categorie is niet ingesteld voor dit netwerk: 1001' });
    expect((await msend(mreport({ category: 999 }), key)).statusCode).toBe(400);

    const rotated = dataOf<{ key: string }>(await t.call({ method: 'POST', url: '/v1/integrations/marrekrite/key', ...as })).key;
    expect((await msend(mreport(), key)).statusCode).toBe(401);
    expect((await msend(mreport(), rotated)).statusCode).toBe(201);
    expect((await t.call({ method: 'DELETE', url: '/v1/integrations/marrekrite/key', ...as })).statusCode).toBe(200);
    expect((await msend(mreport(), rotated)).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url: '/v1/integrations/marrekrite/key', ...as })).statusCode).toBe(404);
  });

  it('keeps the key of one network away from another: a report goes to the key\'s network', async () => {
    const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
    const keyB = dataOf<{ key: string }>(await t.call({ method: 'POST', url: '/v1/integrations/marrekrite/key', ...asB })).key;
    // b1 has no Marrekrite settings: its key reaches b1's (missing) settings, never a1's.
    const res = await msend(mreport(), keyB);
    expect(res.statusCode).toBe(422);
  });
});

describe('a report whose action makes an object when it is done', () => {
  it('makes the object as the integration, with no creator, when the helpdesk closes the report', async () => {
    const placing = await made(t, as, '/v1/dynamic_action_type', { name: 'Paal plaatsen', on_network: true, own_geo: true, creates_object: true });
    await link(`/v1/dynamic_action_type/${placing.id}/map_object_type`, [post.id]);
    await setHelpdesk(helpdesk({ dynamic_action_type_id: placing.id }));
    try {
      const body = report({ location: { type: 'Point', coordinates: east(400) } });
      const opened = await send(body);
      expect(opened.statusCode, opened.body).toBe(201);
      const closed = await send({ ...body, status: 10 });
      expect(closed.statusCode, closed.body).toBe(200);
      const action = await actionOf(answer(opened).action_id);
      expect(action.action_status_id).toBe(done.id);
      expect(action.map_object_id).toEqual(expect.any(Number));
      const object = dataOf<{ created_by: number | null; map_object_type_id: number }>(await t.call({ url: `/v1/object/${action.map_object_id}`, ...as }));
      expect(object).toMatchObject({ created_by: null, map_object_type_id: post.id });
    } finally {
      await setHelpdesk(helpdesk());
    }
  });
});
