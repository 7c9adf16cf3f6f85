import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SalesContactSchema } from '../../../shared/schemas/billing.schema.ts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';

describe('GET /api/billing/sales-contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { sales: { whatsapp: '5521988887777', email: 'comercial@restaurante.com.br' } });
  });
  afterAll(() => t.close());

  it('tells anyone, signed in or not, the configured WhatsApp number and e-mail of the sales team', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/billing/sales-contact' });
    expect(response.statusCode).toBe(200);
    expect(SalesContactSchema.parse(response.json())).toEqual({ whatsapp: '5521988887777', email: 'comercial@restaurante.com.br' });
  });
});
