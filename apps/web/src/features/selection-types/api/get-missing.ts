/**
 * GET /v1/selection_type/{id}/missing: the live objects of the object types linked to the
 * selection type as required that no live selection of it holds (the required-membership check).
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { missingObjectSchema } from '@console/contract/selections';
import { apiPaths } from '@console/contract/paths';
import { callQuery } from '../../../lib/call-query';
import { listCall } from '../../../lib/api-call';
import { queryKeys } from '../../../lib/query-keys';

const schema = z.array(missingObjectSchema);

/** Under the selections' key: a change of any selection may change the answer. */
export const useMissing = (typeId: number) =>
  useQuery(callQuery(listCall([...queryKeys.selections, 'missing', typeId], apiPaths.selectionTypeMissing(typeId)), schema));
