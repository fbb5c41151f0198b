/**
 * POST /v2/object/{id}/split: a line split at a point into two objects, made on the version read;
 * answers both (the object with the first part, the new one with the second).
 */
import { z } from 'zod';
import { mapObjectSchema } from '@console/contract/map-objects';
import { apiPaths } from '@console/contract/paths';
import { http } from '../../../lib/http';
import { useObjectWrite } from './object-write';

export interface SplitVars {
  id: number;
  point: [number, number];
  updatedAt: string;
}

export const useSplitObject = () => useObjectWrite(({ id, point, updatedAt }: SplitVars) =>
  http.post(apiPaths.objectSplit(id), z.array(mapObjectSchema), { geometry: { type: 'Point', coordinates: point }, updated_at: updatedAt }));
