import { CalendarClock, Crown, ExternalLink, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/format';
import type { Subscription } from '../../../../shared/schemas/me.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { routeIntent } from '../../../lib/route-preload';
import { usePortalSession } from '../hooks/use-portal-session';
import { isSubscriptionActive, subscriptionStatusLabel } from '../lib/billing-format';

/** The way to the plans page, for a user without an active plan. */
function SeePlansButton() {
  return (
    <Button asChild>
      <Link to="/subscription" {...routeIntent('/subscription')}>
        <Sparkles aria-hidden="true" />
        Ver planos
      </Link>
    </Button>
  );
}

/** The profile's subscription card: plan, status, next billing date and the portal; or a call to the plans. */
export function SubscriptionCard({ subscription }: { subscription: Subscription | null }) {
  const portal = usePortalSession();
  const active = isSubscriptionActive(subscription);

  if (!subscription || subscription.planSlug === 'free') {
    return (
      <Card data-testid="subscription-card">
        <CardHeader>
          <CardTitle>Assinatura</CardTitle>
          <CardDescription>Você está no plano Gratuito.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Assine o Pro ou o Studio para criar mais artes por mês, sem marca d’água e em HD.
          </p>
          <SeePlansButton />
        </CardContent>
      </Card>
    );
  }

  const nextBilling = active && subscription.nextBillingDate ? formatDate(subscription.nextBillingDate) : '';

  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <CardTitle>Assinatura</CardTitle>
        <CardDescription>Seu plano mensal do FoodArt.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <span className="grid size-11 place-items-center rounded-xl bg-secondary text-primary">
            <Crown aria-hidden="true" className="size-5" />
          </span>
          <div className="grid">
            <span className="text-xs font-medium text-muted-foreground">Plano</span>
            <span className="text-xl font-extrabold">{subscription.planName}</span>
          </div>
          <Badge variant={active ? 'success' : subscription.status === 'canceled' ? 'destructive' : 'secondary'} className="ml-auto">
            {subscriptionStatusLabel(subscription.status)}
          </Badge>
        </div>
        {nextBilling ? (
          <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span>
              Próxima cobrança: <span className="font-semibold text-foreground">{nextBilling}</span>
            </span>
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          {active ? (
            <Button variant="outline" loading={portal.isPending} onClick={() => portal.mutate()}>
              <ExternalLink aria-hidden="true" />
              Gerenciar assinatura
            </Button>
          ) : (
            <SeePlansButton />
          )}
        </div>
      </CardContent>
    </Card>
  );
}
