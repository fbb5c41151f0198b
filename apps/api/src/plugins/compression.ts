/**
 * Answers of the API compressed on the fly (brotli, else gzip, by the client's Accept-Encoding),
 * from 1 KB up: a 10,000-row list is a few MB of JSON, which a phone on 4G waits seconds for,
 * against tens of milliseconds to compress it (figures in docs/operations.md, `npm run bench`
 * with BENCH_ONLY=web). Brotli at quality 4: about gzip's speed, smaller answers. The console's
 * own files are compressed once at build (plugins/web.ts) and pass through untouched.
 * Registered before the routes: the plugin attaches itself to every route as it is added.
 */
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Requests are read as sent: a compressed request body is not part of the API.
    globalDecompression: false,
  });
}
