/** The selections list's rows: the list kit's source, and every row for a list the table holds whole. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { selectionSchema, type Selection } from '@console/contract/selections';
import type { ListSource } from '../../../components/list-table/list-source';
import { callQuery } from '../../../lib/call-query';
import type { SelectionFilters } from '../model/filters-url';
import { allSelectionsCall, selectionsPlace } from './calls';

export const selectionsSource = (filters: SelectionFilters): ListSource<Selection> => ({ ...selectionsPlace(filters), schema: selectionSchema });

const allSchema = z.array(selectionSchema);

/** Every selection of the choices; `enabled: false` fetches nothing (a big list the server pages). */
export function useAllSelections(filters: SelectionFilters, enabled: boolean) {
  return useQuery({ ...callQuery(allSelectionsCall(filters), allSchema), enabled });
}
