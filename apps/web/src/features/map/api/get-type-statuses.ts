/** The statuses linked to a type (an object's status is one of them); idle while no type is chosen. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { namedItemSchema } from '@console/contract/config-fields';
import { callQuery } from '../../../lib/call-query';
import { typeStatusesCall } from './calls';

export const useTypeStatuses = (typeId: number | null) => useQuery({ ...callQuery(typeStatusesCall(typeId ?? 0), z.array(namedItemSchema)), enabled: typeId !== null });
