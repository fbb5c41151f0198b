/** The network's image types (a photo of an object takes one of them, or none). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { actionImageTypeSchema } from '@console/contract/action-image-types';
import { callQuery } from '../../../lib/call-query';
import { imageTypesCall } from './calls';

export const useImageTypes = (enabled = true) => useQuery({ ...callQuery(imageTypesCall, z.array(actionImageTypeSchema)), enabled });
