/**
 * Reading an upload (multipart) the same way on every route that takes one: what
 * @fastify/multipart and its parser (busboy) throw for a form that cannot be read (no boundary,
 * a boundary the body does not use or one over the 70 characters a boundary may have, a body
 * cut before its closing boundary, a part whose headers never end) is a 400 on the file field,
 * never a 500; a file over the limit is one too.
 */
import type { MessageCode } from '@console/contract/messages';
import { fieldError, HttpError } from './errors';

/** Whether the error is the file limit (app.ts): the stream was cut at FILE_MAX_BYTES. */
export const isFileTooLarge = (error: unknown, truncated = false) =>
  truncated || (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE');

/**
 * Runs `read` (which reads the request's parts); what goes wrong while reading them is a 400 on
 * `field`: `tooLarge` ('file.too_large') for a file over the limit, 'file.unreadable' for a malformed form.
 * Errors of our own (a refusal already made) pass unchanged.
 */
export async function readingUpload<T>(field: string, read: () => Promise<T>, tooLarge: MessageCode = 'file.too_large'): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw fieldError(field, isFileTooLarge(error) ? tooLarge : 'file.unreadable');
  }
}
