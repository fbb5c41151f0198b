/** An object's actions; silent: a role without the actions' permission (403) simply lists none. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { actionSchema } from '@console/contract/actions';
import { callQuery } from '../../../lib/call-query';
import { objectActionsCall } from './calls';

/** `enabled` false: not asked (no object selected). */
export const useObjectActions = (id: number, enabled = true) => useQuery({ ...callQuery(objectActionsCall(id), z.array(actionSchema), { silent: true }), retry: false, enabled });
