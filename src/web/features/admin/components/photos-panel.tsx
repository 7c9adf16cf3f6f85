import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatCount } from '../../../../shared/format';
import { ADMIN_FILTER_DEFAULTS, type AdminPhoto } from '../../../../shared/schemas/admin.schema';
import { Spinner } from '../../../components/ui/spinner';
import { useImageDownload } from '../../../hooks/use-image-download';
import { useDeletePhoto } from '../api/delete-photo';
import { useAdminPhotos, useAdminPhotoStats, type AdminPhotoFilters } from '../api/get-admin-photos';
import { useReturnFocus } from '../hooks/use-return-focus';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { loadedItems } from '../lib/paging';
import { AdminEmptyState, AdminListSpinner, AdminListStates, PagedGrid } from './admin-list-states';
import { ConfirmDialog } from './confirm-dialog';
import { photoFileName, PhotosCard } from './photos-card';
import { PhotosFilters } from './photos-filters';
import { PhotosStats } from './photos-stats';

const NO_FILTERS: AdminPhotoFilters = { platform: '', style: '' };

/** "Fotos Melhoradas - Photo Pro": the four cards, the filters, the counter, the grid and "Carregar Mais". */
export function PhotosPanel() {
  const [filters, setFilters] = useState<AdminPhotoFilters>(NO_FILTERS);
  const stats = useAdminPhotoStats();
  const photos = useAdminPhotos(filters);
  const { data, isFetching, isPlaceholderData } = photos;
  const remove = useDeletePhoto();
  const { pending: downloading, download } = useImageDownload({ as: 'image/jpeg' });
  const [deleting, setDeleting] = useState<AdminPhoto | null>(null);
  const counter = useRef<HTMLParagraphElement>(null);
  // Back to the "Deletar" that opened the dialog; once the photo is gone, to the counter that changed.
  const focus = useReturnFocus(counter);

  // Like the dashboard's numbers, failed stats are only logged: the cards show a dash, the filters the spec's lists.
  useEffect(() => {
    if (stats.isError) console.error('Failed to load the enhanced photos statistics', stats.error);
  }, [stats.isError, stats.error]);

  const items = loadedItems(data);
  const total = data?.pages.at(-1)?.total;
  const filtered = !!(filters.platform || filters.style);
  const reloading = isPlaceholderData && isFetching;

  const onDelete = (photo: AdminPhoto, button: HTMLButtonElement) => {
    focus.openedFrom(button);
    setDeleting(photo);
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(ADMIN_MSG.photoDeleted);
        focus.markDeleted();
        setDeleting(null);
      },
      onError: (failure) => toastAdminError(ADMIN_MSG.photoDeleteError, failure),
    });
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

      <AdminListStates
        query={photos}
        loading={<AdminListSpinner label="Carregando fotos" />}
        errorMessage={ADMIN_MSG.photosLoadError}
        isEmpty={() => items.length === 0}
        empty={
          <AdminEmptyState
            icon={ImageOff}
            title={ADMIN_MSG.photosEmpty}
            description={filtered ? 'Nenhuma foto corresponde aos filtros escolhidos.' : 'As fotos melhoradas pelos usuários aparecem aqui.'}
          />
        }
      >
        {() => (
          <PagedGrid label="Fotos melhoradas" items={items} busy={reloading} query={photos}>
            {(photo) => (
              <PhotosCard
                photo={photo}
                downloading={downloading === photoFileName(photo.id)}
                onDownload={(p) => void download(p.enhancedPhotoUrl, photoFileName(p.id))}
                onDelete={onDelete}
              />
            )}
          </PagedGrid>
        )}
      </AdminListStates>

      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={ADMIN_MSG.photoDeleteTitle}
        description={ADMIN_MSG.photoDeleteConfirm}
        confirmLabel="Deletar"
        pending={remove.isPending}
        onConfirm={onConfirmDelete}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        className="max-w-md"
      />
    </div>
  );
}
