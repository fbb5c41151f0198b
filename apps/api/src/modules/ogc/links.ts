/**
 * The links of the service's pages: absolute, on the origin the request came to (its Host, and
 * X-Forwarded-Proto from a TLS proxy), and carrying
 * `key=` when the request sent its key that way, so a client that follows them (GDAL follows
 * `next` from page to page) keeps its access.
 */
import type { FastifyRequest } from 'fastify';
import { ogcRoot, type OgcLink } from '@console/contract/ogc';

export const JSON_TYPE = 'application/json';
export const GEOJSON_TYPE = 'application/geo+json';
export const OPENAPI_TYPE = 'application/vnd.oai.openapi+json;version=3.0';

export type Href = (path: string, params?: Record<string, string | number | undefined>) => string;

/** A function making the href of a path below the network's service root, with the request's key when it came as `?key=`. */
export function hrefs(req: FastifyRequest, networkId: number): Href {
  // Behind a TLS proxy the request came as https: a GIS follows these links, so they say so.
  // (Only the links of this answer follow the header: a client that forges it misleads itself.)
  const forwarded = req.headers['x-forwarded-proto'];
  const protocol = forwarded === 'https' || forwarded === 'http' ? forwarded : req.protocol;
  const root = `${protocol}://${req.host}${ogcRoot(networkId)}`;
  const key = req.keyCaller?.kind === 'publication' ? req.keyCaller.queryKey ?? undefined : undefined;
  return (path, params = {}) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value));
    if (key !== undefined) query.set('key', key);
    const text = query.toString();
    return `${root}${path}${text ? `?${text}` : ''}`;
  };
}

export const link = (href: string, rel: string, type: string, title?: string): OgcLink => (title ? { href, rel, type, title } : { href, rel, type });
