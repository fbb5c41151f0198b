/** GET /v1/type: the network's object types (the panel, the icons, a new object's type). */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { mapObjectTypeSchema } from '@console/contract/map-object-types';
import { callQuery } from '../../../lib/call-query';
import { typesCall } from './calls';

export const useTypes = () => useQuery(callQuery(typesCall, z.array(mapObjectTypeSchema)));
