import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentsModeSchema, type PaymentsMode } from '../../../../shared/schemas/billing.schema';
import { api } from '../../../lib/api-client';

const MODE_STALE_MS = 60 * 60_000;

export async function getPaymentsMode(): Promise<PaymentsMode> {
  return PaymentsModeSchema.parse(await api.get<unknown>('/api/billing/provider'));
}

export const paymentsModeQueryOptions = () => queryOptions({ queryKey: ['payments-mode'], queryFn: getPaymentsMode, staleTime: MODE_STALE_MS, retry: false });

/** Which provider checkouts go through; the site says so while it is the free demonstration. */
export function usePaymentsMode() {
  return useQuery(paymentsModeQueryOptions());
}
