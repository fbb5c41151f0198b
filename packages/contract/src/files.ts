/**
 * Files uploaded to a network (`POST /v1/file`, multipart, field `file`): the values of file
 * attributes name them by id. The bytes are served back by `GET /v1/file/{id}`.
 */
import { z } from 'zod';

/** The largest file a network takes: 10 MB. */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;

export const fileSchema = z.object({
  id: z.number().int(),
  network_id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
}).meta({ id: 'File' });
export type StoredFile = z.infer<typeof fileSchema>;
