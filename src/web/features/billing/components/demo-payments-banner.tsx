import { Info } from 'lucide-react';
import { useLocation } from 'react-router';
import { DEMO_CHECKOUT_PATH } from '../../../../shared/constants';
import { usePaymentsMode } from '../api/get-payments-mode';
import { DEMO_BANNER_MSG } from '../lib/demo-banner-message';

/**
 * A strip under the header of the public pages (landing, pricing, profile, subscription) while
 * payments run on the demonstration provider: nothing is charged. The demonstration checkout page says
 * it in its own card, so the strip stays out of its way there.
 */
export function DemoPaymentsBanner() {
  const { data } = usePaymentsMode();
  const { pathname } = useLocation();
  if (data?.provider !== 'demo' || pathname.startsWith(DEMO_CHECKOUT_PATH)) return null;
  return (
    <div role="status" data-testid="demo-payments-banner" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-1.5 text-center text-xs font-medium text-amber-950 sm:text-sm">
      <Info aria-hidden className="size-4 shrink-0" />
      {DEMO_BANNER_MSG}
    </div>
  );
}
