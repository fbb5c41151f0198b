/** The order of an object's actions in its panel: the open ones first, each group newest first. */
import type { Action } from '@console/contract/actions';

export function openFirst<A extends Pick<Action, 'id' | 'closed_at'>>(actions: readonly A[]): A[] {
  const closed = (a: A) => (a.closed_at === null ? 0 : 1);
  return [...actions].sort((a, b) => closed(a) - closed(b) || b.id - a.id);
}
