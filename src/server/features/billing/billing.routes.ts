// /api/billing/*: checkouts for plans and credit packages, the subscription portal, the
// demonstration provider's order page calls, and (in its own raw-body scope) Stripe's webhook.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../../shared/messages.ts';
import {
  CheckoutUrlSchema,
  CreditCheckoutSchema,
  DemoCheckoutSchema,
  DemoSubscriptionCancelResultSchema,
  PaymentsModeSchema,
  SalesContactSchema,
  SubscriptionCheckoutSchema,
} from '../../../shared/schemas/billing.schema.ts';
import type { PaymentsProvider, WebhookVerifier } from '../../adapters/payments/payments.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import type { Clock } from '../../clock.ts';
import { AppError, notFound, unauthorized } from '../../http-errors.ts';
import { errorResponses } from '../../http-contract.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { rateLimits } from '../../plugins/rate-limits.ts';
import {
  cancelDemoCheckout,
  cancelDemoSubscription,
  createCreditCheckout,
  createSubscriptionCheckout,
  getDemoCheckout,
  openPortal,
  payDemoCheckout,
  type BillingDeps,
} from './billing.service.ts';
import { billingWebhookRoutes } from './billing.webhook.routes.ts';

const TAGS = ['billing'];
/** A malformed id is a checkout that does not exist: 404, like someone else's. */
const DemoCheckoutParamsSchema = z.object({ id: z.string().max(200).describe('The demonstration checkout id (a UUID)') });

export interface BillingRoutesOptions {
  db: Db;
  config: Config;
  payments: PaymentsProvider;
  verifyWebhook: WebhookVerifier;
  clock: Clock;
}

export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, opts) => {
  const { db, config } = opts;
  const deps: BillingDeps = {
    db,
    payments: opts.payments,
    clock: opts.clock,
    publicUrl: config.publicUrl,
    stripePrices: { ...config.payments.stripePrices },
  };

  // Spec §8: a checkout without a session says the session expired (the page then goes to /auth).
  const requireBuyer = async (request: FastifyRequest) => {
    try {
      await app.requireUser(request);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) throw unauthorized(MSG.sessionExpired);
      throw error;
    }
  };
  const buyer = (request: FastifyRequest) => currentUser(request);
  // The buyer sees a pt-BR 502; the operator sees why the provider refused.
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof AppError && error.code === 'payment_provider_error') {
      request.log.error({ err: (error as Error & { cause?: unknown }).cause ?? error }, 'payment provider call failed');
    }
  });
  const buyerRoute = { preValidation: requireBuyer, config: rateLimits.checkout() };
  const signedIn = { tags: TAGS, security: [{ session: [] }] };

  app.post(
    '/api/billing/subscription-checkout',
    {
      ...buyerRoute,
      schema: {
        ...signedIn,
        summary: 'Start a checkout for a monthly plan (the free plan answers 400: it is not sold)',
        body: SubscriptionCheckoutSchema,
        response: { 200: CheckoutUrlSchema, ...errorResponses(400, 401, 403, 409, 429, 502) },
      },
    },
    async (request) => createSubscriptionCheckout(deps, buyer(request), request.body.planSlug),
  );

  app.post(
    '/api/billing/credit-checkout',
    {
      ...buyerRoute,
      schema: {
        ...signedIn,
        summary: 'Start a checkout for a credit package (card or Pix)',
        body: CreditCheckoutSchema,
        response: { 200: CheckoutUrlSchema, ...errorResponses(400, 401, 403, 404, 429, 502) },
      },
    },
    async (request) => createCreditCheckout(deps, buyer(request), request.body),
  );

  // Public: the site shows a banner while checkouts are the free demonstration page.
  app.get(
    '/api/billing/provider',
    { schema: { tags: TAGS, summary: "Which payment provider checkouts go through ('demo' charges nothing)", response: { 200: PaymentsModeSchema } } },
    async () => ({ provider: deps.payments.name }),
  );

  // Public: the Studio plan is sold by people ("Falar com Vendas"), not by a checkout.
  const salesContact = { ...config.sales };
  app.get(
    '/api/billing/sales-contact',
    { schema: { tags: TAGS, summary: 'Who sells the Studio plan: a WhatsApp number and an e-mail', response: { 200: SalesContactSchema } } },
    async () => salesContact,
  );

  app.post(
    '/api/billing/portal',
    {
      ...buyerRoute,
      schema: { ...signedIn, summary: 'Open the subscription portal', response: { 200: CheckoutUrlSchema, ...errorResponses(400, 401, 403, 429, 502) } },
    },
    async (request) => openPortal(deps, buyer(request)),
  );

  const demoId = (id: string) => {
    if (!isUuid(id)) throw notFound();
    return id;
  };
  const demoRoute = (summary: string, response: z.ZodType) => ({
    preValidation: requireBuyer,
    schema: { ...signedIn, summary, params: DemoCheckoutParamsSchema, response: { 200: response, ...errorResponses(401, 403, 404, 409) } },
  });
  app.get('/api/billing/demo-checkout/:id', demoRoute('The demonstration provider: an order to pay or cancel', DemoCheckoutSchema), async (request) =>
    getDemoCheckout(deps, buyer(request), demoId(request.params.id)),
  );
  app.post('/api/billing/demo-checkout/:id/pay', demoRoute('The demonstration provider: pay the order (nothing is charged)', CheckoutUrlSchema), async (request) =>
    payDemoCheckout(deps, buyer(request), demoId(request.params.id)),
  );
  app.post('/api/billing/demo-checkout/:id/cancel', demoRoute('The demonstration provider: cancel the order', CheckoutUrlSchema), async (request) =>
    cancelDemoCheckout(deps, buyer(request), demoId(request.params.id)),
  );
  app.post(
    '/api/billing/demo-subscription/cancel',
    {
      preValidation: requireBuyer,
      schema: {
        ...signedIn,
        summary: 'The demonstration provider: end the subscription now',
        response: { 200: DemoSubscriptionCancelResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => cancelDemoSubscription(deps, buyer(request)),
  );

  await app.register(billingWebhookRoutes, {
    db,
    verify: opts.verifyWebhook,
    stripePrices: deps.stripePrices,
    payments: deps.payments,
  });
};
