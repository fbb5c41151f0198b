/**
 * Publishing: each exported geo-server export of a network, and each of its selection types,
 * is a collection of an OGC API - Features service (Part 1, Core, GeoJSON) under /ogc/networks/{networkId}, read with the
 * network's publication key (docs/publishing.md). The key itself is made, rotated and deleted
 * on the network's page through /v1/network/{id}/publication_key.
 */
import { z } from 'zod';
import { bboxParam } from './map-objects';
import { INT_MAX } from './config-fields';

export const OGC_LIMIT_DEFAULT = 10;
export const OGC_LIMIT_MAX = 10_000;

/** The service's root for a network, below the origin. */
export const ogcRoot = (networkId: number) => `/ogc/networks/${networkId}`;

/** The key as a GIS may send it instead of the Authorization header (`?key=`). */
const keyParam = z.string().max(200).optional();

/** `f` (a format some clients add) is taken and ignored: every answer is JSON. */
export const ogcQuery = z.object({ key: keyParam, f: z.string().max(100).optional() });

/**
 * `properties=a,b`: only these properties of each feature (OGC API - Features Part 6, property
 * selection); names the collection has not are passed over, `properties=` gives none.
 */
export const ogcFeatureQuery = ogcQuery.extend({ properties: z.string().max(4000).optional() });

/** GET …/collections/{collectionId}/items: the page's size, the view, and where the page starts (after the feature id). */
export const ogcItemsQuery = ogcFeatureQuery.extend({
  limit: z.coerce.number().int().min(1).max(OGC_LIMIT_MAX).default(OGC_LIMIT_DEFAULT),
  bbox: bboxParam,
  after: z.coerce.number().int().min(0).max(INT_MAX).optional(),
});
export type OgcItemsQuery = z.infer<typeof ogcItemsQuery>;

export const ogcLinkSchema = z.object({
  href: z.string(),
  rel: z.string(),
  type: z.string().optional(),
  title: z.string().optional(),
});
export type OgcLink = z.infer<typeof ogcLinkSchema>;

export const ogcLandingSchema = z.object({
  title: z.string(),
  description: z.string(),
  links: z.array(ogcLinkSchema),
}).meta({ id: 'OgcLandingPage' });

export const ogcConformanceSchema = z.object({ conformsTo: z.array(z.string()) }).meta({ id: 'OgcConformance' });

export const ogcCollectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  itemType: z.literal('feature'),
  crs: z.array(z.string()),
  extent: z.object({
    spatial: z.object({ bbox: z.array(z.array(z.number())), crs: z.string() }),
  }),
  links: z.array(ogcLinkSchema),
}).meta({ id: 'OgcCollection' });
export type OgcCollection = z.infer<typeof ogcCollectionSchema>;

export const ogcCollectionsSchema = z.object({
  collections: z.array(ogcCollectionSchema),
  links: z.array(ogcLinkSchema),
}).meta({ id: 'OgcCollections' });

export const ogcFeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.number().int(),
  geometry: z.unknown(),
  properties: z.record(z.string(), z.unknown()),
  links: z.array(ogcLinkSchema),
}).meta({ id: 'OgcFeature' });
