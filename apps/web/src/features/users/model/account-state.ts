/**
 * A user's account as the screens show it: active or deactivated, and "Uitgenodigd"
 * until the first sign-in, the last sign-in after it.
 */
import { filterKey } from '@console/contract/list-query';
import type { User } from '@console/contract/users';

type AccountFields = Pick<User, 'active' | 'invited_at' | 'last_sign_in_at'>;

/** What the sign-in column says: the last sign-in, invited (never signed in yet), or nothing known. */
export type SignInState = { kind: 'signed_in'; at: string } | { kind: 'invited' } | { kind: 'never' };

export function signInState(user: AccountFields): SignInState {
  if (user.last_sign_in_at) return { kind: 'signed_in', at: user.last_sign_in_at };
  return user.invited_at ? { kind: 'invited' } : { kind: 'never' };
}

/** The list's status filter, as the URL keeps it (?status=active|deactivated). */
export type StatusFilter = 'all' | 'active' | 'deactivated';

export const statusFilterOf = (value: string | null): StatusFilter =>
  (value === 'active' || value === 'deactivated' ? value : 'all');

/** The API's query of a status filter: `filter[active]`, none for all. */
export const statusQuery = (status: StatusFilter): Record<string, string> | undefined =>
  (status === 'all' ? undefined : { [filterKey('active')]: String(status === 'active') });

export function matchesStatus(user: Pick<User, 'active'>, filter: StatusFilter): boolean {
  return filter === 'all' || (filter === 'active') === user.active;
}
