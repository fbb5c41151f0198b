/**
 * Dependent selects in a form (the helpdesk and recreational-routes integrations): a choice
 * that depends on a parent (the action types of a map object type, the attributes of an action
 * type) is kept only while the parent's new list still offers it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { linksOptions, type LinkSource } from '../resource/link-api';

/** The fields of `chosen` whose id is absent from `available`, set to null (the fields to clear). */
export function clearAbsent<K extends string>(chosen: Readonly<Record<K, number | null | undefined>>, available: readonly { id: number }[]): Partial<Record<K, null>> {
  const ids = new Set(available.map((row) => row.id));
  const cleared: Partial<Record<K, null>> = {};
  for (const field of Object.keys(chosen).filter((k): k is K => k in chosen)) {
    const id = chosen[field];
    if (id !== null && id !== undefined && !ids.has(id)) cleared[field] = null;
  }
  return cleared;
}

/**
 * After the parent select changed to `next`: the rows `source` links to it (none for null),
 * through the query cache; null when the parent has changed again meanwhile (`currentParent`
 * reads the form's value now), as that later change reloads for itself.
 */
export async function offeredAfterChange<L extends { id: number }>(
  queryClient: QueryClient, source: LinkSource<L>, next: number | null, currentParent: () => number | null | undefined,
): Promise<L[] | null> {
  const offered = next === null ? [] : await queryClient.fetchQuery(linksOptions(source, next));
  return currentParent() === next ? offered : null;
}
