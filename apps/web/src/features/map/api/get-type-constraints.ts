/** GET /v1/type/{id}/constraint: the types an object of the type may hang under (none: it stands alone). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { namedItemSchema } from '@console/contract/config-fields';
import { callQuery } from '../../../lib/call-query';
import { typeConstraintsCall } from './calls';

/** `enabled` false: not asked (no object selected). */
export const useTypeConstraints = (typeId: number, enabled = true) => useQuery({ ...callQuery(typeConstraintsCall(typeId), z.array(namedItemSchema)), enabled });
