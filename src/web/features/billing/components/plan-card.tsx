import { Check, Crown, Sparkles, Zap, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import type { Plan } from '../../../../shared/schemas/catalogue.schema';
import { formatCents } from '../lib/billing-format';

const PLAN_LOOK: Record<string, { icon: LucideIcon; tagline: string }> = {
  free: { icon: Sparkles, tagline: 'Para experimentar sem compromisso' },
  pro: { icon: Zap, tagline: 'Para quem vende todos os dias' },
  studio: { icon: Crown, tagline: 'Para redes, franquias e equipes' },
};

/** The plan's call to action: "Começar Grátis", "Assinar Pro", "Falar com Vendas". */
export function planButtonLabel(plan: Plan): string {
  if (plan.slug === 'free') return 'Começar Grátis';
  if (plan.slug === 'studio') return 'Falar com Vendas';
  return `Assinar ${plan.name}`;
}

export type PlanCardProps = {
  plan: Plan;
  /** The signed-in user is on this plan: the button is disabled and says "Plano atual". */
  current: boolean;
  loading: boolean;
  disabled: boolean;
  onChoose: (plan: Plan) => void;
  /** The user shows intent to choose (pointer over the button, focus, touch): where it leads can start loading. */
  onIntent?: () => void;
  /** In place of the plan's button (the Studio plan's sales contact); unused on the user's current plan. */
  action?: ReactNode;
};

export function PlanCard({ plan, current, loading, disabled, onChoose, onIntent, action }: PlanCardProps) {
  const titleId = useId();
  const look = PLAN_LOOK[plan.slug] ?? { icon: Sparkles, tagline: '' };
  const Icon = look.icon;
  const highlighted = plan.highlight !== null;

  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      data-testid={`plan-${plan.slug}`}
      className={cn(
        'relative flex h-full flex-col text-left',
        highlighted && 'border-2 border-primary shadow-glow',
        current && !highlighted && 'border-2 border-orange-300',
      )}
    >
      {highlighted ? (
        <span className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs font-bold whitespace-nowrap text-primary-foreground shadow-sm">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {plan.highlight}
        </span>
      ) : null}
      <CardHeader className="gap-3">
        <div className="flex items-center gap-3">
          <span
            className={cn(
              'grid size-10 shrink-0 place-items-center rounded-xl',
              highlighted ? 'bg-primary text-primary-foreground' : 'bg-secondary text-primary',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <CardTitle id={titleId} className="text-xl font-extrabold">
              {plan.name}
            </CardTitle>
            {look.tagline ? <p className="text-sm text-muted-foreground">{look.tagline}</p> : null}
          </div>
        </div>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tracking-tight">{formatCents(plan.priceBrlCents)}</span>
          <span className="text-sm font-medium text-muted-foreground">/mês</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2.5 text-sm" aria-label={`Recursos do plano ${plan.name}`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" strokeWidth={3} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {current ? (
          <Button className="w-full" size="lg" variant="secondary" disabled>
            <Check aria-hidden="true" />
            Plano atual
          </Button>
        ) : action ? (
          action
        ) : (
          <Button
            className="w-full"
            size="lg"
            variant={highlighted ? 'default' : 'outline'}
            loading={loading}
            disabled={disabled}
            onClick={() => onChoose(plan)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            onTouchStart={onIntent}
          >
            {planButtonLabel(plan)}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/** A grey card of the plan's size while the plans load. */
export function PlanCardSkeleton() {
  return (
    <Card aria-hidden="true" className="flex h-full min-h-96 animate-pulse flex-col gap-4 p-6">
      <div className="h-10 w-2/3 rounded-xl bg-muted" />
      <div className="h-10 w-1/2 rounded-xl bg-muted" />
      <div className="grid gap-2.5">
        <div className="h-4 rounded bg-muted" />
        <div className="h-4 w-5/6 rounded bg-muted" />
        <div className="h-4 w-4/6 rounded bg-muted" />
      </div>
      <div className="mt-auto h-12 rounded-xl bg-muted" />
    </Card>
  );
}
