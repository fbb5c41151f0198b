/**
 * The service's own OpenAPI 3.0 description (`…/api`, the landing page's service-desc): written
 * by hand, small, only the OGC API - Features paths a GIS reads, relative to the network's root.
 */
import { OGC_LIMIT_DEFAULT, OGC_LIMIT_MAX } from '@console/contract/ogc';

const json = (description: string, type = 'application/json') => ({ description, content: { [type]: { schema: { type: 'object' } } } });
const refusals = {
  400: json('A parameter out of range (messages per parameter)'),
  401: json('No key or signed-in user; a key that is no key'),
  404: json('No such collection or feature, or a key of another network'),
};
const propertiesParameter = {
  name: 'properties', in: 'query', required: false, style: 'form', explode: false,
  description: 'Only these properties of each feature (names the collection has not are passed over)', schema: { type: 'array', items: { type: 'string' } },
};
const keyParameter = { name: 'key', in: 'query', required: false, description: 'The publication key, when it cannot go in the Authorization header', schema: { type: 'string' } };

/** The description of the network's service at `serverUrl`, whose collections are `collectionIds`. */
export function ogcOpenApi(serverUrl: string, title: string, collectionIds: readonly string[]) {
  const collectionId = {
    name: 'collectionId', in: 'path', required: true,
    description: 'A published geo-server export (geoserver_export_<mapObjectTypeId>) or a selection type (selection_type_<selectionTypeId>)',
    // An enum needs one value at least: a service with no collections names none.
    schema: collectionIds.length ? { type: 'string', enum: collectionIds } : { type: 'string' },
  };
  return {
    openapi: '3.0.3',
    info: { title, version: '1.0.0', description: 'OGC API - Features (Part 1: Core, GeoJSON) of a network\'s published layers' },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        queryKey: { type: 'apiKey', in: 'query', name: 'key' },
      },
    },
    security: [{ bearer: [] }, { queryKey: [] }],
    paths: {
      '/': { get: { operationId: 'getLandingPage', summary: 'Landing page', parameters: [keyParameter], responses: { 200: json('The landing page'), ...refusals } } },
      '/conformance': { get: { operationId: 'getConformance', summary: 'Conformance classes', parameters: [keyParameter], responses: { 200: json('The conformance classes'), ...refusals } } },
      '/api': { get: { operationId: 'getApi', summary: 'This description', parameters: [keyParameter], responses: { 200: json('The description', 'application/vnd.oai.openapi+json;version=3.0'), ...refusals } } },
      '/collections': { get: { operationId: 'getCollections', summary: 'The published layers', parameters: [keyParameter], responses: { 200: json('The collections'), ...refusals } } },
      '/collections/{collectionId}': { get: { operationId: 'describeCollection', summary: 'One layer', parameters: [collectionId, keyParameter], responses: { 200: json('The collection'), ...refusals } } },
      '/collections/{collectionId}/items': {
        get: {
          operationId: 'getFeatures', summary: 'The features of a layer, a page at a time (follow the next link)',
          parameters: [
            collectionId, keyParameter,
            { name: 'limit', in: 'query', required: false, style: 'form', explode: false, schema: { type: 'integer', minimum: 1, maximum: OGC_LIMIT_MAX, default: OGC_LIMIT_DEFAULT } },
            { name: 'bbox', in: 'query', required: false, style: 'form', explode: false, schema: { type: 'array', minItems: 4, maxItems: 4, items: { type: 'number' } } },
            { name: 'after', in: 'query', required: false, description: 'The page after this feature id (the next link sets it)', schema: { type: 'integer', minimum: 0 } },
            propertiesParameter,
          ],
          responses: { 200: json('A GeoJSON FeatureCollection', 'application/geo+json'), ...refusals },
        },
      },
      '/collections/{collectionId}/items/{featureId}': {
        get: {
          operationId: 'getFeature', summary: 'One feature',
          parameters: [collectionId, { name: 'featureId', in: 'path', required: true, schema: { type: 'string' } }, keyParameter, propertiesParameter],
          responses: { 200: json('A GeoJSON Feature', 'application/geo+json'), ...refusals },
        },
      },
    },
  };
}
