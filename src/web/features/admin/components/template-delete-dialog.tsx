import { Trash2 } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { toast } from 'sonner';
import type { AdminTemplate } from '../../../../shared/schemas/admin.schema';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { useDeleteTemplate } from '../api/save-template';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';

/** "Excluir": asks "Confirmar exclusão" first; nothing is deleted until the admin confirms. */
export function TemplateDeleteDialog({ template, trigger }: { template: AdminTemplate; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTemplate();

  const onConfirm = async () => {
    // mutateAsync, not mutate: the card (and this dialog) leaves the page as soon as the list drops it,
    // and mutate's own callbacks would not run then.
    try {
      await remove.mutateAsync(template.id);
      toast.success(ADMIN_MSG.templateDeleted, { description: ADMIN_MSG.templateDeletedDescription });
      setOpen(false);
    } catch (error) {
      toastAdminError(ADMIN_MSG.templateDeleteError, error);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (remove.isPending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent role="alertdialog" hideClose>
        <DialogHeader>
          <DialogTitle>{ADMIN_MSG.templateDeleteTitle}</DialogTitle>
          <DialogDescription>{ADMIN_MSG.templateDeleteQuestion(template.name)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancelar
            </Button>
          </DialogClose>
          <Button variant="destructive" loading={remove.isPending} onClick={() => void onConfirm()}>
            {remove.isPending ? null : <Trash2 aria-hidden="true" />}
            Excluir
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
