/** GET /v1/action/{id}/image: an action's photos. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { actionImageSchema } from '@console/contract/actions';
import { callQuery } from '../../../lib/call-query';
import { imagesCall } from './calls';

export const useImages = (id: number) => useQuery(callQuery(imagesCall(id), z.array(actionImageSchema)));
