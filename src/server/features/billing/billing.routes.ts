// /api/billing/*: checkouts for plans and credit packages, the subscription portal, the
// demonstration provider's order page calls, and (in its own raw-body scope) Stripe's webhook.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MSG } from '../../../shared/messages.ts';
import { CreditCheckoutSchema, SubscriptionCheckoutSchema, type PaymentsMode } from '../../../shared/schemas/billing.schema.ts';
import { createDemoPayments } from '../../adapters/payments/demo.payments.ts';
import type { PaymentsProvider, WebhookVerifier } from '../../adapters/payments/payments.ts';
import { createStripePayments, createStripeWebhookVerifier } from '../../adapters/payments/stripe.payments.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, unauthorized } from '../../http-errors.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { sessionRateLimitKey } from '../../plugins/generation-limit.ts';
import { demoCheckoutStore } from './billing.repo.ts';
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
import { FREE_PLAN_SLUG } from './fulfilment.service.ts';

const MINUTE_MS = 60_000;
/** Checkout and portal sessions a signed-in user may open per minute. */
export const CHECKOUT_RATE_LIMIT_PER_MINUTE = 10;

const DemoCheckoutParamsSchema = z.object({ id: z.uuid() });

export interface BillingRoutesOptions {
  db: Db;
  config: Config;
  /** Tests may pass a fake; otherwise Stripe when configured, else the demonstration provider. */
  payments?: PaymentsProvider;
  verifyWebhook?: WebhookVerifier;
}

export function createPaymentsProvider(config: Config, db: Db): PaymentsProvider {
  const { stripeSecretKey, stripeApiBase } = config.payments;
  if (config.payments.provider === 'stripe' && stripeSecretKey) {
    return createStripePayments({ secretKey: stripeSecretKey, apiBase: stripeApiBase });
  }
  return createDemoPayments(demoCheckoutStore(db));
}

export async function billingRoutes(app: FastifyInstance, opts: BillingRoutesOptions) {
  const { db, config } = opts;
  const deps: BillingDeps = {
    db,
    payments: opts.payments ?? createPaymentsProvider(config, db),
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
  const limited = { rateLimit: { max: CHECKOUT_RATE_LIMIT_PER_MINUTE, timeWindow: MINUTE_MS, keyGenerator: sessionRateLimitKey } };

  app.post('/api/billing/subscription-checkout', { preHandler: requireBuyer, config: limited }, async (request) => {
    // The free plan is not sold: the service answers it with the spec's "Você já pode começar gratuitamente!".
    const body = (request.body ?? {}) as { planSlug?: unknown };
    const planSlug = body.planSlug === FREE_PLAN_SLUG ? FREE_PLAN_SLUG : SubscriptionCheckoutSchema.parse(body).planSlug;
    return createSubscriptionCheckout(deps, buyer(request), planSlug);
  });

  app.post('/api/billing/credit-checkout', { preHandler: requireBuyer, config: limited }, async (request) => {
    return createCreditCheckout(deps, buyer(request), CreditCheckoutSchema.parse(request.body ?? {}));
  });

  // Public: the site shows a banner while checkouts are the free demonstration page.
  app.get('/api/billing/provider', async (): Promise<PaymentsMode> => ({ provider: deps.payments.name }));

  app.post('/api/billing/portal', { preHandler: requireBuyer, config: limited }, async (request) => openPortal(deps, buyer(request)));

  const demoId = (request: FastifyRequest) => {
    const parsed = DemoCheckoutParamsSchema.safeParse(request.params);
    if (!parsed.success) throw notFound();
    return parsed.data.id;
  };
  app.get('/api/billing/demo-checkout/:id', { preHandler: requireBuyer }, async (request) =>
    getDemoCheckout(deps, buyer(request), demoId(request)),
  );
  app.post('/api/billing/demo-checkout/:id/pay', { preHandler: requireBuyer }, async (request) =>
    payDemoCheckout(deps, buyer(request), demoId(request)),
  );
  app.post('/api/billing/demo-checkout/:id/cancel', { preHandler: requireBuyer }, async (request) =>
    cancelDemoCheckout(deps, buyer(request), demoId(request)),
  );
  app.post('/api/billing/demo-subscription/cancel', { preHandler: requireBuyer }, async (request) =>
    cancelDemoSubscription(deps, buyer(request)),
  );

  await app.register(billingWebhookRoutes, {
    db,
    verify: opts.verifyWebhook ?? createStripeWebhookVerifier(config.payments.stripeWebhookSecret),
    stripePrices: deps.stripePrices,
    payments: deps.payments,
  });
}
