import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** Sends JSON text built by the database as it is, without parsing it again. */
export const sendJson = (reply: FastifyReply, json: string, status = 200) =>
  reply.code(status).type('application/json; charset=utf-8').send(json);

/** Sends a streamed answer (row-stream.ts) of a media type; a file name makes it a download. */
export function sendStream(reply: FastifyReply, type: string, stream: Readable, fileName?: string) {
  if (fileName) reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return reply.code(200).type(type).send(stream);
}

/** Sends text of a media type as it is: a GeoJSON document, another route's answer. */
export const sendText = (reply: FastifyReply, type: string, text: string, status = 200) =>
  reply.code(status).type(type).send(text);

/** A file name for Content-Disposition: its own name, quoted safely, and the UTF-8 form beside it. */
export function disposition(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
