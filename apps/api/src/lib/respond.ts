import type { FastifyReply } from 'fastify';

/** Sends JSON text built by the database as it is, without parsing it again. */
export const sendJson = (reply: FastifyReply, json: string, status = 200) =>
  reply.code(status).type('application/json; charset=utf-8').send(json);
