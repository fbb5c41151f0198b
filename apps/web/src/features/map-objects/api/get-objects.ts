/** The objects list's rows: the list kit's source, and every row for a list the table holds whole. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mapObjectSchema, type MapObject } from '@console/contract/map-objects';
import type { ListSource } from '../../../components/list-table/list-source';
import { callQuery } from '../../../lib/call-query';
import { allObjectsCall, objectsPlace, type ObjectFilters } from './calls';

export const objectsSource = (filters: ObjectFilters): ListSource<MapObject> => ({ ...objectsPlace(filters), schema: mapObjectSchema });

const allSchema = z.array(mapObjectSchema);

/** Every object of the filters; `enabled: false` fetches nothing (a big list the server pages). */
export function useAllObjects(filters: ObjectFilters, enabled: boolean) {
  return useQuery({ ...callQuery(allObjectsCall(filters), allSchema), enabled });
}
