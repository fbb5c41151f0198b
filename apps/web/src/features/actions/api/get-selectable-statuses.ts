/** The action statuses the caller's role may set (the details form's choices). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { selectableStatusSchema } from '@console/contract/actions';
import { callQuery } from '../../../lib/call-query';
import { selectableStatusesCall } from './calls';

export const useSelectableStatuses = () => useQuery(callQuery(selectableStatusesCall, z.array(selectableStatusSchema)));
