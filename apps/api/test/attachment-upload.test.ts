/**
 * The original client's two-step upload of a document (lib/attachment-upload.ts): JSON announcing
 * it (`size`, `name`) answered 200 with an upload_url relative to /v1/, its bytes posted raw
 * there (as JSON, as the client labels them) answered 201 as a multipart upload is. The address
 * takes bytes once, from whoever announced them, for the same owner, before it expires, of the
 * size announced and an allowed kind; the owner's lock and who may are checked at both steps.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../src/db/sql';
import { build, type Reply } from './helpers/app';
import { grantRole, made, makeRole, makeUser, makeWorld, type As } from './helpers/factories';

const t = await build();
const w = await makeWorld(t);
const admin = w.asAdminA;
const asB = { token: w.tokens.adminB, tenant: w.tenantB.id, network: w.b1.id };
const viewer = { token: w.tokens.memberA, tenant: w.tenantA.id, network: w.a1.id };
const messagesOf = (res: Reply) => (res.data as { messages: Record<string, string[]> }).messages;
type Announced = { upload_url: string; expires_at: string; name: string; size: number };
type Doc = { id: number; map_object_id: number | null; action_id: number | null; map_object_type_id: number | null; name: string; content_type: string; size: number };

const member = async (permissions: Parameters<typeof makeRole>[2]): Promise<As> => {
  const user = await makeUser(t.db, { tenantId: w.tenantA.id });
  await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: (await makeRole(t.db, w.tenantA.id, permissions)).id });
  return { token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id };
};
const editor = await member(['module-map', 'module-map-edit']);

const type = await made(t, admin, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' });
const newObject = async (as: As = admin) => (await made(t, as, '/v1/object', { map_object_type_id: type.id, geometry: { type: 'Point', coordinates: [5.39, 52.16] } })).id;
const object = await newObject();
const report = await made(t, admin, '/v1/dynamic_action_type', { name: 'Melding', on_network: true });
const action = (await made(t, admin, '/v1/action', { dynamic_action_type_id: report.id })).id;
const objectUrl = `/v1/object/${object}`;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from('PE\0\0'), Buffer.alloc(PDF.length - 64)]);

const announce = (owner: string, body: unknown, as: As = admin) => t.call({ method: 'POST', url: `${owner}/attachment`, ...as, body });
const announced = async (owner: string, body: unknown = { name: 'rapport.pdf', size: PDF.length }, as: As = admin) => {
  const res = await announce(owner, body, as);
  if (res.statusCode !== 200) throw new Error(`announce: ${res.statusCode} ${res.body}`);
  return (res.data as { data: Announced }).data;
};
/** Posts bytes to an upload_url as the client does: raw, labelled JSON, under /v1/. */
const send = (uploadUrl: string, bytes: Buffer, as: As = admin, type = 'application/json') => t.app.inject({
  method: 'POST', url: `/v1/${uploadUrl}`, payload: bytes,
  headers: { authorization: `Bearer ${as.token}`, 'x-tenant': String(as.tenant), 'x-network': String(as.network), 'content-type': type },
});
const waiting = async () => (await first<{ n: number }>(t.db, sql`select count(*)::int as n from attachment_uploads`))?.n;

describe('the two-step upload', () => {
  it('announces a document of an object, an action, a type and the network, and takes its bytes once at the upload_url', async () => {
    const owners = { object: [objectUrl, 'map_object_id', object], action: [`/v1/action/${action}`, 'action_id', action],
      type: [`/v1/type/${type.id}`, 'map_object_type_id', type.id], network: [`/v1/network/${w.a1.id}`, null, null] } as const;
    for (const [kind, [owner, column, id]] of Object.entries(owners)) {
      const before = Date.now();
      const step = await announced(owner, { name: 'rapport.pdf', size: PDF.length, description: 'what the client sends besides' });
      expect(step.upload_url, kind).toMatch(new RegExp(`^${owner.slice(4)}/attachment/upload/[A-Za-z0-9_-]{43}$`));
      expect(step).toMatchObject({ name: 'rapport.pdf', size: PDF.length });
      const expires = Date.parse(step.expires_at) - before;
      expect(expires, kind).toBeGreaterThan(14 * 60_000);
      expect(expires, kind).toBeLessThanOrEqual(15 * 60_000 + 1000);
      const res = await send(step.upload_url, PDF);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(201);
      const doc = res.json<{ data: Doc }>().data;
      expect(doc, kind).toMatchObject({ name: 'rapport.pdf', content_type: 'application/pdf', size: PDF.length, map_object_id: null, action_id: null, map_object_type_id: null, ...(column ? { [column]: id } : {}) });
      const listed = await t.call({ url: `${owner}/attachment`, ...admin });
      expect((listed.data as { data: Doc[] }).data.map((d) => d.id), kind).toContain(doc.id);
      expect((await t.call({ url: `${owner}/attachment/${doc.id}`, ...admin })).body, kind).toBe(PDF.toString());
      expect(await first(t.db, sql`select 1 from audit_log where subject_type = 'attachment' and subject_id = ${doc.id} and action = 'create'`), kind).toBeDefined();
      // Once: the address is spent.
      expect((await send(step.upload_url, PDF)).statusCode, kind).toBe(404);
    }
    // A name left out is "document"; any content type will do for the bytes.
    const unnamed = await announced(objectUrl, { size: PDF.length });
    expect(unnamed.name).toBe('document');
    expect((await send(unnamed.upload_url, PDF, admin, 'application/octet-stream')).json()).toMatchObject({ data: { name: 'document', content_type: 'application/pdf' } });
    // Only its hash is kept.
    expect(await first(t.db, sql`select 1 from attachment_uploads where token_hash like ${`%${unnamed.upload_url.split('/').pop()}%`}`)).toBeUndefined();
  });

  it('refuses an announcement of no size, a size over 25 MB or a name too long, on the field; multipart stays as it was', async () => {
    const cases: [unknown, string][] = [[{ size: 0 }, 'size'], [{ size: 25 * 1024 * 1024 + 1 }, 'size'], [{ size: 'groot' }, 'size'], [{ size: 1.5 }, 'size'], [{ name: 'x'.repeat(256), size: 10 }, 'name'], [{ name: 7, size: 10 }, 'name']];
    for (const [body, field] of cases) {
      const res = await announce(objectUrl, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(messagesOf(res)), JSON.stringify(body)).toEqual([field]);
    }
    // JSON that announces nothing is no document.
    expect(messagesOf(await announce(objectUrl, { name: 'x.pdf' }))).toEqual({ file: ['Stuur een bestand mee (multipart, veld file)'] });
    expect(await waiting()).toBe(0);
  });

  it('answers 404 to bytes from another user, for another owner, another organisation, after expiry, or at an address never given', async () => {
    const step = await announced(objectUrl);
    const token = step.upload_url.split('/').pop() ?? '';
    expect((await send(step.upload_url, PDF, editor)).statusCode).toBe(404);
    expect((await send(`object/${await newObject()}/attachment/upload/${token}`, PDF)).statusCode).toBe(404);
    expect((await send(`action/${action}/attachment/upload/${token}`, PDF)).statusCode).toBe(404);
    expect((await send(`network/${w.a1.id}/attachment/upload/${token}`, PDF)).statusCode).toBe(404);
    expect((await send(step.upload_url, PDF, asB)).statusCode).toBe(404);
    expect((await send(`object/${object}/attachment/upload/${'A'.repeat(43)}`, PDF)).statusCode).toBe(404);
    await t.db.execute(sql`update attachment_uploads set expires_at = now() - interval '1 second'`);
    const expired = await send(step.upload_url, PDF);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ detail: expect.any(String) });
    // Another organisation cannot announce on ours either; the expired one is cleared by the next announcement.
    expect((await announce(objectUrl, { size: 10 }, asB)).statusCode).toBe(404);
    await announced(objectUrl);
    expect(await waiting()).toBe(1);
  });

  it('refuses bytes not of the size announced, of no allowed kind, none, or over 25 MB, on file, leaving the address usable', async () => {
    const step = await announced(objectUrl);
    const short = await send(step.upload_url, PDF.subarray(1));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ messages: { file: [`Het document is niet zo groot als aangekondigd (${PDF.length} bytes): stuur precies het aangekondigde document`] } });
    expect((await send(step.upload_url, EXE)).json()).toEqual({ messages: { file: ['Alleen een PDF, een Office- of OpenDocument-bestand (Word, Excel, PowerPoint), een foto (JPEG, PNG, WebP, GIF) of platte tekst'] } });
    expect((await send(step.upload_url, Buffer.alloc(0))).json()).toEqual({ messages: { file: ['Stuur een bestand mee (multipart, veld file)'] } });
    const over = await send(step.upload_url, Buffer.alloc(25 * 1024 * 1024 + 1, 0x20));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ messages: { file: ['Een document mag hoogstens 25 MB zijn'] } });
    expect((await send(step.upload_url, PDF)).statusCode).toBe(201);
  }, 60_000);

  it("checks who may and the owner's lock at both steps", async () => {
    expect((await announce(objectUrl, { size: 10 }, viewer)).statusCode).toBe(403);
    expect((await announce(`/v1/type/${type.id}`, { size: 10 }, editor)).statusCode).toBe(403);
    const step = await announced(objectUrl, undefined, editor);
    expect((await send(step.upload_url, PDF, viewer)).statusCode).toBe(403);
    // The lock set between the steps: the editor did not make this object.
    await t.call({ method: 'PUT', url: `/v1/kv/lock_mapobject_${w.a1.id}`, ...admin, body: { value: 'user', network_id: w.a1.id } });
    try {
      const locked = await send(step.upload_url, PDF, editor);
      expect(locked.statusCode).toBe(403);
      expect((await announce(objectUrl, { size: 10 }, editor)).statusCode).toBe(403);
      const own = await newObject(editor);
      const mine = await announced(`/v1/object/${own}`, undefined, editor);
      expect((await send(mine.upload_url, PDF, editor)).statusCode).toBe(201);
    } finally {
      await t.call({ method: 'PUT', url: `/v1/kv/lock_mapobject_${w.a1.id}`, ...admin, body: { value: 'none', network_id: w.a1.id } });
    }
    expect((await send(step.upload_url, PDF, editor)).statusCode).toBe(201);
  });
});
