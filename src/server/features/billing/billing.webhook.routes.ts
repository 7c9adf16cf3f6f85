// POST /api/billing/webhook — Stripe's deliveries. An encapsulated scope keeps the body as the exact
// bytes Stripe signed (no JSON parsing before the check): bad or missing signature → 400 and nothing
// changes; then the event goes through processPaymentEvent (record the id, skip replays, handle).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages.ts';
import { WebhookReceiptSchema } from '../../../shared/schemas/billing.schema.ts';
import { WebhookSignatureError, type PaymentsProvider, type WebhookVerifier } from '../../adapters/payments/payments.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http-errors.ts';
import { errorResponses } from '../../http-contract.ts';
import { planSlugForPrice } from './billing.service.ts';
import { processPaymentEvent } from './payment-events.service.ts';

export const billingWebhookRoutes: FastifyPluginAsyncZod<{
  db: Db;
  verify: WebhookVerifier;
  stripePrices: Partial<Record<string, string>>;
  payments: PaymentsProvider;
}> = async (app, opts) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/billing/webhook',
    {
      // The raw bytes Stripe signed: validated by the signature check, not by a schema.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
      schema: {
        tags: ['billing'],
        summary: "Stripe's event deliveries (verified by the `Stripe-Signature` header)",
        headers: z.looseObject({ 'stripe-signature': z.string().optional().describe("Stripe's signature of the raw body") }),
        body: z.unknown().describe('The Stripe event, as the exact bytes Stripe signed'),
        response: { 200: WebhookReceiptSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const header = request.headers['stripe-signature'];
    let event;
    try {
      event = opts.verify(raw, Array.isArray(header) ? header[0] : header);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      request.log.warn({ reason: error.message }, 'payment webhook refused: bad signature');
      throw badRequest(MSG.webhookSignatureInvalid, 'invalid_signature');
    }
    const result = await processPaymentEvent(opts.db, event, {
      provider: 'stripe',
      planSlugForPrice: (priceId) => planSlugForPrice(opts, priceId),
    });
    request.log.info({ eventId: event.id, type: event.type, ...result }, 'payment event');
    if ('cancelSubscription' in result && result.cancelSubscription) {
      // A second subscription paid while one is active: end it now, so the user is not billed twice.
      try {
        await opts.payments.cancelSubscription(result.cancelSubscription);
        request.log.warn({ subscription: result.cancelSubscription }, 'ended a second subscription of a subscribed user');
      } catch (err) {
        request.log.error({ err, subscription: result.cancelSubscription }, 'could not end a second subscription: cancel it at the provider');
      }
    }
    return { received: true as const };
  });
};
