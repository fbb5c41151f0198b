/**
 * The area screens' reads as calls (lib/api-call.ts), without zod. Every area read nests under
 * one key, so a write (an edit, a delete, an import) refreshes the list, its pages and the page.
 */
import { apiPaths } from '@console/contract/paths';
import { listCall, type ApiCall } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';
import type { ListPlace } from '../../../components/list-table/list-calls';

export const areasKey = queryKeys.geoAreas;
export const areaKey = (id: number) => [...areasKey, id] as const;

/** The list as the list kit's place. */
export const areasPlace: ListPlace = { path: apiPaths.geoAreas, queryKey: areasKey };

/** Every area at once, for a list the table holds whole (perPage=9999). */
export const allAreasCall: ApiCall = listCall([...areasKey, 'all'], apiPaths.geoAreas);

export const areaCall = (id: number): ApiCall => ({ key: areaKey(id), path: apiPaths.geoArea(id) });

/** The attributes the network's areas have. */
export const areaAttributesCall: ApiCall = listCall([...areasKey, 'attributes'], apiPaths.geoAttributes);
