import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { createPortalSession } from '../api/checkout';
import { BILLING_MSG } from '../lib/billing-messages';
import { isSessionError } from '../lib/checkout-errors';
import { useGoToUrl } from './use-go-to-url';
import { useSessionExpired } from './use-session-expired';

/** "Gerenciar assinatura": opens the provider's portal in a new tab (the demo portal in this one). */
export function usePortalSession() {
  const goToUrl = useGoToUrl();
  const sessionExpired = useSessionExpired();
  return useMutation({
    mutationFn: createPortalSession,
    onSuccess: (url) => goToUrl(url, { newTab: true }),
    onError: (error) => {
      if (isSessionError(error)) sessionExpired();
      else toast.error(BILLING_MSG.portalError);
    },
  });
}
