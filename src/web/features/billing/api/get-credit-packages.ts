import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CreditPackageSchema, type CreditPackage } from '../../../../shared/schemas/catalogue.schema';
import { api } from '../../../lib/api-client';

const PACKAGES_STALE_MS = 5 * 60_000;

/** GET /api/credit-packages: one-off credit packages, in display order (prices in centavos). */
export async function getCreditPackages(): Promise<CreditPackage[]> {
  const packages = z.array(CreditPackageSchema).parse(await api.get<unknown>('/api/credit-packages'));
  return [...packages].sort((a, b) => a.displayOrder - b.displayOrder);
}

export const creditPackagesQueryOptions = () =>
  queryOptions({ queryKey: ['credit-packages'], queryFn: getCreditPackages, staleTime: PACKAGES_STALE_MS });

export function useCreditPackages(enabled = true) {
  return useQuery({ ...creditPackagesQueryOptions(), enabled });
}
