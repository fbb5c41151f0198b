/** GET /v1/action: the overview's rows, as the list kit's source and as every row for a list the table holds whole. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { actionSchema, type Action } from '@console/contract/actions';
import type { ListSource } from '../../../components/list-table/list-source';
import { callQuery } from '../../../lib/call-query';
import type { ActionFilters } from '../model/filters-url';
import { actionsPlace, allActionsCall } from './calls';

export const actionsSource = (filters: ActionFilters): ListSource<Action> => ({ ...actionsPlace(filters), schema: actionSchema, fileName: 'actions.csv' });

/** Every action of the choices; `enabled: false` fetches nothing (a big list the server pages). */
export const useAllActions = (filters: ActionFilters, enabled: boolean) => useQuery({ ...callQuery(allActionsCall(filters), z.array(actionSchema)), enabled });
