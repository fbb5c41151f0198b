/** GET /v1/action/{id}/comment: an action's comments. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { actionCommentSchema } from '@console/contract/actions';
import { callQuery } from '../../../lib/call-query';
import { commentsCall } from './calls';

export const useComments = (id: number) => useQuery(callQuery(commentsCall(id), z.array(actionCommentSchema)));
