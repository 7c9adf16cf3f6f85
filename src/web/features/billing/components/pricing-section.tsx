import { RefreshCw } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { PAID_PLAN_SLUGS } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { useMe } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { preloadRoute } from '../../../lib/route-preload';
import { authPageState } from '../../../lib/return-to';
import { PRICING_SECTION_ID, type ScrollToState } from '../../../lib/sections';
import { notify } from '../../../lib/toast';
import type { PaidPlanSlug } from '../api/checkout';
import type { Plan } from '../../../../shared/schemas/catalogue.schema';
import { usePlans } from '../api/get-plans';
import { useSubscriptionCheckout } from '../hooks/use-subscription-checkout';
import { currentPlanSlug } from '../lib/billing-format';
import { BILLING_MSG } from '../lib/billing-messages';
import { SALES_PLAN_SLUG } from '../lib/sales-contact';
import { PlanCard, PlanCardSkeleton } from './plan-card';
import { SalesContactAction } from './sales-contact-action';

const isPaidSlug = (slug: string): slug is PaidPlanSlug => (PAID_PLAN_SLUGS as readonly string[]).includes(slug);

export type PricingSectionProps = {
  /** Only these plans (e.g. the paid ones on /subscription); every plan when omitted. */
  slugs?: readonly string[];
  title?: string;
  description?: string;
  className?: string;
};

/**
 * The plans with their features and a button each (spec §4 "Pricing button"): visitors are asked to
 * sign in (and come back here afterwards), the free plan only says so, Pro starts its checkout, Studio
 * is sold by the sales team ("Falar com Vendas", to anyone); the user's own plan is marked.
 */
export function PricingSection({
  slugs,
  title = 'Planos para cada fase do seu negócio',
  description = 'Comece grátis e assine quando precisar de mais artes, sem marca d’água e com download em HD.',
  className,
}: PricingSectionProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { data: me, isPending: sessionPending } = useMe();
  const plansQuery = usePlans();
  const checkout = useSubscriptionCheckout();
  const pendingSlug = checkout.isPending ? checkout.variables : null;
  const currentSlug = currentPlanSlug(me);

  const plans = (plansQuery.data ?? []).filter((plan) => !slugs || slugs.includes(plan.slug));
  const skeletons = slugs?.length ?? 3;

  const onChoose = (plan: Plan) => {
    if (!me) {
      notify.info(MSG.loginRequired);
      const back: ScrollToState = { scrollTo: PRICING_SECTION_ID };
      void navigate('/auth', { state: authPageState({ pathname: location.pathname, search: location.search, state: back }) });
      return;
    }
    if (!isPaidSlug(plan.slug)) {
      notify.info(BILLING_MSG.freePlan);
      return;
    }
    checkout.mutate(plan.slug);
  };

  const count = plansQuery.isPending ? skeletons : plans.length;
  const layout =
    count >= 3 ? 'max-w-md lg:max-w-6xl lg:grid-cols-3' : count === 2 ? 'max-w-md md:max-w-4xl md:grid-cols-2' : 'max-w-md';

  return (
    <section
      id={PRICING_SECTION_ID}
      aria-labelledby="pricing-heading"
      className={cn('border-t border-border bg-card/70', className)}
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:py-20">
        <div className="mx-auto grid max-w-2xl gap-3 text-center">
          <h2 id="pricing-heading" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {description ? <p className="text-pretty text-muted-foreground">{description}</p> : null}
        </div>

        {plansQuery.isError ? (
          <div role="alert" className="mx-auto grid justify-items-center gap-3 text-center">
            <p className="font-medium text-muted-foreground">Não foi possível carregar os planos.</p>
            <Button variant="outline" onClick={() => void plansQuery.refetch()}>
              <RefreshCw aria-hidden="true" />
              Tentar novamente
            </Button>
          </div>
        ) : (
          <ul
            aria-busy={plansQuery.isPending || undefined}
            aria-label="Planos"
            className={cn('mx-auto grid w-full gap-8 pt-3 lg:gap-6', layout)}
          >
            {plansQuery.isPending
              ? Array.from({ length: skeletons }, (_, index) => (
                  <li key={index}>
                    <PlanCardSkeleton />
                  </li>
                ))
              : plans.map((plan) => (
                  <li key={plan.id}>
                    <PlanCard
                      plan={plan}
                      current={plan.slug === currentSlug}
                      loading={pendingSlug === plan.slug}
                      disabled={sessionPending || checkout.isPending}
                      onChoose={onChoose}
                      onIntent={me ? undefined : () => preloadRoute('/auth')}
                      action={
                        plan.slug === SALES_PLAN_SLUG ? (
                          <SalesContactAction planName={plan.name} variant={plan.highlight !== null ? 'default' : 'outline'} />
                        ) : undefined
                      }
                    />
                  </li>
                ))}
          </ul>
        )}
      </div>
    </section>
  );
}
