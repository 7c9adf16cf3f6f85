// The demonstration provider (the embedded default, no Stripe key): a checkout is a row shown on the
// in-app page /checkout/demo/<id>, where "Pagar" runs the same fulfilment as Stripe's webhook.
import { DEMO_CHECKOUT_PATH, DEMO_PORTAL_URL } from '../../../shared/schemas/billing.schema.ts';
import type { CheckoutOrder, PaymentsProvider } from './payments.ts';

/** Persists demonstration orders; billing's repository implements it. */
export interface DemoCheckoutStore {
  /** Saves an open order and returns its id. */
  insert(order: CheckoutOrder): Promise<string>;
}

export function createDemoPayments(store: DemoCheckoutStore): PaymentsProvider {
  return {
    name: 'demo',
    createCustomer: async () => null,
    async createCheckout(order) {
      const id = await store.insert(order);
      return { id, url: `${DEMO_CHECKOUT_PATH}/${id}` };
    },
    createPortal: async () => ({ url: DEMO_PORTAL_URL }),
    // A demonstration subscription is only our own row: refusing it at fulfilment is all it takes.
    cancelSubscription: async () => undefined,
  };
}
