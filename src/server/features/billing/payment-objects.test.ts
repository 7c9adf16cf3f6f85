import { describe, expect, it } from 'vitest';
import {
  invoicePeriodEnd,
  invoiceSubscriptionId,
  readInvoice,
  readOrderMetadata,
  readSubscription,
  subscriptionPeriodEnd,
} from './payment-objects.ts';

const END = 1_900_000_000;

describe('payment objects across Stripe API versions', () => {
  it('reads the period end from the subscription items (current API) or the subscription (older ones)', () => {
    expect(subscriptionPeriodEnd(readSubscription({ id: 'sub_1', items: { data: [{ current_period_end: END }] } })!)).toEqual(new Date(END * 1000));
    expect(subscriptionPeriodEnd(readSubscription({ id: 'sub_1', current_period_end: END })!)).toEqual(new Date(END * 1000));
    expect(subscriptionPeriodEnd(readSubscription({ id: 'sub_1' })!)).toBeNull();
  });

  it("finds an invoice's subscription under parent.subscription_details or the older top-level field", () => {
    expect(invoiceSubscriptionId(readInvoice({ id: 'in_1', parent: { subscription_details: { subscription: 'sub_new' } } })!)).toBe('sub_new');
    expect(invoiceSubscriptionId(readInvoice({ id: 'in_1', subscription: { id: 'sub_old' } })!)).toBe('sub_old');
    expect(invoicePeriodEnd(readInvoice({ id: 'in_1', lines: { data: [{ period: { end: END } }, { period: { end: END - 5 } }] } })!)).toEqual(
      new Date(END * 1000),
    );
  });

  it('reads the order FoodArt put on a session, and nothing from anything else', () => {
    expect(readOrderMetadata({ userId: 'u1', kind: 'credits', packageId: 'p1', credits: '10' })).toEqual({
      userId: 'u1',
      kind: 'credits',
      packageId: 'p1',
      planSlug: null,
      credits: 10,
    });
    expect(readOrderMetadata({ userId: 'u1', packageId: 'p1' })).toMatchObject({ kind: 'credits', packageId: 'p1' });
    expect(readOrderMetadata({ userId: 'u1', kind: 'gift' })).toBeNull();
    expect(readOrderMetadata(null)).toBeNull();
    expect(readOrderMetadata({ kind: 'subscription', planSlug: 'pro' }, 'u2')).toMatchObject({ userId: 'u2', planSlug: 'pro' });
  });
});
