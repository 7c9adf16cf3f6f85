import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useDeleteTrainingExample } from '../api/save-training-example';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { ConfirmDialog } from './confirm-dialog';

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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm" disabled={disabled} aria-label={`Excluir exemplo ${title}`} className="text-destructive hover:bg-red-50 hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Excluir
        </Button>
      }
      title={ADMIN_MSG.trainingDeleteTitle}
      description={ADMIN_MSG.trainingDeleteConfirm}
      confirmLabel="Excluir"
      pending={remove.isPending}
      onConfirm={onConfirm}
      role="dialog"
      confirmIcon={false}
    />
  );
}
