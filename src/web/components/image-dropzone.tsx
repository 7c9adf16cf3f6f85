// A drop zone for one image: drop or click to pick, a preview that is itself the button to replace it,
// and an optional "Remover". Used by Foto Pro (the dish photo) and Templates Rápidos (product, logo).
import { ImagePlus, RefreshCw, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { cn } from '../lib/cn';
import { formatFileSize } from '../lib/image-file';
import { objectUrlFor } from '../lib/object-url';
import { HiddenFileInput } from './hidden-file-input';
import { useFileDrop } from '../hooks/use-file-drop';

export type ImageDropzoneProps = {
  file: File | null;
  onFileChange: (file: File) => void;
  /** Shows a "Remover" button over the preview. */
  onRemove?: () => void;
  /** The input's accept attribute. */
  accept: string;
  /** Why a picked file is refused (shown as an error toast), or null. */
  check: (file: File) => string | null;
  /** Accepted types and size, under the zone. */
  hint: string;
  /** The call to action of the empty zone (also its accessible name). */
  emptyText: string;
  /** The accessible name of the preview image. */
  previewAlt: (file: File) => string;
  replaceText?: string;
  dropText?: string;
  removeLabel?: string;
  /** The hidden file input's data-testid. */
  inputTestId?: string;
  disabled?: boolean;
  /** Size classes of the zone once it shows a preview. */
  previewClassName?: string;
  /** Size classes of the empty zone. */
  emptyClassName?: string;
  /** Classes of the preview image (e.g. a checkerboard behind a logo). */
  imageClassName?: string;
};

export function ImageDropzone({
  file,
  onFileChange,
  onRemove,
  accept,
  check,
  hint,
  emptyText,
  previewAlt,
  replaceText = 'Clique ou arraste para trocar',
  dropText = 'Solte a imagem aqui',
  removeLabel = 'Remover',
  inputTestId,
  disabled = false,
  previewClassName = 'aspect-[4/3] max-h-[26rem] sm:aspect-[16/9]',
  emptyClassName = 'min-h-64 px-4 py-10',
  imageClassName = 'bg-stone-100',
}: ImageDropzoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  const take = (picked: File | undefined) => {
    if (!picked) return;
    const problem = check(picked);
    if (problem) {
      toast.error(problem);
      return;
    }
    onFileChange(picked);
  };

  const { dragging, handlers: dropHandlers } = useFileDrop(([dropped]) => take(dropped), disabled);

  const remove = () => {
    onRemove?.();
    // The remove button disappears with the preview; the zone keeps the focus.
    zoneRef.current?.focus();
  };

  return (
    <div className="grid gap-3">
      <HiddenFileInput ref={inputRef} accept={accept} className="sr-only" data-testid={inputTestId} disabled={disabled} onFiles={([file]) => take(file)} />
      <div className="relative">
        <button
          ref={zoneRef}
          type="button"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
          {...dropHandlers}
          className={cn(
            'group relative grid w-full cursor-pointer place-items-center overflow-hidden rounded-2xl border-2 border-dashed text-center transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
            dragging ? 'border-primary bg-secondary' : 'border-input bg-card hover:border-orange-300 hover:bg-secondary/40',
            file ? cn('p-0', previewClassName) : emptyClassName,
          )}
        >
          {file ? (
            <>
              <img
                src={objectUrlFor(file)}
                alt={previewAlt(file)}
                className={cn('absolute inset-0 size-full object-contain', imageClassName)}
                draggable={false}
              />
              <span className="absolute inset-x-3 bottom-3 mx-auto inline-flex w-fit max-w-[calc(100%-1.5rem)] items-center gap-2 rounded-full bg-stone-950/75 px-4 py-2 text-sm font-semibold text-white shadow-lg backdrop-blur-sm transition-colors group-hover:bg-stone-950/90">
                <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{replaceText}</span>
              </span>
            </>
          ) : (
            <span className="grid justify-items-center gap-3">
              <span className="grid size-16 place-items-center rounded-full bg-secondary text-primary transition-transform group-hover:scale-105">
                <ImagePlus aria-hidden="true" className="size-8" />
              </span>
              <span className="text-base font-bold sm:text-lg">{dragging ? dropText : emptyText}</span>
            </span>
          )}
        </button>
        {file && onRemove ? (
          <button
            type="button"
            disabled={disabled}
            onClick={remove}
            className={cn(
              'absolute top-2.5 right-2.5 inline-flex h-9 items-center gap-1.5 rounded-full bg-card/95 px-3 text-sm font-semibold text-foreground shadow-md ring-1 ring-border transition-colors',
              'hover:bg-red-50 hover:text-destructive focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60',
            )}
          >
            <X aria-hidden="true" className="size-4" />
            {removeLabel}
          </button>
        ) : null}
      </div>
      <p id={hintId} className="text-center text-sm text-muted-foreground">
        {file ? (
          <>
            <span className="font-medium break-all text-foreground">{file.name}</span> · {formatFileSize(file.size)} ·{' '}
          </>
        ) : null}
        {hint}
      </p>
    </div>
  );
}
