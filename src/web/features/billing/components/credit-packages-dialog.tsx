import { useMutation } from '@tanstack/react-query';
import { Coins, CreditCard, QrCode, RefreshCw, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../shared/schemas/billing.schema';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { RadioCards } from '../../../components/ui/radio-cards';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { createCreditCheckout } from '../api/checkout';
import type { CreditPackage } from '../../../../shared/schemas/catalogue.schema';
import { useCreditPackages } from '../api/get-credit-packages';
import { useGoToUrl } from '../hooks/use-go-to-url';
import { useSessionExpired } from '../hooks/use-session-expired';
import { formatCents, PAYMENT_METHOD_LABELS } from '../lib/billing-format';
import { BILLING_MSG } from '../lib/billing-messages';
import { isSessionError } from '../lib/checkout-errors';

const METHOD_LOOK: Record<PaymentMethod, { icon: typeof CreditCard; hint: string }> = {
  card: { icon: CreditCard, hint: 'Aprovação imediata' },
  pix: { icon: QrCode, hint: 'Pague com o QR Code' },
};

const CHOICE_CARD_CLASSES = cn(
  'relative flex h-full w-full cursor-pointer items-center rounded-2xl border-2 border-border bg-card p-3 text-left shadow-xs transition-colors sm:p-4',
  'hover:border-orange-300 hover:bg-secondary/40',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-checked:border-primary aria-checked:bg-secondary/70 aria-checked:shadow-soft',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

/** The drawn radio button of a choice card (the card itself is the radio). */
function RadioDot({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-5 shrink-0 place-items-center rounded-full border-2 bg-card',
        checked ? 'border-primary' : 'border-input',
      )}
    >
      {checked ? <span className="size-2.5 rounded-full bg-primary" /> : null}
    </span>
  );
}

const perCredit = (pkg: CreditPackage) => pkg.priceBrlCents / pkg.credits;

/** The saving in percent against the dearest price per credit; null when there is none. */
function savingPercent(pkg: CreditPackage, dearestPerCredit: number): number | null {
  const saving = Math.round((1 - perCredit(pkg) / dearestPerCredit) * 100);
  return saving >= 1 ? saving : null;
}

export type CreditPackagesDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** "Comprar Mais": choose a credit package and card or PIX, then go to the payment page. */
export function CreditPackagesDialog({ open, onOpenChange }: CreditPackagesDialogProps) {
  const packagesQuery = useCreditPackages(open);
  const [packageId, setPackageId] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('card');
  const goToUrl = useGoToUrl();
  const sessionExpired = useSessionExpired();

  const purchase = useMutation({
    mutationFn: (input: { packageId: string; paymentMethod: PaymentMethod }) =>
      createCreditCheckout(input.packageId, input.paymentMethod),
    onSuccess: (url) => {
      onOpenChange(false);
      goToUrl(url);
    },
    onError: (error) => {
      if (isSessionError(error)) {
        onOpenChange(false);
        sessionExpired();
        return;
      }
      const description = error instanceof ApiError ? error.serverMessage : undefined;
      toast.error(BILLING_MSG.purchaseError, description ? { description } : undefined);
    },
  });

  const packages = packagesQuery.data ?? [];
  const chosen = packages.find((pkg) => pkg.id === packageId) ?? null;
  const dearestPerCredit = Math.max(...packages.map(perCredit));

  const onBuy = () => {
    if (!chosen) return;
    purchase.mutate({ packageId: chosen.id, paymentMethod });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (purchase.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="p-5 sm:max-w-xl sm:p-6">
        <DialogHeader>
          <DialogTitle className="text-xl font-extrabold">Comprar créditos</DialogTitle>
          <DialogDescription>
            Escolha um pacote e a forma de pagamento. Cada foto melhorada ou arte criada usa 1 crédito.
          </DialogDescription>
        </DialogHeader>

        {packagesQuery.isPending ? (
          <div className="grid min-h-40 place-items-center">
            <Spinner label="Carregando pacotes" />
          </div>
        ) : packagesQuery.isError ? (
          <div role="alert" className="grid justify-items-center gap-3 py-6 text-center">
            <p className="text-sm font-medium text-muted-foreground">Não foi possível carregar os pacotes.</p>
            <Button variant="outline" size="sm" onClick={() => void packagesQuery.refetch()}>
              <RefreshCw aria-hidden="true" />
              Tentar novamente
            </Button>
          </div>
        ) : (
          <div className="grid gap-5">
            <RadioCards
              label="Pacotes de créditos"
              value={packageId}
              onValueChange={setPackageId}
              options={packages.map((pkg) => pkg.id)}
              disabled={purchase.isPending}
              showCheck={false}
              className="grid gap-2.5 sm:grid-cols-2 sm:gap-3"
              itemClassName={CHOICE_CARD_CLASSES}
              renderItem={(id, ids) => {
                const pkg = packages.find((item) => item.id === id);
                if (!pkg) return null;
                const saving = savingPercent(pkg, dearestPerCredit);
                return (
                  <span className="flex w-full items-center gap-3 sm:flex-col sm:items-start sm:gap-2">
                    <span className="flex min-w-0 flex-1 items-center gap-2.5 sm:flex-none">
                      <RadioDot checked={ids.checked} />
                      <span className="grid min-w-0">
                        <span id={ids.labelId} className="inline-flex items-center gap-1.5 font-extrabold whitespace-nowrap">
                          <Coins aria-hidden="true" className="hidden size-4 shrink-0 text-primary sm:block" />
                          {pkg.credits} créditos
                        </span>
                        <span id={ids.descriptionId} className="text-xs text-muted-foreground">
                          {formatCents(Math.round(perCredit(pkg)))} por crédito
                        </span>
                      </span>
                    </span>
                    <span className="grid shrink-0 justify-items-end gap-1 text-right sm:justify-items-start sm:pl-7.5 sm:text-left">
                      <span className="text-base font-extrabold tracking-tight whitespace-nowrap sm:text-xl">
                        {formatCents(pkg.priceBrlCents)}
                      </span>
                      {saving ? (
                        <span className="rounded-full bg-green-100 px-2 py-0.5 text-[0.7rem] font-bold whitespace-nowrap text-green-800">
                          <span className="sm:hidden">−{saving}%</span>
                          <span className="hidden sm:inline">Economize {saving}%</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                );
              }}
            />

            <div className="grid gap-2">
              <p aria-hidden="true" className="text-sm font-semibold">
                Forma de pagamento
              </p>
              <RadioCards
                label="Forma de pagamento"
                value={paymentMethod}
                onValueChange={setPaymentMethod}
                options={PAYMENT_METHODS}
                disabled={purchase.isPending}
                showCheck={false}
                className="grid gap-2.5 sm:grid-cols-2 sm:gap-3"
                itemClassName={cn(CHOICE_CARD_CLASSES, 'gap-2.5 sm:p-3')}
                renderItem={(method, ids) => {
                  const { icon: Icon, hint } = METHOD_LOOK[method];
                  return (
                    <>
                      <RadioDot checked={ids.checked} />
                      <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                      <span className="grid min-w-0">
                        <span id={ids.labelId} className="text-sm font-bold">
                          {PAYMENT_METHOD_LABELS[method]}
                        </span>
                        <span id={ids.descriptionId} className="text-xs text-muted-foreground">
                          {hint}
                        </span>
                      </span>
                    </>
                  );
                }}
              />
            </div>
          </div>
        )}

        <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {chosen ? (
              <>
                Total: <span className="font-bold text-foreground">{formatCents(chosen.priceBrlCents)}</span>
              </>
            ) : (
              'Escolha um pacote para continuar.'
            )}
          </p>
          <Button size="lg" onClick={onBuy} disabled={!chosen} loading={purchase.isPending}>
            <ShoppingCart aria-hidden="true" />
            Comprar
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
