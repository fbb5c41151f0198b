/**
 * The first calls of the objects list (lib/screen-calls.ts): a fresh page at its address starts
 * them with its first chunk (app/early-calls.ts), and its route loader on a navigation: the
 * count and the page of the URL's view, type and status.
 */
import { listFirstCalls } from '../../components/list-table/list-calls';
import { paths } from '../../lib/paths';
import type { ScreenCalls } from '../../lib/screen-calls';
import { objectsPlace } from './api/calls';
import { filtersOf } from './components/object-filters-url';

export const mapObjectsFirstCalls: readonly ScreenCalls[] = [
  { route: paths.mapObjects, calls: (at) => listFirstCalls(objectsPlace(filtersOf(at.search)), at) },
];
