/** A type's attributes with required, default, order and lookup values: the object's form; idle while no type is chosen. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mapObjectTypeAttributeSchema } from '@console/contract/map-object-types';
import { callQuery } from '../../../lib/call-query';
import { typeFieldsCall } from './calls';

export const useTypeFields = (typeId: number | null) => useQuery({ ...callQuery(typeFieldsCall(typeId ?? 0), z.array(mapObjectTypeAttributeSchema)), enabled: typeId !== null });
