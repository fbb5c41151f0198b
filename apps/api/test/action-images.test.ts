/**
 * Photos of an action: JPEG, PNG and WebP recognised by their content (a PNG named .txt is
 * taken, a text named .png refused), at most 10 MB, with one of the action type's image types;
 * kept in the network's file store and served back with their type, as an attachment, never
 * sniffed; listed; deleted by whoever added them or an administrator; copied to an object of the
 * network (promote), not to one of another network; another organisation, a deleted action and a
 * role without module-actions refused; every write audited. An object's photos (those copied to
 * it) listed and served to map readers, deleted by map writers.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first, rows } from '../src/db/sql';
import { build, type Reply } from './helpers/app';
import { adminAOnA2, grantRole, made, makeRole, makeUser, makeWorld, type As } from './helpers/factories';
import { JPEG, multipart, PNG, type Part } from './helpers/multipart';

const t = await build();
const w = await makeWorld(t);
const admin = w.asAdminA;
const asB: As = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
const member: As = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const messagesOf = (res: Reply) => (res.data as { messages: Record<string, string[]> }).messages;

type Image = { id: number; action_id: number; action_image_type_id: number | null; action_image_type_name: string | null; file_id: number; name: string; content_type: string; size: number; created_by: number | null };

const WEBP = Buffer.from('RIFF\x1a\0\0\0WEBPVP8 \x0e\0\0\0 rest of a webp', 'latin1');

// The action type's image types: two of the catalogue's three.
const catalogue = dataOf<{ id: number; name: string }[]>(await t.call({ url: '/v1/action_image_type', ...admin }));
const [photo, sketch, drawing] = catalogue;
const report = await made(t, admin, '/v1/dynamic_action_type', { name: 'Melding', on_network: true });
await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${report.id}/action_image_type`, ...admin, body: { relation: [photo.id, sketch.id] } });
const newAction = async () => (await made(t, admin, '/v1/action', { dynamic_action_type_id: report.id })).id;
const action = await newAction();

// Field workers with module-actions only.
const workerRole = await makeRole(t.db, w.tenantA.id, ['module-actions'], 'buitendienst');
const worker = async (): Promise<{ id: number; as: As }> => {
  const user = await makeUser(t.db, { tenantId: w.tenantA.id });
  await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: workerRole.id });
  return { id: user.id, as: { token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id } };
};
const ann = await worker();
const bob = await worker();

const headersOf = (who: As, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${who.token}`, 'x-tenant': String(who.tenant), 'x-network': String(who.network), ...extra });
async function send(parts: Part[], who: As = ann.as, actionId = action): Promise<Reply> {
  const body = multipart(parts);
  const res = await t.app.inject({ method: 'POST', url: `/v1/action/${actionId}/image`, headers: headersOf(who, { 'content-type': body.type }), payload: body.payload });
  let data: unknown = null;
  try { data = res.json(); } catch { data = null; }
  return Object.assign(res, { data });
}
const upload = (bytes: Buffer, o: { filename?: string; type?: string; imageType?: number | string; who?: As; actionId?: number } = {}) => send([
  { name: 'image', filename: o.filename ?? 'foto.png', type: o.type ?? 'image/png', bytes },
  { name: 'action_image_type_id', value: String(o.imageType ?? photo.id) },
], o.who ?? ann.as, o.actionId ?? action);
const uploaded = async (bytes = PNG, o: Parameters<typeof upload>[1] = {}) => {
  const res = await upload(bytes, o);
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return dataOf<Image>(res);
};
const fileCount = async () => (await first<{ n: number }>(t.db, sql`select count(*)::int as n from files`))!.n;
const entries = (id: number) => rows<{ action: string; changes: Record<string, unknown[]> | null }>(t.db,
  sql`select action, changes from audit_log where subject_type = 'action_image' and subject_id = ${id} order by id`);

describe('POST /v1/action/{id}/image', () => {
  it('takes a PNG named .txt and sent as text, by its content, and serves it back as a PNG attachment, never sniffed', async () => {
    const image = await uploaded(PNG, { filename: 'notitie.txt', type: 'text/plain' });
    expect(image).toMatchObject({ action_id: action, action_image_type_id: photo.id, action_image_type_name: photo.name, name: 'notitie.txt', content_type: 'image/png', size: PNG.length, created_by: ann.id });
    const back = await t.app.inject({ url: `/v1/action/${action}/image/${image.id}`, headers: headersOf(ann.as) });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(PNG)).toBe(true);
    expect(back.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(back.headers['content-disposition']).toBe('attachment; filename="notitie.txt"; filename*=UTF-8\'\'notitie.txt');
    expect(await entries(image.id)).toEqual([{ action: 'create', changes: {
      action_id: [null, action], action_image_type_id: [null, photo.id], file_id: [null, image.file_id], name: [null, 'notitie.txt'], content_type: [null, 'image/png'], size: [null, PNG.length],
    } }]);
  });

  it('takes JPEG and WebP by their content, the field before the file too', async () => {
    expect(await uploaded(JPEG, { filename: 'a.bin', type: 'application/octet-stream', imageType: sketch.id })).toMatchObject({ content_type: 'image/jpeg', action_image_type_name: sketch.name });
    const first = await send([{ name: 'action_image_type_id', value: String(photo.id) }, { name: 'image', filename: 'b', type: 'image/png', bytes: WEBP }]);
    expect(first.statusCode).toBe(201);
    expect(dataOf<Image>(first).content_type).toBe('image/webp');
  });

  it('refuses a text named .png, a page, an SVG and an empty file on image, and keeps nothing', async () => {
    const before = await fileCount();
    for (const [bytes, filename, type] of [
      [Buffer.from('geen foto, maar tekst'), 'foto.png', 'image/png'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'foto.jpg', 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'foto.svg', 'image/svg+xml'],
      [Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'), 'foto.webp', 'image/webp'],
      [Buffer.alloc(0), 'leeg.png', 'image/png'],
    ] as const) {
      const res = await upload(bytes, { filename, type });
      expect(res.statusCode, filename).toBe(400);
      expect(messagesOf(res), filename).toEqual({ image: ['Alleen een JPEG-, PNG- of WebP-foto'] });
    }
    const en = await t.app.inject({ method: 'POST', url: `/v1/action/${action}/image`, headers: headersOf(ann.as, { 'content-type': multipart([{ name: 'image', filename: 'x.png', type: 'image/png', bytes: Buffer.from('tekst') }, { name: 'action_image_type_id', value: String(photo.id) }]).type, 'accept-language': 'en' }),
      payload: multipart([{ name: 'image', filename: 'x.png', type: 'image/png', bytes: Buffer.from('tekst') }, { name: 'action_image_type_id', value: String(photo.id) }]).payload });
    expect(en.json()).toEqual({ messages: { image: ['Only a JPEG, PNG or WebP photo'] } });
    expect(await fileCount()).toBe(before);
  });

  it('refuses a photo over 10 MB on image', async () => {
    const before = await fileCount();
    const res = await upload(Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]));
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({ image: ['Een bestand mag hoogstens 10 MB zijn'] });
    expect(await fileCount()).toBe(before);
  });

  it("refuses an image type that is not the action type's, none, and no photo, naming their fields", async () => {
    const before = await fileCount();
    const other = await upload(PNG, { imageType: drawing.id });
    expect(other.statusCode).toBe(400);
    expect(messagesOf(other)).toEqual({ action_image_type_id: ['Dit fototype hoort niet bij dit actietype'] });
    expect(messagesOf(await upload(PNG, { imageType: 99999 }))).toEqual({ action_image_type_id: ['Dit fototype hoort niet bij dit actietype'] });
    expect(messagesOf(await upload(PNG, { imageType: 'foto' }))).toEqual({ action_image_type_id: ['Vul een geheel getal in'] });
    const none = await send([{ name: 'image', filename: 'a.png', type: 'image/png', bytes: PNG }]);
    expect(messagesOf(none)).toEqual({ action_image_type_id: ['Dit veld is verplicht'] });
    const noPhoto = await send([{ name: 'action_image_type_id', value: String(photo.id) }, { name: 'file', filename: 'a.png', type: 'image/png', bytes: PNG }]);
    expect(messagesOf(noPhoto)).toEqual({ image: ['Stuur een foto mee (multipart, veld image)'] });
    const json = await t.call({ method: 'POST', url: `/v1/action/${action}/image`, ...ann.as, body: { image: 'x' } });
    expect(messagesOf(json)).toEqual({ image: ['Stuur een foto mee (multipart, veld image)'] });
    expect(await fileCount()).toBe(before);
  });

  it('answers 404 for an action of another organisation and a deleted action, 403 without module-actions', async () => {
    expect((await upload(PNG, { who: asB })).statusCode).toBe(404);
    const gone = await newAction();
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${gone}`, ...admin })).statusCode).toBe(200);
    expect((await upload(PNG, { actionId: gone })).statusCode).toBe(404);
    const refused = await upload(PNG, { who: member });
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ detail: 'Je rol op dit netwerk geeft hiervoor geen recht' });
  });
});

describe('GET /v1/action/{id}/image and its photos', () => {
  it("lists the action's photos only, oldest first, and serves none of another action, organisation or a deleted action", async () => {
    const own = await newAction();
    const a = await uploaded(PNG, { actionId: own });
    const b = await uploaded(JPEG, { actionId: own, imageType: sketch.id });
    const res = await t.call({ url: `/v1/action/${own}/image`, ...ann.as });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({ data: [{ id: a.id, content_type: 'image/png' }, { id: b.id, content_type: 'image/jpeg' }], meta: { pagination: { total: 2 } } });
    expect((await t.call({ url: `/v1/action/${action}/image/${a.id}`, ...ann.as })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/action/${own}/image`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/action/${own}/image/${a.id}`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/action/${own}/image`, ...member })).statusCode).toBe(403);
    expect((await t.call({ url: `/v1/action/${own}/image/${a.id}`, ...member })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${own}`, ...admin })).statusCode).toBe(200);
    expect((await t.call({ url: `/v1/action/${own}/image`, ...ann.as })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/action/${own}/image/${a.id}`, ...ann.as })).statusCode).toBe(404);
  });
});

describe('PATCH /v1/action/{id}/image/{imageId}', () => {
  const change = (image: number, typeId: number, who: As = ann.as, method: 'PATCH' | 'PUT' = 'PATCH') =>
    t.call({ method, url: `/v1/action/${action}/image/${image}`, ...who, body: { action_image_type_id: typeId } });

  it("gives the photo another of the action type's image types, audited; whoever added it or an administrator", async () => {
    const image = await uploaded();
    const res = await change(image.id, sketch.id);
    expect(res.statusCode).toBe(200);
    expect(dataOf<Image>(res)).toMatchObject({ id: image.id, action_image_type_id: sketch.id, action_image_type_name: sketch.name });
    expect((await entries(image.id)).at(-1)).toEqual({ action: 'update', changes: { action_image_type_id: [photo.id, sketch.id] } });
    expect((await change(image.id, photo.id, admin, 'PUT')).statusCode).toBe(200);
    const refused = await change(image.id, sketch.id, bob.as);
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ detail: 'Alleen wie deze foto toevoegde mag haar wijzigen of verwijderen' });
    expect((await change(image.id, sketch.id, member)).statusCode).toBe(403);
    expect((await change(image.id, sketch.id, asB)).statusCode).toBe(404);
  });

  it("refuses an image type that is not the action type's", async () => {
    const image = await uploaded();
    const res = await change(image.id, drawing.id);
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({ action_image_type_id: ['Dit fototype hoort niet bij dit actietype'] });
    expect(dataOf<Image>(await t.call({ url: `/v1/action/${action}/image?filter[id]=${image.id}`, ...ann.as }))).toMatchObject([{ action_image_type_id: photo.id }]);
  });
});

describe('DELETE /v1/action/{id}/image/{imageId}', () => {
  it('lets whoever added the photo delete it, with its file, audited', async () => {
    const image = await uploaded();
    const res = await t.call({ method: 'DELETE', url: `/v1/action/${action}/image/${image.id}`, ...ann.as });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Image>(res)).toMatchObject({ id: image.id, file_id: image.file_id });
    expect((await t.call({ url: `/v1/action/${action}/image/${image.id}`, ...ann.as })).statusCode).toBe(404);
    expect(await first(t.db, sql`select 1 from files where id = ${image.file_id}`)).toBeUndefined();
    expect((await entries(image.id)).at(-1)).toEqual({ action: 'delete', changes: { action_id: [action, null], action_image_type_id: [photo.id, null], file_id: [image.file_id, null] } });
  });

  it("keeps the file while an object's file attribute names it", async () => {
    const image = await uploaded();
    const fileAttribute = await made(t, admin, '/v1/attribute', { name: 'Foto', type: 'file' });
    await t.call({ method: 'POST', url: `/v1/type/${ownType.id}/attribute`, ...admin, body: { relation: [fileAttribute.id] } });
    await made(t, admin, '/v1/object', { map_object_type_id: ownType.id, geometry: { type: 'Point', coordinates: [5.39, 52.16] }, attributes: [{ id: fileAttribute.id, value: image.file_id }] });
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${action}/image/${image.id}`, ...ann.as })).statusCode).toBe(200);
    const back = await t.app.inject({ url: `/v1/file/${image.file_id}`, headers: headersOf(admin) });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(PNG)).toBe(true);
  });

  it("drops the files of an action type's photos with the type (its actions go with it), keeping one an object's photo names", async () => {
    const kind = await made(t, admin, '/v1/dynamic_action_type', { name: 'Schouw', on_network: true });
    await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${kind.id}/action_image_type`, ...admin, body: { relation: [photo.id] } });
    const first1 = (await made(t, admin, '/v1/action', { dynamic_action_type_id: kind.id })).id;
    const gone = await uploaded(PNG, { actionId: first1, who: admin });
    const kept = await uploaded(JPEG, { actionId: first1, who: admin });
    const object = await made(t, admin, '/v1/object', { map_object_type_id: ownType.id, geometry: { type: 'Point', coordinates: [5.39, 52.16] } });
    expect((await t.call({ method: 'POST', url: `/v1/action/${first1}/image/promote/${object.id}`, ...admin, body: { action_image_id: kept.id } })).statusCode).toBe(201);
    expect((await t.call({ method: 'DELETE', url: `/v1/dynamic_action_type/${kind.id}`, ...admin })).statusCode).toBe(200);
    expect(await first(t.db, sql`select 1 from files where id = ${gone.file_id}`)).toBeUndefined();
    expect(await first(t.db, sql`select 1 from files where id = ${kept.file_id}`)).toBeDefined();
  });

  it('refuses anyone else but an administrator of the network', async () => {
    const image = await uploaded();
    const refused = await t.call({ method: 'DELETE', url: `/v1/action/${action}/image/${image.id}`, ...bob.as });
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({ detail: 'Alleen wie deze foto toevoegde mag haar wijzigen of verwijderen' });
    expect((await t.call({ url: `/v1/action/${action}/image/${image.id}`, ...ann.as })).statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${action}/image/${image.id}`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${action}/image/${image.id}`, ...member })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${action}/image/${image.id}`, ...admin })).statusCode).toBe(200);
  });
});

// Objects to copy photos to: of a1, a2 (adminA administers it too) and b1.
const pointType = async (as: As) => made(t, as, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' });
const objectIn = async (as: As, typeId: number) => made(t, as, '/v1/object', { map_object_type_id: typeId, geometry: { type: 'Point', coordinates: [5.39, 52.16] } });
const ownType = await pointType(admin);
const onA2 = await adminAOnA2(t, w);
const a2Type = await pointType(onA2);
const b1Type = await pointType(asB);

describe('POST /v1/action/{id}/image/promote/{objectId}', () => {
  const promote = (image: number, objectId: number, who: As = ann.as, actionId = action) =>
    t.call({ method: 'POST', url: `/v1/action/${actionId}/image/promote/${objectId}`, ...who, body: { action_image_id: image } });

  it("copies the photo to an object of the network, once, pointing at the same file, which outlives the action's photo", async () => {
    const object = await objectIn(admin, ownType.id);
    const image = await uploaded(PNG, { imageType: sketch.id });
    const res = await promote(image.id, object.id);
    expect(res.statusCode).toBe(201);
    const copy = dataOf<{ id: number; map_object_id: number; file_id: number; action_image_type_id: number; content_type: string; created_by: number }>(res);
    expect(copy).toMatchObject({ map_object_id: object.id, file_id: image.file_id, action_image_type_id: sketch.id, content_type: 'image/png', created_by: ann.id });
    expect((await entries(image.id)).at(-1)).toEqual({ action: 'link', changes: { map_object_id: [null, object.id], map_object_image_id: [null, copy.id], file_id: [null, image.file_id] } });
    const again = await promote(image.id, object.id);
    expect(again.statusCode).toBe(200);
    expect(dataOf<{ id: number }>(again).id).toBe(copy.id);
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${action}/image/${image.id}`, ...ann.as })).statusCode).toBe(200);
    expect(await first(t.db, sql`select 1 from files where id = ${image.file_id}`)).toBeDefined();
  });

  it('answers 404 for an object of another network or organisation, or a deleted one', async () => {
    const image = await uploaded();
    const inA2 = await objectIn(onA2, a2Type.id);
    expect((await promote(image.id, inA2.id)).statusCode).toBe(404);
    const inB1 = await objectIn(asB, b1Type.id);
    expect((await promote(image.id, inB1.id)).statusCode).toBe(404);
    const gone = await objectIn(admin, ownType.id);
    expect((await t.call({ method: 'DELETE', url: `/v1/object/${gone.id}`, ...admin })).statusCode).toBe(200);
    expect((await promote(image.id, gone.id)).statusCode).toBe(404);
    expect(await first(t.db, sql`select 1 from map_object_images where file_id = ${image.file_id}`)).toBeUndefined();
  });

  it("copies the photo to the action's own object when no object is named, and says so for an action on the network", async () => {
    const repair = await made(t, admin, '/v1/dynamic_action_type', { name: 'Reparatie' });
    await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${repair.id}/map_object_type`, ...admin, body: { relation: [ownType.id] } });
    await t.call({ method: 'POST', url: `/v1/dynamic_action_type/${repair.id}/action_image_type`, ...admin, body: { relation: [photo.id] } });
    const object = await objectIn(admin, ownType.id);
    const onObject = (await made(t, admin, '/v1/action', { dynamic_action_type_id: repair.id, map_object_id: object.id })).id;
    const image = await uploaded(PNG, { actionId: onObject });
    const res = await t.call({ method: 'POST', url: `/v1/action/${onObject}/image/promote`, ...ann.as, body: { action_image_id: image.id } });
    expect(res.statusCode).toBe(201);
    expect(dataOf<{ map_object_id: number; file_id: number }>(res)).toMatchObject({ map_object_id: object.id, file_id: image.file_id });
    const onNetwork = await uploaded();
    const none = await t.call({ method: 'POST', url: `/v1/action/${action}/image/promote`, ...ann.as, body: { action_image_id: onNetwork.id } });
    expect(none.statusCode).toBe(400);
    expect(messagesOf(none)).toEqual({ map_object_id: ['Deze actie hoort bij geen object: kies het object waar de foto heen moet'] });
  });

  it("refuses a photo of another action on action_image_id, and another organisation's or a deleted action", async () => {
    const object = await objectIn(admin, ownType.id);
    const other = await newAction();
    const elsewhere = await uploaded(PNG, { actionId: other });
    const res = await promote(elsewhere.id, object.id);
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual({ action_image_id: ['Onbekend id'] });
    expect((await promote(elsewhere.id, object.id, asB, other)).statusCode).toBe(404);
    expect((await promote(elsewhere.id, object.id, member, other)).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${other}`, ...admin })).statusCode).toBe(200);
    expect((await promote(elsewhere.id, object.id, ann.as, other)).statusCode).toBe(404);
  });
});

describe("an object's photos (/v1/object/{id}/image)", () => {
  const copyTo = async (objectId: number) => {
    const image = await uploaded();
    const res = await t.call({ method: 'POST', url: `/v1/action/${action}/image/promote/${objectId}`, ...ann.as, body: { action_image_id: image.id } });
    return { image, copy: dataOf<{ id: number }>(res) };
  };

  it("lists the photos copied to the object and serves their bytes to whoever may read the map; a writer deletes one, the file staying while the action's photo names it", async () => {
    const object = await objectIn(admin, ownType.id);
    const { image, copy } = await copyTo(object.id);
    const list = await t.call({ url: `/v1/object/${object.id}/image`, ...member });
    expect(list.statusCode).toBe(200);
    expect(dataOf<{ id: number; file_id: number; content_type: string }[]>(list)).toEqual([expect.objectContaining({ id: copy.id, file_id: image.file_id, content_type: 'image/png' })]);
    const bytes = await t.app.inject({ url: `/v1/object/${object.id}/image/${copy.id}`, headers: headersOf(member) });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.headers['content-disposition']).toMatch(/^attachment/);
    expect(bytes.headers['x-content-type-options']).toBe('nosniff');
    expect(bytes.rawPayload.equals(PNG)).toBe(true);

    const url = `/v1/object/${object.id}/image/${copy.id}`;
    expect((await t.call({ method: 'DELETE', url, ...member })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url, ...asB })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url, ...admin })).statusCode).toBe(200);
    expect(await rows(t.db, sql`select action, changes from audit_log where subject_type = 'object_image' and subject_id = ${copy.id}`))
      .toEqual([{ action: 'delete', changes: { map_object_id: [object.id, null], action_image_type_id: [photo.id, null], file_id: [image.file_id, null] } }]);
    expect(dataOf<unknown[]>(await t.call({ url: `/v1/object/${object.id}/image`, ...member }))).toEqual([]);
    expect(await first(t.db, sql`select 1 from files where id = ${image.file_id}`)).toBeDefined();
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${action}/image/${image.id}`, ...ann.as })).statusCode).toBe(200);
    expect(await first(t.db, sql`select 1 from files where id = ${image.file_id}`)).toBeUndefined();
  });

  it("keeps to the object's network and live objects: another organisation and a deleted object are a 404", async () => {
    const object = await objectIn(admin, ownType.id);
    const { copy } = await copyTo(object.id);
    expect((await t.call({ url: `/v1/object/${object.id}/image`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/object/${object.id}/image/${copy.id}`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `/v1/object/${object.id}`, ...admin })).statusCode).toBe(200);
    expect((await t.call({ url: `/v1/object/${object.id}/image`, ...member })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/object/${object.id}/image/${copy.id}`, ...member })).statusCode).toBe(404);
  });
});
