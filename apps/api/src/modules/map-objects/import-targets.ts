/**
 * Which live object a feature of an import is about, so an export brought back in updates the
 * objects it came from instead of making copies: the feature's `id` (or its property `id`) when
 * that is a live object of this network and of the import's type; else its property `code` when
 * a live object of that type has that code; otherwise none (a new object). Read in one query for
 * the whole file.
 */
import { sql } from 'drizzle-orm';
import type { Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';

/** A live object an import may update. */
export interface ImportTarget { id: number; code: string }

/** What a feature names an object by: its id and its code, each if it has one. */
export interface FeatureKeys { id: number | null; code: string | null }

const recordOf = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? Object.fromEntries(Object.entries(v)) : {});

const idOf = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** The id and code a feature (or a CSV row made into one) names. */
export function keysOf(feature: unknown): FeatureKeys {
  const f = recordOf(feature);
  const p = recordOf(f.properties);
  const code = typeof p.code === 'string' && p.code.trim() !== '' ? p.code.trim() : null;
  return { id: idOf(f.id) ?? idOf(p.id), code };
}

/** The live objects of type `typeId` in the network that the keys name, found by id and by code. */
export async function importTargets(tx: Db, s: Scoped, typeId: number, keys: readonly FeatureKeys[]) {
  const ids = [...new Set(keys.flatMap((k) => (k.id === null ? [] : [k.id])))];
  const codes = [...new Set(keys.flatMap((k) => (k.code === null ? [] : [k.code])))];
  const found = ids.length || codes.length
    ? await rows<ImportTarget>(tx, sql`select id, code from map_objects
      where network_id = ${s.networkId} and map_object_type_id = ${typeId} and deleted_at is null
        and (id in (select x::int from json_array_elements_text(${JSON.stringify(ids)}::json) x)
          or code in (select x from json_array_elements_text(${JSON.stringify(codes)}::json) x))`)
    : [];
  const byId = new Map(found.map((o) => [o.id, o]));
  const byCode = new Map(found.map((o) => [o.code, o]));
  /** The object a feature updates; undefined: it is a new one. */
  return (k: FeatureKeys): ImportTarget | undefined => (k.id === null ? undefined : byId.get(k.id)) ?? (k.code === null ? undefined : byCode.get(k.code));
}
