/**
 * The writes of selections, each one transaction with its checks and its audit entry (subject
 * `selection`, the members as `objects` with their before and after): create, change (PUT and
 * PATCH alike: what is sent changes; `objects` replaces the members), delete (soft) and restore.
 * A change, a delete and a restore meet who may change the selection first (rules.ts); every
 * 400 names all the fields that are wrong at once.
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { SelectionCreate, SelectionUpdate } from '@console/contract/selections';
import type { Db } from '../../db/client';
import { first } from '../../db/sql';
import { audit, diff, type Changes } from '../../lib/audit';
import { fieldError, notFound } from '../../lib/errors';
import { Refusals } from '../../lib/refusals';
import { SELECTION_VALUES, storedValues, valueChanges, writeValues } from '../../lib/value-rows';
import { valuesAndTeam } from '../map-objects/rules';
import { liveSelections, type SelectionRow } from './live';
import { checkMembers, storedMembers, writeMembers } from './members';
import { showSelection } from './presenter';
import { checkMayChange, selectionTypeRules, type Caller, type SelectionTypeRules } from './rules';

/** The members' change for the audit entry: `objects` with the list before and after, when it differs. */
export const memberChanges = (before: readonly number[], after: readonly number[]): Changes =>
  before.length === after.length && before.every((id, i) => after[i] === id) ? {} : { objects: [before.length ? before : null, after.length ? after : null] };

/** Creates a selection of the network; its id. */
export async function createSelection(tx: Db, req: FastifyRequest, caller: Caller, body: SelectionCreate): Promise<number> {
  const type = await selectionTypeRules(tx, body.selection_type_id, caller);
  if (!type) throw fieldError('selection_type_id', 'relation.unknown');
  const refusals = new Refusals();
  const { values, team = null } = await valuesAndTeam(tx, body, type.attributes, caller, refusals, 'create');
  const objects = body.objects ?? [];
  await checkMembers(tx, objects, type, caller, refusals);
  if (refusals.any) throw refusals.refuse();
  const row = { selection_type_id: type.id, name: body.name, description: body.description ?? null, created_by: caller.user.id, team_id: team };
  const made = await first<{ id: number }>(tx, sql`insert into selections (tenant_id, network_id, selection_type_id, name, description, created_by, team_id)
    values (${caller.tenantId}, ${caller.networkId}, ${row.selection_type_id}, ${row.name}, ${row.description}, ${row.created_by}, ${row.team_id}) returning id`);
  if (!made) throw new Error('no selection made');
  await writeValues(tx, SELECTION_VALUES, made.id, values, caller);
  if (objects.length) await writeMembers(tx, made.id, objects, caller);
  await audit(tx, req, { action: 'create', subjectType: 'selection', subjectId: made.id, changes: { ...diff(null, row), ...valueChanges(new Map(), values), ...memberChanges([], objects) } });
  return made.id;
}

/** The selection `id` held for a change, on the version the request names, its type, and the caller's right to change it. */
export async function heldForChange(tx: Db, req: FastifyRequest, caller: Caller, id: number, sentVersion?: string): Promise<{ current: SelectionRow; type: SelectionTypeRules }> {
  const current = await liveSelections.held(tx, id, caller);
  await liveSelections.checkVersion(tx, req, current, sentVersion, (t) => showSelection(t, id, caller));
  const type = await selectionTypeRules(tx, current.selection_type_id, caller);
  if (!type) throw notFound();
  await checkMayChange(tx, current, type, caller);
  return { current, type };
}

/** Changes what `body` sends of selection `id`. */
export async function updateSelection(tx: Db, req: FastifyRequest, caller: Caller, id: number, body: SelectionUpdate): Promise<void> {
  const { current, type } = await heldForChange(tx, req, caller, id, body.updated_at);
  const refusals = new Refusals();
  if (body.selection_type_id !== undefined && body.selection_type_id !== current.selection_type_id) refusals.add('selection_type_id', 'field.fixed');
  const { values, team } = await valuesAndTeam(tx, body, type.attributes, caller, refusals, 'update');
  if (body.objects) await checkMembers(tx, body.objects, type, caller, refusals);
  if (refusals.any) throw refusals.refuse();

  const set = { name: body.name, description: body.description, team_id: team };
  const before = await storedValues(tx, SELECTION_VALUES, id);
  const membersBefore = body.objects ? await storedMembers(tx, id) : [];
  await liveSelections.update(tx, id, set);
  await writeValues(tx, SELECTION_VALUES, id, values, caller);
  if (body.objects) await writeMembers(tx, id, body.objects, caller);
  const { id: _id, created_by: _c, deleted_at: _d, selection_type_id: _t, updated_at: _u, ...kept } = current;
  const changes = { ...diff(kept, set), ...valueChanges(before, values), ...(body.objects ? memberChanges(membersBefore, body.objects) : {}) };
  await audit(tx, req, { action: 'update', subjectType: 'selection', subjectId: id, changes });
}

/** Deletes selection `id` (soft: it keeps its values, members and photos, and can be restored); If-Match: only the version read. */
export async function deleteSelection(tx: Db, req: FastifyRequest, caller: Caller, id: number): Promise<void> {
  const { current } = await heldForChange(tx, req, caller, id);
  await liveSelections.softDelete(tx, req, current);
}

/** Restores deleted selection `id`; one that is not deleted stays as it is. */
export async function restoreSelection(tx: Db, req: FastifyRequest, caller: Caller, id: number): Promise<void> {
  const current = await liveSelections.held(tx, id, caller, { deleted: true });
  if (current.deleted_at === null) return;
  const type = await selectionTypeRules(tx, current.selection_type_id, caller);
  if (!type) throw notFound();
  await checkMayChange(tx, current, type, caller);
  await liveSelections.restore(tx, req, current);
}
