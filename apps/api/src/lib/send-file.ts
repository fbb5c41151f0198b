/**
 * A stored file sent back (a file attribute's file, a photo, a document): as an attachment with
 * its stored content type, never sniffed, its name kept safe in Content-Disposition.
 */
import type { FastifyReply } from 'fastify';
import { notFound } from './errors';
import { disposition } from './respond';

/** A stored file's name, type and bytes. */
export interface StoredBytes { name: string; content_type: string; bytes: Buffer | Uint8Array }

/** Sends a stored file as an attachment with its type, never sniffed; 404 when there is none. */
export function sendFile(reply: FastifyReply, file: StoredBytes | undefined) {
  if (!file) throw notFound();
  return reply.code(200)
    .header('content-type', file.content_type)
    .header('content-disposition', disposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-cache')
    .send(Buffer.from(file.bytes));
}
