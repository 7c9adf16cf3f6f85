import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';

/** A dialog's footer: "Cancelar" (which closes it, and is off while `busy`) and the dialog's own action. */
export function DialogActions({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          Cancelar
        </Button>
      </DialogClose>
      {children}
    </DialogFooter>
  );
}

export type FormDialogProps = {
  /** The button that opens the dialog (focus returns to it when the dialog closes). */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  /** A save is in flight: Escape and a click outside do not close the dialog. */
  busy: boolean;
  /** Runs whenever the dialog closes, cancelled or done (to let go of what it held). */
  onClose?: () => void;
  /** The content's width. */
  className?: string;
  /** The form; it calls `close` once its save succeeded (on a failure the dialog stays open as it was). */
  children: (close: () => void) => ReactNode;
};

/** A back-office form in a dialog of its own ("Novo Template", "Editar", "Upload Imagens"). */
export function FormDialog({ trigger, title, description, busy, onClose, className = 'sm:max-w-2xl', children }: FormDialogProps) {
  const [open, setOpen] = useState(false);

  const close = () => {
    onClose?.();
    setOpen(false);
  };

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) setOpen(true);
    else close();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(close)}
      </DialogContent>
    </Dialog>
  );
}
