// The last step of "Cardápio inteiro": one grid, a card per dish, polled every BATCH_POLL_MS while the
// server works (Na fila → Melhorando… → Pronta, or Falhou with the server's message), an overall bar
// whose line is announced politely, and once every dish is settled the same grid as the menu's result
// (uniform tiles, each with its photo and its kit), "Baixar tudo (.zip)" and "Novo cardápio".
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Clock, Download, Package, Plus, Sparkles, Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { BatchItem, PhotoBatchCreated, PhotoBatchStatus } from '../../../../../shared/schemas/photo-batch.schema';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Progress } from '../../../../components/ui/progress';
import { useImageDownload } from '../../../../hooks/use-image-download';
import { usePhotoKitDownload } from '../../../../hooks/use-photo-kit-download';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { objectUrlFor } from '../../../../lib/object-url';
import { photoBatchQueryOptions } from '../../api/photo-batch';
import { MENU_MSG } from '../../lib/menu-messages';
import { isRefunded, photoFileName, type MenuPhoto } from '../../lib/menu-photos';
import { MenuZipDownload } from './menu-zip-download';

export type MenuBatchViewProps = {
  created: PhotoBatchCreated;
  /** The photos as sent, in order: item `position` n is `sent[n]` (its local thumbnail until it is made). */
  sent: readonly MenuPhoto[];
  platformName: string;
  /** The frame of the chosen platform, so every tile has the same shape before any photo is made. */
  aspectRatio: '4:3' | '1:1';
  pollIntervalMs?: number;
  /** Every dish is done or failed (called once). */
  onFinished: (status: PhotoBatchStatus) => void;
  /** The status answered 401. */
  onSessionLost: () => void;
  onNewMenu: () => void;
};

type Tile = Pick<BatchItem, 'position' | 'filename' | 'status' | 'photo' | 'error'>;

export function MenuBatchView({ created, sent, platformName, aspectRatio, pollIntervalMs, onFinished, onSessionLost, onNewMenu }: MenuBatchViewProps) {
  const status = useQuery(photoBatchQueryOptions(created.batchId, pollIntervalMs));
  const finishedRef = useRef(false);
  const data = status.data;

  useEffect(() => {
    if (!data?.done || finishedRef.current) return;
    finishedRef.current = true;
    onFinished(data);
  }, [data, onFinished]);

  const lostSession = status.error instanceof ApiError && status.error.status === 401;
  useEffect(() => {
    if (lostSession) onSessionLost();
  }, [lostSession, onSessionLost]);

  // Until the first answer, every photo sent waits in line.
  const tiles: Tile[] = data
    ? [...data.items].sort((a, b) => a.position - b.position)
    : sent.map((photo, position) => ({ position, filename: photo.file.name, status: 'queued', photo: null, error: null }));
  const total = tiles.length;
  const ready = tiles.filter((tile) => tile.status === 'done').length;
  const failed = tiles.filter((tile) => tile.status === 'failed').length;
  const done = data?.done ?? false;
  const statusError =
    status.error && !data?.done
      ? status.error instanceof ApiError && status.error.status === 404
        ? MENU_MSG.statusLost
        : MENU_MSG.statusFailed
      : null;
  const overall = done ? MENU_MSG.finished(ready, total) : data?.planning ? MENU_MSG.planning(total - failed) : MENU_MSG.overall(ready, total, failed);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      {created.notice ? (
        <p className="flex items-start gap-2 rounded-xl border border-orange-200 bg-secondary/60 px-3 py-2 text-sm">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {created.notice}
        </p>
      ) : null}
      <div className="grid gap-2 rounded-2xl border border-orange-200 bg-secondary/50 p-4">
        <p aria-live="polite" data-testid="menu-overall" className="flex items-center gap-2 text-sm font-semibold">
          {done ? (
            <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
          ) : (
            <Sparkles aria-hidden="true" className="size-4 animate-pulse text-primary" />
          )}
          {overall}
        </p>
        <Progress value={total ? ((ready + failed) / total) * 100 : 0} label="Progresso do cardápio" valueText={overall} />
        {statusError ? (
          <p role="status" className="text-sm text-amber-900">
            {statusError === MENU_MSG.statusFailed ? errorMessage(status.error, statusError) : statusError}
          </p>
        ) : null}
      </div>

      <ul aria-label="Pratos do cardápio" className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <DishTile key={tile.position} tile={tile} local={sent[tile.position]?.file ?? null} aspectRatio={aspectRatio} />
        ))}
      </ul>

      {done ? (
        <div className="grid min-w-0 grid-cols-1 gap-4 border-t border-border pt-5">
          <MenuZipDownload batchId={created.batchId} platformName={platformName} dishes={ready} />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onNewMenu}>
              <Plus aria-hidden="true" />
              {MENU_MSG.newMenu}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

const STATE_BADGES = {
  queued: { label: MENU_MSG.queued, icon: Clock, variant: 'outline' },
  running: { label: MENU_MSG.running, icon: Sparkles, variant: 'secondary' },
  done: { label: MENU_MSG.done, icon: CheckCircle2, variant: 'success' },
  failed: { label: MENU_MSG.failed, icon: AlertTriangle, variant: 'destructive' },
} as const;

function DishTile({ tile, local, aspectRatio }: { tile: Tile; local: File | null; aspectRatio: '4:3' | '1:1' }) {
  const { pending: saving, download } = useImageDownload();
  const kit = usePhotoKitDownload();
  const badge = STATE_BADGES[tile.status];
  const BadgeIcon = badge.icon;
  const photo = tile.status === 'done' ? tile.photo : null;
  const name = tile.filename;

  return (
    <li
      data-testid="menu-dish"
      data-status={tile.status}
      aria-label={`${name}: ${badge.label}`}
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-2xl border bg-card shadow-xs',
        tile.status === 'failed' ? 'border-red-200' : 'border-border',
      )}
    >
      <span className={cn('relative block w-full bg-stone-100', aspectRatio === '4:3' ? 'aspect-[4/3]' : 'aspect-square')}>
        {photo ? (
          <a href={photo.enhancedPhotoUrl} target="_blank" rel="noopener noreferrer" aria-label={MENU_MSG.openPhoto(name)} className="absolute inset-0">
            <img src={photo.enhancedPhotoUrl} alt={`Foto Pro de ${name}`} className="size-full object-cover" />
          </a>
        ) : local ? (
          <img
            src={objectUrlFor(local)}
            alt=""
            draggable={false}
            className={cn('absolute inset-0 size-full object-cover', tile.status === 'failed' ? 'opacity-40 grayscale' : 'opacity-60')}
          />
        ) : null}
        <Badge variant={badge.variant} className={cn('absolute top-2 left-2 shadow-sm', tile.status === 'queued' && 'bg-card')}>
          <BadgeIcon aria-hidden="true" className={tile.status === 'running' ? 'animate-pulse' : undefined} />
          {badge.label}
        </Badge>
        {tile.status === 'running' ? (
          <span className="absolute inset-x-2 bottom-2 block h-1.5 overflow-hidden rounded-full bg-white/70" aria-hidden="true">
            <span className="block h-full w-full animate-pulse rounded-full bg-primary motion-reduce:animate-none" />
          </span>
        ) : null}
      </span>
      <div className="grid min-w-0 gap-1.5 p-2.5 text-xs sm:p-3">
        <p className="truncate font-semibold text-foreground" title={name}>
          {name}
        </p>
        {tile.status === 'failed' && tile.error ? (
          <>
            <p className="leading-snug text-destructive">{tile.error.message}</p>
            {isRefunded(tile) ? (
              <Badge variant="outline" className="w-fit">
                <Undo2 aria-hidden="true" />
                {MENU_MSG.refunded}
              </Badge>
            ) : null}
          </>
        ) : null}
        {photo ? (
          <div className="grid grid-cols-2 gap-1.5">
            <Button
              size="sm"
              variant="outline"
              className="px-2"
              aria-label={MENU_MSG.downloadPhoto(name)}
              title={MENU_MSG.downloadPhoto(name)}
              loading={saving !== null}
              onClick={() => void download(photo.enhancedPhotoUrl, photoFileName(name))}
            >
              {saving ? null : <Download aria-hidden="true" />}
              {/* Two buttons side by side on a narrow tile (phones, small tablets): their icons there, named by aria-label. */}
              <span className="max-md:hidden">Baixar</span>
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="px-2"
              aria-label={MENU_MSG.downloadKit(name)}
              title={MENU_MSG.downloadKit(name)}
              loading={kit.pending === photo.id}
              onClick={() => void kit.download(photo.id)}
            >
              {kit.pending === photo.id ? null : <Package aria-hidden="true" />}
              <span className="max-md:hidden">Kit</span>
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
