import { AlertTriangle, Crown, Home, Images, Mail, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { CreditPackagesDialog } from '../features/billing/components/credit-packages-dialog';
import { DemoPortalDialog } from '../features/billing/components/demo-portal-dialog';
import { SubscriptionCard } from '../features/billing/components/subscription-card';
import { useCheckoutReturn } from '../features/billing/hooks/use-checkout-return';
import { planBadgeLabel } from '../features/billing/lib/billing-format';
import { BILLING_MSG } from '../features/billing/lib/billing-messages';
import { creditsBreakdownText, creditsSummaryText } from '../lib/credits-text';
import { initialsOf, useMe } from '../lib/auth';
import { routeIntent } from '../lib/route-preload';

export function ProfilePage() {
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const [packagesOpen, setPackagesOpen] = useState(false);
  useCheckoutReturn();

  if (!me) return null;
  const { user, credits } = me;
  const outOfCredits = !credits.unlimited && credits.remaining <= 0;
  const planLabel = planBadgeLabel(me);
  const paidBadge = planLabel !== 'Gratuito';
  const breakdown = creditsBreakdownText(credits, me.purchasedCredits, paidBadge && !credits.unlimited ? planLabel : null);
  const portalOpen = params.get('portal') === 'demo';

  const closePortal = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('portal');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Meu Perfil</h1>

      <Card>
        <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
          >
            {initialsOf(user.fullName)}
          </span>
          <div className="grid min-w-0 gap-1">
            <p className="truncate text-lg font-semibold">{user.fullName}</p>
            <p className="inline-flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{user.email}</span>
            </p>
          </div>
          <Badge
            data-testid="plan-badge"
            variant={paidBadge ? 'default' : 'secondary'}
            className="w-fit px-3 py-1 text-sm sm:ml-auto"
          >
            {paidBadge ? <Crown aria-hidden="true" /> : null}
            {planLabel}
          </Badge>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Seus créditos</CardTitle>
          <CardDescription>Cada foto melhorada ou arte criada usa 1 crédito.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="grid gap-1">
              <p data-testid="credits-summary" className="text-2xl font-extrabold text-primary">
                {creditsSummaryText(credits)}
              </p>
              {breakdown ? (
                <p data-testid="credits-breakdown" className="text-sm text-muted-foreground">
                  {breakdown}
                </p>
              ) : null}
            </div>
            {credits.unlimited ? null : (
              <Button onClick={() => setPackagesOpen(true)}>
                <Plus aria-hidden="true" />
                Comprar Mais
              </Button>
            )}
          </div>
          {outOfCredits ? (
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center"
            >
              <p className="flex items-start gap-3">
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{BILLING_MSG.noCredits}</span>
              </p>
              <Button asChild size="sm" variant="outline" className="w-fit sm:ml-auto">
                <Link to="/subscription" {...routeIntent('/subscription')}>
                  <Sparkles aria-hidden="true" />
                  Assinar um plano
                </Link>
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>

      <SubscriptionCard subscription={me.subscription} />

      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="outline" size="lg">
          <Link to="/my-creations" {...routeIntent('/my-creations')}>
            <Images aria-hidden="true" />
            Minhas Criações
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/">
            <Home aria-hidden="true" />
            Início
          </Link>
        </Button>
      </div>

      <CreditPackagesDialog open={packagesOpen} onOpenChange={setPackagesOpen} />
      <DemoPortalDialog
        open={portalOpen}
        onOpenChange={(open) => (open ? undefined : closePortal())}
        subscription={me.subscription}
      />
    </div>
  );
}
