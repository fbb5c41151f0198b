/**
 * OGC API - Features (Part 1: Core, GeoJSON) of a network's published layers, at
 * /ogc/networks/{networkId}: the landing page, /conformance, /api (the OpenAPI description),
 * /collections (the exported geo-server exports and the selection types, collections.ts),
 * /collections/{collectionId}, its /items (paged by `next` links) and /items/{featureId}. Callers: a publication key or a console user with export on the network
 * (scope publication, checked by plugins/auth.ts before validation). Documented in
 * docs/publishing.md.
 */
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { commonErrorResponses } from '@console/contract/errors';
import {
  ogcCollectionSchema, ogcCollectionsSchema, ogcConformanceSchema, ogcFeatureQuery, ogcFeatureSchema, ogcItemsQuery, ogcLandingSchema, ogcQuery,
} from '@console/contract/ogc';
import type { App, Deps } from '../../app-types';
import { publishedScope } from '../../auth/scope';
import { notFound } from '../../lib/errors';
import { networkCollections } from './collections';
import { sendFeature, sendItems } from './items-reply';
import { hrefs, OPENAPI_TYPE } from './links';
import { ogcOpenApi } from './openapi';
import { CONFORMANCE, collectionOf, landingLinks, serviceTitle } from './pages';
import { publicationKeyRoutes } from './key-routes';

const tags = ['publishing (OGC API - Features)'];
const ROOT = '/ogc/networks/:networkId';
const networkParams = z.object({ networkId: z.string().max(20) });
const collectionParams = networkParams.extend({ collectionId: z.string().max(100) });
const featureParams = collectionParams.extend({ featureId: z.string().max(20) });

export function ogcRoutes(app: App, deps: Deps) {
  const { db } = deps;
  // The module's other route files, registered here: the module's one entry.
  publicationKeyRoutes(app, deps);
  const config = { scope: 'publication' } as const;
  const networkOf = (req: FastifyRequest) => publishedScope(req).networkId;
  const collection = async (req: FastifyRequest, key: string) => {
    const [found] = await networkCollections(db, networkOf(req), key);
    if (!found) throw notFound();
    return found;
  };

  app.get(ROOT, {
    config,
    schema: { tags, summary: 'The landing page of the network\'s published layers', params: networkParams, querystring: ogcQuery, response: { 200: ogcLandingSchema, ...commonErrorResponses } },
  }, async (req) => {
    const networkId = networkOf(req);
    const title = await serviceTitle(db, networkId);
    return { title, description: `Published layers of ${title} (OGC API - Features)`, links: landingLinks(hrefs(req, networkId)) };
  });

  app.get(`${ROOT}/conformance`, {
    config,
    schema: { tags, summary: 'The conformance classes the service implements', params: networkParams, querystring: ogcQuery, response: { 200: ogcConformanceSchema, ...commonErrorResponses } },
  }, async () => ({ conformsTo: CONFORMANCE }));

  app.get(`${ROOT}/api`, {
    config,
    schema: { tags, summary: 'The service\'s OpenAPI 3.0 description', params: networkParams, querystring: ogcQuery, response: { 200: z.record(z.string(), z.unknown()), ...commonErrorResponses } },
  }, async (req, reply) => {
    const networkId = networkOf(req);
    const collectionIds = (await networkCollections(db, networkId)).map((c) => c.key);
    const doc = ogcOpenApi(hrefs(req, networkId)('').split('?')[0], await serviceTitle(db, networkId), collectionIds);
    // With its charset named, Fastify sends the type as written; without, it adds one and writes
    // the version quoted (`version="3.0"`), which GDAL (3.6) refuses on every filtered read:
    // it compares the parameters as written, `version=3.0`.
    return reply.type(`${OPENAPI_TYPE}; charset=utf-8`).send(doc);
  });

  app.get(`${ROOT}/collections`, {
    config,
    schema: { tags, summary: 'The published layers: the geo-server exports that were exported, and the selection types', params: networkParams, querystring: ogcQuery, response: { 200: ogcCollectionsSchema, ...commonErrorResponses } },
  }, async (req) => {
    const networkId = networkOf(req);
    const href = hrefs(req, networkId);
    const collections = [];
    // One after the other: a selection type's features may work out stale courses first, in a transaction of their own.
    for (const c of await networkCollections(db, networkId)) collections.push(await collectionOf(db, c, href));
    return { collections, links: [{ href: href('/collections'), rel: 'self', type: 'application/json' }] };
  });

  app.get(`${ROOT}/collections/:collectionId`, {
    config,
    schema: { tags, summary: 'One published layer', params: collectionParams, querystring: ogcQuery, response: { 200: ogcCollectionSchema, ...commonErrorResponses } },
  }, async (req) => {
    const networkId = networkOf(req);
    return collectionOf(db, await collection(req, req.params.collectionId), hrefs(req, networkId));
  });

  app.get(`${ROOT}/collections/:collectionId/items`, {
    config,
    schema: { tags, summary: 'The features of a published layer (GeoJSON), a page at a time: follow the next link', params: collectionParams, querystring: ogcItemsQuery, response: commonErrorResponses },
  }, async (req, reply) => {
    const networkId = networkOf(req);
    return sendItems(db, reply, await collection(req, req.params.collectionId), req.query, hrefs(req, networkId));
  });

  app.get(`${ROOT}/collections/:collectionId/items/:featureId`, {
    config,
    schema: { tags, summary: 'One feature of a published layer (GeoJSON)', params: featureParams, querystring: ogcFeatureQuery, response: { 200: ogcFeatureSchema, ...commonErrorResponses } },
  }, async (req, reply) => {
    const networkId = networkOf(req);
    const c = await collection(req, req.params.collectionId);
    if (!/^\d{1,10}$/.test(req.params.featureId) || Number(req.params.featureId) > 2147483647) throw notFound();
    return sendFeature(db, reply, c, Number(req.params.featureId), req.query.properties, hrefs(req, networkId));
  });
}
