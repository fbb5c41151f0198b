/**
 * Security headers on every answer: helmet's set (read once at start, helmetHeaders), and a
 * Content-Security-Policy per kind of answer:
 * - the console (its page, assets and the service worker): exactly what it loads, nothing
 *   inline. Its page (plugins/web.ts) adds a fresh nonce per load to style-src, for the
 *   <style> elements antd's CSS-in-JS inserts at run time (apps/web/src/app/csp.ts hands
 *   the nonce on);
 * - the API's JSON answers: nothing at all may load or frame them;
 * - the API docs (/docs, swagger-ui): the console's policy without the map, plus the
 *   inline styles swagger-ui needs (see docsDirectives).
 * HSTS only when PUBLIC_URL is https: over plain http a browser ignores it, and on a
 * development machine it would pin the host to https.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

/** The area map's raster tiles (apps/web/src/features/networks/components/area/map-style.ts). */
const MAP_TILES = 'https://tile.openstreetmap.org';

/** What the console loads, and from where; it has no inline script or style. */
const consoleDirectives: Directives = {
  'default-src': ["'self'"],
  // The bundle (which registers the service worker itself) and the MapLibre worker: files of our own origin, no inline script.
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // The built CSS; the page adds its nonce for antd's run-time <style> elements. No style
  // attributes in markup: React, antd, MapLibre and terra-draw set styles through CSSOM, which
  // CSP allows (apps/web/src/app/csp.ts routes the one library setAttribute('style') there).
  'style-src': ["'self'"],
  // data: for the SVG icons in maplibre-gl.css (zoom buttons); the tiles, drawn by MapLibre.
  'img-src': ["'self'", 'data:', MAP_TILES],
  // The API and OAuth calls (same origin), and MapLibre fetching the tiles.
  'connect-src': ["'self'", MAP_TILES],
  // The MapLibre worker (/assets/maplibre-gl-worker-*.mjs) and the service worker (/sw.js).
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** An API answer is data: nothing may load from it, and no page may frame it. */
const apiDirectives: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * swagger-ui loads its own files from /docs/static and reads the document from /docs/json (both
 * 'self'); its CSS has data: images. It needs no map tiles. It does need 'unsafe-inline' for
 * styles: its React tree renders a <style> element, and it cannot be given a nonce. This page
 * holds no session of the console (a token pasted into Authorize lives in its memory only) and
 * shows only our own OpenAPI document, so the looser rule stays on this page.
 */
const docsDirectives: Directives = {
  ...consoleDirectives,
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
};

const serialize = (directives: Directives) =>
  Object.entries(directives).map(([name, values]) => [name, ...values].join(' ')).join('; ');

const consolePolicy = serialize(consoleDirectives);
const apiPolicy = serialize(apiDirectives);
const docsPolicy = serialize(docsDirectives);

/** The console page's policy: its nonce lets antd's <style> elements of this page load in. */
export function consolePagePolicy(nonce: string): string {
  return serialize({ ...consoleDirectives, 'style-src': [...consoleDirectives['style-src'], `'nonce-${nonce}'`] });
}

// /ogc: the published layers (modules/ogc), JSON like the API's answers.
const API_PATH = /^\/(v\d+|healthz|ogc)(\/|$|\?)/;
const DOCS_PATH = /^\/docs(\/|$|\?)/;

/** The response of the one call that reads helmet's headers: it records what helmet sets. */
interface HeaderRecorder { setHeader(name: string, value: unknown): void; removeHeader(name: string): void }

/**
 * helmet's headers for these options, read once by running its middleware against a recorder.
 * Without its CSP (set per kind of answer below) every header helmet sends is a constant of the
 * options, so each answer gets the same object in one call instead of eleven `setHeader`s on the
 * raw response, each checked by Node again on every request. helmet stays the source of the
 * names and values. Its only removal is X-Powered-By, which neither Node nor Fastify sends.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder: HeaderRecorder = {
    setHeader: (name, value) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name) => { delete headers[name.toLowerCase()]; },
  };
  let finished = false;
  const middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void = helmet(options);
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    if (err) throw err;
    finished = true;
  });
  // A helmet that worked asynchronously or per request could not be read this way.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the headers on an answer made outside the hooks (the router's errors: plugins/errors.ts). */
    setSecurityHeaders: (req: FastifyRequest, reply: FastifyReply) => void;
  }
}

/** Registers the headers; first of all hooks, so an answer refused early (401, 404) has them too. */
export function registerSecurityHeaders(app: FastifyInstance, opts: { publicUrl: string }) {
  const https = opts.publicUrl.startsWith('https:');
  const fixed = helmetHeaders({
    contentSecurityPolicy: false, // per kind of answer, below
    // The console sends only its origin to the tile server (OSM's tile policy asks for a
    // Referer), never a path: a path can hold ids or a password-reset token.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    // The same as frame-ancestors 'none', for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
  });
  // Every header of an answer of each kind, built once.
  const withPolicy = (policy: string) => ({ ...fixed, 'content-security-policy': policy });
  const apiHeaders = withPolicy(apiPolicy);
  const docsHeaders = withPolicy(docsPolicy);
  const consoleHeaders = withPolicy(consolePolicy);
  const apply = (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url;
    reply.headers(API_PATH.test(url) ? apiHeaders : DOCS_PATH.test(url) ? docsHeaders : consoleHeaders);
  };
  app.decorate('setSecurityHeaders', apply);
  app.addHook('onRequest', (req, reply, done) => {
    apply(req, reply);
    done();
  });
}
