import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG } from '../../../../shared/messages';
import { errorMessage } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth';
import { notify } from '../../../lib/toast';
import type { PaidPlanSlug } from '../api/checkout';
import { BILLING_MSG } from '../lib/billing-messages';
import { isSessionError } from '../lib/checkout-errors';
import { useGoToUrl } from './use-go-to-url';
import { useSessionExpired } from './use-session-expired';

class NoSessionError extends Error {}

/**
 * Starts a plan's checkout: checks the session, asks for the checkout URL and opens it in a new tab
 * (an in-app demo page opens in this one). `variables` is the plan being bought, for per-plan spinners.
 */
export function useSubscriptionCheckout() {
  const queryClient = useQueryClient();
  const goToUrl = useGoToUrl();
  const sessionExpired = useSessionExpired();

  return useMutation({
    mutationFn: async (planSlug: PaidPlanSlug) => {
      // The checkout call (and its schema) loads with the session check: the landing shows the plans first.
      const [me, { createSubscriptionCheckout }] = await Promise.all([
        queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }),
        import('../api/checkout'),
      ]);
      if (!me) throw new NoSessionError();
      return createSubscriptionCheckout(planSlug);
    },
    onSuccess: (url) => goToUrl(url, { newTab: true }),
    onError: (error) => {
      if (error instanceof NoSessionError) sessionExpired(MSG.sessionExpired);
      else if (isSessionError(error)) sessionExpired();
      else notify.error(errorMessage(error, BILLING_MSG.checkoutError));
    },
  });
}
