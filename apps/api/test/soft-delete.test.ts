/**
 * The soft-delete kit (lib/soft-delete) over tables of its own, as a new resource would use it:
 * a live row is held for a change and found only in its network and while not deleted; a change
 * writes its columns, its geometry's box and a new version; a delete and a restore are recorded;
 * children are listed, made, changed and deleted only under a live parent of the network (404
 * otherwise), each write recorded on the child naming its parent; the same child kit under a
 * plain parent (lib/network-rows.ts), deleted for good.
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditSubject } from '@console/contract/audit';
import { listQuery } from '@console/contract/envelope';
import { z } from 'zod';
import { first, rows } from '../src/db/sql';
import type { Actor } from '../src/lib/audit';
import { HttpError } from '../src/lib/errors';
import { checkGeometry, type CheckedGeometry } from '../src/lib/geometry/check';
import { childRows } from '../src/lib/child-rows';
import { networkRows } from '../src/lib/network-rows';
import { liveRows } from '../src/lib/soft-delete/live-rows';
import { build } from './helpers/app';

const t = await build();
// The test tables' audit subjects: not among the API's own (AUDIT_SUBJECTS), so cast.
const KIT_ROUTE = 'kit_route' as AuditSubject;
const KIT_SIGN = 'kit_sign' as AuditSubject;
const KIT_NOTE = 'kit_note' as AuditSubject;
const here = { tenantId: 1, networkId: 10 };
const elsewhere = { tenantId: 2, networkId: 20 };
const who: Actor = { userId: null, userName: 'kit', tenantId: here.tenantId, networkId: here.networkId };

interface Route { id: number; name: string | null; created_by: number | null; geometry: unknown; deleted_at: string | null; updated_at: string }
interface Sign { id: number; text: string; created_by: number | null }

const routes = liveRows<Route>({ table: 'kit_routes', subject: KIT_ROUTE, columns: ['id', 'name', 'created_by', 'geometry', 'deleted_at', 'updated_at'], box: 'with-length' });
const signSchema = z.object({ id: z.number(), route_id: z.number(), text: z.string() });
const signs = childRows<Route, 'id' | 'created_by', Sign>({
  parent: routes, parentColumns: ['id', 'created_by'], table: 'kit_signs', alias: 's', parentColumn: 'route_id', subject: KIT_SIGN,
  shown: sql`s.id, s.route_id, s.text`, item: signSchema, columns: ['text', 'created_by'], unaudited: ['created_by'], stamped: true,
});

interface Board { id: number; name: string }
interface Note { id: number; text: string }
const boards = networkRows<Board>({ table: 'kit_boards' });
const notes = childRows<Board, 'id' | 'name', Note>({
  parent: boards, parentColumns: ['id', 'name'], table: 'kit_notes', alias: 'n', parentColumn: 'board_id', subject: KIT_NOTE,
  shown: sql`n.id, n.board_id, n.text`, item: z.object({ id: z.number(), board_id: z.number(), text: z.string() }), columns: ['text'],
});

beforeAll(async () => {
  await t.db.execute(sql`create table kit_boards (id serial primary key, tenant_id integer not null, network_id integer not null, name text not null)`);
  await t.db.execute(sql`create table kit_notes (id serial primary key, tenant_id integer not null, network_id integer not null,
    board_id integer not null references kit_boards on delete cascade, text text not null)`);
  await t.db.execute(sql`create table kit_routes (id serial primary key, tenant_id integer not null, network_id integer not null, name text,
    created_by integer, geometry jsonb, min_lon double precision, min_lat double precision, max_lon double precision, max_lat double precision,
    length_m double precision, updated_at timestamptz not null default now(), deleted_at timestamptz)`);
  await t.db.execute(sql`create table kit_signs (id serial primary key, tenant_id integer not null, network_id integer not null,
    route_id integer not null, text text not null, created_by integer, updated_at timestamptz not null default now())`);
});

const makeRoute = async (s = here) => (await first<{ id: number }>(t.db, sql`insert into kit_routes (tenant_id, network_id, name, created_by)
  values (${s.tenantId}, ${s.networkId}, 'Rondje', 7) returning id`))?.id ?? 0;
const entries = (subject: string, id: number) => rows<{ action: string; changes: Record<string, unknown[]> | null }>(t.db,
  sql`select action, changes from audit_log where subject_type = ${subject} and subject_id = ${id} order by id`);
const statusOf = async (work: Promise<unknown>) => work.then(() => 200, (e: unknown) => (e instanceof HttpError ? e.status : 500));
const line = checkGeometry({ type: 'LineString', coordinates: [[5, 52], [5.01, 52.02]] }, 'linestring') as CheckedGeometry;

describe('a table of soft-deleted rows', () => {
  it('holds a live row of the network for a change, and answers 404 for one deleted, absent or of another network', async () => {
    const id = await makeRoute();
    const other = await makeRoute(elsewhere);
    await t.db.transaction(async (tx) => expect(await routes.held(tx, id, here)).toMatchObject({ id, name: 'Rondje', deleted_at: null }));
    expect(await statusOf(t.db.transaction((tx) => routes.held(tx, other, here)))).toBe(404);
    expect(await statusOf(t.db.transaction((tx) => routes.held(tx, 999999, here)))).toBe(404);
    expect(await statusOf(routes.live(t.db, other, here, ['id']))).toBe(404);
    expect(await routes.live(t.db, id, here, ['created_by'])).toEqual({ created_by: 7 });
  });

  it('writes a change with its geometry\'s box and length and a new version', async () => {
    const id = await makeRoute();
    const before = await first<{ updated_at: string }>(t.db, sql`select updated_at from kit_routes where id = ${id}`);
    await t.db.transaction((tx) => routes.update(tx, id, { name: 'Lus', created_by: undefined }, line));
    const after = await first<Record<string, unknown>>(t.db, sql`select name, created_by, geometry, min_lon, min_lat, max_lon, max_lat, length_m, updated_at from kit_routes where id = ${id}`);
    expect(after).toMatchObject({ name: 'Lus', created_by: 7, geometry: line.geometry, min_lon: 5, min_lat: 52, max_lon: 5.01, max_lat: 52.02 });
    expect(Number(after?.length_m)).toBeCloseTo(line.lengthM ?? 0, 3);
    expect(after?.updated_at).not.toBe(before?.updated_at);
  });

  it('refuses a change made on an older version (409) and lets one made on the current version pass', async () => {
    const id = await makeRoute();
    const old = await t.db.transaction((tx) => routes.held(tx, id, here));
    await t.db.transaction((tx) => routes.update(tx, id, { name: 'Nieuw' }));
    const present = async () => JSON.stringify({ data: { id } });
    const stale = t.db.transaction(async (tx) => routes.checkVersion(tx, who, await routes.held(tx, id, here), old.updated_at, present));
    expect(await statusOf(stale)).toBe(409);
    const current = t.db.transaction(async (tx) => {
      const row = await routes.held(tx, id, here);
      await routes.checkVersion(tx, who, row, row.updated_at, present);
    });
    expect(await statusOf(current)).toBe(200);
  });

  it('deletes softly and restores, each recorded; a deleted row is found only when asked for', async () => {
    const id = await makeRoute();
    await t.db.transaction(async (tx) => routes.softDelete(tx, who, await routes.held(tx, id, here)));
    expect(await statusOf(routes.live(t.db, id, here, ['id']))).toBe(404);
    expect((await routes.find(t.db, id, here, ['id']))?.deleted_at).not.toBeNull();
    await t.db.transaction(async (tx) => routes.restore(tx, who, await routes.held(tx, id, here, { deleted: true })));
    expect(await routes.live(t.db, id, here, ['id'])).toEqual({ id });
    const [deleted, restored] = await entries(KIT_ROUTE, id);
    expect(deleted).toMatchObject({ action: 'delete', changes: { deleted_at: [null, expect.any(String)] } });
    expect(restored).toMatchObject({ action: 'restore', changes: { deleted_at: [expect.any(String), null] } });
  });
});

describe('children under a live parent', () => {
  const app = Fastify();
  app.get<{ Params: { id: string } }>('/routes/:id/signs', (req, reply) => signs.list(reply, t.db, listQuery.parse(req.query), Number(req.params.id), here));
  const listed = async (parent: number) => {
    const res = await app.inject({ url: `/routes/${parent}/signs` });
    return { status: res.statusCode, texts: res.statusCode === 200 ? (res.json() as { data: Sign[] }).data.map((s) => s.text) : [] };
  };
  const add = (parent: number, text: string, s = here) => t.db.transaction((tx) => signs.create(tx, who, parent, s, () => ({ text, created_by: 3 })));

  it('lists, makes, changes and deletes the children of a live parent, each recorded naming the parent', async () => {
    const route = await makeRoute();
    const id = await add(route, 'Links af');
    await add(route, 'Rechtdoor');
    expect(await listed(route)).toEqual({ status: 200, texts: ['Links af', 'Rechtdoor'] });
    await t.db.transaction((tx) => signs.update(tx, who, route, id, here, { text: 'Rechts af' }));
    expect(JSON.parse(await signs.read(t.db, route, id, here))).toEqual({ data: { id, route_id: route, text: 'Rechts af' } });
    const shown = await t.db.transaction((tx) => signs.remove(tx, who, route, id, here));
    expect(JSON.parse(shown)).toEqual({ data: { id, route_id: route, text: 'Rechts af' } });
    expect(await listed(route)).toEqual({ status: 200, texts: ['Rechtdoor'] });
    expect(await entries(KIT_SIGN, id)).toEqual([
      { action: 'create', changes: { route_id: [null, route], text: [null, 'Links af'] } },
      { action: 'update', changes: { text: ['Links af', 'Rechts af'] } },
      { action: 'delete', changes: { route_id: [route, null], text: ['Rechts af', null] } },
    ]);
  });

  it('answers 404 under a deleted parent, a parent of another network and a child of another parent', async () => {
    const route = await makeRoute();
    const sign = await add(route, 'Stop');
    const other = await makeRoute();
    expect(await statusOf(t.db.transaction((tx) => signs.remove(tx, who, other, sign, here)))).toBe(404);
    expect(await statusOf(signs.read(t.db, route, sign, elsewhere))).toBe(404);
    await t.db.transaction(async (tx) => routes.softDelete(tx, who, await routes.held(tx, route, here)));
    expect((await listed(route)).status).toBe(404);
    expect(await statusOf(add(route, 'Nog een'))).toBe(404);
    expect(await statusOf(signs.read(t.db, route, sign, here))).toBe(404);
    expect(await statusOf(t.db.transaction((tx) => signs.update(tx, who, route, sign, here, { text: 'x' })))).toBe(404);
    expect(await statusOf(t.db.transaction((tx) => signs.remove(tx, who, route, sign, here)))).toBe(404);
    expect(await first(t.db, sql`select 1 from kit_signs where id = ${sign}`)).toBeTruthy();
  });

  it('gives a write\'s check the child and its parent, and writes nothing when the check refuses', async () => {
    const route = await makeRoute();
    const sign = await add(route, 'Let op');
    const seen: unknown[] = [];
    const refused = t.db.transaction((tx) => signs.remove(tx, who, route, sign, here, (held) => {
      seen.push(held);
      throw new HttpError(403, { kind: 'detail', code: 'forbidden' });
    }));
    expect(await statusOf(refused)).toBe(403);
    expect(seen).toEqual([{ parent: { id: route, created_by: 7 }, child: { id: sign, text: 'Let op', created_by: 3 } }]);
    expect(await first(t.db, sql`select 1 from kit_signs where id = ${sign}`)).toBeTruthy();
  });
});

describe('children under a plain parent', () => {
  const makeBoard = async (s = here) => (await first<{ id: number }>(t.db, sql`insert into kit_boards (tenant_id, network_id, name)
    values (${s.tenantId}, ${s.networkId}, 'Bord') returning id`))?.id ?? 0;
  const add = (board: number, text: string, s = here) => t.db.transaction((tx) => notes.create(tx, who, board, s, () => ({ text })));

  it('lists, makes, changes and deletes the children of a row of the network, each recorded naming the parent', async () => {
    const board = await makeBoard();
    const id = await add(board, 'Gras maaien');
    await add(board, 'Bord schoonmaken');
    expect(JSON.parse(await notes.read(t.db, board, id, here))).toEqual({ data: { id, board_id: board, text: 'Gras maaien' } });
    const seen: unknown[] = [];
    await t.db.transaction((tx) => notes.update(tx, who, board, id, here, { text: 'Gras maaien, ook de berm' }, (held) => { seen.push(held.parent); }));
    expect(seen).toEqual([{ id: board, name: 'Bord' }]);
    await t.db.transaction((tx) => notes.remove(tx, who, board, id, here));
    expect((await rows<{ text: string }>(t.db, sql`select text from kit_notes where board_id = ${board}`)).map((n) => n.text)).toEqual(['Bord schoonmaken']);
    expect(await entries(KIT_NOTE, id)).toEqual([
      { action: 'create', changes: { board_id: [null, board], text: [null, 'Gras maaien'] } },
      { action: 'update', changes: { text: ['Gras maaien', 'Gras maaien, ook de berm'] } },
      { action: 'delete', changes: { board_id: [board, null], text: ['Gras maaien, ook de berm', null] } },
    ]);
  });

  it('answers 404 under a parent of another network and under one deleted for good', async () => {
    const board = await makeBoard();
    const note = await add(board, 'Paal rechtzetten');
    const other = await makeBoard(elsewhere);
    expect(await statusOf(add(other, 'Niet hier'))).toBe(404);
    expect(await statusOf(notes.read(t.db, board, note, elsewhere))).toBe(404);
    expect(await statusOf(t.db.transaction((tx) => notes.update(tx, who, other, note, here, { text: 'x' })))).toBe(404);
    await t.db.execute(sql`delete from kit_boards where id = ${board}`);
    expect(await statusOf(add(board, 'Nog een'))).toBe(404);
    expect(await statusOf(notes.read(t.db, board, note, here))).toBe(404);
    expect(await first(t.db, sql`select 1 from kit_notes where board_id = ${other}`)).toBeUndefined();
  });
});
