/**
 * A change of a selection's members made from those it holds (an addition, a removal, the
 * original client's sync), on either side: the selection's objects or an object's selections.
 * Each is held, checked (whose it is, the lock, the members from where the change starts) and
 * audited as an update of the selection with `objects` before and after; a change that changes
 * nothing writes nothing.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { Refusals } from '../../lib/refusals';
import { liveSelections } from './live';
import { checkMembers, storedMembers, writeMembers, type MemberCheck } from './members';
import type { Caller } from './rules';
import { heldForChange, memberChanges } from './write';

/** The members after an addition of `sent`: a set takes the new ones once; a route appends them all. */
export function added(stored: readonly number[], sent: readonly number[], ordered: boolean): number[] {
  if (ordered) return [...stored, ...sent];
  const held = new Set(stored);
  return [...stored, ...[...new Set(sent)].filter((id) => !held.has(id))];
}

/** What a change makes of the stored members: the new list, checked from `from` on. */
export type MembersChange = (stored: number[], ordered: boolean) => { ids: number[]; from: number };

/** Changes the members of selection `id` as `next` makes them from those stored; audited. */
export async function changeMembers(tx: Db, req: FastifyRequest, s: Caller, id: number, check: Pick<MemberCheck, 'fieldOf'>, next: MembersChange): Promise<void> {
  const { type } = await heldForChange(tx, req, s, id);
  const stored = await storedMembers(tx, id);
  const { ids, from } = next(stored, type.isOrdered);
  const refusals = new Refusals();
  await checkMembers(tx, ids, type, s, refusals, { ...check, from });
  if (refusals.any) throw refusals.refuse();
  const changes = memberChanges(stored, ids);
  if (!Object.keys(changes).length) return;
  await writeMembers(tx, id, ids, s);
  await liveSelections.update(tx, id, {});
  await audit(tx, req, { action: 'update', subjectType: 'selection', subjectId: id, changes });
}
