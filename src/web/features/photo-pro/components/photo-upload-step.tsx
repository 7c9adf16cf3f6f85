import { ImagePlus, RefreshCw } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { cn } from '../../../lib/cn';
import { objectUrlFor } from '../../../lib/object-url';
import { PHOTO_PRO_MSG } from '../lib/messages';
import { PHOTO_ACCEPT } from '../../../../shared/uploads';
import { photoFileProblem } from '../lib/photo-file';

export type PhotoUploadStepProps = {
  photo: File | null;
  onPhotoChange: (photo: File) => void;
  disabled?: boolean;
};

function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${mb.toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Step 1: drop or pick the dish photo; the preview is the button that replaces it. */
export function PhotoUploadStep({ photo, onPhotoChange, disabled = false }: PhotoUploadStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragDepth, setDragDepth] = useState(0);
  const dragging = dragDepth > 0;

  const accept = (file: File | undefined) => {
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    onPhotoChange(file);
  };

  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragDepth(0);
    if (disabled) return;
    accept(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-3">
      <input
        ref={inputRef}
        type="file"
        accept={PHOTO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="photo-input"
        disabled={disabled}
        onChange={(event) => {
          accept(event.target.files?.[0]);
          // Picking the same file again after a refusal must fire change again.
          event.target.value = '';
        }}
      />
      <button
        type="button"
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragDepth((depth) => depth + 1);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => setDragDepth((depth) => Math.max(0, depth - 1))}
        onDrop={onDrop}
        className={cn(
          'group relative grid w-full cursor-pointer place-items-center overflow-hidden rounded-2xl border-2 border-dashed text-center transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
          dragging ? 'border-primary bg-secondary' : 'border-input bg-card hover:border-orange-300 hover:bg-secondary/40',
          photo ? 'aspect-[4/3] max-h-[26rem] p-0 sm:aspect-[16/9]' : 'min-h-64 px-4 py-10',
        )}
      >
        {photo ? (
          <>
            <img
              src={objectUrlFor(photo)}
              alt={`Prévia da foto escolhida: ${photo.name}`}
              className="absolute inset-0 size-full object-contain bg-stone-100"
              draggable={false}
            />
            <span className="absolute inset-x-3 bottom-3 mx-auto inline-flex w-fit items-center gap-2 rounded-full bg-stone-950/75 px-4 py-2 text-sm font-semibold text-white shadow-lg backdrop-blur-sm transition-colors group-hover:bg-stone-950/90">
              <RefreshCw aria-hidden="true" className="size-4" />
              Clique ou arraste para trocar a foto
            </span>
          </>
        ) : (
          <span className="grid justify-items-center gap-3">
            <span className="grid size-16 place-items-center rounded-full bg-secondary text-primary transition-transform group-hover:scale-105">
              <ImagePlus aria-hidden="true" className="size-8" />
            </span>
            <span className="text-base font-bold sm:text-lg">
              {dragging ? 'Solte a foto aqui' : 'Arraste a foto do seu prato ou clique para escolher'}
            </span>
          </span>
        )}
      </button>
      <p id={hintId} className="text-center text-sm text-muted-foreground">
        {photo ? (
          <>
            <span className="font-medium text-foreground">{photo.name}</span> · {formatSize(photo.size)} ·{' '}
          </>
        ) : null}
        {PHOTO_PRO_MSG.photoHint}
      </p>
    </div>
  );
}
