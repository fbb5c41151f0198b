/** The OpenAPI 3 document of every route, generated from the route schemas, and /docs. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/v1/openapi.json', { schema: { hide: true }, config: { scope: 'public' } }, async () => app.swagger());
}
