/**
 * POST /v1/file: a file for a file attribute, uploaded to the network (multipart, field file);
 * answers its id. The attribute form's file input takes it as its uploader.
 */
import { fileSchema } from '@console/contract/files';
import { apiPaths } from '@console/contract/paths';
import { http } from './http';

export async function uploadFile(file: File): Promise<number> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await http.post(apiPaths.files, fileSchema, body)).id;
}
