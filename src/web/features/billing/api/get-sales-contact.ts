import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesContact } from '../../../../shared/schemas/billing.schema';
import { getChecked } from '../../../lib/api-client';

/** The server's settings (SALES_WHATSAPP, SALES_EMAIL): they change only with a restart. */
const SALES_CONTACT_STALE_MS = 60 * 60_000;

/** GET /api/billing/sales-contact: who sells the Studio plan. */
export async function getSalesContact(): Promise<SalesContact> {
  return getChecked('/api/billing/sales-contact', () => import('../../../../shared/schemas/billing.schema').then((m) => m.SalesContactSchema));
}

export const salesContactQueryOptions = () =>
  queryOptions({ queryKey: ['sales-contact'], queryFn: getSalesContact, staleTime: SALES_CONTACT_STALE_MS });

export function useSalesContact() {
  return useQuery(salesContactQueryOptions());
}
