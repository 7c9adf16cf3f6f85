import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { useDeleteTrainingExample } from '../api/save-training-example';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';

/** "Excluir" and its "Confirmar exclusão" dialog; on a failure the dialog stays open to try again. */
export function TrainingDeleteDialog({ exampleId, title, disabled }: { exampleId: string; title: string; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTrainingExample();

  const onConfirm = () =>
    remove.mutate(exampleId, {
      onSuccess: () => {
        toast.success(ADMIN_MSG.trainingDeleted);
        setOpen(false);
      },
      onError: (error) => toastAdminError(ADMIN_MSG.trainingDeleteError, error),
    });

  return (
    // While the deletion is in flight, Escape and a click outside do not close the dialog.
    <Dialog open={open} onOpenChange={(next) => (remove.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={disabled} aria-label={`Excluir exemplo ${title}`} className="text-destructive hover:bg-red-50 hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Excluir
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{ADMIN_MSG.trainingDeleteTitle}</DialogTitle>
          <DialogDescription>{ADMIN_MSG.trainingDeleteConfirm}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={remove.isPending} onClick={onConfirm}>
            Excluir
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
