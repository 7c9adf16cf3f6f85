import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

export type ContentConfirmDialogProps = {
  open: boolean;
  title: string;
  description: string;
  /** The destructive button ("Excluir", "Deletar"). */
  confirmLabel: string;
  /** The request is under way: the button spins and the dialog cannot be dismissed. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes when the dialog closes (it has no trigger of its own to return to). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Asks before deleting a creation or a photo. "Cancelar" comes first so it takes the focus; the dialog
 * stays open while the request runs and after a failure (the caller closes it on success).
 */
export function ContentConfirmDialog({ open, title, description, confirmLabel, pending, onConfirm, onCancel, onCloseAutoFocus }: ContentConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !pending ? onCancel() : undefined)}>
      <DialogContent role="alertdialog" className="max-w-md" hideClose onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={onCancel}>
            Cancelar
          </Button>
          <Button variant="destructive" loading={pending} onClick={onConfirm}>
            {pending ? null : <Trash2 aria-hidden="true" />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
