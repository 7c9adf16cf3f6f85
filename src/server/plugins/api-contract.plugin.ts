// The API's contract, in one place: every route declares its params, query, body and responses as
// zod schemas (src/shared/schemas), which Fastify uses to validate the input the handler receives, to
// serialise what it answers (a field the schema does not name never leaves the server), and to
// generate the OpenAPI 3.1 document served at /api/openapi.json with its reference page at /api/docs.
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE_NAME } from './session-key.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/** What the route-coverage check reads: each registered route's method, URL and schema. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, in registration order. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Routes that must declare a contract: the API and the stored files, not the SPA's files or the docs page itself. */
export function isContractRoute(url: string): boolean {
  if (url === API_DOCS_PREFIX || url.startsWith(`${API_DOCS_PREFIX}/`)) return false;
  return url.startsWith('/api/') || url.startsWith('/storage/');
}

/** The contract routes among `routes` that have no schema, or a schema without responses (`METHOD url`). */
export function routesWithoutContract(routes: RegisteredRoute[]): string[] {
  return routes
    .filter((route) => isContractRoute(route.url) && route.method !== 'HEAD')
    .filter((route) => !route.schema?.response || Object.keys(route.schema.response as object).length === 0)
    .map((route) => `${route.method} ${route.url}`);
}

export const apiContractPlugin = fp(async (app: FastifyInstance, opts: { version: string }) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, schema: route.schema });
  });

  // A POST with no body (or `null`) meets its schema as `{}`: the schema's own pt-BR message names the
  // missing field, instead of a generic "expected an object".
  app.addHook('preValidation', async (request) => {
    if (request.body == null && request.routeOptions.schema?.body && !request.isMultipart()) request.body = {};
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FoodArt API',
        version: opts.version,
        description:
          'Fotos profissionais e artes promocionais com IA para negócios de comida. Errors answer `{ error, message }` with a pt-BR `message` ready to show. Signed-in routes read the httpOnly session cookie set by sign-in; state-changing routes refuse a foreign `Origin`.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME } },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 1 },
    staticCSP: false,
  });

  app.get(
    OPENAPI_PATH,
    {
      schema: {
        summary: 'This document: the OpenAPI 3.1 description of every route',
        tags: ['docs'],
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
});
