import { ImageIcon, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { HiddenFileInput } from '../../../components/hidden-file-input';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { THUMBNAIL_ACCEPT, thumbnailFileProblem, useUploadScenarioThumbnail } from '../api/upload-scenario-thumbnail';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';

/** Worth trying to show as a preview: an absolute http(s) URL or one of our stored files. */
const PREVIEWABLE = /^(https?:\/\/\S+|\/storage\/\S+)$/;

export type ThumbnailFieldProps = {
  /** The thumbnail URL the form holds. */
  value: string;
  /** The URL input's registration: it can also be typed. */
  registration: UseFormRegisterReturn;
  error?: string;
  onUploaded: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
};

/**
 * A scenario's thumbnail: a preview, "Enviar imagem" (checked here, then uploaded; the answer fills the
 * URL) and the URL itself, which may also be typed.
 */
export function ThumbnailField({ value, registration, error, onUploaded, onUploadingChange, disabled = false }: ThumbnailFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadScenarioThumbnail();
  const [problem, setProblem] = useState<string | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const url = value.trim();
  const showPreview = PREVIEWABLE.test(url) && brokenUrl !== url;

  const onPick = ([file]: File[]) => {
    if (!file) return;
    const refusal = thumbnailFileProblem(file);
    setProblem(refusal);
    if (refusal) {
      toast.error(refusal);
      return;
    }
    onUploadingChange(true);
    upload.mutate(file, {
      onSuccess: (uploaded) => onUploaded(uploaded),
      onError: (failure) => toastAdminError(ADMIN_MSG.uploadError, failure),
      onSettled: () => onUploadingChange(false),
    });
  };

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm leading-none font-medium">Miniatura</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-xl border border-border bg-muted">
          {showPreview ? (
            <img src={url} alt="Prévia da miniatura" className="size-full object-cover" onError={() => setBrokenUrl(url)} />
          ) : (
            <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground" />
          )}
        </div>
        <div className="grid gap-1.5">
          <Button
            variant="outline"
            loading={upload.isPending}
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
            aria-describedby={hintId}
          >
            {upload.isPending ? null : <Upload aria-hidden="true" />}
            {upload.isPending ? 'Enviando...' : 'Enviar imagem'}
          </Button>
          <p id={hintId} className="text-xs text-muted-foreground">
            {ADMIN_MSG.thumbnailHint}
          </p>
          <HiddenFileInput ref={inputRef} accept={THUMBNAIL_ACCEPT} data-testid="thumbnail-input" onFiles={onPick} />
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <TextField label="URL da imagem" inputMode="url" placeholder="https://..." error={error} disabled={disabled} {...registration} />
    </fieldset>
  );
}
