/** The OpenAPI 3 document of every route, generated from the route schemas, and /docs. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { LIST_SEARCH_MAX } from '@console/contract/envelope';
import { filterKey, listColumnsOf, listItemOf } from '@console/contract/list-query';

type Transform = typeof jsonSchemaTransform;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The zod schemas' JSON, and on a list route (a `sort` parameter and a `many(item)` answer) a
 * `filter[<column>]` parameter per column of its item: the query schema collects them from keys
 * it cannot name one by one, so without this the document would not show them.
 */
const withListFilters: Transform = (document) => {
  const out = jsonSchemaTransform(document);
  const responses: unknown = document.schema?.response;
  const item = isRecord(responses) ? listItemOf(responses[200]) : null;
  const query: unknown = out.schema.querystring;
  if (!item || !isRecord(query) || !isRecord(query.properties) || !('sort' in query.properties)) return out;
  const filters = Object.entries(listColumnsOf(item)).map(([field, kind]) => [filterKey(field), {
    type: 'string',
    maxLength: LIST_SEARCH_MAX,
    description: kind === 'text' ? `rows whose ${field} contains this text, case and accents ignored`
      : kind === 'moment' || field === 'id' ? `rows whose ${field} contains this text`
        : `rows whose ${field} is this value`,
  }]);
  return { ...out, schema: { ...out.schema, querystring: { ...query, properties: { ...query.properties, ...Object.fromEntries(filters) } } } };
};

/** A route's `schema.security` when it takes an integration's X-Api-Key instead of a bearer token. */
export const API_KEY_SECURITY = [{ apiKey: [] }];

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Map and asset platform: administration API',
        version: '1.0.0',
        description: 'Every call carries Authorization: Bearer <token>, x-tenant and x-network, except the ' +
          'sign-in, account, /v1/me and tenant look-ups made before an organisation and network are chosen.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // An integration's key (the helpdesk's and the Marrekrite's reports): API_KEY_SECURITY.
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: withListFilters,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/v1/openapi.json', { schema: { hide: true }, config: { scope: 'public' } }, async () => app.swagger());
}
