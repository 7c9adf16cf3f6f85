// The demonstration payment provider's orders (shown at /checkout/demo/:id): nothing is charged.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CheckoutUrlSchema, DemoCheckoutSchema, type DemoCheckout } from '../../../../shared/schemas/billing.schema';
import { api } from '../../../lib/api-client';

const path = (id: string) => `/api/billing/demo-checkout/${encodeURIComponent(id)}`;

export async function getDemoCheckout(id: string): Promise<DemoCheckout> {
  return DemoCheckoutSchema.parse(await api.get<unknown>(path(id)));
}

export const demoCheckoutQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['demo-checkout', id], queryFn: () => getDemoCheckout(id), staleTime: 0 });

export function useDemoCheckout(id: string) {
  return useQuery(demoCheckoutQueryOptions(id));
}

/** Pays the order; answers where the browser goes next (the order's success URL). */
export async function payDemoCheckout(id: string): Promise<string> {
  return CheckoutUrlSchema.parse(await api.post<unknown>(`${path(id)}/pay`)).url;
}

/** Cancels the order; answers where the browser goes next (the order's cancel URL). */
export async function cancelDemoCheckout(id: string): Promise<string> {
  return CheckoutUrlSchema.parse(await api.post<unknown>(`${path(id)}/cancel`)).url;
}
