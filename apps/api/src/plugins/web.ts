/**
 * Serves the console's built files on the API's origin, looked up per request so a rebuild
 * is served without a restart. Any other GET outside the API that is not a file answers
 * index.html, so the console's history-mode paths can be opened and bookmarked; an unknown
 * API path or a missing file answers 404 in the API's shape.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messageText } from '@console/contract/messages';
import { langOf } from './errors';

const API_PATH = /^\/(v\d+|docs|healthz)(\/|$|\?)/;

export async function registerWeb(app: FastifyInstance, webDist: string | null) {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  const hasWeb = index !== null && fs.existsSync(index);
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(path) && !/\.\w+$/.test(path);
    if (hasWeb && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ detail: messageText('not_found', langOf(req)) });
  });
}
