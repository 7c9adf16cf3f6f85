// The dialog shown when a paid generation (Foto Pro, Templates Rápidos) finds no credit left: it leads to
// the plans page.
import { Crown } from 'lucide-react';
import { useNavigate } from 'react-router';
import { MSG } from '../../shared/messages';
import { routeIntent } from '../lib/route-preload';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './ui/dialog';

export type OutOfCreditsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Shown when a generation needs a credit the user no longer has; leads to the plans page. */
export function OutOfCreditsDialog({ open, onOpenChange }: OutOfCreditsDialogProps) {
  const navigate = useNavigate();
  const goToPlans = () => {
    onOpenChange(false);
    navigate('/subscription');
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="text-center sm:max-w-md">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-secondary text-primary">
          <Crown aria-hidden="true" className="size-7" />
        </span>
        <DialogHeader className="items-center pr-0">
          <DialogTitle className="text-xl font-extrabold">{MSG.outOfCreditsTitle}</DialogTitle>
          <DialogDescription className="text-base">{MSG.outOfCredits}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center">
          <Button size="lg" className="w-full sm:w-auto" onClick={goToPlans} {...routeIntent('/subscription')}>
            Ver Planos de Assinatura
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
