import { Download, ImageOff, Star, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../../shared/format';
import type { AdminPhoto } from '../../../../shared/schemas/admin.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ADMIN_MSG } from '../lib/messages';
import { formatSeconds, platformLabel, styleLabel } from '../lib/photos-labels';

/** The name the download icon saves a photo under (spec §7). */
export function photoFileName(id: string): string {
  return `enhanced-${id}.jpg`;
}

export type PhotosCardProps = {
  photo: AdminPhoto;
  downloading: boolean;
  onDownload: (photo: AdminPhoto) => void;
  onDelete: (photo: AdminPhoto, trigger: HTMLButtonElement) => void;
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * One enhanced photo: the image with its download icon (shown on hover, on keyboard focus, and always on
 * touch or narrow screens), platform and style badges, format, time, rating, date and "Deletar".
 */
export function PhotosCard({ photo, downloading, onDownload, onDelete }: PhotosCardProps) {
  const [broken, setBroken] = useState(false);
  const date = formatDateTime(photo.createdAt);
  const platform = platformLabel(photo.platform);
  return (
    <article data-testid="photo-card" className="group grid content-start overflow-hidden rounded-2xl border border-border bg-card shadow-soft">
      <div className="relative aspect-square bg-muted">
        {broken ? (
          <span className="absolute inset-0 grid place-items-center text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-8" />
            <span className="sr-only">Imagem indisponível</span>
          </span>
        ) : (
          <img
            src={photo.enhancedPhotoUrl}
            alt={`Foto melhorada para ${platform}, estilo ${styleLabel(photo.style)}`}
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
            className="absolute inset-0 size-full object-contain"
          />
        )}
        <Button
          variant="secondary"
          size="icon"
          loading={downloading}
          aria-label={`Baixar foto de ${date}`}
          title="Baixar"
          onClick={() => onDownload(photo)}
          className={cn(
            'absolute top-2 right-2 shadow-md transition-opacity',
            'opacity-0 group-hover:opacity-100 focus-visible:opacity-100 max-sm:opacity-100 [@media(hover:none)]:opacity-100',
            downloading && 'opacity-100',
          )}
        >
          {downloading ? null : <Download aria-hidden="true" />}
        </Button>
      </div>
      <div className="grid gap-3 p-4">
        <div className="flex flex-wrap gap-1.5">
          <Badge>{platform}</Badge>
          <Badge variant="secondary">{styleLabel(photo.style)}</Badge>
        </div>
        <dl className="grid gap-1 text-sm">
          <Detail label="Formato">{photo.aspectRatio}</Detail>
          <Detail label="Tempo">{formatSeconds(photo.processingTimeSeconds)}</Detail>
          <Detail label="Avaliação">
            {photo.rating === null ? (
              <span className="font-normal text-muted-foreground">{ADMIN_MSG.photoNotRated}</span>
            ) : (
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="size-3.5 fill-amber-400 text-amber-400" />
                {photo.rating}/5
              </span>
            )}
          </Detail>
          <Detail label="Data">
            <time dateTime={photo.createdAt}>{date}</time>
          </Detail>
        </dl>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Deletar foto de ${date}`}
          onClick={(event) => onDelete(photo, event.currentTarget)}
          className="text-destructive hover:bg-red-50 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Deletar
        </Button>
      </div>
    </article>
  );
}
