/**
 * The first calls of the map (lib/screen-calls.ts): its route loader starts them on a
 * navigation, and a fresh page at its address with the first chunk (app/early-calls.ts): the
 * network's area, the types with their icons, the statuses, the network's lock settings, the counts, and
 * the object the address opens. Its chunk (MapLibre) starts with them.
 */
import { paths } from '../../lib/paths';
import type { ScreenCalls } from '../../lib/screen-calls';
import { networkLocksCall } from '../../lib/shared-calls';
import { countsCall, networkAreaCall, objectCall, statusesCall, typesCall } from './api/calls';
import { objectOf } from './model/map-url';

/** The map screen's chunk: the route's `lazy` and a fresh page's first calls load it. */
export const loadMapPage = () => import('./routes/map-page');

export const mapFirstCalls: readonly ScreenCalls[] = [
  {
    route: paths.map,
    code: loadMapPage,
    calls: ({ search, networkId }) => {
      const object = objectOf(search);
      return [networkAreaCall(networkId), typesCall, statusesCall, networkLocksCall(networkId), countsCall(null), ...(object === null ? [] : [objectCall(object)])];
    },
  },
];
