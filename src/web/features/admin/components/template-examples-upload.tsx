import { ImagePlus, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { toast } from 'sonner';
import { TEMPLATE_EXAMPLES_PER_UPLOAD, type AdminTemplate } from '../../../../shared/schemas/admin.schema';
import { HiddenFileInput } from '../../../components/hidden-file-input';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../lib/image-file';
import { TEMPLATE_EXAMPLE_ACCEPT, TEMPLATE_EXAMPLE_MAX_MB, templateExampleProblem, useUploadTemplateExamples } from '../api/template-examples';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { DialogActions, FormDialog } from './form-dialog';

/** A picked image and its preview (an object URL, revoked when the image leaves the selection). */
type Picked = { key: number; file: File; url: string };
type Refusal = { name: string; reason: string };

let pickedSeq = 0;

function release(items: readonly Picked[]) {
  for (const item of items) URL.revokeObjectURL(item.url);
}

/**
 * "Upload Imagens": a multi-image picker with removable previews and "Fazer Upload de N Imagem(ns)".
 * Files that are not JPG/PNG/WEBP or exceed 5MB are refused here, before anything is sent.
 */
export function TemplateExamplesUpload({ template, trigger }: { template: AdminTemplate; trigger: ReactElement }) {
  const [picked, setPicked] = useState<Picked[]>([]);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadTemplateExamples();
  const busy = upload.isPending;

  // The previews still held when the card leaves the page (the template was deleted) are freed too.
  const pickedRef = useRef(picked);
  useEffect(() => {
    pickedRef.current = picked;
  }, [picked]);
  useEffect(() => () => release(pickedRef.current), []);

  const clear = () => {
    release(picked);
    setPicked([]);
    setRefused([]);
  };

  const onPick = (files: File[]) => {
    const refusals: Refusal[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const reason = templateExampleProblem(file);
      if (reason) refusals.push({ name: file.name, reason });
      else accepted.push(file);
    }
    const room = TEMPLATE_EXAMPLES_PER_UPLOAD - picked.length;
    if (accepted.length > room) toast.error(ADMIN_MSG.templateExamplesTooMany(TEMPLATE_EXAMPLES_PER_UPLOAD));
    const added = accepted.slice(0, Math.max(0, room)).map((file) => ({ key: ++pickedSeq, file, url: URL.createObjectURL(file) }));
    for (const refusal of refusals) toast.error(refusal.reason, { description: refusal.name });
    setRefused(refusals);
    setPicked((current) => [...current, ...added]);
  };

  const onRemove = (item: Picked) => {
    URL.revokeObjectURL(item.url);
    setPicked((current) => current.filter((p) => p.key !== item.key));
  };

  const onUpload = (close: () => void) => {
    if (!picked.length) {
      toast.error(ADMIN_MSG.templateNoImageTitle, { description: ADMIN_MSG.templateNoImage });
      return;
    }
    const count = picked.length;
    upload.mutate(
      { id: template.id, files: picked.map((p) => p.file) },
      {
        onSuccess: () => {
          toast.success(ADMIN_MSG.templateUploadDone, { description: ADMIN_MSG.templateUploadDoneDescription(count) });
          close();
        },
        // The selection stays, so "Fazer Upload" can simply be pressed again.
        onError: (error) => toastAdminError(ADMIN_MSG.uploadError, error),
      },
    );
  };

  const full = picked.length >= TEMPLATE_EXAMPLES_PER_UPLOAD;

  return (
    <FormDialog
      trigger={trigger}
      title="Upload de Imagens"
      description={`Imagens de exemplo para "${template.name}". Elas aparecem no card do template.`}
      busy={busy}
      // Closed, cancelled or done, the selection goes.
      onClose={clear}
    >
      {(close) => (
        <>
          <div className="grid gap-2">
            <Button
              variant="outline"
              className="h-auto w-full flex-col gap-1.5 border-dashed py-6 whitespace-normal"
              disabled={busy || full}
              aria-describedby={hintId}
              onClick={() => inputRef.current?.click()}
            >
              <ImagePlus aria-hidden="true" className="text-primary" />
              Selecionar imagens
            </Button>
            <p id={hintId} className="text-center text-xs text-muted-foreground">
              {ADMIN_MSG.templateExampleHint(TEMPLATE_EXAMPLE_MAX_MB, TEMPLATE_EXAMPLES_PER_UPLOAD)}
            </p>
            <HiddenFileInput ref={inputRef} multiple accept={TEMPLATE_EXAMPLE_ACCEPT} data-testid="template-examples-input" onFiles={onPick} />
          </div>

          {refused.length ? (
            <ul role="alert" className="grid gap-1 rounded-xl border border-red-200 bg-red-50 p-3 text-xs text-red-800">
              {refused.map((refusal, index) => (
                <li key={`${refusal.name}-${index}`} className="break-words">
                  <span className="font-semibold">{refusal.name}</span>: {refusal.reason}
                </li>
              ))}
            </ul>
          ) : null}

          {picked.length ? (
            <ul aria-label="Imagens selecionadas" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {picked.map((item) => (
                <li key={item.key} className="relative overflow-hidden rounded-xl border border-border bg-muted">
                  <img src={item.url} alt={`Prévia de ${item.file.name}`} className="aspect-square w-full object-cover" />
                  <p className="truncate px-2 py-1 text-xs text-muted-foreground" title={item.file.name}>
                    {formatFileSize(item.file.size)}
                  </p>
                  <Button
                    variant="secondary"
                    size="icon"
                    className="absolute top-1.5 right-1.5 size-8 rounded-full shadow-soft"
                    aria-label={`Remover ${item.file.name}`}
                    disabled={busy}
                    onClick={() => onRemove(item)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}

          <DialogActions busy={busy}>
            <Button loading={busy} onClick={() => onUpload(close)}>
              {busy ? null : <Upload aria-hidden="true" />}
              {ADMIN_MSG.templateUploadButton(picked.length)}
            </Button>
          </DialogActions>
        </>
      )}
    </FormDialog>
  );
}
