/**
 * The lock settings of a network (spec section 4): per kind (map objects, map object
 * selections, actions) a key-value entry holding none, user or team; none means "no entry".
 */
import { LOCK_KINDS, LOCK_VALUES, toLockValue, type LockKind, type LockValue } from '@console/contract/kv';

/** What saving one lock setting does to its key-value entry. */
export type LockAction = 'create' | 'update' | 'delete' | 'none';

/** A network's lock settings by kind; null: no entry stored. */
export type NetworkLocks = Record<LockKind, LockValue | null>;

/**
 * The spec's rule: an entry existed and the new value is none → delete it; an entry existed
 * otherwise → update it; no entry and the new value is not none → create it; else nothing.
 * `current` is the stored value, null when there is no entry.
 */
export function lockAction(current: LockValue | null, next: LockValue): LockAction {
  if (current !== null) return next === 'none' ? 'delete' : 'update';
  return next === 'none' ? 'none' : 'create';
}

/** What the screens show and the edit form starts from: no entry is none. */
export function shownLockValue(stored: LockValue | null | undefined): LockValue {
  return stored ?? 'none';
}

/** Locks with no entries at all: what a failed read amounts to. */
export function noLocks(): NetworkLocks {
  return { mapobject: null, mapobjectselections: null, action: null };
}

export { LOCK_KINDS, LOCK_VALUES, toLockValue };
