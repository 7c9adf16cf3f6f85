import { Trash2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { DialogActions } from './form-dialog';

export type ConfirmDialogProps = {
  open: boolean;
  /** Asked to open (by `trigger`) or to close ("Cancelar", Escape, a click outside); never while `pending`. */
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; without one the caller opens it and says where the focus goes back. */
  trigger?: ReactElement;
  title: string;
  description: string;
  /** The destructive button ("Excluir", "Deletar"). */
  confirmLabel: string;
  /** The request is under way: the button spins and the dialog cannot be dismissed. */
  pending: boolean;
  onConfirm: () => void;
  /** Where the focus goes when the dialog closes (for a dialog with no trigger of its own to return to). */
  onCloseAutoFocus?: (event: Event) => void;
  /** An "alertdialog" (the default) ends only with an answer; a "dialog" also has the ✕ in its corner. */
  role?: 'alertdialog' | 'dialog';
  /** The bin on the destructive button. */
  confirmIcon?: boolean;
  /** The content's width. */
  className?: string;
};

/**
 * Asks before deleting something. "Cancelar" comes first so it takes the focus; the dialog stays open
 * while the request runs and after a failure (the caller closes it on success).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  onCloseAutoFocus,
  role = 'alertdialog',
  confirmIcon = true,
  className,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent role={role} className={className} hideClose={role === 'alertdialog'} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogActions busy={pending}>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            {confirmIcon && !pending ? <Trash2 aria-hidden="true" /> : null}
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
