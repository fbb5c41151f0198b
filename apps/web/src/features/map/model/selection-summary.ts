/** A selection in a line: route or set, its type, a route's length and gaps, or a set's count. */
import type { TFunction } from 'i18next';
import type { Selection } from '@console/contract/selections';
import { kilometres } from '../../../lib/kilometres';

type Summed = Pick<Selection, 'is_ordered' | 'selection_type_name' | 'object_count' | 'length_m' | 'gaps'>;

export function selectionSummary(selection: Summed, t: TFunction, language: string): string {
  if (!selection.is_ordered) return t('map.selections.set_summary', { type: selection.selection_type_name, count: selection.object_count });
  // A length not known (yet) is left out rather than shown as 0 km.
  const route = selection.length_m === null
    ? t('map.selections.route_type', { type: selection.selection_type_name })
    : t('map.selections.route_summary', { type: selection.selection_type_name, km: kilometres(selection.length_m, language) });
  return selection.gaps.length ? `${route}, ${t('map.selections.gaps', { count: selection.gaps.length })}` : route;
}
