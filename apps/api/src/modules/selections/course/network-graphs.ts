/**
 * The graph of each network's lines, kept in this process and built again only when the lines
 * changed. Every change of the network's map raises networks.map_version (0008's triggers), so
 * a graph asked at the version it was built at is fresh at the cost of one lookup by key; after
 * another change the lines' mark (how many live lines, the last change of any line, deleted
 * ones too) says whether the change touched the lines or only points, values or types, and only
 * then are the lines read and the graph built again. Builds of one network at once share one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { databaseId } from '../../../auth/database-id';
import { first, rows } from '../../../db/sql';
import { TtlCache } from '../../../lib/ttl-cache';
import { buildGraph, type NetworkGraph, type Position } from './graph';

export interface NetworkLines {
  graph: NetworkGraph;
  /** the last change of any of the network's lines (null: it has none): a course worked out before it is stale */
  changedAt: string | null;
}

interface Entry extends NetworkLines { version: number; mark: string }

/** A graph of 10,000 lines takes a few MB: a few dozen networks at most, an hour unused. */
const graphs = new TtlCache<string, Promise<Entry>>(60 * 60_000, 40);
/** The builds under way, by network and version: requests that come meanwhile wait for the same one. */
const building = new Map<string, Promise<Entry>>();

const linesOf = (networkId: number) => sql`map_objects o join map_object_types t on t.id = o.map_object_type_id
  where o.network_id = ${networkId} and t.geo_type = 'linestring'`;

async function markOf(db: Db, networkId: number): Promise<{ mark: string; changedAt: string | null }> {
  const row = await first<{ n: number; changed: string | null }>(db,
    sql`select count(*) filter (where o.deleted_at is null)::int as n, max(o.updated_at) as changed from ${linesOf(networkId)}`);
  return { mark: `${row?.n ?? 0}/${row?.changed ?? ''}`, changedAt: row?.changed ?? null };
}

async function build(db: Db, networkId: number, version: number): Promise<Entry> {
  const { mark, changedAt } = await markOf(db, networkId);
  const lines = await rows<{ id: number; geometry: { coordinates: Position[] } }>(db,
    sql`select o.id, o.geometry from ${linesOf(networkId)} and o.deleted_at is null and o.geometry ->> 'type' = 'LineString' order by o.id`);
  return { version, mark, changedAt, graph: buildGraph(lines.map((l) => ({ id: l.id, coordinates: l.geometry.coordinates }))) };
}

/** The last change of the network's lines (null: it has none), from the graph when it is fresh, else asked. */
export async function linesChangedAt(db: Db, networkId: number): Promise<string | null> {
  const held = graphs.get(`${databaseId(db)}:${networkId}`);
  const entry = held ? await held.catch(() => undefined) : undefined;
  if (entry && entry.version === await versionOf(db, networkId)) return entry.changedAt;
  return (await markOf(db, networkId)).changedAt;
}

const versionOf = async (db: Db, networkId: number) =>
  Number((await first<{ v: string | number }>(db, sql`select map_version as v from networks where id = ${networkId}`))?.v ?? 0);

/** The network's graph as its lines are now. */
export async function networkGraph(db: Db, networkId: number): Promise<NetworkLines> {
  const key = `${databaseId(db)}:${networkId}`;
  const version = await versionOf(db, networkId);
  const held = graphs.get(key);
  const entry = held ? await held.catch(() => undefined) : undefined;
  if (entry && entry.version === version) return entry;
  if (entry && (await markOf(db, networkId)).mark === entry.mark) {
    entry.version = version;
    graphs.set(key, Promise.resolve(entry));
    return entry;
  }
  const under = building.get(`${key}@${version}`);
  if (under) return under;
  const made = build(db, networkId, version);
  building.set(`${key}@${version}`, made);
  graphs.set(key, made);
  made.then(() => building.delete(`${key}@${version}`), () => {
    building.delete(`${key}@${version}`);
    graphs.delete(key);
  });
  return made;
}
