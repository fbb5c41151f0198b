/**
 * Whether the signed-in user may change an object under the network's lock setting, decided
 * by the contract's rule (lock.ts, the same the API enforces), and the reason shown when not.
 */
import type { LockValue } from '@console/contract/kv';
import { lockRefusal, type Editor } from '@console/contract/lock';
import type { MapObject } from '@console/contract/map-objects';

export interface EditorFacts {
  userId: number | null;
  superAdmin: boolean;
  /** module-admin on the network (the network's own screen answers them). */
  networkAdmin: boolean;
  teamIds: readonly number[];
}

/** The i18n key of why the object is read-only; null when the user may change it. */
export function readOnlyReason(lock: LockValue, object: Pick<MapObject, 'created_by' | 'team_id'>, facts: EditorFacts): string | null {
  if (facts.userId === null) return 'map.lock.unknown_user';
  const editor: Editor = { userId: facts.userId, teamIds: new Set(facts.teamIds), isNetworkAdmin: facts.superAdmin || facts.networkAdmin };
  const refusal = lockRefusal(lock, { createdBy: object.created_by, teamId: object.team_id }, editor);
  return refusal === null ? null : `map.${refusal}`;
}
