/**
 * Documents on objects, actions, object types and networks (lib/attachments.ts): the kind read
 * from the content (an allow-list: an executable named .pdf, a page named .txt, an archive are
 * refused on `file`), at most 25 MB, served back with their type, as an attachment with the name
 * safely encoded, never sniffed; kept in the database and gone with their document; who may read
 * and add as for the owner; another organisation's is 404.
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
const dataOf = <T>(res: { data: unknown }) => (res.data as { data: T }).data;
const messagesOf = (res: Reply) => (res.data as { messages: Record<string, string[]> }).messages;
type Doc = { id: number; network_id: number; map_object_id: number | null; action_id: number | null; map_object_type_id: number | null; file_id: number; name: string; content_type: string; size: number; created_by_name: string | null };

const member = async (permissions: Parameters<typeof makeRole>[2]): Promise<As> => {
  const user = await makeUser(t.db, { tenantId: w.tenantA.id });
  await grantRole(t.db, { tenantId: w.tenantA.id, networkId: w.a1.id, userId: user.id, roleId: (await makeRole(t.db, w.tenantA.id, permissions)).id });
  return { token: await t.signIn(user.email, 'password-123'), tenant: w.tenantA.id, network: w.a1.id };
};
const editor = await member(['module-map', 'module-map-edit']);
const worker = await member(['module-actions']);

const type = await made(t, admin, '/v1/type', { name: 'Paal', geo_type: 'point', prefix: 'P' });
const newObject = async () => (await made(t, admin, '/v1/object', { map_object_type_id: type.id, geometry: { type: 'Point', coordinates: [5.39, 52.16] } })).id;
const object = await newObject();
const report = await made(t, admin, '/v1/dynamic_action_type', { name: 'Melding', on_network: true });
const action = (await made(t, admin, '/v1/action', { dynamic_action_type_id: report.id })).id;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from('PE\0\0'), Buffer.from('This program cannot be run in DOS mode')]);
const zipEntry = (name: string, content = '') => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(22), Buffer.from([name.length, 0, 0, 0]), Buffer.from(name), Buffer.from(content)]);
const DOCX = Buffer.concat([zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('word/document.xml', '<w:document/>')]);
const XLSX = Buffer.concat([zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('xl/workbook.xml', '<workbook/>')]);
const ODT = zipEntry('mimetype', 'application/vnd.oasis.opendocument.text');
const ZIP = zipEntry('virus.exe', 'MZ');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const DOC = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(32)]);

/** Uploads `bytes` as `name` (sent as `type`) under an owner's path. */
const upload = (owner: string, bytes: Buffer, name: string, as: As = admin, type = 'application/octet-stream', field = 'file') => t.app.inject({
  method: 'POST', url: `${owner}/attachment`,
  headers: { authorization: `Bearer ${as.token}`, 'x-tenant': String(as.tenant), 'x-network': String(as.network), 'content-type': 'multipart/form-data; boundary=b' },
  payload: Buffer.concat([Buffer.from(`--b\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`), bytes, Buffer.from('\r\n--b--\r\n')]),
});
const uploaded = async (owner: string, bytes: Buffer, name: string, as: As = admin) => {
  const res = await upload(owner, bytes, name, as);
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json<{ data: Doc }>().data;
};
const objectUrl = `/v1/object/${object}`;

describe('POST /v1/{owner}/{id}/attachment', () => {
  it('keeps a PDF on an object with its kind read from its bytes, and serves it back as an attachment, never sniffed', async () => {
    const res = await upload(objectUrl, PDF, 'Schouw 12 – rapport.pdf', editor, 'text/html');
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json<{ data: Doc }>().data;
    expect(doc).toMatchObject({ map_object_id: object, action_id: null, map_object_type_id: null, network_id: w.a1.id, content_type: 'application/pdf', size: PDF.length, name: 'Schouw 12 – rapport.pdf' });
    const got = await t.app.inject({ url: `${objectUrl}/attachment/${doc.id}`, headers: { authorization: `Bearer ${viewer.token}`, 'x-tenant': String(viewer.tenant), 'x-network': String(viewer.network) } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe(`attachment; filename="Schouw 12 _ rapport.pdf"; filename*=UTF-8''${encodeURIComponent('Schouw 12 – rapport.pdf')}`);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(dataOf<Doc[]>(await t.call({ url: `${objectUrl}/attachment`, ...viewer })).map((d) => d.id)).toContain(doc.id);
    const stored = await first<{ n: number }>(t.db, sql`select count(*)::int as n from files where id = ${doc.file_id} and bytes = ${PDF}`);
    expect(stored).toEqual({ n: 1 });
  });

  it('recognises the office formats, photos and plain text by their content', async () => {
    const kinds: [Buffer, string, string][] = [
      [DOCX, 'brief.bin', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [XLSX, 'tabel.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [ODT, 'notitie.odt', 'application/vnd.oasis.opendocument.text'],
      [DOC, 'oud.doc', 'application/msword'],
      [PNG, 'foto.pdf', 'image/png'],
      [Buffer.from('Paal 12 staat scheef.\nGraag rechtzetten.\n'), 'notitie.txt', 'text/plain'],
      [Buffer.from('code;naam\nKP1;Paal\n'), 'lijst.csv', 'text/csv'],
    ];
    for (const [bytes, name, kind] of kinds) expect((await uploaded(objectUrl, bytes, name)).content_type, name).toBe(kind);
  });

  it('refuses an executable named .pdf, a page, a script, an archive and an old office file without its extension, on file', async () => {
    const text = 'Alleen een PDF, een Office- of OpenDocument-bestand (Word, Excel, PowerPoint), een foto (JPEG, PNG, WebP, GIF) of platte tekst';
    for (const [bytes, name] of [[EXE, 'rapport.pdf'], [Buffer.from('<html><script>alert(1)</script></html>'), 'a.txt'],
      [Buffer.from('#!/bin/sh\nrm -rf /\n'), 'a.txt'], [ZIP, 'a.docx'], [DOC, 'a.pdf'], [Buffer.alloc(0), 'leeg.txt']] as const) {
      const res = await upload(objectUrl, bytes, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ messages: { file: [text] } });
    }
    const en = await t.app.inject({ method: 'POST', url: `${objectUrl}/attachment`,
      headers: { authorization: `Bearer ${admin.token}`, 'x-tenant': String(admin.tenant), 'x-network': String(admin.network), 'content-type': 'multipart/form-data; boundary=b', 'accept-language': 'en' },
      payload: Buffer.concat([Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\n\r\n'), EXE, Buffer.from('\r\n--b--\r\n')]) });
    expect(en.json()).toEqual({ messages: { file: ['Only a PDF, an Office or OpenDocument file (Word, Excel, PowerPoint), a photo (JPEG, PNG, WebP, GIF) or plain text'] } });
    expect(messagesOf(await t.call({ method: 'POST', url: `${objectUrl}/attachment`, ...admin, body: { file: 'x' } }))).toEqual({ file: ['Stuur een bestand mee (multipart, veld file)'] });
    expect((await upload(objectUrl, PDF, 'a.pdf', admin, 'application/pdf', 'document')).json()).toEqual({ messages: { file: ['Stuur een bestand mee (multipart, veld file)'] } });
  });

  // Storing 25 MB costs PGlite minutes on a loaded machine: the limit is held by its refusal, one byte over.
  it('refuses a document of a byte over 25 MB, on file, and stores nothing', async () => {
    const before = await first<{ n: number }>(t.db, sql`select count(*)::int as n from files`);
    const over = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(25 * 1024 * 1024 - 8, 0x20)]);
    const res = await upload(objectUrl, over, 'te-groot.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ messages: { file: ['Een document mag hoogstens 25 MB zijn'] } });
    expect(await first<{ n: number }>(t.db, sql`select count(*)::int as n from files`)).toEqual(before);
  }, 120_000);
});

describe('who may', () => {
  it("reads an object's documents with the map's read permission and adds them with its edit permission", async () => {
    expect((await upload(objectUrl, PDF, 'a.pdf', viewer)).statusCode).toBe(403);
    expect((await upload(objectUrl, PDF, 'a.pdf', worker)).statusCode).toBe(403);
    expect((await t.call({ url: `${objectUrl}/attachment`, ...worker })).statusCode).toBe(403);
  });

  it("keeps an action's documents to module-actions", async () => {
    const doc = await uploaded(`/v1/action/${action}`, PDF, 'a.pdf', worker);
    expect(doc).toMatchObject({ action_id: action, map_object_id: null });
    expect((await t.call({ url: `/v1/action/${action}/attachment`, ...editor })).statusCode).toBe(403);
    expect((await upload(`/v1/action/${action}`, PDF, 'a.pdf', editor)).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/v1/action/${action}/attachment/${doc.id}`, ...worker })).statusCode).toBe(200);
  });

  it("lets the configuration's readers read a type's and the network's documents and only administrators add or delete them", async () => {
    for (const owner of [`/v1/type/${type.id}`, `/v1/network/${w.a1.id}`]) {
      const doc = await uploaded(owner, PDF, 'handleiding.pdf');
      expect(dataOf<Doc[]>(await t.call({ url: `${owner}/attachment`, ...worker })).map((d) => d.id)).toEqual([doc.id]);
      expect((await upload(owner, PDF, 'a.pdf', editor)).statusCode, owner).toBe(403);
      expect((await t.call({ method: 'DELETE', url: `${owner}/attachment/${doc.id}`, ...editor })).statusCode, owner).toBe(403);
    }
    const networkDoc = dataOf<Doc[]>(await t.call({ url: `/v1/network/${w.a1.id}/attachment`, ...admin }))[0];
    expect(networkDoc).toMatchObject({ map_object_id: null, action_id: null, map_object_type_id: null });
    // The type's documents are not the network's.
    expect(dataOf<Doc[]>(await t.call({ url: `/v1/type/${type.id}/attachment`, ...admin })).map((d) => d.id)).not.toContain(networkDoc.id);
  });

  it("answers 404 for another organisation's owner or document, a deleted object, and a document under another owner", async () => {
    const doc = await uploaded(objectUrl, PDF, 'a.pdf');
    expect((await t.call({ url: `${objectUrl}/attachment`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ url: `${objectUrl}/attachment/${doc.id}`, ...asB })).statusCode).toBe(404);
    expect((await upload(objectUrl, PDF, 'a.pdf', asB)).statusCode).toBe(404);
    expect((await t.call({ method: 'DELETE', url: `${objectUrl}/attachment/${doc.id}`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/network/${w.a1.id}/attachment`, ...asB })).statusCode).toBe(404);
    expect((await t.call({ url: `/v1/type/${type.id}/attachment`, ...asB })).statusCode).toBe(404);
    const other = await newObject();
    expect((await t.call({ url: `/v1/object/${other}/attachment/${doc.id}`, ...admin })).statusCode).toBe(404);
    const gone = await newObject();
    await uploaded(`/v1/object/${gone}`, PDF, 'a.pdf');
    await t.call({ method: 'DELETE', url: `/v1/object/${gone}`, ...admin });
    expect((await t.call({ url: `/v1/object/${gone}/attachment`, ...admin })).statusCode).toBe(404);
  });
});

describe('DELETE /v1/{owner}/{id}/attachment/{attachmentId}', () => {
  it('deletes the document and its file, audited', async () => {
    const doc = await uploaded(objectUrl, PDF, 'weg.pdf', editor);
    const res = await t.call({ method: 'DELETE', url: `${objectUrl}/attachment/${doc.id}`, ...editor });
    expect(res.statusCode).toBe(200);
    expect(dataOf<Doc>(res)).toMatchObject({ id: doc.id, name: 'weg.pdf' });
    expect(await first(t.db, sql`select 1 from files where id = ${doc.file_id}`)).toBeUndefined();
    expect((await t.call({ url: `${objectUrl}/attachment/${doc.id}`, ...editor })).statusCode).toBe(404);
    const entries = await first<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log where subject_type = 'attachment' and subject_id = ${doc.id}`);
    expect(entries).toEqual({ n: 2 });
  });

  it('takes the documents with their owner when a type is deleted', async () => {
    const kind = await made(t, admin, '/v1/type', { name: 'Weg', geo_type: 'point' });
    const doc = await uploaded(`/v1/type/${kind.id}`, PDF, 'a.pdf');
    expect((await t.call({ method: 'DELETE', url: `/v1/type/${kind.id}`, ...admin })).statusCode).toBe(200);
    expect(await first(t.db, sql`select 1 from files where id = ${doc.file_id}`)).toBeUndefined();
  });
});
