/**
 * Nothing a user sends yields a 500. Every operation of the OpenAPI document gets hostile
 * input as a signed-in super admin with a real tenant and network: NUL, control characters
 * and lone surrogates in every string field of the body and query (found in the documented
 * schemas, so a new field is covered without a hand list), deep nesting, huge strings, broken
 * JSON, wrong content types, broken escapes, over-long and bad ids in the path, and bad scope
 * headers. Any 5xx, or an answer outside the documented shapes, fails.
 */
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStandardObjects } from '../src/modules/networks/standard-objects';
import { build } from './helpers/app';
import { grantRole, makeNetwork, makeRole, makeTenant, makeUser } from './helpers/factories';

interface Schema {
  $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; items?: Schema;
  anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; enum?: unknown[]; const?: unknown;
  minimum?: number; maximum?: number; minLength?: number; maxLength?: number; minItems?: number; format?: string; pattern?: string;
}
interface Parameter { in: string; name: string; schema?: Schema }
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface OpenApi { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } }
interface Route { method: HTTPMethods; template: string; path: string; real: boolean; op: Operation }
interface Case {
  name: string; route: Route; url: string; headers: Record<string, string>; payload?: string | Buffer;
  /** the field a 400 must name (NUL and lone surrogates are refused on their field) */
  refusedOn?: string;
}

const t = await build();
const tenant = await makeTenant(t.db);
const network = await makeNetwork(t.db, tenant.id);
const role = await makeRole(t.db, tenant.id, ['module-admin']);
const member = await makeUser(t.db, { tenantId: tenant.id });
await grantRole(t.db, { tenantId: tenant.id, networkId: network.id, userId: member.id, roleId: role.id });
await addStandardObjects(t.db, { tenantId: tenant.id, networkId: network.id });
const token = await t.signIn();
const scope = { authorization: `Bearer ${token}`, 'x-tenant': String(tenant.id), 'x-network': String(network.id) };
const json = { ...scope, 'content-type': 'application/json' };
await t.app.inject({ method: 'POST', url: '/v2/team', headers: json, payload: '{"name":"Team"}' });
await t.app.inject({ method: 'POST', url: '/v1/selection_type', headers: json, payload: '{"name":"Selection"}' });
await t.app.inject({ method: 'PUT', url: '/v1/kv/a_setting', headers: json, payload: '{"value":{"a":"b"}}' });
// A link of each kind, so the single-item reads of link lists (GET <list>/{targetId}) have one.
const post = async (url: string, body: unknown) => (await t.app.inject({ method: 'POST', url, headers: json, payload: JSON.stringify(body) })).json<{ data: { id: number } | { id: number }[] }>().data;
const firstId = async (url: string) => ((await t.app.inject({ url, headers: scope })).json<{ data: { id: number }[] }>().data[0]?.id);
const teamId = await firstId('/v2/team');
await post(`/v1/team/${teamId}/user`, { relation: [member.id] });
const typeId = await firstId('/v1/type');
const selectionId = await firstId('/v1/selection_type');
await post(`/v1/type/${typeId}/constraint`, { relation: [typeId] });
await post(`/v1/type/${typeId}/setting`, { relation: [await firstId('/v1/type_setting')] });
await post(`/v1/type/${typeId}/map_object_selection`, { relation: [selectionId] });
await post(`/v1/selection_type/${selectionId}/attribute`, { relation: [await firstId('/v1/attribute')] });
// An area of the network with an attribute, for the areas' routes.
await post(`/v1/network/${network.id}/geo_attribute`, { relation: [await firstId('/v1/attribute')] });
await post('/v1/geo', { name: 'Wijk', geometry: { type: 'Polygon', coordinates: [[[5, 52], [5.2, 52], [5.2, 52.2], [5, 52]]] } });
const actionTypeId = await firstId('/v1/dynamic_action_type') ?? (await post('/v1/dynamic_action_type', { name: 'Action' }) as { id: number }).id;
await post(`/v1/dynamic_action_type/${actionTypeId}/action_image_type`, { relation: [await firstId('/v1/action_image_type')] });
// A map object of the first type (with its attributes) and a file, for the object and file routes.
const geoType = ((await t.app.inject({ url: `/v1/type/${typeId}`, headers: scope })).json<{ data: { geo_type: string } }>().data.geo_type);
const geometry = { point: { type: 'Point', coordinates: [5.1, 52.1] }, linestring: { type: 'LineString', coordinates: [[5.1, 52.1], [5.2, 52.1]] },
  polygon: { type: 'Polygon', coordinates: [[[5.1, 52.1], [5.2, 52.1], [5.2, 52.2], [5.1, 52.1]]] } }[geoType];
const required = ((await t.app.inject({ url: `/v1/type/${typeId}/attribute`, headers: scope })).json<{ data: { id: number; type: string; required: boolean }[] }>().data)
  .filter((a) => a.required).map((a) => ({ id: a.id, value: a.type === 'string' ? '1' : 1 }));
const madeObject = await t.app.inject({ method: 'POST', url: '/v1/object', headers: json, payload: JSON.stringify({ map_object_type_id: typeId, geometry, attributes: required }) });
if (madeObject.statusCode !== 201) throw new Error(`POST /v1/object: ${madeObject.body}`);
// An action on the network, for the action routes.
const networkActionType = (await post('/v1/dynamic_action_type', { name: 'Melding', on_network: true }) as { id: number }).id;
await post(`/v1/dynamic_action_type/${networkActionType}/attribute`, { relation: [await firstId('/v1/attribute')] });
await post(`/v1/dynamic_action_type/${networkActionType}/action_image_type`, { relation: [await firstId('/v1/action_image_type')] });
const actionId = (await post('/v1/action', { dynamic_action_type_id: networkActionType }) as { id: number }).id;
// A comment and a photo of the action (a PNG), for their routes.
await post(`/v1/action/${actionId}/comment`, { comment: 'Commentaar' });
await t.app.inject({ method: 'POST', url: `/v1/action/${actionId}/image`, headers: { ...scope, 'content-type': 'multipart/form-data; boundary=b' },
  payload: Buffer.concat([Buffer.from('--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(`\r\n--b\r\nContent-Disposition: form-data; name="action_image_type_id"\r\n\r\n${await firstId('/v1/action_image_type')}\r\n--b--\r\n`)]) });
// The photo copied to the object, for the object's photo routes.
await post(`/v1/action/${actionId}/image/promote/${madeObject.json<{ data: { id: number } }>().data.id}`, { action_image_id: await firstId(`/v1/action/${actionId}/image`) });
// A selection holding the object, with a photo, for the selection routes.
const selectionOfObject = (await post('/v1/selection', { selection_type_id: selectionId, name: 'Selectie', objects: [madeObject.json<{ data: { id: number } }>().data.id] }) as { id: number }).id;
await t.app.inject({ method: 'POST', url: `/v1/selection/${selectionOfObject}/image`, headers: { ...scope, 'content-type': 'multipart/form-data; boundary=b' },
  payload: Buffer.concat([Buffer.from('--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\r\n--b--\r\n')]) });
await t.app.inject({ method: 'POST', url: '/v1/file', headers: { ...scope, 'content-type': 'multipart/form-data; boundary=b' },
  payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\na\r\n--b--\r\n' });
// A comment on the object and a document on each owner, for their routes.
const objectId = madeObject.json<{ data: { id: number } }>().data.id;
await post(`/v1/object/${objectId}/comment`, { comment: 'Opmerking' });
const documentOn = (owner: string) => t.app.inject({ method: 'POST', url: `${owner}/attachment`, headers: { ...scope, 'content-type': 'multipart/form-data; boundary=b' },
  payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nnotitie\r\n--b--\r\n' });
for (const owner of [`/v1/object/${objectId}`, `/v1/action/${actionId}`, `/v1/type/${typeId}`, `/v1/network/${network.id}`]) await documentOn(owner);
const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json<OpenApi>();
const resolve = (s: Schema): Schema => (s.$ref ? doc.components?.schemas?.[s.$ref.split('/').pop() ?? ''] ?? {} : s);
const typeOf = (s: Schema) => [s.type ?? []].flat().find((x) => x !== 'null');
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Strings that fit most patterns: a password and its confirmation, a colour, a name. */
const PLAIN = ['password', '-', '#000000'];

/** A plausible value of a schema, so that one hostile field is the only thing wrong. */
function sample(raw: Schema, name = ''): unknown {
  const s = resolve(raw);
  const options = s.anyOf ?? s.oneOf ?? s.allOf;
  if (options) return sample(options[0], name);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const type = typeOf(s);
  if (type === 'object') return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, k)]));
  if (type === 'array') return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items ?? {}));
  if (type === 'integer' || type === 'number') return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1);
  if (type === 'boolean') return false;
  if (s.format === 'email' || name === 'email') return 'hostile@example.com';
  const fits = PLAIN.find((p) => (!s.pattern || new RegExp(s.pattern, 'u').test(p)) && p.length >= (s.minLength ?? 0) && p.length <= (s.maxLength ?? p.length));
  return fits ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

/** The sample with one string in it replaced by `leaf`, once for every place a string may go, with that place's path. */
function variants(raw: Schema, leaf: string, path: string[] = []): { value: unknown; path: string[] }[] {
  const s = resolve(raw);
  const options = s.anyOf ?? s.oneOf ?? s.allOf;
  if (options) return options.flatMap((o) => variants(o, leaf, path));
  if (s.const !== undefined || s.enum) return [];
  const type = typeOf(s);
  if (type === 'object') {
    const base = sample(s);
    return Object.entries(s.properties ?? {}).flatMap(([k, v]) =>
      variants(v, leaf, [...path, k]).map((x) => ({ value: { ...(isRecord(base) ? base : {}), [k]: x.value }, path: x.path })));
  }
  if (type === 'array') return variants(s.items ?? {}, leaf, [...path, '0']).map((x) => ({ value: [x.value], path: x.path }));
  if (type === 'string') return [{ value: leaf, path }];
  // Any JSON (a key-value value): the string itself, and as an object's key.
  if (type === undefined) return [{ value: leaf, path }, { value: { [leaf]: 1 }, path }];
  return [];
}

async function listRows(path: string): Promise<Record<string, unknown>[]> {
  // JSON asked for: /v1/geo answers GeoJSON to a caller who names none (the original client).
  const res = await t.app.inject({ url: `${path}?perPage=100`, headers: { ...scope, accept: 'application/json' } });
  const body: unknown = res.statusCode === 200 ? res.json() : null;
  return isRecord(body) && Array.isArray(body.data) ? body.data.filter(isRecord) : [];
}

// The geo-server export is the one path whose param no list names: it takes the key of an export.
const [type] = await listRows('/v1/type');
const [status] = await listRows('/v1/map_object_status');
const exportKey = `geoserver_export_${type.id}`;
const exportValue = { network_id: network.id, map_object_type_id: type.id, name: 'E', map_object_status_id: [status.id], attributes: [] };
await t.app.inject({ method: 'PUT', url: `/v1/kv/${exportKey}`, headers: json, payload: JSON.stringify({ value: exportValue }) });
// A reset token is mailed, never listed: an unknown one answers as any would.
// A map tile's address: the world's one tile at zoom 0.
// A photo is copied to an object (promote): the map object made above.
// The published layers (OGC API - Features): the network, the export published, the object as a feature.
await t.app.inject({ method: 'POST', url: `/v1/export/geoserver/key_value/${exportKey}`, headers: scope });
const FALLBACK: Record<string, string> = {
  key: exportKey, token: 'a-reset-token', z: '0', x: '0', y: '0', objectId: String(madeObject.json<{ data: { id: number } }>().data.id),
  networkId: String(network.id), collectionId: exportKey, featureId: String(madeObject.json<{ data: { id: number } }>().data.id),
  // A network's objects of one type (the field app's sync of a type).
  typeId: String(type.id),
};
/** The session calls choose from the caller's tenants and networks. */
const LIST_OF: Record<string, string> = {
  '/v1/session/tenant': '/v1/tenant', '/v1/session/network': '/v1/network',
  // A comment of either kind by its id, and one of an action to copy onto the object: the action's.
  '/v1/comment': `/v1/action/${actionId}/comment`, [`/v1/object/${objectId}/comment/copy`]: `/v1/action/${actionId}/comment`,
  // A photo of an action to copy onto the object: the action's.
  [`/v1/object/${objectId}/image/copy`]: `/v1/action/${actionId}/image`,
};

/**
 * The path with real ids: each {param} is a row of the list before it, one with children where
 * the path goes on; real says every param was found so.
 */
async function realPath(template: string): Promise<{ path: string; real: boolean }> {
  const parts = template.split('/').slice(1);
  let done = '';
  let real = true;
  for (const [i, part] of parts.entries()) {
    if (!part.startsWith('{')) { done += `/${part}`; continue; }
    const name = part.slice(1, -1);
    // Some lists live under the other version: /v2/team/{id} beside /v1/team/{id}/user.
    const other = done.replace(/^\/v(\d)/, (_, v: string) => `/v${v === '1' ? 2 : 1}`);
    const listed = LIST_OF[done] ?? done;
    const rows = (await listRows(listed)).length ? await listRows(listed) : await listRows(other);
    const values = rows.map((r) => String(name === 'key' ? r.key : r.id));
    const rest = parts.slice(i + 1);
    const upto = rest.findIndex((p) => p.startsWith('{'));
    real &&= values.length > 0 || name in FALLBACK;
    let chosen = values[0] ?? FALLBACK[name] ?? '1';
    for (const v of upto > 0 ? values : []) {
      if ((await listRows(`${done}/${v}/${rest.slice(0, upto).join('/')}`)).length) { chosen = v; break; }
    }
    done += `/${chosen}`;
  }
  return { path: done, real };
}

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const isMethod = (m: string): m is HTTPMethods => METHODS.some((x) => x === m);
const routes: Route[] = [];
for (const [template, ops] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(ops)) {
    const upper = method.toUpperCase();
    if (isMethod(upper)) routes.push({ method: upper, template, ...await realPath(template), op });
  }
}
// Deletes last, so the rows the other routes use stay there while they are attacked.
routes.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

const bodySchema = (r: Route) => r.op.requestBody?.content['application/json']?.schema;
const samplePayload = (r: Route) => { const s = bodySchema(r); return s ? JSON.stringify(sample(s)) : undefined; };
const params = (r: Route, where: string) => (r.op.parameters ?? []).filter((p) => p.in === where);
let counter = 0;
/** A case of a route: nl and en alternate, so both languages meet every kind of input. */
function request(route: Route, name: string, o: { url?: string; headers?: Record<string, string>; payload?: string | Buffer; refusedOn?: string }): Case {
  counter += 1;
  const language = counter % 2 ? 'en' : 'nl';
  return { name: `${route.method} ${route.template}: ${name} (${language})`, route, url: o.url ?? route.path, headers: { ...json, 'accept-language': language, ...o.headers }, payload: o.payload, refusedOn: o.refusedOn };
}

const STRINGS = {
  NUL: { text: 'a\u0000b', refused: true },
  'control characters': { text: 'a\u0001\u0007\b\t\n\r\u001b\u007f\u0085\u009fb', refused: false },
  'lone surrogates': { text: 'a\ud800b\udfffc', refused: true },
  'a huge string': { text: 'x'.repeat(100_000), refused: false },
};
/** A hostile string in a query: a lone surrogate as the bytes of one (no decoder takes them), huge as long as a URL may be. */
const inQuery = (text: string) => encodeURIComponent(text.slice(0, 10_000).replace(/\p{Cs}/gu, '\ufffd')).replaceAll('%EF%BF%BD', '%ED%A0%80');

function stringCases(route: Route): Case[] {
  const schema = bodySchema(route);
  const cases: Case[] = [];
  for (const [kind, { text, refused }] of Object.entries(STRINGS)) {
    for (const v of schema ? variants(schema, text) : []) {
      const field = v.path.join('.') || 'body';
      cases.push(request(route, `${kind} in ${field}`, { payload: JSON.stringify(v.value), refusedOn: refused ? field : undefined }));
    }
    for (const p of params(route, 'query')) {
      const url = `${route.path}?${p.name}=${inQuery(text)}`;
      cases.push(request(route, `${kind} in ?${p.name}`, { url, payload: samplePayload(route), refusedOn: refused && kind === 'NUL' ? p.name : undefined }));
    }
    const flat = schema ? sample(schema) : null;
    if (isRecord(flat) && route.method !== 'GET') {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(flat)) form.set(k, typeof v === 'string' ? text : String(v));
      cases.push(request(route, `${kind} in a form-encoded body`, { payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    }
  }
  return cases;
}

// One string for every route: a copy per case would hold half a gigabyte at once.
const OVERSIZED = JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) });
const deep = (n: number, open: string, close: string, inner = '1') => `${open.repeat(n)}${inner}${close.repeat(n)}`;
/**
 * Fastify never reads the body of a GET (its bodyless methods): each of a GET route's body
 * cases would send it the same request again, its handler and queries each time. Each GET route
 * gets one of the kinds in turn, so every kind still meets GET routes and every GET route a body;
 * the test below that a GET's body is not read holds this up.
 */
let bodyOnGet = 0;
function bodyCases(route: Route): Case[] {
  const all = everyBodyCase(route);
  if (route.method !== 'GET') return all;
  bodyOnGet += 1;
  return [all[bodyOnGet % all.length]];
}
function everyBodyCase(route: Route): Case[] {
  const schema = bodySchema(route);
  const base = schema ? sample(schema) : {};
  const fields = isRecord(base) ? Object.keys(base) : [];
  const raw = (name: string, payload: string | Buffer, headers?: Record<string, string>) => request(route, name, { payload, headers });
  return [
    raw('arrays nested 5000 deep', deep(5000, '[', ']')),
    raw('objects nested 5000 deep', deep(5000, '{"a":', '}')),
    ...fields.map((f) => {
      const others = JSON.stringify({ ...(isRecord(base) ? base : {}), [f]: undefined });
      return raw(`${f} nested 5000 deep`, `{"${f}":${deep(5000, '[', ']', '')}${others === '{}' ? '}' : `,${others.slice(1)}`}`);
    }),
    raw('a body over the size limit', OVERSIZED),
    raw('broken JSON', '{"name": "a'),
    raw('JSON with trailing text', '{"name":"a"} x'),
    raw('bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d])),
    raw('an empty JSON body', ''),
    ...['null', '"x"', '[]', '123', 'true'].map((p) => raw(`the body ${p}`, p)),
    raw('text/plain', JSON.stringify(base), { 'content-type': 'text/plain' }),
    raw('application/xml', '<a>1</a>', { 'content-type': 'application/xml' }),
    raw('multipart', '--x\r\n\r\n1\r\n--x--', { 'content-type': 'multipart/form-data; boundary=x' }),
    raw('JSON in another charset', JSON.stringify(base), { 'content-type': 'application/json; charset=utf-16' }),
    raw('a broken content type', JSON.stringify(base), { 'content-type': ';;;' }),
  ];
}

const BAD_IDS = ['0', '-1', '1e99', 'abc', '2147483648', '99999999999999999999', '1.5', '%00', '%01', '%zz', '%', '%ED%A0%80', '9'.repeat(600)];
function pathCases(route: Route): Case[] {
  const real = route.path.split('/');
  return route.template.split('/').flatMap((part, i) => part.startsWith('{')
    ? BAD_IDS.map((bad) => request(route, `${part} = ${bad.slice(0, 20)}`, { url: real.map((p, j) => (j === i ? bad : p)).join('/'), payload: samplePayload(route) }))
    : []);
}

const BAD_HEADERS = ['abc', '0', '-1', '1e99', '2147483648', '99999', '1.5', '1,2', ' ', '\u00e9'];
function headerCases(route: Route): Case[] {
  const payload = samplePayload(route);
  return (['x-tenant', 'x-network'] as const).flatMap((header) => BAD_HEADERS.map((bad) =>
    request(route, `${header}: ${bad}`, { headers: { [header]: bad }, payload })));
}

/** The time limit of the two tests that send thousands of cases. */
const HEAVY_TIMEOUT = 180_000;

const DETAIL = [403, 404, 413, 414, 415, 429];
const shape = {
  messages: (b: Record<string, unknown>) => Object.keys(b).join() === 'messages' && isRecord(b.messages) && Object.keys(b.messages).length > 0 &&
    Object.values(b.messages).every((l) => Array.isArray(l) && l.length > 0 && l.every((m) => typeof m === 'string' && m.length > 0)),
  auth: (b: Record<string, unknown>) => Object.keys(b).sort().join() === 'error,error_description' && typeof b.error === 'string' && typeof b.error_description === 'string',
  detail: (b: Record<string, unknown>) => Object.keys(b).join() === 'detail' && typeof b.detail === 'string' && b.detail.length > 0,
};
/** OAuth's routes answer a malformed request in OAuth's own shape, as their document says. */
const oauth400 = (r: Route) => Boolean(r.op.responses?.['400']?.content?.['application/json']?.schema.properties?.error_description);

/** What is wrong with an answer, or null. */
function judge(c: Case, status: number, text: string): string | null {
  if (status >= 500) return `${status} ${text.slice(0, 200)}`;
  if (status < 300 && !c.refusedOn) return null;
  let body: unknown = null;
  try { body = JSON.parse(text); } catch { return `${status} is not JSON: ${text.slice(0, 200)}`; }
  if (!isRecord(body)) return `${status} ${text.slice(0, 200)}`;
  if (c.refusedOn) {
    if (status !== 400) return `accepted (${status}), should be refused on ${c.refusedOn}`;
    if (oauth400(c.route)) return shape.auth(body) ? null : `400 outside OAuth's shape: ${text.slice(0, 200)}`;
    return shape.messages(body) && isRecord(body.messages) && c.refusedOn in body.messages ? null : `400 not on ${c.refusedOn}: ${text.slice(0, 200)}`;
  }
  const ok = status === 400 ? shape.messages(body) || (oauth400(c.route) && shape.auth(body))
    : status === 401 ? shape.auth(body) : DETAIL.includes(status) && shape.detail(body);
  return ok ? null : `${status} outside the documented shapes: ${text.slice(0, 200)}`;
}

/** Sends the cases, 16 at a time: every case that went wrong (with what was wrong), and how many were accepted. */
async function send(cases: Case[]): Promise<{ failures: string[]; accepted: number }> {
  const failures: string[] = [];
  let accepted = 0;
  const queue = [...cases];
  const worker = async () => {
    for (let c = queue.shift(); c; c = queue.shift()) {
      const res = await t.app.inject({ method: c.route.method, url: c.url, headers: c.headers, payload: c.payload })
        .catch((error: unknown) => ({ statusCode: 0, body: String(error) }));
      const problem = res.statusCode ? judge(c, res.statusCode, res.body) : `not sent: ${res.body}`;
      if (problem) failures.push(`${c.name} -> ${problem}`);
      if (res.statusCode >= 200 && res.statusCode < 300) accepted += 1;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return { failures, accepted };
}

describe('hostile input to every route of the OpenAPI document', () => {
  it('covers every API route of the app, most of them on real rows', () => {
    const covered = new Set(routes.map((r) => `${r.method} ${r.template}`));
    const api = t.app.routeTable.filter((r) => /^\/v\d+\//.test(r.url) && r.url !== '/v1/openapi.json');
    expect(api.map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`).filter((r) => !covered.has(r))).toEqual([]);
    expect(routes.filter((r) => bodySchema(r)).length).toBeGreaterThan(50);
    expect(routes.filter((r) => !r.real).map((r) => `${r.method} ${r.template}`)).toEqual([]);
  });

  it('refuses NUL and lone surrogates on their field, and takes control characters and huge strings without a 500', { timeout: HEAVY_TIMEOUT }, async () => {
    const cases = routes.flatMap(stringCases);
    expect(cases.filter((c) => c.refusedOn).length).toBeGreaterThan(300);
    const { failures, accepted } = await send(cases);
    expect(failures).toEqual([]);
    // Control characters and long strings did reach the handlers and the database.
    expect(accepted).toBeGreaterThan(50);
  });

  // Thousands of bodies (a 3 MB one and 5,000-deep nestings per route): 12 s on a quiet machine,
  // over the suite's 60 s on one running both API suites beside other work.
  it('answers deep nesting, oversized and broken bodies and wrong content types in the documented shapes', { timeout: HEAVY_TIMEOUT }, async () => {
    expect((await send(routes.flatMap(bodyCases))).failures).toEqual([]);
  });

  it('reads no body on a GET: broken JSON and one over the size limit change nothing of its answer', async () => {
    const plain = await t.app.inject({ url: '/v1/me', headers: scope });
    for (const payload of ['{"name": "a', OVERSIZED]) {
      const res = await t.app.inject({ url: '/v1/me', headers: json, payload });
      expect([res.statusCode, res.body]).toEqual([plain.statusCode, plain.body]);
    }
  });

  it('answers bad ids, broken escapes and over-long parts of the path in the documented shapes', async () => {
    expect((await send(routes.flatMap(pathCases))).failures).toEqual([]);
  });

  it('answers bad x-tenant and x-network headers in the documented shapes', async () => {
    expect((await send(routes.flatMap(headerCases))).failures).toEqual([]);
  });

  it('is still signed in afterwards, so every case above was sent as the super admin', async () => {
    expect((await t.app.inject({ url: '/v1/me', headers: scope })).statusCode).toBe(200);
  });
});

describe('malformed multipart on every upload route', () => {
  // Every route whose schema says it takes multipart, with the file field it reads.
  const multipart = new Set(t.app.routeTable.filter((r) => r.consumes?.includes('multipart/form-data')).map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`));
  const uploads = routes.filter((r) => multipart.has(`${r.method} ${r.template}`));
  // An action (and type) of its own: the routes above ran their deletes on the shared rows.
  let urls = new Map<Route, string>();
  beforeAll(async () => {
    const type = (await post('/v1/dynamic_action_type', { name: 'Upload', on_network: true }) as { id: number }).id;
    const fresh = (await post('/v1/action', { dynamic_action_type_id: type }) as { id: number }).id;
    const selectionType = (await post('/v1/selection_type', { name: 'Upload' }) as { id: number }).id;
    const selection = (await post('/v1/selection', { selection_type_id: selectionType, name: 'Upload' }) as { id: number }).id;
    // Each upload under a fresh owner of its kind: an action, an object of a type, the network.
    const freshType = (await post('/v1/type', { name: 'Upload', geo_type: 'point' }) as { id: number }).id;
    const freshObject = (await post('/v1/object', { map_object_type_id: freshType, geometry: { type: 'Point', coordinates: [5.1, 52.1] } }) as { id: number }).id;
    const owners: Record<string, number> = { action: fresh, object: freshObject, type: freshType, network: network.id, selection };
    urls = new Map(uploads.map((r) => [r, r.template.replace('{id}', String(owners[r.template.split('/')[2] ?? ''] ?? fresh))]));
  });
  const fileField = (r: Route) => (r.template.endsWith('/image') ? 'image' : 'file');
  const part = (boundary: string, field: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`;
  const long = 'b'.repeat(300);
  const bodies: [string, string, (field: string) => string][] = [
    ['no boundary', 'multipart/form-data', (f) => `${part('b', f)}\r\n--b--\r\n`],
    ['a body cut before its closing boundary', 'multipart/form-data; boundary=b', (f) => part('b', f)],
    ['a boundary that differs from the body\'s', 'multipart/form-data; boundary=other', (f) => `${part('b', f)}\r\n--b--\r\n`],
    ['a boundary of 300 characters', `multipart/form-data; boundary=${long}`, (f) => `${part(long, f)}\r\n--${long}--\r\n`],
    ['a part without its headers\' end', 'multipart/form-data; boundary=b', (f) => `--b\r\nContent-Disposition: form-data; name="${f}"; filename="a.png"`],
  ];

  it('finds the upload routes in the document', () => {
    expect(uploads.map((r) => `${r.method} ${r.template}`).sort()).toEqual([
      'POST /v1/action/{id}/attachment', 'POST /v1/action/{id}/image', 'POST /v1/file', 'POST /v1/network/{id}/attachment',
      'POST /v1/object/{id}/attachment', 'POST /v1/object/{id}/image', 'POST /v1/selection/{id}/image', 'POST /v1/type/{id}/attachment',
    ]);
  });

  it.each(bodies)('answers %s with a 400 on the file field, in both languages', async (_name, contentType, body) => {
    for (const route of uploads) {
      for (const [lang, text] of [['nl', 'Het bestand kon niet worden gelezen: het formulier (multipart) is onvolledig of onjuist opgebouwd'], ['en', 'The file could not be read: the form (multipart) is incomplete or malformed']]) {
        const res = await t.app.inject({ method: route.method, url: urls.get(route) ?? route.path, headers: { ...scope, 'content-type': contentType, 'accept-language': lang }, payload: body(fileField(route)) });
        expect(res.statusCode, `${route.path}: ${res.body}`).toBe(400);
        expect(res.json(), route.path).toEqual({ messages: { [fileField(route)]: [text] } });
      }
    }
  });
});
