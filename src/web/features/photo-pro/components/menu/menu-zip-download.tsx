// "Baixar tudo (.zip)": the finished photos for the menu's platform (the default), every dish's whole
// kit (built on the server on request, about KIT_SECONDS_PER_DISH a dish: the user is told before and
// a toast follows it), or one kit destination of each dish.
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { saveBlob } from '../../../../lib/download';
import { fetchPhotoBatchZip } from '../../api/photo-batch';
import { MENU_MSG } from '../../lib/menu-messages';
import { KIT_SECONDS_PER_DISH, ZIP_DESTINATIONS } from '../../lib/menu-photos';

export type MenuZipDownloadProps = {
  batchId: string;
  /** The platform the photos were made for ("iFood"). */
  platformName: string;
  /** Dishes that are ready (what the zip holds). */
  dishes: number;
};

const PHOTOS = 'photos';
const KITS = 'kits';

export function MenuZipDownload({ batchId, platformName, dishes }: MenuZipDownloadProps) {
  const selectId = useId();
  const noteId = useId();
  const [content, setContent] = useState(PHOTOS);
  const [pending, setPending] = useState(false);
  const kitSeconds = dishes * KIT_SECONDS_PER_DISH;

  const download = async () => {
    setPending(true);
    const toastId = toast.loading(content === KITS ? MENU_MSG.zipBuildingKits(kitSeconds) : MENU_MSG.zipBuilding);
    try {
      const { blob, fileName } = await fetchPhotoBatchZip(batchId, content);
      saveBlob(blob, fileName);
      toast.success(MENU_MSG.zipDone, { id: toastId });
    } catch (error) {
      toast.error(errorMessage(error, MENU_MSG.zipFailed), { id: toastId });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-2 rounded-2xl border border-border bg-muted/40 p-3 sm:p-4">
      <label htmlFor={selectId} className="text-sm font-semibold">
        {MENU_MSG.zipLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select
          id={selectId}
          value={content}
          disabled={pending}
          aria-describedby={content === KITS ? noteId : undefined}
          onChange={(event) => setContent(event.target.value)}
          className="h-11 w-full min-w-0 rounded-xl sm:flex-1 border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
        >
          <option value={PHOTOS}>{MENU_MSG.zipPhotos(platformName)}</option>
          <option value={KITS}>{MENU_MSG.zipKits}</option>
          <optgroup label={MENU_MSG.zipOneGroup}>
            {ZIP_DESTINATIONS.map((destination) => (
              <option key={destination.value} value={destination.value}>
                {destination.label}
              </option>
            ))}
          </optgroup>
        </select>
        <Button size="lg" loading={pending} disabled={dishes === 0} onClick={() => void download()}>
          {pending ? null : <Download aria-hidden="true" />}
          {MENU_MSG.zipButton}
        </Button>
      </div>
      {content === KITS ? (
        <p id={noteId} className="text-xs text-muted-foreground">
          {MENU_MSG.zipKitsSlow(kitSeconds)}
        </p>
      ) : null}
      {pending ? (
        <div role="progressbar" aria-label={MENU_MSG.zipBuilding} className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
          <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
        </div>
      ) : null}
    </div>
  );
}
