import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { CHECKOUT_RESULT_PARAM } from '../../../../shared/schemas/billing.schema';
import { ME_QUERY_KEY } from '../../../lib/auth';
import { BILLING_MSG } from '../lib/billing-messages';

const RETURN_TOAST_ID = 'checkout-return';

/**
 * Back from a checkout (`?checkout=success|cancel`): says how it went, refreshes the session so the
 * credits badge and plan update, and removes the marker from the address.
 */
export function useCheckoutReturn(): void {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const outcome = params.get(CHECKOUT_RESULT_PARAM);

  useEffect(() => {
    if (outcome === null) return;
    if (outcome === 'success') {
      toast.success(BILLING_MSG.paymentConfirmed, { id: RETURN_TOAST_ID });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    } else if (outcome === 'cancel' || outcome === 'canceled') {
      toast.info(BILLING_MSG.paymentCanceled, { id: RETURN_TOAST_ID });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_RESULT_PARAM);
        next.delete('session_id');
        return next;
      },
      { replace: true },
    );
  }, [outcome, queryClient, setParams]);
}
