import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_FILTER_DEFAULTS, type AdminPhoto } from '../../../../shared/schemas/admin.schema';
import { ListLoadError } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useDeletePhoto } from '../api/delete-photo';
import { useAdminPhotos, useAdminPhotoStats, type AdminPhotoFilters } from '../api/get-admin-photos';
import { useAdminDownload } from '../hooks/use-admin-download';
import { toastAdminError } from '../lib/admin-toast';
import { formatCount } from '../lib/format';
import { ADMIN_MSG } from '../lib/messages';
import { ContentConfirmDialog } from './content-confirm-dialog';
import { photoFileName, PhotosCard } from './photos-card';
import { PhotosFilters } from './photos-filters';
import { PhotosStats } from './photos-stats';

const NO_FILTERS: AdminPhotoFilters = { platform: '', style: '' };

/** Pages are offsets: a photo made meanwhile can repeat the last item of the page before. */
function uniqueById(items: AdminPhoto[]): AdminPhoto[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

/** "Fotos Melhoradas - Photo Pro": the four cards, the filters, the counter, the grid and "Carregar Mais". */
export function PhotosPanel() {
  const [filters, setFilters] = useState<AdminPhotoFilters>(NO_FILTERS);
  const stats = useAdminPhotoStats();
  const {
    data,
    isPending,
    isError,
    error,
    errorUpdatedAt,
    isFetching,
    isPlaceholderData,
    refetch,
    isRefetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useAdminPhotos(filters);
  const remove = useDeletePhoto();
  const { pending: downloading, download } = useAdminDownload();
  const [deleting, setDeleting] = useState<AdminPhoto | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const deleted = useRef(false);
  const counter = useRef<HTMLParagraphElement>(null);

  // Once per failure, whether of a page or of "Carregar Mais".
  useEffect(() => {
    if (isError) toastAdminError(ADMIN_MSG.photosLoadError, error);
  }, [isError, error, errorUpdatedAt]);

  // Like the dashboard's numbers, failed stats are only logged: the cards show a dash, the filters the spec's lists.
  useEffect(() => {
    if (stats.isError) console.error('Failed to load the enhanced photos statistics', stats.error);
  }, [stats.isError, stats.error]);

  const items = uniqueById(data?.pages.flatMap((page) => page.items) ?? []);
  const total = data?.pages.at(-1)?.total;
  const filtered = !!(filters.platform || filters.style);
  const reloading = isPlaceholderData && isFetching;

  const onDelete = (photo: AdminPhoto, button: HTMLButtonElement) => {
    trigger.current = button;
    deleted.current = false;
    setDeleting(photo);
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(ADMIN_MSG.photoDeleted);
        deleted.current = true;
        setDeleting(null);
      },
      onError: (failure) => toastAdminError(ADMIN_MSG.photoDeleteError, failure),
    });
  };

  // Back to the "Deletar" that opened the dialog; once the photo is gone, to the counter that changed.
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const button = trigger.current;
    if (!deleted.current && button?.isConnected) button.focus();
    else counter.current?.focus();
  };

  return (
    <div className="grid min-w-0 gap-6">
      <PhotosStats stats={stats.data} />

      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <PhotosFilters
          filters={filters}
          platforms={stats.data?.platforms ?? ADMIN_FILTER_DEFAULTS.platforms}
          styles={stats.data?.styles ?? ADMIN_FILTER_DEFAULTS.styles}
          onChange={setFilters}
        />
        <div className="flex items-center gap-2">
          {reloading ? <Spinner label="Carregando fotos" className="[&_svg]:size-4" /> : null}
          {total === undefined ? null : (
            <p
              ref={counter}
              tabIndex={-1}
              data-testid="photos-counter"
              aria-live="polite"
              className="text-sm font-medium text-muted-foreground tabular-nums focus:outline-none"
            >
              Mostrando {formatCount(items.length)} de {formatCount(total)} fotos
            </p>
          )}
        </div>
      </div>

      {isPending ? (
        <div className="grid min-h-40 place-items-center">
          <Spinner label="Carregando fotos" />
        </div>
      ) : !data ? (
        <ListLoadError message={ADMIN_MSG.photosLoadError} retrying={isRefetching} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <Card className="border-dashed shadow-none">
          <CardContent className="grid justify-items-center gap-3 py-12 text-center">
            <ImageOff aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-medium">{ADMIN_MSG.photosEmpty}</p>
            <p className="text-sm text-muted-foreground">
              {filtered ? 'Nenhuma foto corresponde aos filtros escolhidos.' : 'As fotos melhoradas pelos usuários aparecem aqui.'}
            </p>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-6">
          <ul
            aria-label="Fotos melhoradas"
            aria-busy={reloading || undefined}
            className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', reloading && 'opacity-60')}
          >
            {items.map((photo) => (
              <li key={photo.id} className="min-w-0">
                <PhotosCard
                  photo={photo}
                  downloading={downloading === photoFileName(photo.id)}
                  onDownload={(p) => void download(p.enhancedPhotoUrl, photoFileName(p.id))}
                  onDelete={onDelete}
                />
              </li>
            ))}
          </ul>
          {hasNextPage && !isPlaceholderData ? (
            <Button variant="outline" size="lg" className="mx-auto" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              Carregar Mais
            </Button>
          ) : null}
        </div>
      )}

      <ContentConfirmDialog
        open={!!deleting}
        title={ADMIN_MSG.photoDeleteTitle}
        description={ADMIN_MSG.photoDeleteConfirm}
        confirmLabel="Deletar"
        pending={remove.isPending}
        onConfirm={onConfirmDelete}
        onCancel={() => setDeleting(null)}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </div>
  );
}
