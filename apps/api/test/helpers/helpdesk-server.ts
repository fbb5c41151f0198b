/**
 * A helpdesk for the tests: a node:http server on a free port of 127.0.0.1 that records every
 * POST (its JSON body and X-Api-Key) and answers 200, or 500 for the first `failFirst` ones.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestHelpdesk { url: string; received: { body: unknown; apiKey: string | undefined }[]; close: () => Promise<void> }

export async function startHelpdesk(opts: { failFirst?: number } = {}): Promise<TestHelpdesk> {
  const received: TestHelpdesk['received'] = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls += 1;
      if (calls <= (opts.failFirst ?? 0)) {
        res.writeHead(500).end('down');
        return;
      }
      const header = req.headers['x-api-key'];
      received.push({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown, apiKey: Array.isArray(header) ? header[0] : header });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/callback`,
    received,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
