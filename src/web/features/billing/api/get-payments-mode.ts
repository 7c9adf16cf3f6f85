import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsMode } from '../../../../shared/schemas/billing.schema';
import { getChecked } from '../../../lib/api-client';

const MODE_STALE_MS = 60 * 60_000;

export async function getPaymentsMode(): Promise<PaymentsMode> {
  // Asked by every public page: the schema loads with the request (lib/api-client.ts getChecked).
  return getChecked('/api/billing/provider', () => import('../../../../shared/schemas/billing.schema').then((m) => m.PaymentsModeSchema));
}

export const paymentsModeQueryOptions = () => queryOptions({ queryKey: ['payments-mode'], queryFn: getPaymentsMode, staleTime: MODE_STALE_MS, retry: false });

/** Which provider checkouts go through; the site says so while it is the free demonstration. */
export function usePaymentsMode() {
  return useQuery(paymentsModeQueryOptions());
}
