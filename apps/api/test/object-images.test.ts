/**
 * Photos straight onto a map object: uploaded as an action's (by content, at most 10 MB, the
 * same 400s), with a caption and one of the network's image types, changed (caption, type) and
 * deleted; copied from a photo of one of the object's own actions (any other photo: 404), the
 * same copy as the action's promote. Who may: module-map-edit, the network's lock setting, and
 * for the field app "Bewerkbaar in app" of the object's type; another organisation and a
 * deleted object 404. Every write audited.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TYPE_SETTING } from '@console/contract/catalogues';
import { first, rows } from '../src/db/sql';
import { build, type Reply } from './helpers/app';
import { adminAOnA2, grantRole, made, makeRole, makeUser, makeWorld, type As } from './helpers/factories';
import { multipart, PNG, type Part } from './helpers/multipart';

const FIELD_APP = { client_id: 'field-app', client_secret: 'field-app-secret' };
const t = await build({ config: { fieldAppClient: { id: FIELD_APP.client_id, secret: FIELD_APP.client_secret } } });
const w = await makeWorld(t);
const admin = w.asAdminA;
const asB: As = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
const viewer: As = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const messagesOf = (res: Reply) => (res.data as { messages: Record<string, string[]> }).messages;

type Photo = { id: number; map_object_id: number; action_image_type_id: number | null; action_image_type_name: string | null; file_id: number; name: string; content_type: string; size: number; caption: string | null; created_by: number | null };

// Field workers: the map and its changes, and actions.
const workerRole = await makeRole(t.db, w.tenantA.id, ['module-map', 'module-map-edit', 'module-actions'], 'buitendienst');
async function appToken(email: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/v1/oauth/access_token', body: { grant_type: 'password', username: email, password: 'password-123', ...FIELD_APP } });
  const token = (res.data as { access_token?: string }).access_token;
  if (!token) throw new Error(`field app sign-in: ${res.statusCode} ${res.body}`);
  return token;
}
const worker = async () => {
  const user = await makeUser(t.db, { tenantId: w.tenantA.id });
  await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: workerRole.id });
  const scope = { tenant: w.tenantA.id, network: w.a1.id };
  return { id: user.id, console: { ...scope, token: await t.signIn(user.email, 'password-123') }, app: { ...scope, token: await appToken(user.email) } };
};
const ann = await worker();
const bob = await worker();

const [photo, sketch] = dataOf<{ id: number; name: string }[]>(await t.call({ url: '/v1/action_image_type', ...admin }));
const onA2 = await adminAOnA2(t, w);
const [a2Photo] = dataOf<{ id: number }[]>(await t.call({ url: '/v1/action_image_type', ...onA2 }));
const settings = dataOf<{ id: number; name: string }[]>(await t.call({ url: '/v1/type_setting', ...admin }));
const editableInApp = settings.find((s) => s.name === TYPE_SETTING.editableInApp)?.id;
const point = { type: 'Point', coordinates: [5.39, 52.16] };
const post = await made(t, admin, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' });
const sign = await made(t, admin, '/v1/type', { name: 'Bord', geo_type: 'point', prefix: 'B' });
await t.call({ method: 'POST', url: `/v1/type/${sign.id}/setting`, ...admin, body: { relation: [editableInApp] } });
const objectOf = async (typeId = post.id, who: As = admin) => (await made(t, who, '/v1/object', { map_object_type_id: typeId, geometry: point })).id;

const headersOf = (who: As) => ({ authorization: `Bearer ${who.token}`, 'x-tenant': String(who.tenant), 'x-network': String(who.network) });
async function send(objectId: number, parts: Part[], who: As = ann.console): Promise<Reply> {
  const body = multipart(parts);
  const res = await t.app.inject({ method: 'POST', url: `/v1/object/${objectId}/image`, headers: { ...headersOf(who), 'content-type': body.type }, payload: body.payload });
  let data: unknown = null;
  try { data = res.json(); } catch { data = null; }
  return Object.assign(res, { data });
}
const upload = (objectId: number, o: { bytes?: Buffer; filename?: string; caption?: string; imageType?: number | string; who?: As } = {}) => send(objectId, [
  { name: 'image', filename: o.filename ?? 'foto.png', type: 'image/png', bytes: o.bytes ?? PNG },
  ...(o.imageType === undefined ? [] : [{ name: 'action_image_type_id', value: String(o.imageType) }]),
  ...(o.caption === undefined ? [] : [{ name: 'caption', value: o.caption }]),
], o.who ?? ann.console);
const uploaded = async (objectId: number, o: Parameters<typeof upload>[1] = {}) => {
  const res = await upload(objectId, o);
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return dataOf<Photo>(res);
};
const fileCount = async () => (await first<{ n: number }>(t.db, sql`select count(*)::int as n from files`))!.n;
const entries = (id: number) => rows<{ action: string; changes: Record<string, unknown[]> | null }>(t.db,
  sql`select action, changes from audit_log where subject_type = 'object_image' and subject_id = ${id} order by id`);
const change = (objectId: number, imageId: number, body: unknown, who: As = ann.console) =>
  t.call({ method: 'PATCH', url: `/v1/object/${objectId}/image/${imageId}`, ...who, body });

describe('POST /v1/object/{id}/image', () => {
  it('takes a photo by its content with its caption and image type, serves it back as a PNG attachment, audited', async () => {
    const object = await objectOf();
    const image = await uploaded(object, { filename: 'paal.txt', caption: '  Paal na de storm ', imageType: sketch.id });
    expect(image).toMatchObject({ map_object_id: object, action_image_type_id: sketch.id, action_image_type_name: sketch.name, name: 'paal.txt', content_type: 'image/png', size: PNG.length, caption: 'Paal na de storm', created_by: ann.id });
    const back = await t.app.inject({ url: `/v1/object/${object}/image/${image.id}`, headers: headersOf(viewer) });
    expect(back.rawPayload.equals(PNG)).toBe(true);
    expect(back.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(dataOf<Photo[]>(await t.call({ url: `/v1/object/${object}/image`, ...viewer }))).toEqual([expect.objectContaining({ id: image.id, caption: 'Paal na de storm' })]);
    expect(await entries(image.id)).toEqual([{ action: 'create', changes: {
      map_object_id: [null, object], action_image_type_id: [null, sketch.id], caption: [null, 'Paal na de storm'], file_id: [null, image.file_id],
      name: [null, 'paal.txt'], content_type: [null, 'image/png'], size: [null, PNG.length],
    } }]);
    expect(await uploaded(object)).toMatchObject({ action_image_type_id: null, caption: null });
  });

  it("refuses what an action's photo refuses, another network's image type and a long caption, naming the field, keeping nothing", async () => {
    const object = await objectOf();
    const before = await fileCount();
    expect(messagesOf(await upload(object, { bytes: Buffer.from('<svg/>'), filename: 'a.png' }))).toEqual({ image: ['Alleen een JPEG-, PNG- of WebP-foto'] });
    expect(messagesOf(await upload(object, { bytes: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) }))).toEqual({ image: ['Een bestand mag hoogstens 10 MB zijn'] });
    expect(messagesOf(await send(object, [{ name: 'file', filename: 'a.png', type: 'image/png', bytes: PNG }]))).toEqual({ image: ['Stuur een foto mee (multipart, veld image)'] });
    expect(messagesOf(await upload(object, { imageType: 'foto' }))).toEqual({ action_image_type_id: ['Vul een geheel getal in'] });
    const elsewhere = await upload(object, { imageType: a2Photo.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(messagesOf(elsewhere)).toEqual({ action_image_type_id: ['Dit fototype bestaat niet in dit netwerk'] });
    const long = await upload(object, { caption: 'x'.repeat(256) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(messagesOf(long))).toEqual(['caption']);
    expect(await fileCount()).toBe(before);
    expect(dataOf<Photo[]>(await t.call({ url: `/v1/object/${object}/image`, ...admin }))).toEqual([]);
  });

  it('answers 404 for an object of another organisation or a deleted one, 403 without module-map-edit', async () => {
    const object = await objectOf();
    expect((await upload(object, { who: asB })).statusCode).toBe(404);
    const refused = await upload(object, { who: viewer });
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ detail: 'Je rol op dit netwerk geeft hiervoor geen recht' });
    expect((await t.call({ method: 'DELETE', url: `/v1/object/${object}`, ...admin })).statusCode).toBe(200);
    expect((await upload(object)).statusCode).toBe(404);
  });
});

describe('PATCH /v1/object/{id}/image/{imageId}', () => {
  it("changes the caption and the image type, each alone, clears them with null, audited; PUT alike; nothing sent changes nothing", async () => {
    const object = await objectOf();
    const image = await uploaded(object, { imageType: photo.id });
    const res = await change(object, image.id, { caption: 'Voorkant' });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Photo>(res)).toMatchObject({ caption: 'Voorkant', action_image_type_id: photo.id });
    expect(dataOf<Photo>(await change(object, image.id, { action_image_type_id: sketch.id }))).toMatchObject({ caption: 'Voorkant', action_image_type_id: sketch.id, action_image_type_name: sketch.name });
    const put = await t.call({ method: 'PUT', url: `/v1/object/${object}/image/${image.id}`, ...admin, body: { caption: '', action_image_type_id: null } });
    expect(dataOf<Photo>(put)).toMatchObject({ caption: null, action_image_type_id: null });
    expect((await change(object, image.id, {})).statusCode).toBe(200);
    expect((await entries(image.id)).slice(1)).toEqual([
      { action: 'update', changes: { caption: [null, 'Voorkant'] } },
      { action: 'update', changes: { action_image_type_id: [photo.id, sketch.id] } },
      { action: 'update', changes: { caption: ['Voorkant', null], action_image_type_id: [sketch.id, null] } },
    ]);
  });

  it("refuses another network's image type and a long caption on their fields, another organisation 404, a reader 403", async () => {
    const object = await objectOf();
    const image = await uploaded(object, { imageType: photo.id });
    const res = await change(object, image.id, { action_image_type_id: a2Photo.id });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({ action_image_type_id: ['Dit fototype bestaat niet in dit netwerk'] });
    expect(Object.keys(messagesOf(await change(object, image.id, { caption: 'x'.repeat(256) })))).toEqual(['caption']);
    expect((await change(object, image.id, { caption: 'B' }, asB)).statusCode).toBe(404);
    expect((await change(object, image.id, { caption: 'B' }, viewer)).statusCode).toBe(403);
    expect(dataOf<Photo[]>(await t.call({ url: `/v1/object/${object}/image`, ...admin }))).toMatchObject([{ caption: null, action_image_type_id: photo.id }]);
  });
});

// Photos of actions on an object, to copy.
const repair = await made(t, admin, '/v1/dynamic_action_type', { name: 'Reparatie' });
await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${repair.id}/map_object_type`, ...admin, body: { relation: [post.id, sign.id] } });
await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${repair.id}/action_image_type`, ...admin, body: { relation: [photo.id] } });
const actionPhoto = async (objectId: number) => {
  const action = (await made(t, admin, '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: objectId })).id;
  const body = multipart([{ name: 'image', filename: 'actie.png', type: 'image/png', bytes: PNG }, { name: 'action_image_type_id', value: String(photo.id) }]);
  const res = await t.app.inject({ method: 'POST', url: `/v1/action/${action}/image`, headers: { ...headersOf(admin), 'content-type': body.type }, payload: body.payload });
  return { action, image: res.json<{ data: { id: number; file_id: number } }>().data };
};
describe("POST /v1/object/{id}/image/copy/{imageId}", () => {
  const copy = (objectId: number, imageId: number, who: As = ann.console) => t.call({ method: 'POST', url: `/v1/object/${objectId}/image/copy/${imageId}`, ...who });

  it("copies a photo of one of the object's actions to it once, as the action's promote does, audited on the action's photo", async () => {
    const object = await objectOf();
    const { action, image } = await actionPhoto(object);
    const res = await copy(object, image.id);
    expect(res.statusCode).toBe(201);
    const copied = dataOf<Photo>(res);
    expect(copied).toMatchObject({ map_object_id: object, file_id: image.file_id, action_image_type_id: photo.id, created_by: ann.id, caption: null });
    expect((await copy(object, image.id)).statusCode).toBe(200);
    const promoted = await t.call({ method: 'POST', url: `/v1/action/${action}/image/promote`, ...admin, body: { action_image_id: image.id } });
    expect(promoted.statusCode).toBe(200);
    expect(dataOf<Photo>(promoted).id).toBe(copied.id);
    expect(await rows(t.db, sql`select action, changes from audit_log where subject_type = 'action_image' and subject_id = ${image.id} and action = 'link'`))
      .toEqual([{ action: 'link', changes: { map_object_id: [null, object], map_object_image_id: [null, copied.id], file_id: [null, image.file_id] } }]);
  });

  it("answers 404 for a photo of another object's action, of a deleted action, of another organisation, and an unknown one", async () => {
    const object = await objectOf();
    const other = await actionPhoto(await objectOf());
    expect((await copy(object, other.image.id)).statusCode).toBe(404);
    const gone = await actionPhoto(object);
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${gone.action}`, ...admin })).statusCode).toBe(200);
    expect((await copy(object, gone.image.id)).statusCode).toBe(404);
    const own = await actionPhoto(object);
    expect((await copy(object, own.image.id, asB)).statusCode).toBe(404);
    expect((await copy(object, 2147483647)).statusCode).toBe(404);
    expect((await copy(object, own.image.id, viewer)).statusCode).toBe(403);
    expect(await first(t.db, sql`select 1 from map_object_images where map_object_id = ${object}`)).toBeUndefined();
  });
});

describe("who may change an object's photos", () => {
  const writes = async (object: number, who: As) => {
    const image = await uploaded(object, { who: admin });
    const { image: actionImage } = await actionPhoto(object);
    return {
      upload: await upload(object, { who }),
      patch: await change(object, image.id, { caption: 'Nee' }, who),
      copy: await t.call({ method: 'POST', url: `/v1/object/${object}/image/copy/${actionImage.id}`, ...who }),
      delete: await t.call({ method: 'DELETE', url: `/v1/object/${object}/image/${image.id}`, ...who }),
    };
  };
  const statuses = (r: Record<string, Reply>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v.statusCode]));

  it("keeps to the network's lock setting: with 'user' only whoever made the object, and administrators", async () => {
    const annsOwn = await objectOf(post.id, ann.console);
    const bobsOwn = await objectOf(post.id, bob.console);
    await t.call({ method: 'PUT', url: `/v1/kv/lock_mapobject_${w.a1.id}`, ...admin, body: { value: 'user', network_id: w.a1.id } });
    try {
      const refused = await writes(bobsOwn, ann.console);
      expect(statuses(refused)).toEqual({ upload: 403, patch: 403, copy: 403, delete: 403 });
      expect(refused.upload.data).toEqual({ detail: expect.stringMatching(/^Alleen wie dit heeft aangemaakt mag het wijzigen/) });
      expect(statuses(await writes(annsOwn, ann.console))).toEqual({ upload: 201, patch: 200, copy: 201, delete: 200 });
      expect(statuses(await writes(bobsOwn, admin))).toEqual({ upload: 201, patch: 200, copy: 201, delete: 200 });
    } finally {
      await t.call({ method: 'PUT', url: `/v1/kv/lock_mapobject_${w.a1.id}`, ...admin, body: { value: 'none', network_id: w.a1.id } });
    }
  });

  it('refuses the field app on a type without "Bewerkbaar in app", naming the type; a type with it and the console may', async () => {
    const onPost = await objectOf(post.id);
    const refused = await writes(onPost, ann.app);
    expect(statuses(refused)).toEqual({ upload: 403, patch: 403, copy: 403, delete: 403 });
    expect(refused.upload.data).toEqual({ detail: 'De veld-app mag objecten van dit type niet wijzigen (instelling "Bewerkbaar in app" staat uit): Paal' });
    expect(statuses(await writes(await objectOf(sign.id), ann.app))).toEqual({ upload: 201, patch: 200, copy: 201, delete: 200 });
    expect(statuses(await writes(onPost, ann.console))).toEqual({ upload: 201, patch: 200, copy: 201, delete: 200 });
  });
});
