// @fastify/compress on the API: JSON above the threshold goes out br or gzip, small answers and
// clients that ask for none get it plain, and request bodies are never touched.
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, COMPRESS_THRESHOLD_BYTES } from './app.ts';
import { OPENAPI_PATH } from './plugins/api-contract.plugin.ts';
import { WebhookSignatureError, type WebhookVerifier } from './adapters/payments/payments.ts';
import { createTestApp, openTestDatabase, testDeps, type TestApp } from '../../tests/helpers/test-app.ts';

describe('compressed API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('sends a large JSON answer br to a client that accepts br, and gzip to one that accepts only gzip', async () => {
    const plain = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await t.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.app.inject({ method: 'GET', url: OPENAPI_PATH, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a JSON answer under the threshold as it is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('request bodies', () => {
  it('are never decompressed: the webhook verifies the exact bytes sent, even gzip ones', async () => {
    const received: Buffer[] = [];
    const database = await openTestDatabase('pglite');
    const verifyWebhook: WebhookVerifier = (raw) => {
      received.push(raw);
      throw new WebhookSignatureError('assinatura de teste');
    };
    const app = await buildApp({ ...(await testDeps(database, { verifyWebhook })), logger: false });
    try {
      const body = gzipSync(JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }));
      const response = await app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'stripe-signature': 't=1,v1=x' },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(received).toHaveLength(1);
      expect(received[0]!.equals(body)).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
