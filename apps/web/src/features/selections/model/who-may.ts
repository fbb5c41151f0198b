/**
 * Whether the signed-in user may change a selection, by the rule the API enforces
 * (docs/selections.md, "Whose a selection is"): a network's administrator always; otherwise
 * `module-selections`; then a selection of a type not shared with the whole network
 * (`is_network`) only by its creator and the members of its team; and then, for every
 * selection, the network's lock on selections (contract lock.ts,
 * `lock_mapobjectselections_{networkId}`). Pure: the reason shown when not, as an i18n key.
 */
import type { LockValue } from '@console/contract/kv';
import { lockRefusal } from '@console/contract/lock';
import type { Selection } from '@console/contract/selections';

export interface EditorFacts {
  userId: number | null;
  /** module-admin on the network, or super admin. */
  networkAdmin: boolean;
  /** module-selections on the network. */
  mayEditSelections: boolean;
  teamIds: readonly number[];
}

/** The i18n key of why the selection is read-only; null when the user may change it. */
export function readOnlyReason(lock: LockValue, selection: Pick<Selection, 'is_network' | 'created_by' | 'team_id'>, facts: EditorFacts): string | null {
  if (facts.userId === null) return 'selections.lock.unknown_user';
  if (facts.networkAdmin) return null;
  if (!facts.mayEditSelections) return 'selections.lock.no_permission';
  const teamIds = new Set(facts.teamIds);
  const own = selection.created_by === facts.userId || (selection.team_id !== null && teamIds.has(selection.team_id));
  if (!selection.is_network && !own) return 'selections.lock.owner_only';
  const refusal = lockRefusal(lock, { createdBy: selection.created_by, teamId: selection.team_id }, { userId: facts.userId, teamIds, isNetworkAdmin: false });
  return refusal === null ? null : `selections.${refusal}`;
}
