import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, CreditCard, FlaskConical, QrCode, RefreshCw, SearchX, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import type { DemoCheckout } from '../../shared/schemas/billing.schema';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { cancelDemoCheckout, payDemoCheckout, useDemoCheckout } from '../features/billing/api/demo-checkout';
import { DemoPixCode } from '../features/billing/components/demo-pix-code';
import { useGoToUrl } from '../features/billing/hooks/use-go-to-url';
import { useSessionExpired } from '../features/billing/hooks/use-session-expired';
import { formatCents, PAYMENT_METHOD_LABELS } from '../features/billing/lib/billing-format';
import { BILLING_MSG } from '../features/billing/lib/billing-messages';
import { isSessionError } from '../features/billing/lib/checkout-errors';
import { ApiError, errorMessage } from '../lib/api-client';
import { ME_QUERY_KEY } from '../lib/auth';
import { routeIntent } from '../lib/route-preload';

const PLAN_NAMES: Record<string, string> = { free: 'Gratuito', pro: 'Pro', studio: 'Studio' };

function DemoBanner() {
  return (
    <p
      role="note"
      className="flex items-start gap-2.5 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {BILLING_MSG.demoBanner}
    </p>
  );
}

function BackToProfile({ children = 'Voltar para o perfil' }: { children?: ReactNode }) {
  return (
    <Button asChild variant="outline">
      <Link to="/profile" {...routeIntent('/profile')}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid w-full max-w-lg gap-5 px-4 py-8 sm:py-12">{children}</div>;
}

function SummaryRow({ label, children, total = false }: { label: string; children: ReactNode; total?: boolean }) {
  return (
    <div className={total ? 'flex items-baseline justify-between gap-4 border-t border-border pt-3' : 'flex justify-between gap-4'}>
      <dt className={total ? 'text-base font-bold' : 'shrink-0 text-muted-foreground'}>{label}</dt>
      <dd className={total ? 'text-right text-2xl font-extrabold tracking-tight text-primary' : 'min-w-0 text-right font-semibold'}>
        {children}
      </dd>
    </div>
  );
}

function OrderSummary({ order }: { order: DemoCheckout }) {
  const subscription = order.kind === 'subscription';
  const planName = order.planSlug ? (PLAN_NAMES[order.planSlug] ?? order.planSlug) : '—';
  return (
    <dl className="grid gap-3 text-sm">
      <SummaryRow label="Pedido">{order.description}</SummaryRow>
      {subscription ? (
        <SummaryRow label="Plano">{planName} (mensal)</SummaryRow>
      ) : (
        <SummaryRow label="Créditos">{order.credits ?? 0} créditos</SummaryRow>
      )}
      <SummaryRow label="Forma de pagamento">
        <span className="inline-flex items-center gap-1.5">
          {order.paymentMethod === 'pix' ? (
            <QrCode aria-hidden="true" className="size-4 text-primary" />
          ) : (
            <CreditCard aria-hidden="true" className="size-4 text-primary" />
          )}
          {PAYMENT_METHOD_LABELS[order.paymentMethod]}
        </span>
      </SummaryRow>
      <SummaryRow label="Total" total>
        {formatCents(order.priceBrlCents)}
        {subscription ? <span className="text-sm font-medium text-muted-foreground">/mês</span> : null}
      </SummaryRow>
    </dl>
  );
}

/** /checkout/demo/:id — the demonstration provider's payment page: pay or cancel, nothing is charged. */
export function DemoCheckoutPage() {
  const { id = '' } = useParams();
  const order = useDemoCheckout(id);
  const queryClient = useQueryClient();
  const goToUrl = useGoToUrl();
  const sessionExpired = useSessionExpired();

  const onFailure = (error: Error) => {
    if (isSessionError(error)) {
      sessionExpired();
      return;
    }
    toast.error(errorMessage(error, BILLING_MSG.paymentError));
    void order.refetch();
  };

  const pay = useMutation({
    mutationFn: () => payDemoCheckout(id),
    onSuccess: async (url) => {
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      goToUrl(url);
    },
    onError: onFailure,
  });

  const cancel = useMutation({
    mutationFn: () => cancelDemoCheckout(id),
    onSuccess: (url) => goToUrl(url),
    onError: onFailure,
  });

  if (order.isPending) {
    return (
      <Shell>
        <div className="grid min-h-[40dvh] place-items-center">
          <Spinner label="Carregando pedido" />
        </div>
      </Shell>
    );
  }

  if (order.isError) {
    const notFound = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <Shell>
        <Card>
          <CardContent className="grid justify-items-center gap-4 py-12 text-center">
            <span className="grid size-14 place-items-center rounded-full bg-secondary text-primary">
              <SearchX aria-hidden="true" className="size-7" />
            </span>
            <h1 className="text-2xl font-extrabold">{notFound ? BILLING_MSG.orderNotFound : 'Não foi possível carregar o pedido'}</h1>
            <p className="max-w-sm text-sm text-muted-foreground">
              {notFound ? 'Este pedido não existe ou pertence a outra conta.' : 'Verifique sua conexão e tente novamente.'}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              {notFound ? null : (
                <Button onClick={() => void order.refetch()}>
                  <RefreshCw aria-hidden="true" />
                  Tentar novamente
                </Button>
              )}
              <BackToProfile />
            </div>
          </CardContent>
        </Card>
      </Shell>
    );
  }

  const data = order.data;
  const busy = pay.isPending || cancel.isPending;

  if (data.status !== 'open') {
    const paid = data.status === 'paid';
    return (
      <Shell>
        <DemoBanner />
        <Card>
          <CardContent className="grid gap-6">
            <div className="grid justify-items-center gap-3 text-center">
              <span
                className={
                  paid
                    ? 'grid size-14 place-items-center rounded-full bg-green-100 text-green-700'
                    : 'grid size-14 place-items-center rounded-full bg-muted text-muted-foreground'
                }
              >
                {paid ? <CheckCircle2 aria-hidden="true" className="size-7" /> : <XCircle aria-hidden="true" className="size-7" />}
              </span>
              <h1 className="text-2xl font-extrabold">{paid ? 'Pagamento confirmado' : 'Pedido cancelado'}</h1>
              <p className="text-sm text-muted-foreground">
                {paid ? 'Este pedido já foi pago.' : 'Este pedido foi cancelado e não pode mais ser pago.'}
              </p>
            </div>
            <OrderSummary order={data} />
            <div className="flex justify-center">
              <BackToProfile />
            </div>
          </CardContent>
        </Card>
      </Shell>
    );
  }

  return (
    <Shell>
      <DemoBanner />
      <Card>
        <CardContent className="grid gap-6">
          <div className="grid gap-1">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">Checkout FoodArt</p>
            <h1 className="text-2xl font-extrabold tracking-tight">Finalizar pagamento</h1>
          </div>
          <OrderSummary order={data} />
          {data.paymentMethod === 'pix' ? (
            <DemoPixCode seed={data.id} />
          ) : (
            <div className="flex items-center gap-3 rounded-xl border border-dashed border-input bg-muted/50 px-4 py-3 text-sm">
              <CreditCard aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              <span>
                Cartão de demonstração <span className="font-mono font-semibold">•••• 4242</span>
              </span>
            </div>
          )}
          <div className="grid gap-3 sm:grid-cols-[2fr_3fr]">
            <Button size="lg" loading={pay.isPending} disabled={busy} onClick={() => pay.mutate()} className="sm:order-2">
              Pagar (demonstração)
            </Button>
            <Button size="lg" variant="outline" loading={cancel.isPending} disabled={busy} onClick={() => cancel.mutate()}>
              Cancelar
            </Button>
          </div>
        </CardContent>
      </Card>
    </Shell>
  );
}
