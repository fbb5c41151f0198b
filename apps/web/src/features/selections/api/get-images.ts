/** GET /v1/selection/{id}/image: a selection's photos. */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { selectionImageSchema } from '@console/contract/selections';
import { callQuery } from '../../../lib/call-query';
import { imagesCall } from './calls';

const schema = z.array(selectionImageSchema);

export const useImages = (id: number) => useQuery(callQuery(imagesCall(id), schema));
