/** The photos copied to an object (from its actions). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mapObjectImageSchema } from '@console/contract/action-images';
import { callQuery } from '../../../lib/call-query';
import { objectImagesCall } from './calls';

export const useObjectImages = (id: number) => useQuery(callQuery(objectImagesCall(id), z.array(mapObjectImageSchema)));
