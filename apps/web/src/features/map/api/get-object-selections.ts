/** GET /v1/object/{id}/selection: the selections and routes an object is in; silent: a role that may not read them sees no list. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { selectionSchema } from '@console/contract/selections';
import { callQuery } from '../../../lib/call-query';
import { objectSelectionsCall } from './calls';

export const useObjectSelections = (id: number) =>
  useQuery({ ...callQuery(objectSelectionsCall(id), z.array(selectionSchema), { silent: true }), retry: false });
