import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PAID_PLAN_SLUGS } from '../../shared/constants';
import { FREE_PLAN_SLUG } from '../../shared/schemas/billing.schema';
import { Button } from '../components/ui/button';
import { PriceComparison } from '../features/billing/components/price-comparison';
import { PricingSection } from '../features/billing/components/pricing-section';
import { useCheckoutReturn } from '../features/billing/hooks/use-checkout-return';
import { currentPlanSlug } from '../features/billing/lib/billing-format';
import { useMe } from '../lib/auth';
import { canSpendCredit } from '../lib/session-credits';

/** Spec §2's heading, said only when it is true: a free-plan user with no credit left to spend. */
const OUT_OF_CREDITS = {
  title: 'Seus Créditos Gratuitos Acabaram...',
  text: 'Continue criando fotos profissionais e artes promocionais com um plano do FoodArt — por uma fração do custo de um fotógrafo ou designer.',
};
const NEUTRAL = {
  title: 'Planos e Assinatura',
  text: 'Fotos profissionais e artes promocionais para o seu delivery, todo mês — por uma fração do custo de um fotógrafo ou designer.',
};

export function SubscriptionPage() {
  useCheckoutReturn();
  const { data: me } = useMe();
  const outOfFreeCredits = Boolean(me && currentPlanSlug(me) === FREE_PLAN_SLUG && !canSpendCredit(me.credits));
  const intro = outOfFreeCredits ? OUT_OF_CREDITS : NEUTRAL;

  return (
    <>
      <div className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_24rem_at_85%_-10%,rgb(253_186_116/0.3),transparent),radial-gradient(36rem_20rem_at_0%_10%,rgb(254_215_170/0.3),transparent)]"
        />
        <div className="mx-auto grid max-w-4xl gap-10 px-4 pt-10 pb-14 text-center sm:pt-14">
          <div className="grid gap-4">
            <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{intro.title}</h1>
            <p className="mx-auto max-w-xl text-pretty text-muted-foreground">{intro.text}</p>
          </div>
          <PriceComparison />
        </div>
      </div>
      <PricingSection
        slugs={PAID_PLAN_SLUGS}
        title="Escolha seu plano"
        description="Cancele quando quiser. Os créditos do plano são renovados todo mês."
      />
      <div className="flex justify-center px-4 py-8">
        <Button asChild variant="ghost">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Voltar para o início
          </Link>
        </Button>
      </div>
    </>
  );
}
