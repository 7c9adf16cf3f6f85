import { ImagePlus, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { useImageDownload } from '../../../hooks/use-image-download';
import { usePhotoKitDownload } from '../../../hooks/use-photo-kit-download';
import { useCreations } from '../api/get-creations';
import { creationFileName } from '../lib/labels';
import { CreationCard } from './creation-card';

const SKELETON_CARDS = 8;
const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';

function CreationsSkeleton() {
  return (
    <div role="status" aria-label="Carregando criações" className={GRID}>
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div key={i} aria-hidden="true" className="overflow-hidden rounded-2xl border border-border bg-card">
          <div className="aspect-square animate-pulse bg-muted" />
          <div className="flex items-center justify-between gap-2 p-3">
            <div className="h-5 w-28 animate-pulse rounded-full bg-muted" />
            <div className="h-4 w-16 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyCreations() {
  return (
    <Card className="border-dashed shadow-none">
      <CardContent className="grid justify-items-center gap-4 py-16 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-secondary text-primary">
          <ImagePlus aria-hidden="true" className="size-7" />
        </span>
        <h2 className="text-xl font-bold">Nenhuma criação ainda</h2>
        <p className="max-w-sm text-sm text-muted-foreground">Suas fotos melhoradas e artes promocionais aparecem aqui.</p>
        <Button asChild size="lg">
          <Link to="/">Criar Primeira Arte</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The user's photos and arts, newest first, 20 at a time ("Carregar Mais" appends the next page). */
export function CreationsGallery() {
  const { data, isPending, isError, errorUpdatedAt, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useCreations();
  const { pending, download } = useImageDownload();
  const kit = usePhotoKitDownload();

  // Once per failure, whether of the first page or of "Carregar Mais".
  useEffect(() => {
    if (isError) toast.error(MSG.creationsLoadError);
  }, [isError, errorUpdatedAt]);

  if (isPending) return <CreationsSkeleton />;
  const items = data?.pages.flatMap((p) => p.items) ?? [];

  if (!items.length && isError) {
    return (
      <Card className="shadow-none">
        <CardContent className="grid justify-items-center gap-4 py-12 text-center">
          <p className="text-sm text-muted-foreground">{MSG.creationsLoadError}</p>
          <Button variant="outline" loading={isRefetching} onClick={() => void refetch()}>
            {isRefetching ? null : <RotateCcw aria-hidden="true" />}
            Tentar novamente
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!items.length) return <EmptyCreations />;

  return (
    <div className="grid gap-8">
      <ul aria-label="Minhas Criações" className={GRID}>
        {items.map((item) => (
          <li key={item.id} className="min-w-0">
            <CreationCard
              item={item}
              downloading={pending === item.id}
              onDownload={(c) => void download(c.imageUrl, creationFileName(c), c.id)}
              buildingKit={kit.pending === item.id}
              onDownloadKit={(c) => void kit.download(c.id)}
            />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <Button variant="outline" size="lg" className="mx-auto" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          Carregar Mais
        </Button>
      ) : null}
    </div>
  );
}
