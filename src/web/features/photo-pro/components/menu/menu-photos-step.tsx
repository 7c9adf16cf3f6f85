import { ImagePlus } from 'lucide-react';
import { useId, useRef } from 'react';
import { PHOTO_BATCH_MAX } from '../../../../../shared/schemas/photo-batch.schema';
import { PHOTO_ACCEPT } from '../../../../../shared/uploads';
import { HiddenFileInput } from '../../../../components/hidden-file-input';
import { cn } from '../../../../lib/cn';
import { useFileDrop } from '../../../../hooks/use-file-drop';
import { MENU_MSG } from '../../lib/menu-messages';
import type { MenuPhoto } from '../../lib/menu-photos';
import { MenuPhotoCard } from './menu-photo-card';

export type MenuPhotosStepProps = {
  photos: readonly MenuPhoto[];
  /** Files picked or dropped, in order (the wizard keeps the first PHOTO_BATCH_MAX that can be sent). */
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** Said under the zone, e.g. that the photos over the limit were left out. */
  notice: string | null;
  disabled?: boolean;
};

/** Step 1 of "Cardápio inteiro": drop or pick up to PHOTO_BATCH_MAX photos; each becomes a card that can be removed. */
export function MenuPhotosStep({ photos, onAdd, onRemove, notice, disabled = false }: MenuPhotosStepProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const sendable = photos.filter((photo) => photo.problem === null).length;
  const full = sendable >= PHOTO_BATCH_MAX;

  const { dragging, handlers: dropHandlers } = useFileDrop(onAdd, disabled);

  const remove = (id: string) => {
    onRemove(id);
    // The card and its button are gone: the zone keeps the focus.
    zoneRef.current?.focus();
  };

  const callToAction = dragging ? MENU_MSG.dropHere : photos.length ? MENU_MSG.dropMore : MENU_MSG.dropEmpty;
  return (
    <div className="grid gap-4">
      <HiddenFileInput
        ref={inputRef}
        accept={PHOTO_ACCEPT}
        multiple
        className="sr-only"
        data-testid="menu-photos-input"
        disabled={disabled || full}
        onFiles={onAdd}
      />
      <button
        ref={zoneRef}
        type="button"
        disabled={disabled || full}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
        {...dropHandlers}
        className={cn(
          'group grid w-full cursor-pointer place-items-center rounded-2xl border-2 border-dashed px-4 text-center transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
          dragging ? 'border-primary bg-secondary' : 'border-input bg-card hover:border-orange-300 hover:bg-secondary/40',
          photos.length ? 'min-h-28 py-5' : 'min-h-64 py-10',
        )}
      >
        <span className="grid justify-items-center gap-3">
          <span className="grid size-14 place-items-center rounded-full bg-secondary text-primary transition-transform group-hover:scale-105">
            <ImagePlus aria-hidden="true" className="size-7" />
          </span>
          <span className="text-base font-bold sm:text-lg">{full ? MENU_MSG.dropFull : callToAction}</span>
        </span>
      </button>
      <p id={hintId} className="text-center text-sm text-muted-foreground">
        {photos.length ? <span className="font-medium text-foreground">{MENU_MSG.chosenCount(sendable)} · </span> : null}
        {MENU_MSG.hint}
      </p>
      {notice ? (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {notice}
        </p>
      ) : null}
      {photos.length ? (
        <ul aria-label="Fotos do cardápio" className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 md:grid-cols-4 lg:grid-cols-5">
          {photos.map((photo) => (
            <MenuPhotoCard key={photo.id} photo={photo} disabled={disabled} onRemove={() => remove(photo.id)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
