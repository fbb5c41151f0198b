/** An action type's image types: what a photo of its actions may be. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { namedItemSchema } from '@console/contract/config-fields';
import { callQuery } from '../../../lib/call-query';
import { typeImageTypesCall } from './calls';

export const useTypeImageTypes = (typeId: number) => useQuery(callQuery(typeImageTypesCall(typeId), z.array(namedItemSchema)));
