/**
 * The first calls of the action screens (lib/screen-calls.ts): a fresh page at their address
 * starts them with its first chunk (app/early-calls.ts), and their route loaders on a
 * navigation: the overview's count and the page of the URL's view and choices; an action with
 * the statuses the caller may set, its comments and photos.
 */
import { listFirstCalls } from '../../components/list-table/list-calls';
import { parseRouteId } from '../../lib/route-id';
import type { ScreenCalls } from '../../lib/screen-calls';
import { actionCall, actionsPlace, attachmentsCall, commentsCall, imagesCall, selectableStatusesCall } from './api/calls';
import { filtersOf } from './model/filters-url';
import { actionPaths } from './paths';

export const actionsFirstCalls: readonly ScreenCalls[] = [
  { route: actionPaths.index, calls: (at) => listFirstCalls(actionsPlace(filtersOf(at.search)), at) },
  {
    route: actionPaths.show,
    calls: ({ params }) => {
      const id = parseRouteId(params.id);
      return id === null ? [] : [actionCall(id), selectableStatusesCall, commentsCall(id), imagesCall(id), attachmentsCall(id)];
    },
  },
];
