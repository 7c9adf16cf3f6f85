import { useState, type ReactElement } from 'react';
import { toast } from 'sonner';
import type { AdminTemplate } from '../../../../shared/schemas/admin.schema';
import { useDeleteTemplate } from '../api/save-template';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { ConfirmDialog } from './confirm-dialog';

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
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={ADMIN_MSG.templateDeleteTitle}
      description={ADMIN_MSG.templateDeleteQuestion(template.name)}
      confirmLabel="Excluir"
      pending={remove.isPending}
      onConfirm={() => void onConfirm()}
    />
  );
}
