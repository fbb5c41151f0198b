/**
 * The original client's selection calls (its MapObjectSelection clients), as it makes them: the
 * tenant and network chosen through the session, `include=` (empty) with perPage and page on
 * every read, filters as plain parameters, PATCH for updates, a DELETE with the body it was
 * given, `{relation: [...]}` for members with `?sync=1` from setSync(true), the photo as
 * multipart `image` with the fields beside it.
 */
import { describe, expect, it } from 'vitest';
import { build } from './helpers/app';
import { makeWorld } from './helpers/factories';
import { phpClient } from './helpers/php-client';

const t = await build();
const w = await makeWorld(t);
const { lib, signIn } = phpClient(t);
const ids = (data: unknown) => (data as { data: { id: number }[] }).data.map((x) => x.id);

const { access_token: token } = await signIn(w.adminA.email);
await lib(token, 'POST', `/v1/session/tenant/${w.tenantA.id}`);
await lib(token, 'POST', `/v1/session/network/${w.a1.id}`);
const made = async (url: string, body: unknown) => {
  const res = await lib(token, 'POST', url, body);
  if (res.status !== 201) throw new Error(`${url}: ${res.status} ${res.res.body}`);
  return res.data.data as { id: number };
};
const type = await made('/v1/type', { name: 'Knooppunt', geo_type: 'point', prefix: 'KP' });
const theme = await made('/v1/attribute', { name: 'Thema', type: 'string' });
const route = await made('/v1/selection_type', { name: 'Fietsroute', is_ordered: true });
await lib(token, 'POST', `/v1/selection_type/${route.id}/attribute`, { relation: [theme.id] });
await lib(token, 'POST', `/v1/type/${type.id}/map_object_selection`, { relation: [route.id] });
const point = (x: number) => ({ map_object_type_id: type.id, geometry: { type: 'Point', coordinates: [5.1 + x / 100, 52.1] } });
const [k1, k2, k3] = [await made('/v1/object', point(1)), await made('/v1/object', point(2)), await made('/v1/object', point(3))];

describe('selections, as the client calls them', () => {
  it('creates, reads, lists with plain filters, PATCHes, reads its type and values, deletes with a body', async () => {
    // MapObjectSelectionClient::create: the body as given.
    const created = await lib(token, 'POST', '/v1/selection', { selection_type_id: route.id, name: 'Rondje', attributes: [{ id: theme.id, value: 'Water' }] });
    expect(created.status).toBe(201);
    const s = created.data.data as { id: number };
    // ::byId and ::all: include= (empty), perPage and page, filters as plain parameters.
    expect((await lib(token, 'GET', `/v1/selection/${s.id}?include=`)).data.data).toMatchObject({ id: s.id, name: 'Rondje' });
    expect(ids((await lib(token, 'GET', `/v1/selection?include=&perPage=15&page=1&selection_type_id=${route.id}`)).data)).toEqual([s.id]);
    expect((await lib(token, 'GET', '/v1/selection?include=&perPage=15&page=1&colour=red')).status).toBe(400);
    // SelectedMapObjectSelectionClient::update is a PATCH.
    expect((await lib(token, 'PATCH', `/v1/selection/${s.id}`, { name: 'Rondje Eem' })).data.data).toMatchObject({ name: 'Rondje Eem' });
    // MapObjectSelectionTypeClient::byId and the attribute clients.
    expect((await lib(token, 'GET', `/v1/selection/${s.id}/type?include=`)).data.data).toMatchObject({ id: route.id, is_ordered: true });
    expect((await lib(token, 'GET', `/v1/selection/${s.id}/attribute?include=`)).data.data).toEqual([{ id: theme.id, name: 'Thema', type: 'string', value: 'Water' }]);
    expect((await lib(token, 'PATCH', `/v1/selection/${s.id}/attribute/${theme.id}`, { value: 'Bos' })).data.data).toMatchObject({ value: 'Bos' });
    // The type's and the network's lists (byId lists all, as the library writes it).
    expect(ids((await lib(token, 'GET', `/v1/selection_type/${route.id}/selection?include=&perPage=15&page=1`)).data)).toEqual([s.id]);
    expect(ids((await lib(token, 'GET', `/v1/network/${w.a1.id}/map_object_selection?include=&perPage=15&page=1`)).data)).toContain(s.id);
    // SelectedMapObjectSelectionClient::delete($data): the body it was given is taken and not read.
    expect((await lib(token, 'DELETE', `/v1/selection/${s.id}`, { reason: 'weg' })).status).toBe(200);
    expect((await lib(token, 'GET', `/v1/selection/${s.id}?include=`)).status).toBe(404);
  });

  it('adds, syncs and takes out members with {relation}, from the selection and from the object', async () => {
    const s = await made('/v1/selection', { selection_type_id: route.id, name: 'Lus' });
    const url = `/v1/selection/${s.id}/object`;
    // MapObjectSelectionObjectClient::create($data) appends; with setSync(true) ?sync=1 makes the list.
    expect(ids((await lib(token, 'POST', url, { relation: [k1.id, k2.id] })).data)).toEqual([k1.id, k2.id]);
    expect(ids((await lib(token, 'POST', `${url}?sync=1`, { relation: [k3.id, k1.id] })).data)).toEqual([k3.id, k1.id]);
    expect(ids((await lib(token, 'GET', `${url}?include=&perPage=15&page=1`)).data)).toEqual([k3.id, k1.id]);
    expect(ids((await lib(token, 'DELETE', url, { relation: [k3.id] })).data)).toEqual([k1.id]);
    // MapObjectMapObjectSelectionClient: the object's side.
    const objectUrl = `/v1/object/${k2.id}/selection`;
    expect(ids((await lib(token, 'POST', objectUrl, { relation: [s.id] })).data)).toEqual([s.id]);
    expect(ids((await lib(token, 'GET', `${objectUrl}?include=&perPage=15&page=1`)).data)).toEqual([s.id]);
    expect(ids((await lib(token, 'DELETE', objectUrl, { relation: [s.id] })).data)).toEqual([]);
    expect(ids((await lib(token, 'GET', `${url}?include=`)).data)).toEqual([k1.id]);
  });

  it('adds a photo as multipart image with the fields beside it, lists it and serves its bytes', async () => {
    const s = await made('/v1/selection', { selection_type_id: route.id, name: 'Met foto' });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('rest')]);
    // BaseClient::fileRequest: the file first, then $data, as multipart/form-data.
    const res = await t.app.inject({ method: 'POST', url: `/v1/selection/${s.id}/image`, headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=php' },
      payload: Buffer.concat([Buffer.from('--php\r\nContent-Disposition: form-data; name="image"; filename="phpA1b2"\r\nContent-Type: image/png\r\n\r\n'), png,
        Buffer.from('\r\n--php\r\nContent-Disposition: form-data; name="description"\r\n\r\nBord\r\n--php--\r\n')]) });
    expect(res.statusCode).toBe(201);
    const image = res.json<{ data: { id: number } }>().data;
    expect(ids((await lib(token, 'GET', `/v1/selection/${s.id}/image?include=&perPage=15&page=1`)).data)).toEqual([image.id]);
    const bytes = await lib(token, 'GET', `/v1/selection/${s.id}/image/${image.id}?include=`);
    expect(bytes.res.headers['content-type']).toBe('image/png');
    expect((await lib(token, 'DELETE', `/v1/selection/${s.id}/image/${image.id}`)).status).toBe(200);
  });
});
