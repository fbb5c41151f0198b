/**
 * MapLibre fetches tiles itself; a request to our API must carry what every call of the console
 * carries (lib/http.ts scopeHeaders: the bearer token, x-tenant, x-network, the language), read
 * at the moment of the request, so a refreshed token is used at once.
 */
import type { RequestParameters, ResourceType } from 'maplibre-gl';
import { scopeHeaders } from '../../lib/http';

/** A transformRequest that adds the session's headers to requests to `origin`'s API, and nothing to others (the base map's tiles). */
export function apiRequestTransform(origin: string, headers: () => Record<string, string> = scopeHeaders) {
  return (url: string, _kind?: ResourceType): RequestParameters => {
    if (!url.startsWith(`${origin}/v1/`) && !url.startsWith(`${origin}/v2/`)) return { url };
    return { url, headers: { ...headers(), Accept: '*/*' } };
  };
}
