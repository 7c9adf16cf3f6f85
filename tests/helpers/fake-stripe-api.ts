// Test double: a local HTTP server speaking the few Stripe API calls FoodArt makes (customers,
// Checkout Sessions, billing-portal sessions). The real SDK is pointed at it (STRIPE_API_BASE), so
// tests see the exact parameters the SDK sends, with no network.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form body decoded into nested objects and arrays, as Stripe reads it. */
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

export interface FakeStripeApi {
  /** Base URL for STRIPE_API_BASE, e.g. http://127.0.0.1:41234 */
  url: string;
  requests: RecordedStripeRequest[];
  /** The next call fails with this HTTP status and a Stripe error body. */
  failNext(status: number): void;
  close(): Promise<void>;
}

/** Decodes `a[b][0][c]=1` form fields into `{ a: { b: [ { c: '1' } ] } }`. */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]!);
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const requests: RecordedStripeRequest[] = [];
  let failure: number | null = null;
  let counter = 0;

  const server = http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0]!;
      const body = decodeStripeForm(text);
      const key = request.headers['idempotency-key'];
      requests.push({ method: request.method ?? 'GET', path, body, idempotencyKey: Array.isArray(key) ? key[0] : key });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${counter}` });
        response.end(JSON.stringify(payload));
      };
      if (failure !== null) {
        const status = failure;
        failure = null;
        return send(status, { error: { type: 'api_error', message: 'The fake Stripe API was told to fail.' } });
      }
      counter += 1;
      if (request.method === 'POST' && path === '/v1/customers') {
        return send(200, { id: `cus_fake_${counter}`, object: 'customer', email: body.email ?? null, metadata: body.metadata ?? {} });
      }
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_fake_${counter}`;
        return send(200, {
          id,
          object: 'checkout.session',
          mode: body.mode,
          customer: body.customer ?? null,
          metadata: body.metadata ?? {},
          payment_status: 'unpaid',
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
        const id = `bps_fake_${counter}`;
        return send(200, { id, object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, url: `https://billing.stripe.test/p/session/${id}` });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (request.method === 'DELETE' && subscription) {
        return send(200, { id: subscription[1], object: 'subscription', status: 'canceled' });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

let eventCounter = 0;

/** A Stripe event envelope around an object, shaped like a real delivery. */
export function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_test_${Date.now()}_${++eventCounter}`) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The body and headers of a webhook delivery signed with `secret` by the SDK's own test helper. */
export function signedDelivery(event: object, secret: string) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
