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
/** The reference page's header: the FoodArt mark and wordmark (the SPA's logo, as a standalone SVG). */
const DOCS_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 64" width="150" height="48"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#dc2626"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#g)"/><circle cx="30" cy="36" r="17" fill="none" stroke="#fff" stroke-width="4.5"/><path d="M18 38a12 12 0 0 0 24 0z" fill="#fde68a"/><path d="M46 9l2.6 5.7L54 17l-5.4 2.4L46 25l-2.6-5.6L38 17l5.4-2.3z" fill="#fff"/><text x="76" y="43" font-family="Inter,Arial,sans-serif" font-size="30" font-weight="800" fill="#fff">Food<tspan fill="#fb923c">Art</tspan></text></svg>`;
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

/** What a success status says in the document when its schema has no description of its own. */
const SUCCESS_MEANINGS: Record<string, string> = { 200: 'OK', 201: 'Created', 503: 'Degraded' };
const zodToOpenApi = createJsonSchemaTransform({ skipList: [] });

/** The zod → JSON Schema transform, with a plain meaning for each undescribed success response. */
const transform: typeof zodToOpenApi = (document) => {
  const out = zodToOpenApi(document);
  const responses = (out.schema as { response?: Record<string, Record<string, unknown>> } | undefined)?.response ?? {};
  for (const [status, response] of Object.entries(responses)) {
    if (response && typeof response === 'object' && !('description' in response)) response.description = SUCCESS_MEANINGS[status] ?? 'Response';
  }
  return out;
};

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
    transform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 1 },
    logo: { type: 'image/svg+xml', content: Buffer.from(DOCS_LOGO), href: '/' },
    theme: { title: 'FoodArt API' },
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
