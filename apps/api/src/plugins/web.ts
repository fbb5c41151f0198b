/**
 * Serves the console's built files on the API's origin, looked up per request so a rebuild
 * is served without a restart. Any other GET outside the API that is not a file answers
 * the console's page (index.html), so the console's history-mode paths can be opened and
 * bookmarked; an unknown API path or a missing file answers 404 in the API's shape.
 *
 * The page is never sent as it is built: every load gets a fresh CSP nonce, put in place of
 * the build's placeholder (vite.config.ts `html.cspNonce`) and in the page's
 * Content-Security-Policy (plugins/security-headers.ts). The service worker precaches the page
 * with its headers, so the page it answers offline keeps a matching policy and nonce: that
 * one nonce is reused until the next build replaces the precached page.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { messageText } from '@console/contract/messages';
import { langOf } from './errors';
import { consolePagePolicy } from './security-headers';

// /ogc: the published layers (modules/ogc), read by GIS clients: an unknown path there is a 404, never the console.
const API_PATH = /^\/(v\d+|docs|healthz|ogc)(\/|$|\?)/;
/** The nonce placeholder of the built page: the same string as `html.cspNonce` in apps/web/vite.config.ts. */
const NONCE_PLACEHOLDER = 'CSP_NONCE_PLACEHOLDER';
const PAGE = '/index.html';

export async function registerWeb(app: FastifyInstance, webDist: string | null) {
  const index = webDist ? path.join(webDist, 'index.html') : null;
  const hasWeb = index !== null && fs.existsSync(index);
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      // The build puts x.br and x.gz beside every file (apps/web/vite.config.ts precompress):
      // sent as they are, by the browser's Accept-Encoding, with Content-Encoding and
      // Vary: Accept-Encoding; the plain file for a client that takes neither.
      preCompressed: true,
      index: ['index.html'],
      // The page is sent below, with its nonce: '/' resolved to it, and /index.html (the service
      // worker's precache fetch) fall through to the not-found handler.
      allowedPath: (pathName) => pathName !== PAGE,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  async function sendPage(reply: FastifyReply, file: string) {
    const nonce = randomBytes(16).toString('base64');
    const html = (await fs.promises.readFile(file, 'utf8')).replaceAll(NONCE_PLACEHOLDER, nonce);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', consolePagePolicy(nonce))
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !API_PATH.test(path) && (path === PAGE || !/\.\w+$/.test(path));
    if (hasWeb && index && isPage) return sendPage(reply, index);
    return reply.code(404).send({ detail: messageText('not_found', langOf(req)) });
  });
}
