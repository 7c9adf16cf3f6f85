import { Info } from 'lucide-react';
import { usePaymentsMode } from '../api/get-payments-mode';
import { BILLING_MSG } from '../lib/billing-messages';

/** A strip on every page while payments run on the demonstration provider: nothing is charged. */
export function DemoPaymentsBanner() {
  const { data } = usePaymentsMode();
  if (data?.provider !== 'demo') return null;
  return (
    <div role="status" data-testid="demo-payments-banner" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-1.5 text-center text-xs font-medium text-amber-950 sm:text-sm">
      <Info aria-hidden className="size-4 shrink-0" />
      {BILLING_MSG.demoBanner}
    </div>
  );
}
