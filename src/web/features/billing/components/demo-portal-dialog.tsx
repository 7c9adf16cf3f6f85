import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { toast } from 'sonner';
import { formatDate } from '../../../../shared/format';
import type { Subscription } from '../../../../shared/schemas/me.schema';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { ME_QUERY_KEY } from '../../../lib/auth';
import { cancelDemoSubscription } from '../api/checkout';
import { isSubscriptionActive, subscriptionStatusLabel } from '../lib/billing-format';
import { BILLING_MSG } from '../lib/billing-messages';

export type DemoPortalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: Subscription | null;
};

/** The demonstration provider's subscription portal (/profile?portal=demo): lets the user cancel. */
export function DemoPortalDialog({ open, onOpenChange, subscription }: DemoPortalDialogProps) {
  const queryClient = useQueryClient();
  const active = isSubscriptionActive(subscription);
  const cancel = useMutation({
    mutationFn: cancelDemoSubscription,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      toast.success(BILLING_MSG.subscriptionCanceled);
      onOpenChange(false);
    },
    onError: () => toast.error(BILLING_MSG.subscriptionCancelError),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (cancel.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <span className="mb-1 inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            <FlaskConical aria-hidden="true" className="size-3.5" />
            Demonstração
          </span>
          <DialogTitle className="text-xl font-extrabold">Portal de assinatura (demonstração)</DialogTitle>
          <DialogDescription>
            Aqui você gerenciaria a assinatura no provedor de pagamento. Nesta demonstração, nenhuma cobrança é feita.
          </DialogDescription>
        </DialogHeader>
        {subscription && subscription.planSlug !== 'free' ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-border bg-secondary/40 p-4 text-sm">
            <dt className="text-muted-foreground">Plano</dt>
            <dd className="font-semibold">{subscription.planName}</dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd className="font-semibold">{subscriptionStatusLabel(subscription.status)}</dd>
            {active && subscription.nextBillingDate ? (
              <>
                <dt className="text-muted-foreground">Próxima cobrança</dt>
                <dd className="font-semibold">{formatDate(subscription.nextBillingDate)}</dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">Você não tem uma assinatura ativa.</p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            Voltar ao perfil
          </Button>
          {active ? (
            <Button variant="destructive" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              Cancelar assinatura
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
