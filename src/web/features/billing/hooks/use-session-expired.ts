import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../lib/auth';
import { notify } from '../../../lib/toast';
import { BILLING_MSG } from '../lib/billing-messages';

/** Says the session expired and goes to /auth (after a checkout, portal or payment call found it gone). */
export function useSessionExpired() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (message: string = BILLING_MSG.sessionExpiredRedirect) => {
    notify.error(message);
    // Clear first: /auth sends a (cached) signed-in user back home.
    clearSession(queryClient);
    void navigate('/auth');
  };
}
