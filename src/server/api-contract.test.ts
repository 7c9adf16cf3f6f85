// The API describes itself: every route declares its schemas, the OpenAPI document generated from them
// is valid OpenAPI 3.1 and names every route, the reference page loads, and the schemas really drive
// validation (pt-BR messages) and serialisation (no unnamed field leaves the server).
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../shared/messages.ts';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../../tests/helpers/test-app.ts';
import { routesWithoutContract } from './plugins/api-contract.plugin.ts';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> }; responses: Record<string, unknown> }>>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('route contracts', () => {
  it('every API and storage route declares its responses', () => {
    const routes = t.app.registeredRoutes;
    // The check sees the whole API, not an empty list.
    expect(routes.filter((route) => route.url.startsWith('/api/')).length).toBeGreaterThan(25);
    expect(routesWithoutContract(routes)).toEqual([]);
  });

  it('fails for a route added without a schema', async () => {
    const app = (await createTestApp()).app;
    app.get('/api/throwaway', async () => ({ ok: true }));
    app.post('/api/throwaway-with-body', { schema: { summary: 'no responses' } }, async () => ({ ok: true }));
    await app.ready();
    expect(routesWithoutContract(app.registeredRoutes)).toEqual(['GET /api/throwaway', 'POST /api/throwaway-with-body']);
    await app.close();
  });
});

describe('GET /api/openapi.json', () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json() as OpenApiDocument;
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('describes every route the app serves, with its request and response shapes', () => {
    const documented = new Set(Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)));
    const served = t.app.registeredRoutes
      .filter((route) => route.method !== 'HEAD' && (route.url.startsWith('/api/') || route.url.startsWith('/storage/')) && !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}').replace('*', '{*}')}`);
    for (const route of served) expect(documented, route).toContain(route);

    const enhance = document.paths['/api/photos/enhance']!.post!;
    const form = enhance.requestBody!.content['multipart/form-data']!.schema;
    expect(form.properties!.photo!.format).toBe('binary');
    expect(Object.keys(form.properties!)).toEqual(expect.arrayContaining(['platform', 'style', 'scenarioType', 'scenarioId']));
    expect(Object.keys(enhance.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '402', '413', '415', '429', '503']));
    expect(document.paths['/api/ratings']!.post!.requestBody!.content['application/json']).toBeDefined();
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its assets from the app itself', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const script = page.body.match(/src="\.\/static\/([\w.-]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await t.app.inject({ method: 'GET', url: `/api/docs/static/${script}` });
    expect(asset.statusCode).toBe(200);
  });
});

describe('schemas drive validation and serialisation', () => {
  it('answers a bad body with the schema’s pt-BR message, and asks a signed-out caller to sign in first', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/ratings', headers: { origin: ORIGIN }, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    const empty = await t.app.inject({ method: 'POST', url: '/api/ratings', headers: { origin: ORIGIN, cookie } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'invalid_input', message: MSG.ratingError });
    const badScore = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      headers: { origin: ORIGIN, cookie },
      payload: { creationId: '7d2c6a44-3b8e-4f0e-9a55-2f1f6f0e8c11', rating: 9 },
    });
    expect(badScore.json()).toEqual({ error: 'invalid_input', message: MSG.ratingInvalid });
  });

  it('answers a bad query with the schema’s message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/templates?category=sushi-bar' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_input', message: MSG.invalidCategory });
  });

  it('sends only the fields a response schema names', async () => {
    const scenarios = (await t.app.inject({ method: 'GET', url: '/api/scenarios' })).json() as Record<string, unknown>[];
    expect(scenarios.length).toBeGreaterThan(0);
    // The scenario's generation prompt is the engine's business, not the public catalogue's.
    for (const scenario of scenarios) expect(Object.keys(scenario).sort()).toEqual(['description', 'displayOrder', 'id', 'name', 'thumbnailUrl']);
    const signIn = await signUp(t.app);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: signIn.cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.body).not.toContain('"token"');
    expect((session.json() as { user: { id: string } }).user.id).toBe(signIn.id);
  });
});
