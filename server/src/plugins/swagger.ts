import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const apiTransform = createJsonSchemaTransform({ skipList: ['/api/openapi.json'] });

/**
 * OpenAPI generated from the routes' zod schemas (the shared contract): JSON at
 * /api/openapi.json, Swagger UI at /api/docs. Only /api routes are documented.
 */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Registrar API',
          description: 'Transcript and certificate requests, payments and the registry console.',
          version: '0.1.0',
        },
        servers: [],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: (document) =>
        document.url.startsWith('/api/')
          ? apiTransform(document)
          : { schema: { hide: true }, url: document.url },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
