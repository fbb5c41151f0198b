/** The areas list's rows: the list kit's source, and every row for a list the table holds whole. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { geoAreaSchema, type GeoArea } from '@console/contract/geo-areas';
import type { ListSource } from '../../../components/list-table/list-source';
import { callQuery } from '../../../lib/call-query';
import { allAreasCall, areasPlace } from './calls';

export const areasSource: ListSource<GeoArea> = { ...areasPlace, schema: geoAreaSchema };

const allSchema = z.array(geoAreaSchema);

/** Every area; `enabled: false` fetches nothing (a big list the server pages). */
export function useAllAreas(enabled: boolean) {
  return useQuery({ ...callQuery(allAreasCall, allSchema), enabled });
}
