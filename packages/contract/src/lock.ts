/**
 * The lock setting of a network's map objects and actions (`lock_mapobject_{networkId}`,
 * `lock_action_{networkId}`), decided in one place: `none` lets anyone who may write change a
 * row, `user` only the one who made it, `team` only members of the row's team; a network's
 * administrator always. A refusal is a message code for the 403's detail, which the route
 * completes with who may. Pure: the caller reads the setting (contract kv.ts toLockValue: an
 * unreadable entry is none) and the caller's teams.
 */
import type { LockValue } from './kv';
import type { MessageCode } from './messages';

export interface LockedRow {
  createdBy: number | null;
  teamId: number | null;
}

export interface Editor {
  userId: number;
  /** The editor's teams on the row's network. */
  teamIds: ReadonlySet<number>;
  /** module-admin on the network, or super admin. */
  isNetworkAdmin: boolean;
}

/** Why `editor` may not change `row` under `lock`, or null when they may. */
export function lockRefusal(lock: LockValue, row: LockedRow, editor: Editor): Extract<MessageCode, `lock.${string}`> | null {
  if (editor.isNetworkAdmin || lock === 'none') return null;
  if (lock === 'user') return row.createdBy === editor.userId ? null : 'lock.creator_only';
  return row.teamId !== null && editor.teamIds.has(row.teamId) ? null : 'lock.team_only';
}
