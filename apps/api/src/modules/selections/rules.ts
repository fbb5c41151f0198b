/**
 * What a write of a selection is checked against, read in the write's transaction: its type
 * (ordered or not, shared by the network or not, the attributes its values are checked against,
 * the object types that may join it) and who may change it. A selection of an `is_network` type
 * is the network's: any editor of selections may change it. Any other is its creator's and their
 * team's: others may read it, not change it (403 `selection.not_owner`). Either way the network's
 * lock setting of selections (`lock_mapobjectselections_{networkId}`) then applies, as the map
 * objects' does; a network administrator passes both.
 */
import { sql } from 'drizzle-orm';
import type { AttributeType } from '@console/contract/attributes';
import type { AuthContext, Scoped } from '../../auth/scope';
import type { Db } from '../../db/client';
import { first, rows } from '../../db/sql';
import type { AttributeRule } from '../../lib/attribute-values';
import { forbidden } from '../../lib/errors';
import { callerTeams, checkLock } from '../map-objects/rules';

export type Caller = AuthContext & Scoped;

export interface SelectionTypeRules {
  id: number;
  name: string;
  isOrdered: boolean;
  isNetwork: boolean;
  attributes: AttributeRule[];
  /** the map object types that may join, by id, with their names (a refusal names the type) */
  objectTypes: ReadonlyMap<number, string>;
}

interface TypeRow {
  id: number;
  name: string;
  is_ordered: boolean;
  is_network: boolean;
  attributes: { id: number; type: AttributeType; lookups: number[] | null }[] | null;
}

/** The selection type `typeId` of the network with its rules; undefined when the network has none such. */
export async function selectionTypeRules(tx: Db, typeId: number, s: Scoped): Promise<SelectionTypeRules | undefined> {
  // `for share`: the type and its links cannot change or go until the write commits.
  const row = await first<TypeRow>(tx, sql`select st.id, st.name, st.is_ordered, st.is_network,
      (select json_agg(json_build_object('id', a.id, 'type', a.type, 'lookups', (select json_agg(l.id) from lookup_values l where l.attribute_id = a.id)))
        from selection_type_attributes sa join attributes a on a.id = sa.attribute_id where sa.selection_type_id = st.id) as attributes
    from selection_types st where st.id = ${typeId} and st.network_id = ${s.networkId} for share`);
  if (!row) return undefined;
  const types = await rows<{ id: number; name: string }>(tx, sql`select t.id, t.name from map_object_type_selections ts
    join map_object_types t on t.id = ts.map_object_type_id where ts.selection_type_id = ${typeId}`);
  return {
    id: row.id,
    name: row.name,
    isOrdered: row.is_ordered,
    isNetwork: row.is_network,
    attributes: (row.attributes ?? []).map((a) => ({ id: a.id, type: a.type, required: false, defaultValue: null, lookupIds: new Set(a.lookups ?? []) })),
    objectTypes: new Map(types.map((t) => [t.id, t.name])),
  };
}

/**
 * 403 unless the caller may change `row` (a selection of `type`): the selection's owner (not of
 * a network type: its creator or a member of its team), then the lock setting of selections.
 */
export async function checkMayChange(tx: Db, row: { created_by: number | null; team_id: number | null }, type: Pick<SelectionTypeRules, 'isNetwork'>, caller: Caller): Promise<void> {
  if (!type.isNetwork && !caller.networkAdmin && row.created_by !== caller.user.id) {
    const teams = await callerTeams(tx, caller.user.id, caller);
    if (row.team_id === null || !teams.includes(row.team_id)) throw forbidden('selection.not_owner');
  }
  await checkLock(tx, 'mapobjectselections', row, caller);
}
