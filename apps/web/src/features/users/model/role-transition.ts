/**
 * The user-to-network link rule of spec section 4: choosing no access removes the link,
 * choosing a role where no link exists adds it, choosing another role updates it.
 */

/** What a role select's change means for the link; `null` is no access. */
export type RoleTransition = 'add' | 'update' | 'remove' | 'none';

/** The call a change from `current` to `next` role needs (null: no access). */
export function roleTransition(current: number | null, next: number | null): RoleTransition {
  if (current === next) return 'none';
  if (next === null) return 'remove';
  if (current === null) return 'add';
  return 'update';
}
