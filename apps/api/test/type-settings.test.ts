/**
 * What the type settings do. Which calls are the field app's (auth/field-app.ts): a token of the
 * client FIELD_APP_CLIENT_ID names is; the console's own is not. "Zichtbaar in app": the field
 * app is sent only the objects of types with it (the network's children, its sync, /v1/object).
 * "Bewerkbaar in app": the field app creates, changes, deletes and restores only objects of types
 * with it (403 naming the type); the console and administrators always may. "Foto verplicht":
 * an action on an object of such a type reaches a final status only with a photo (400 on
 * action_status_id).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TYPE_SETTING } from '@console/contract/catalogues';
import { DEFAULT_AREA } from '@console/contract/networks';
import { rows } from '../src/db/sql';
import { seed } from '../src/seed';
import { build } from './helpers/app';
import { grantRole, made, makeRole, makeUser, makeWorld, type As } from './helpers/factories';

const FIELD_APP = { client_id: 'field-app', client_secret: 'field-app-secret' };
const t = await build({ config: { fieldAppClient: { id: FIELD_APP.client_id, secret: FIELD_APP.client_secret } } });
const w = await makeWorld(t);
const as = w.asAdminA;
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const messagesOf = (res: { data: unknown }) => (res.data as { messages: Record<string, string[]> }).messages;

async function appToken(email: string, client = FIELD_APP): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'password', username: email, password: 'password-123', ...client } });
  const token = (res.data as { access_token?: string }).access_token;
  if (!token) throw new Error(`field app sign-in: ${res.statusCode} ${res.body}`);
  return token;
}
const app: As = { ...as, token: await appToken(w.adminA.email) };
// A field worker: the map and its changes and actions, no administration.
const workerRole = await makeRole(t.db, w.tenantA.id, ['module-map', 'module-map-edit', 'module-actions'], 'buitendienst');
const worker = await makeUser(t.db, { tenantId: w.tenantA.id });
await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: worker.id, roleId: workerRole.id });
const workerApp: As = { ...as, token: await appToken(worker.email) };
const workerConsole: As = { ...as, token: await t.signIn(worker.email, 'password-123') };

await t.call({ method: 'PUT', url: `/v2/network/${w.a1.id}`, ...as, body: { name: w.a1.name, geoObject: { data: DEFAULT_AREA } } });
const settings = dataOf<{ id: number; name: string }[]>(await t.call({ url: '/v1/type_setting', ...as }));
const settingId = (name: string) => settings.find((s) => s.name === name)?.id;
const shown = await made(t, as, '/v1/type', { name: 'Knooppunt', geo_type: 'point', prefix: 'KP' });
const office = await made(t, as, '/v1/type', { name: 'Kantoor', geo_type: 'point', prefix: 'KA' });
await t.call({ method: 'POST', url: `/v1/type/${shown.id}/setting`, ...as, body: { relation: [settingId(TYPE_SETTING.visibleInApp)] } });
const point = { type: 'Point', coordinates: [5.39, 52.16] };
const post = await made(t, as, '/v1/object', { map_object_type_id: shown.id, geometry: point });
const desk = await made(t, as, '/v1/object', { map_object_type_id: office.id, geometry: point });
const idsOf = (res: { data: unknown }) => dataOf<{ id: number }[]>(res).map((o) => o.id).sort((a, b) => a - b);

describe('Zichtbaar in app', () => {
  it("sends the field app only the objects of types with it: the network's children, its sync and the object list", async () => {
    for (const url of [`/v1/network/${w.a1.id}/children`, `/v1/network/${w.a1.id}/children/web2?updated_at=0`, '/v1/object']) {
      const res = await t.call({ url, ...app });
      expect(res.statusCode, url).toBe(200);
      expect(idsOf(res), url).toEqual([post.id]);
    }
  });

  it('sends the console (its own client) every object', async () => {
    for (const url of [`/v1/network/${w.a1.id}/children`, `/v1/network/${w.a1.id}/children/web2?updated_at=0`, '/v1/object']) {
      expect(idsOf(await t.call({ url, ...as })), url).toEqual([post.id, desk.id]);
    }
  });
});

describe('Bewerkbaar in app', () => {
  const editable = made(t, as, '/v1/type', { name: 'Bord', geo_type: 'point', prefix: 'B' });

  it("refuses the field app a change of a type without it, naming the type: create, change, delete, restore", async () => {
    const create = await t.call({ method: 'POST', url: '/v1/object', ...workerApp, body: { map_object_type_id: shown.id, geometry: point } });
    expect(create.statusCode).toBe(403);
    expect(create.data).toEqual({ detail: 'De veld-app mag objecten van dit type niet wijzigen (instelling "Bewerkbaar in app" staat uit): Knooppunt' });
    const mine = await made(t, workerConsole, '/v1/object', { map_object_type_id: shown.id, geometry: point });
    expect((await t.call({ method: 'PATCH', url: `/v1/object/${mine.id}`, ...workerApp, body: { name: 'Uit de app' } })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/v1/object/${mine.id}`, ...workerApp })).statusCode).toBe(403);
    await t.call({ method: 'DELETE', url: `/v1/object/${mine.id}`, ...workerConsole });
    expect((await t.call({ method: 'POST', url: `/v1/object/${mine.id}/restore`, ...workerApp })).statusCode).toBe(403);
  });

  it('lets the field app change a type with it, the console any type, and an administrator any type through the app', async () => {
    const type = await editable;
    await t.call({ method: 'POST', url: `/v1/type/${type.id}/setting`, ...as, body: { relation: [settingId(TYPE_SETTING.editableInApp)] } });
    const sign = await made(t, workerApp, '/v1/object', { map_object_type_id: type.id, geometry: point });
    expect((await t.call({ method: 'PATCH', url: `/v1/object/${sign.id}`, ...workerApp, body: { name: 'Uit de app' } })).statusCode).toBe(200);
    expect((await t.call({ method: 'PATCH', url: `/v1/object/${post.id}`, ...workerConsole, body: { name: 'Uit de console' } })).statusCode).toBe(200);
    expect((await t.call({ method: 'PATCH', url: `/v1/object/${post.id}`, ...app, body: { name: 'Door de beheerder' } })).statusCode).toBe(200);
  });

  it("never counts the console's own client as the app, even when configured or stored so", async () => {
    await t.db.execute(sql`update oauth_clients set field_app = true where client_id = ${t.config.oauthClientId}`);
    await seed(t.db, { ...t.config, fieldAppClient: { id: t.config.oauthClientId, secret: 'other' } }, false, t.app.log);
    expect(await rows(t.db, sql`select field_app from oauth_clients where client_id = ${t.config.oauthClientId}`)).toEqual([{ field_app: false }]);
    expect(await rows(t.db, sql`select field_app from oauth_clients where client_id = ${FIELD_APP.client_id}`)).toEqual([{ field_app: true }]);
  });
});

describe('Foto verplicht', () => {
  it('closes an action on an object of such a type only once it has a photo', async () => {
    const type = await made(t, as, '/v1/type', { name: 'Informatiepaneel', geo_type: 'point', prefix: 'IP' });
    await t.call({ method: 'POST', url: `/v1/type/${type.id}/setting`, ...as, body: { relation: [settingId(TYPE_SETTING.photoRequired)] } });
    const open = await made(t, as, '/v1/action_status', { name: 'Nieuw', weight: 0 });
    const done = await made(t, as, '/v1/action_status', { name: 'Gereed', weight: 1, is_final: true });
    await t.call({ method: 'POST', url: `/v1/type/${type.id}/action_status`, ...as, body: { relation: [open.id, done.id] } });
    const repair = await made(t, as, '/v1/dynamic_action_type', { name: 'Reparatie' });
    await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${repair.id}/map_object_type`, ...as, body: { relation: [type.id] } });
    const panel = await made(t, as, '/v1/object', { map_object_type_id: type.id, geometry: point });
    const refusal = ['Voeg eerst een foto toe: bij objecten van het type Informatiepaneel is een foto verplicht voor een eindstatus'];

    const closedAtOnce = await t.call({ method: 'POST', url: '/v1/action', ...as, body: { dynamic_action_type_id: repair.id, map_object_id: panel.id, action_status_id: done.id } });
    expect(closedAtOnce.statusCode).toBe(400);
    expect(messagesOf(closedAtOnce)).toEqual({ action_status_id: refusal });
    const action = await made(t, as, '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: panel.id, action_status_id: open.id });
    const closed = await t.call({ method: 'PATCH', url: `/v1/action/${action.id}`, ...as, body: { action_status_id: done.id } });
    expect(closed.statusCode).toBe(400);
    expect(messagesOf(closed)).toEqual({ action_status_id: refusal });

    // A photo of the action (as the upload stores it: a file and its link), then the status is taken.
    await t.db.execute(sql`with f as (insert into files (tenant_id, network_id, name, content_type, size, bytes)
        values (${w.tenantA.id}, ${w.a1.id}, 'paneel.png', 'image/png', 4, '\\x89504e47'::bytea) returning id)
      insert into action_images (tenant_id, network_id, action_id, file_id) select ${w.tenantA.id}, ${w.a1.id}, ${action.id}, f.id from f`);
    const now = await t.call({ method: 'PATCH', url: `/v1/action/${action.id}`, ...as, body: { action_status_id: done.id } });
    expect(now.statusCode).toBe(200);
    expect(dataOf<{ closed_at: string | null }>(now).closed_at).not.toBeNull();
  });

  it('asks nothing of an object whose type does not have it', async () => {
    const type = await made(t, as, '/v1/type', { name: 'Hek', geo_type: 'point', prefix: 'H' });
    const done = await made(t, as, '/v1/action_status', { name: 'Klaar', weight: 5, is_final: true });
    await t.call({ method: 'POST', url: `/v1/type/${type.id}/action_status`, ...as, body: { relation: [done.id] } });
    const fix = await made(t, as, '/v1/dynamic_action_type', { name: 'Herstel' });
    await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${fix.id}/map_object_type`, ...as, body: { relation: [type.id] } });
    const gate = await made(t, as, '/v1/object', { map_object_type_id: type.id, geometry: point });
    const res = await t.call({ method: 'POST', url: '/v1/action', ...as, body: { dynamic_action_type_id: fix.id, map_object_id: gate.id, action_status_id: done.id } });
    expect(res.statusCode).toBe(201);
  });
});
