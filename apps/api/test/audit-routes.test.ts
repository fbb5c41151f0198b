/**
 * The audit log covers every write route: the test walks the route table's POST, PUT,
 * PATCH and DELETE routes, makes a successful call of each and checks that it recorded an entry.
 * A new write route fails the first test until it has a sample here, and fails its own test
 * while it records nothing. Choosing an organisation or network for a token
 * (POST /v1/session/...) is no change and records nothing, nor is asking the course of a route
 * not saved (POST /v1/network/{id}/route_course), nor a search of objects by a value (POST
 * /v1/network/{id}/children/find); neither does a refresh-token grant
 * (POST /v1/oauth/access_token's sample is the password grant, which records a sign-in).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../src/db/sql';
import { ADMIN, CLIENT, build } from './helpers/app';
import { grantRole, made, makeNetwork, makeUser, makeWorld, type As } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const A: As = w.asAdminA;
const SUPER = { token: w.tokens.super };

/** Not a change: the token's chosen organisation or network; the course of a route not saved (a question, sent by POST for its list of ids). */
const NOT_CHANGES = new Set(['POST /v1/session/tenant/:id', 'POST /v1/session/network/:id', 'POST /v1/network/:id/route_course', 'POST /v1/network/:id/children/find']);

interface Call { url: string; body?: unknown; as?: { token?: string; tenant?: number; network?: number }; headers?: Record<string, string> }

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n += 1)}`;
/** A call that must succeed (setup of a sample): answers its data. */
async function ok(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, as: As = A): Promise<unknown> {
  const res = await t.call({ method, url, ...as, body });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.data;
}
const row = (url: string, body: Record<string, unknown> = {}) => made(t, A, url, { name: `n-${unique()}`, ...body }).then((r) => r.id);
const user = async () => (await makeUser(t.db, { tenantId: w.tenantA.id })).id;
const role = () => row('/v1/role');
const team = () => row('/v2/team');
const attribute = (type = 'string') => row('/v1/attribute', { type });
const mapObjectType = () => row('/v1/type', { geo_type: 'point' });
const status = () => row('/v1/map_object_status');
const selectionType = () => row('/v1/selection_type');
const actionType = () => row('/v1/dynamic_action_type');
const actionCategory = () => row('/v1/dynamic_action_type_category');
const actionStatus = () => row('/v1/action_status');
const priority = () => row('/v1/action_priority');
const lookup = async () => {
  const attr = await attribute('lookup');
  return { attr, id: await row(`/v1/attribute/${attr}/lookup`) };
};
const pointType = await mapObjectType();
const mapObject = async () => ((await ok('POST', '/v1/object', { map_object_type_id: pointType, geometry: { type: 'Point', coordinates: [5.1, 52.1] } })) as { data: { id: number } }).data.id;
const networkActionType = async () => row('/v1/dynamic_action_type', { on_network: true });
const areaGeometry = { type: 'Polygon', coordinates: [[[5, 52], [5.1, 52], [5.1, 52.1], [5, 52.1], [5, 52]]] };
const area = () => row('/v1/geo', { geometry: areaGeometry });
const newAction = async (withPhotos = false) => {
  const type = await networkActionType();
  if (withPhotos) await ok('POST', `/v1/dynamic_action_type/${type}/action_image_type`, { relation: [await firstId('action_image_types')] });
  return ((await ok('POST', '/v1/action', { dynamic_action_type_id: type })) as { data: { id: number } }).data.id;
};
/** A photo of an action: a WebP (its first bytes written as text) of the catalogue's first image type. */
const IMAGE = async () => `--b\r\nContent-Disposition: form-data; name="image"; filename="f.webp"\r\nContent-Type: image/webp\r\n\r\nRIFF\x1a\0\0\0WEBPVP8 \x0e\0\0\0\r\n--b\r\nContent-Disposition: form-data; name="action_image_type_id"\r\n\r\n${await firstId('action_image_types')}\r\n--b--\r\n`;
const actionComment = async () => {
  const action = await newAction();
  const made = (await ok('POST', `/v1/action/${action}/comment`, { comment: 'c' })) as { data: { id: number } };
  return `/v1/action/${action}/comment/${made.data.id}`;
};
const actionImage = async (action?: number) => {
  action ??= await newAction(true);
  const res = await t.call({ method: 'POST', url: `/v1/action/${action}/image`, ...A, headers: { 'content-type': 'multipart/form-data; boundary=b' }, body: await IMAGE() });
  if (res.statusCode !== 201) throw new Error(`photo: ${res.statusCode} ${res.body}`);
  return `/v1/action/${action}/image/${(res.data as { data: { id: number } }).data.id}`;
};
/** A photo uploaded straight onto a new object: its URL. */
const objectImage = async () => {
  const object = await mapObject();
  const res = await t.call({ method: 'POST', url: `/v1/object/${object}/image`, ...A, headers: { 'content-type': 'multipart/form-data; boundary=b' }, body: await IMAGE() });
  if (res.statusCode !== 201) throw new Error(`object photo: ${res.statusCode} ${res.body}`);
  return `/v1/object/${object}/image/${(res.data as { data: { id: number } }).data.id}`;
};
// Selections: a type the point type is linked to, with an attribute; a selection holding an object.
const selectionTypeOfPoints = await selectionType();
const selectionAttribute = await attribute();
await ok('POST', `/v1/type/${pointType}/map_object_selection`, { relation: [selectionTypeOfPoints] });
await ok('POST', `/v1/selection_type/${selectionTypeOfPoints}/attribute`, { relation: [selectionAttribute] });
const newSelection = async (objects: number[] = []) =>
  ((await ok('POST', '/v1/selection', { selection_type_id: selectionTypeOfPoints, name: `s-${unique()}`, objects })) as { data: { id: number } }).data.id;
const selectionImage = async () => {
  const selection = await newSelection();
  const res = await t.call({ method: 'POST', url: `/v1/selection/${selection}/image`, ...A, headers: { 'content-type': 'multipart/form-data; boundary=b' }, body: await IMAGE() });
  if (res.statusCode !== 201) throw new Error(`selection photo: ${res.statusCode} ${res.body}`);
  return `/v1/selection/${selection}/image/${(res.data as { data: { id: number } }).data.id}`;
};
const multipart = { 'content-type': 'multipart/form-data; boundary=b' };
/** A comment on an object, and a document (plain text) under an owner's path. */
const objectComment = async () => {
  const object = await mapObject();
  const made = (await ok('POST', `/v1/object/${object}/comment`, { comment: 'c' })) as { data: { id: number } };
  return `/v1/object/${object}/comment/${made.data.id}`;
};
const document = async (owner: string) => {
  const res = await t.call({ method: 'POST', url: `${owner}/attachment`, ...A, headers: multipart, body: FILE });
  if (res.statusCode !== 201) throw new Error(`document: ${res.statusCode} ${res.body}`);
  return `${owner}/attachment/${(res.data as { data: { id: number } }).data.id}`;
};
const FILE = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\na\r\n--b--\r\n';
/** The two-step upload's second step: a document announced under an owner, its bytes (plain text) to post raw. */
const announced = async (owner: string) => {
  const res = await t.call({ method: 'POST', url: `${owner}/attachment`, ...A, body: { name: 'a.txt', size: 5 } });
  if (res.statusCode !== 200) throw new Error(`announce: ${res.statusCode} ${res.body}`);
  return { url: `/v1/${(res.data as { data: { upload_url: string } }).data.upload_url}`, body: 'notes', headers: { 'content-type': 'application/json' } };
};
const firstId = async (table: string) => (await first<{ id: number }>(t.db, sql`select id from ${sql.identifier(table)} order by id limit 1`))!.id;
const signedInUser = async () => {
  const u = await makeUser(t.db, { tenantId: w.tenantA.id });
  return { id: u.id, email: u.email, token: await t.signIn(u.email, 'password-123') };
};

/** Per configuration resource: its create, update (PUT and PATCH) and delete. */
function crud(path: string, make: () => Promise<number>, body: Record<string, unknown> = {}): Record<string, () => Promise<Call>> {
  return {
    [`POST ${path}`]: async () => ({ url: path, body: { name: `c-${unique()}`, ...body } }),
    [`PUT ${path}/:id`]: async () => ({ url: `${path}/${await make()}`, body: { name: `u-${unique()}` } }),
    [`PATCH ${path}/:id`]: async () => ({ url: `${path}/${await make()}`, body: { name: `p-${unique()}` } }),
    [`DELETE ${path}/:id`]: async () => ({ url: `${path}/${await make()}` }),
  };
}

/** A link route pair: POST links `target` to the owner, DELETE unlinks it (after linking it). */
function links(path: string, owner: () => Promise<number>, target: () => Promise<number>, item: (id: number) => unknown = (id) => id): Record<string, () => Promise<Call>> {
  return {
    [`POST ${path}`]: async () => ({ url: path.replace(':id', String(await owner())), body: { relation: [item(await target())] } }),
    [`DELETE ${path}`]: async () => {
      const url = path.replace(':id', String(await owner()));
      const id = await target();
      await ok('POST', url, { relation: [item(id)] });
      return { url, body: { relation: [id] } };
    },
  };
}

/** A sample successful call of each write route; `as` defaults to the admin of organisation A on a1. */
const samples: Record<string, () => Promise<Call>> = {
  // Signing in, out and recovering a password: nobody (or the account itself) is signed in.
  'POST /v1/oauth/access_token': async () => ({ url: '/v1/oauth/access_token', body: { grant_type: 'password', username: ADMIN.email, password: ADMIN.password, ...CLIENT }, as: {} }),
  'POST /v1/oauth/revoke': async () => ({ url: '/v1/oauth/revoke', body: { token: await t.signIn(), ...CLIENT }, as: {} }),
  'POST /v2/user/account/password': async () => ({ url: '/v2/user/account/password', body: { email: (await makeUser(t.db, { tenantId: w.tenantA.id })).email }, as: {} }),
  'POST /v1/account/reset': async () => ({ url: '/v1/account/reset', body: { username: (await makeUser(t.db, { tenantId: w.tenantA.id })).email }, as: {} }),
  'POST /v1/account/reset/:token': async () => {
    const u = await makeUser(t.db, { tenantId: w.tenantA.id });
    const before = t.mails.length;
    await ok('POST', '/v2/user/account/password', { email: u.email }, {} as As);
    const token = /\/password\/reset\/([\w-]+)/.exec(t.mails.slice(before).map((m) => m.text).join(' '))![1];
    return { url: `/v1/account/reset/${token}`, body: { password: 'password-789', password_confirmation: 'password-789' }, as: {} };
  },
  // The caller's own account and sessions.
  'PUT /v1/me': async () => ({ url: '/v1/me', body: { name: `me-${unique()}` }, as: { token: (await signedInUser()).token } }),
  'PATCH /v1/me': async () => ({ url: '/v1/me', body: { name: `me-${unique()}` }, as: { token: (await signedInUser()).token } }),
  'DELETE /v1/me/sessions/:id': async () => {
    const u = await signedInUser();
    await t.signIn(u.email, 'password-123');
    const sessions = (await t.call({ url: '/v1/me/sessions', token: u.token })).data as { data: { id: number; current: boolean }[] };
    return { url: `/v1/me/sessions/${sessions.data.find((s) => !s.current)!.id}`, as: { token: u.token } };
  },
  'DELETE /v1/me/sessions': async () => {
    const u = await signedInUser();
    await t.signIn(u.email, 'password-123');
    return { url: '/v1/me/sessions', as: { token: u.token } };
  },
  // Organisations (super admin).
  'POST /v1/tenant': async () => ({ url: '/v1/tenant', body: { name: `o-${unique()}` }, as: SUPER }),
  'PUT /v1/tenant/:id': async () => ({ url: `/v1/tenant/${w.tenantA.id}`, body: { paid_licenses: 100 + n++ }, as: SUPER }),
  'PATCH /v1/tenant/:id': async () => ({ url: `/v1/tenant/${w.tenantA.id}`, body: { paid_licenses: 100 + n++ }, as: SUPER }),
  // Users.
  'POST /v2/user': async () => ({ url: '/v2/user', body: { name: 'Nieuw', email: `v2-${unique()}@example.com`, send_invitation: false } }),
  'POST /v1/user': async () => ({ url: '/v1/user', body: { name: 'Nieuw', email: `v1-${unique()}@example.com` } }),
  'PUT /v1/user/:id': async () => ({ url: `/v1/user/${await user()}`, body: { name: `u-${unique()}` } }),
  'PATCH /v1/user/:id': async () => ({ url: `/v1/user/${await user()}`, body: { name: `u-${unique()}` } }),
  'DELETE /v1/user/:id': async () => ({ url: `/v1/user/${await user()}`, as: SUPER }),
  'DELETE /v1/tenant/:id/user': async () => ({ url: `/v1/tenant/${w.tenantA.id}/user`, body: { relation: [await user()] } }),
  'POST /v1/user/:id/network': async () => ({ url: `/v1/user/${await user()}/network`, body: { relation: [{ id: w.a1.id, role_id: w.viewerRoleA.id }] } }),
  'POST /v1/user/:id/role': async () => ({ url: `/v1/user/${await user()}/role`, body: { relation: [{ id: w.viewerRoleA.id, network_id: w.a1.id }] } }),
  'DELETE /v1/user/:id/role': async () => {
    const id = await user();
    await ok('POST', `/v1/user/${id}/role`, { relation: [{ id: w.viewerRoleA.id, network_id: w.a1.id }] });
    return { url: `/v1/user/${id}/role`, body: { relation: [{ id: w.viewerRoleA.id }] } };
  },
  ...links('/v1/user/:id/team', user, team),
  'POST /v1/user/:id/deactivate': async () => ({ url: `/v1/user/${await user()}/deactivate` }),
  'POST /v1/user/:id/activate': async () => {
    const id = await user();
    await ok('POST', `/v1/user/${id}/deactivate`);
    return { url: `/v1/user/${id}/activate` };
  },
  'POST /v1/user/:id/invitation': async () => ({ url: `/v1/user/${await user()}/invitation` }),
  'DELETE /v1/user/:id/sessions': async () => ({ url: `/v1/user/${(await signedInUser()).id}/sessions` }),
  'POST /v1/user/import': async () => ({ url: '/v1/user/import', body: { csv: `name,email\nImport,import-${unique()}@example.com` } }),
  // Roles and teams.
  ...crud('/v1/role', role),
  'PUT /v1/role/:id': async () => ({ url: `/v1/role/${await role()}`, body: { display_name: `d-${unique()}` } }),
  'PATCH /v1/role/:id': async () => ({ url: `/v1/role/${await role()}`, body: { display_name: `d-${unique()}` } }),
  ...links('/v1/role/:id/permissions', role, () => firstId('permissions')),
  ...crud('/v2/team', team),
  ...crud('/v1/team', team),
  ...links('/v1/team/:id/user', team, user),
  // Networks.
  'POST /v2/network': async () => ({ url: '/v2/network', body: { name: `net-${unique()}` } }),
  'POST /v1/network': async () => ({ url: '/v1/network', body: { name: `net-${unique()}` } }),
  'POST /v1/tenant/:id/network': async () => ({ url: `/v1/tenant/${w.tenantA.id}/network`, body: { name: `net-${unique()}` } }),
  'PUT /v2/network/:id': async () => ({ url: `/v2/network/${w.a1.id}`, body: { name: `A een ${unique()}` } }),
  'PATCH /v2/network/:id': async () => ({ url: `/v2/network/${w.a1.id}`, body: { name: `A een ${unique()}` } }),
  'POST /v1/network/:id/user': async () => ({ url: `/v1/network/${w.a1.id}/user`, body: { relation: [{ id: await user(), role_id: w.viewerRoleA.id }] } }),
  'PUT /v1/network/:id/user': async () => ({ url: `/v1/network/${w.a1.id}/user`, body: { relation: [{ id: await user(), role_id: w.viewerRoleA.id }] } }),
  'PATCH /v1/network/:id/user': async () => ({ url: `/v1/network/${w.a1.id}/user`, body: { relation: [{ id: await user(), role_id: w.viewerRoleA.id }] } }),
  'DELETE /v1/network/:id/user': async () => {
    const id = await user();
    await ok('POST', `/v1/network/${w.a1.id}/user`, { relation: [{ id, role_id: w.viewerRoleA.id }] });
    return { url: `/v1/network/${w.a1.id}/user`, body: { relation: [{ id }] } };
  },
  'POST /v1/network/:id/copy_configuration': async () => {
    const target = await makeNetwork(t.db, w.tenantA.id);
    await grantRole(t.db, { tenantId: w.tenantA.id, networkId: target.id, userId: w.adminA.id, roleId: w.adminRoleA.id });
    return { url: `/v1/network/${target.id}/copy_configuration`, body: { source_network_id: w.a1.id } };
  },
  // Key-value entries and the geo-server export.
  'POST /v1/kv/:key': async () => ({ url: `/v1/kv/k_${unique()}`, body: { value: 1 } }),
  'PUT /v1/kv/:key': async () => ({ url: `/v1/kv/k_${unique()}`, body: { value: 1 } }),
  'PATCH /v1/kv/:key': async () => ({ url: `/v1/kv/k_${unique()}`, body: { value: 1 } }),
  'DELETE /v1/kv/:key': async () => {
    const key = `k_${unique()}`;
    await ok('PUT', `/v1/kv/${key}`, { value: 1 });
    return { url: `/v1/kv/${key}` };
  },
  'POST /v1/export/geoserver/key_value/:key': async () => {
    const type = await mapObjectType();
    await ok('PUT', `/v1/kv/geoserver_export_${type}`, { value: { network_id: w.a1.id, map_object_type_id: type, name: 'E', map_object_status_id: [], attributes: [] } });
    return { url: `/v1/export/geoserver/key_value/geoserver_export_${type}` };
  },
  // The network's publication key: made (or rotated), deleted after one is made.
  'POST /v1/network/:id/publication_key': async () => ({ url: `/v1/network/${w.a1.id}/publication_key` }),
  'DELETE /v1/network/:id/publication_key': async () => {
    await ok('POST', `/v1/network/${w.a1.id}/publication_key`);
    return { url: `/v1/network/${w.a1.id}/publication_key` };
  },
  // Configuration (document 2).
  ...crud('/v1/type', mapObjectType, { geo_type: 'point' }),
  ...links('/v1/type/:id/attribute', mapObjectType, () => attribute()),
  'POST /v1/type/:id/attribute/order': async () => {
    const type = await mapObjectType();
    const [a, b] = [await attribute(), await attribute()];
    await ok('POST', `/v1/type/${type}/attribute`, { relation: [a, b] });
    return { url: `/v1/type/${type}/attribute/order`, body: { relation: [b, a] } };
  },
  ...links('/v1/type/:id/status', mapObjectType, status),
  ...links('/v1/type/:id/constraint', mapObjectType, mapObjectType),
  ...links('/v1/type/:id/action_status', mapObjectType, actionStatus),
  ...links('/v1/type/:id/setting', mapObjectType, () => firstId('type_settings')),
  ...links('/v1/type/:id/map_object_selection', mapObjectType, selectionType, (id) => ({ id, required: false })),
  'POST /v1/type/:id/attribute/:attrId/default': async () => {
    const type = await mapObjectType();
    const { attr, id } = await lookup();
    await ok('POST', `/v1/type/${type}/attribute`, { relation: [attr] });
    return { url: `/v1/type/${type}/attribute/${attr}/default`, body: { value: id } };
  },
  ...crud('/v1/category', () => row('/v1/category')),
  ...crud('/v1/attribute_group', () => row('/v1/attribute_group')),
  ...crud('/v1/attribute', () => attribute(), { type: 'string' }),
  'POST /v1/attribute/:id/lookup': async () => ({ url: `/v1/attribute/${await attribute('lookup')}/lookup`, body: { name: `l-${unique()}` } }),
  'POST /v1/attribute/:id/lookup/order': async () => {
    const { attr, id } = await lookup();
    const other = await row(`/v1/attribute/${attr}/lookup`);
    return { url: `/v1/attribute/${attr}/lookup/order`, body: { relation: [other, id] } };
  },
  'PUT /v1/attribute/:id/lookup/:lookupId': async () => {
    const { attr, id } = await lookup();
    return { url: `/v1/attribute/${attr}/lookup/${id}`, body: { name: `l-${unique()}` } };
  },
  'PATCH /v1/attribute/:id/lookup/:lookupId': async () => {
    const { attr, id } = await lookup();
    return { url: `/v1/attribute/${attr}/lookup/${id}`, body: { name: `l-${unique()}` } };
  },
  'DELETE /v1/attribute/:id/lookup/:lookupId': async () => {
    const { attr, id } = await lookup();
    return { url: `/v1/attribute/${attr}/lookup/${id}` };
  },
  'POST /v1/attribute/:id/lookup/import': async () => ({ url: `/v1/attribute/${await attribute('lookup')}/lookup/import`, body: { csv: 'name\nEen\nTwee' } }),
  ...crud('/v1/map_object_status', status),
  ...crud('/v1/selection_type', selectionType),
  ...links('/v1/selection_type/:id/attribute', selectionType, () => attribute()),
  ...crud('/v1/geo', area, { geometry: areaGeometry }),
  ...links('/v1/network/:id/geo_attribute', async () => w.a1.id, () => attribute()),
  'POST /v2/object/:id/split': async () => {
    const type = await row('/v1/type', { geo_type: 'linestring' });
    const line = ((await ok('POST', '/v1/object', { map_object_type_id: type, geometry: { type: 'LineString', coordinates: [[5.1, 52.1], [5.2, 52.1]] } })) as { data: { id: number } }).data.id;
    return { url: `/v2/object/${line}/split`, body: { geometry: { type: 'Point', coordinates: [5.15, 52.1] } } };
  },
  'POST /v1/geo/import': async () => ({ url: '/v1/geo/import', body: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: areaGeometry, properties: { name: `i-${unique()}` } }] } }),
  ...crud('/v1/dynamic_action_type', actionType),
  ...links('/v1/dynamic_action_type/:id/attribute', actionType, () => attribute(), (id) => ({ id, required: false })),
  'POST /v1/dynamic_action_type/:id/attribute/order': async () => {
    const type = await actionType();
    const [a, b] = [await attribute(), await attribute()];
    await ok('POST', `/v1/dynamic_action_type/${type}/attribute`, { relation: [{ id: a, required: false }, { id: b, required: false }] });
    return { url: `/v1/dynamic_action_type/${type}/attribute/order`, body: { relation: [b, a] } };
  },
  ...links('/v1/dynamic_action_type/:id/map_object_type', actionType, mapObjectType),
  ...links('/v1/dynamic_action_type/:id/action_image_type', actionType, () => firstId('action_image_types')),
  ...crud('/v1/dynamic_action_type_category', actionCategory),
  ...crud('/v1/action_image_type', () => row('/v1/action_image_type')),
  ...links('/v1/action_image_type/:id/dynamic_action_type', () => row('/v1/action_image_type'), actionType),
  ...crud('/v1/action_status', actionStatus),
  'POST /v1/action_status/order': async () => {
    const [a, b] = [await actionStatus(), await actionStatus()];
    const all = (await t.call({ url: '/v1/action_status?perPage=1000', ...A })).data as { data: { id: number }[] };
    return { url: '/v1/action_status/order', body: { relation: [b, a, ...all.data.map((s) => s.id).filter((id) => id !== a && id !== b)] } };
  },
  'POST /v1/role/:id/action_status': async () => ({ url: `/v1/role/${w.viewerRoleA.id}/action_status`, body: { role_id: w.viewerRoleA.id, relation: [{ id: await actionStatus(), is_open: true }] } }),
  'PUT /v1/role/:id/action_status': async () => ({ url: `/v1/role/${w.viewerRoleA.id}/action_status`, body: { role_id: w.viewerRoleA.id, relation: [{ id: await actionStatus(), is_open: true }] } }),
  'PATCH /v1/role/:id/action_status': async () => ({ url: `/v1/role/${w.viewerRoleA.id}/action_status`, body: { role_id: w.viewerRoleA.id, relation: [{ id: await actionStatus(), is_open: true }] } }),
  'DELETE /v1/role/:id/action_status': async () => {
    const id = await actionStatus();
    await ok('POST', `/v1/role/${w.viewerRoleA.id}/action_status`, { role_id: w.viewerRoleA.id, relation: [{ id, is_open: true }] });
    return { url: `/v1/role/${w.viewerRoleA.id}/action_status`, body: { relation: [id] } };
  },
  ...crud('/v1/action_priority', priority),
  // The network's map: objects (soft delete and restore) and files.
  'POST /v1/object': async () => ({ url: '/v1/object', body: { map_object_type_id: pointType, geometry: { type: 'Point', coordinates: [5.2, 52.2] } } }),
  'PUT /v1/object/:id': async () => ({ url: `/v1/object/${await mapObject()}`, body: { name: `u-${unique()}` } }),
  'PATCH /v1/object/:id': async () => ({ url: `/v1/object/${await mapObject()}`, body: { name: `p-${unique()}` } }),
  'DELETE /v1/object/:id': async () => ({ url: `/v1/object/${await mapObject()}` }),
  'POST /v1/object/:id/restore': async () => {
    const id = await mapObject();
    await ok('DELETE', `/v1/object/${id}`);
    return { url: `/v1/object/${id}/restore` };
  },
  'PATCH /v1/object/:id/attribute': async () => {
    const attr = await attribute();
    await ok('POST', `/v1/type/${pointType}/attribute`, { relation: [attr] });
    return { url: `/v1/object/${await mapObject()}/attribute`, body: { attributes: [{ id: attr, value: 'x' }] } };
  },
  'PATCH /v1/object/:id/attribute/:attributeId': async () => {
    const attr = await attribute();
    await ok('POST', `/v1/type/${pointType}/attribute`, { relation: [attr] });
    return { url: `/v1/object/${await mapObject()}/attribute/${attr}`, body: { value: 'y' } };
  },
  'POST /v1/action': async () => ({ url: '/v1/action', body: { dynamic_action_type_id: await networkActionType() } }),
  'PUT /v1/action/:id': async () => ({ url: `/v1/action/${await newAction()}`, body: { description: `u-${unique()}` } }),
  'PATCH /v1/action/:id': async () => ({ url: `/v1/action/${await newAction()}`, body: { description: `p-${unique()}` } }),
  'DELETE /v1/action/:id': async () => ({ url: `/v1/action/${await newAction()}` }),
  'PATCH /v1/action/:id/attribute/:attributeId': async () => {
    const type = await networkActionType();
    const attr = await attribute();
    await ok('POST', `/v1/dynamic_action_type/${type}/attribute`, { relation: [attr] });
    const action = ((await ok('POST', '/v1/action', { dynamic_action_type_id: type })) as { data: { id: number } }).data.id;
    return { url: `/v1/action/${action}/attribute/${attr}`, body: { value: 'x' } };
  },
  'POST /v1/action/:id/comment': async () => ({ url: `/v1/action/${await newAction()}/comment`, body: { comment: `c-${unique()}` } }),
  'PUT /v1/action/:id/comment/:commentId': async () => ({ url: await actionComment(), body: { comment: `u-${unique()}` } }),
  'PATCH /v1/action/:id/comment/:commentId': async () => ({ url: await actionComment(), body: { comment: `p-${unique()}` } }),
  'DELETE /v1/action/:id/comment/:commentId': async () => ({ url: await actionComment() }),
  'POST /v1/action/:id/image': async () => ({ url: `/v1/action/${await newAction(true)}/image`, body: await IMAGE(), headers: { 'content-type': 'multipart/form-data; boundary=b' } }),
  'PUT /v1/action/:id/image/:imageId': async () => ({ url: await actionImage(), body: { action_image_type_id: await firstId('action_image_types') } }),
  'PATCH /v1/action/:id/image/:imageId': async () => ({ url: await actionImage(), body: { action_image_type_id: await firstId('action_image_types') } }),
  'DELETE /v1/action/:id/image/:imageId': async () => ({ url: await actionImage() }),
  'POST /v1/action/:id/image/promote': async () => {
    const type = await actionType();
    await ok('POST', `/v1/dynamic_action_type/${type}/map_object_type`, { relation: [pointType] });
    await ok('POST', `/v1/dynamic_action_type/${type}/action_image_type`, { relation: [await firstId('action_image_types')] });
    const action = ((await ok('POST', '/v1/action', { dynamic_action_type_id: type, map_object_id: await mapObject() })) as { data: { id: number } }).data.id;
    const image = await actionImage(action);
    return { url: `/v1/action/${action}/image/promote`, body: { action_image_id: Number(image.split('/').pop()) } };
  },
  'POST /v1/action/:id/image/promote/:objectId': async () => {
    const image = await actionImage();
    return { url: `${image.replace(/\/\d+$/, '')}/promote/${await mapObject()}`, body: { action_image_id: Number(image.split('/').pop()) } };
  },
  'POST /v1/object/:id/image': async () => ({ url: `/v1/object/${await mapObject()}/image`, body: await IMAGE(), headers: { 'content-type': 'multipart/form-data; boundary=b' } }),
  'PUT /v1/object/:id/image/:imageId': async () => ({ url: await objectImage(), body: { caption: `u-${unique()}` } }),
  'PATCH /v1/object/:id/image/:imageId': async () => ({ url: await objectImage(), body: { caption: `p-${unique()}` } }),
  'POST /v1/object/:id/image/copy/:imageId': async () => {
    const type = await actionType();
    await ok('POST', `/v1/dynamic_action_type/${type}/map_object_type`, { relation: [pointType] });
    await ok('POST', `/v1/dynamic_action_type/${type}/action_image_type`, { relation: [await firstId('action_image_types')] });
    const object = await mapObject();
    const action = ((await ok('POST', '/v1/action', { dynamic_action_type_id: type, map_object_id: object })) as { data: { id: number } }).data.id;
    return { url: `/v1/object/${object}/image/copy/${(await actionImage(action)).split('/').pop()}` };
  },
  'DELETE /v1/object/:id/image/:imageId': async () => {
    const image = await actionImage();
    const object = await mapObject();
    const copy = (await ok('POST', `${image.replace(/\/\d+$/, '')}/promote/${object}`, { action_image_id: Number(image.split('/').pop()) })) as { data: { id: number } };
    return { url: `/v1/object/${object}/image/${copy.data.id}` };
  },
  'POST /v1/object/import': async () => ({
    url: `/v1/object/import?map_object_type_id=${pointType}`,
    body: { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [5.3, 52.3] }, properties: { name: 'Geïmporteerd' } }] },
  }),
  'POST /v1/object/import/csv': async () => ({
    url: `/v1/object/import/csv?map_object_type_id=${pointType}`,
    body: { csv: 'name,geometry_wkt\nGeïmporteerd uit CSV,POINT (5.3 52.3)' },
  }),
  // Selections and their members, values and photos.
  'POST /v1/selection': async () => ({ url: '/v1/selection', body: { selection_type_id: selectionTypeOfPoints, name: `c-${unique()}`, objects: [await mapObject()] } }),
  'PUT /v1/selection/:id': async () => ({ url: `/v1/selection/${await newSelection()}`, body: { name: `u-${unique()}` } }),
  'PATCH /v1/selection/:id': async () => ({ url: `/v1/selection/${await newSelection()}`, body: { objects: [await mapObject()] } }),
  'DELETE /v1/selection/:id': async () => ({ url: `/v1/selection/${await newSelection()}` }),
  'POST /v1/selection/:id/restore': async () => {
    const id = await newSelection();
    await ok('DELETE', `/v1/selection/${id}`);
    return { url: `/v1/selection/${id}/restore` };
  },
  'PATCH /v1/selection/:id/attribute': async () => ({ url: `/v1/selection/${await newSelection()}/attribute`, body: { attributes: [{ id: selectionAttribute, value: 'x' }] } }),
  'PATCH /v1/selection/:id/attribute/:attributeId': async () => ({ url: `/v1/selection/${await newSelection()}/attribute/${selectionAttribute}`, body: { value: 'y' } }),
  'POST /v1/selection/:id/object': async () => ({ url: `/v1/selection/${await newSelection()}/object`, body: { relation: [await mapObject()] } }),
  'DELETE /v1/selection/:id/object': async () => {
    const object = await mapObject();
    return { url: `/v1/selection/${await newSelection([object])}/object`, body: { relation: [object] } };
  },
  'POST /v1/object/:id/selection': async () => ({ url: `/v1/object/${await mapObject()}/selection`, body: { relation: [await newSelection()] } }),
  'DELETE /v1/object/:id/selection': async () => {
    const object = await mapObject();
    return { url: `/v1/object/${object}/selection`, body: { relation: [await newSelection([object])] } };
  },
  'POST /v1/selection/:id/image': async () => ({ url: `/v1/selection/${await newSelection()}/image`, body: await IMAGE(), headers: { 'content-type': 'multipart/form-data; boundary=b' } }),
  'PUT /v1/selection/:id/image/:imageId': async () => ({ url: await selectionImage(), body: { action_image_type_id: await firstId('action_image_types') } }),
  'PATCH /v1/selection/:id/image/:imageId': async () => ({ url: await selectionImage(), body: { action_image_type_id: await firstId('action_image_types') } }),
  'DELETE /v1/selection/:id/image/:imageId': async () => ({ url: await selectionImage() }),
  'POST /v1/file': async () => ({ url: '/v1/file', body: FILE, headers: { 'content-type': 'multipart/form-data; boundary=b' } }),
  // Comments on objects, either kind by its id, an action's copied onto its object.
  'POST /v1/object/:id/comment': async () => ({ url: `/v1/object/${await mapObject()}/comment`, body: { comment: `c-${unique()}` } }),
  'PUT /v1/object/:id/comment/:commentId': async () => ({ url: await objectComment(), body: { comment: `u-${unique()}` } }),
  'PATCH /v1/object/:id/comment/:commentId': async () => ({ url: await objectComment(), body: { comment: `p-${unique()}` } }),
  'DELETE /v1/object/:id/comment/:commentId': async () => ({ url: await objectComment() }),
  'PUT /v1/comment/:id': async () => ({ url: `/v1/comment/${(await actionComment()).split('/').pop()}`, body: { comment: `u-${unique()}` } }),
  'PATCH /v1/comment/:id': async () => ({ url: `/v1/comment/${(await objectComment()).split('/').pop()}`, body: { comment: `p-${unique()}` } }),
  'DELETE /v1/comment/:id': async () => ({ url: `/v1/comment/${(await objectComment()).split('/').pop()}` }),
  'POST /v1/object/:id/comment/copy/:commentId': async () => {
    const type = await actionType();
    await ok('POST', `/v1/dynamic_action_type/${type}/map_object_type`, { relation: [pointType] });
    const object = await mapObject();
    const action = ((await ok('POST', '/v1/action', { dynamic_action_type_id: type, map_object_id: object })) as { data: { id: number } }).data.id;
    const source = (await ok('POST', `/v1/action/${action}/comment`, { comment: 'c' })) as { data: { id: number } };
    return { url: `/v1/object/${object}/comment/copy/${source.data.id}` };
  },
  // Documents of an object, an action, a type and the network.
  'POST /v1/object/:id/attachment': async () => ({ url: `/v1/object/${await mapObject()}/attachment`, body: FILE, headers: multipart }),
  'DELETE /v1/object/:id/attachment/:attachmentId': async () => ({ url: await document(`/v1/object/${await mapObject()}`) }),
  'POST /v1/action/:id/attachment': async () => ({ url: `/v1/action/${await newAction()}/attachment`, body: FILE, headers: multipart }),
  'DELETE /v1/action/:id/attachment/:attachmentId': async () => ({ url: await document(`/v1/action/${await newAction()}`) }),
  'POST /v1/type/:id/attachment': async () => ({ url: `/v1/type/${await mapObjectType()}/attachment`, body: FILE, headers: multipart }),
  'DELETE /v1/type/:id/attachment/:attachmentId': async () => ({ url: await document(`/v1/type/${await mapObjectType()}`) }),
  'POST /v1/network/:id/attachment': async () => ({ url: `/v1/network/${w.a1.id}/attachment`, body: FILE, headers: multipart }),
  'POST /v1/object/:id/attachment/upload/:token': async () => announced(`/v1/object/${await mapObject()}`),
  'POST /v1/action/:id/attachment/upload/:token': async () => announced(`/v1/action/${await newAction()}`),
  'POST /v1/type/:id/attachment/upload/:token': async () => announced(`/v1/type/${await mapObjectType()}`),
  'POST /v1/network/:id/attachment/upload/:token': async () => announced(`/v1/network/${w.a1.id}`),
  'DELETE /v1/network/:id/attachment/:attachmentId': async () => ({ url: await document(`/v1/network/${w.a1.id}`) }),
  // Reports from outside, with nobody signed in: the integration's key.
  'POST /v1/integrations/helpdesk/reports': async () => {
    await ok('PUT', '/v1/kv/helpdesk_api', { value: { instance_id: 77, api_key: 'audit-key', dynamic_action_type_id: await networkActionType(), callback_url: 'http://127.0.0.1:9/cb' } });
    return { url: '/v1/integrations/helpdesk/reports', as: {}, headers: { 'x-api-key': 'audit-key' },
      body: { instance_id: 77, reporting_id: unique(), status: 5, text: 'Melding', location: { type: 'Point', coordinates: [5.1, 52.1] } } };
  },
  'POST /v1/integrations/marrekrite/reports': async () => {
    await ok('PUT', '/v1/kv/marrekrite_api', { value: { category_id: 1001, dynamic_action_type_id: await networkActionType() } });
    const { data } = (await ok('POST', '/v1/integrations/marrekrite/key')) as { data: { key: string } };
    return { url: '/v1/integrations/marrekrite/reports', as: {}, headers: { 'x-api-key': data.key },
      body: { reporting_id: unique(), category: 1001, text: 'Melding', location: { type: 'Point', coordinates: [5.1, 52.1] } } };
  },
  'POST /v1/integrations/helpdesk/test': async () => {
    await ok('PUT', '/v1/kv/helpdesk_api', { value: { instance_id: 77, api_key: 'audit-key', callback_url: 'http://127.0.0.1:9/cb' } });
    return { url: '/v1/integrations/helpdesk/test' };
  },
  'POST /v1/integrations/marrekrite/key': async () => ({ url: '/v1/integrations/marrekrite/key' }),
  'DELETE /v1/integrations/marrekrite/key': async () => {
    await ok('POST', '/v1/integrations/marrekrite/key');
    return { url: '/v1/integrations/marrekrite/key' };
  },
};

const writes = t.app.routeTable
  .filter((r) => /^\/v\d+\//.test(r.url) && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(String(r.method)))
  .map((r) => `${String(r.method)} ${r.url}`);
const newest = async () => (await first<{ id: number | null }>(t.db, sql`select max(id) as id from audit_log`))?.id ?? 0;

describe('every write route records an entry', () => {
  it('has a sample for every write route but choosing an organisation or network', () => {
    expect(writes.filter((r) => !samples[r] && !NOT_CHANGES.has(r))).toEqual([]);
    expect(writes.filter((r) => NOT_CHANGES.has(r)).sort()).toEqual([...NOT_CHANGES].sort());
  });

  for (const route of writes.filter((r) => samples[r])) {
    it(route, async () => {
      const call = await samples[route]!();
      const before = await newest();
      const res = await t.call({ method: route.split(' ')[0] as 'POST', url: call.url, ...(call.as ?? A), body: call.body, headers: call.headers });
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
      expect(await newest(), `${route} recorded nothing`).toBeGreaterThan(before);
    });
  }

  it('records nothing when a token chooses an organisation or network', async () => {
    const token = await t.signIn(w.adminA.email, 'password-123');
    const before = await newest();
    expect((await t.call({ method: 'POST', url: `/v1/session/tenant/${w.tenantA.id}`, token })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `/v1/session/network/${w.a1.id}`, token })).statusCode).toBe(200);
    expect(await newest()).toBe(before);
  });
});
