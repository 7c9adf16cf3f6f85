import { Download, Package } from 'lucide-react';
import { formatDate } from '../../../../shared/format';
import { scenarioOutcomeText } from '../../../../shared/photo-outcome';
import type { CreationItem } from '../../../../shared/schemas/creations.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ART_FORMAT_LABEL, CREATION_TYPE_LABEL } from '../lib/labels';

export type CreationCardProps = {
  item: CreationItem;
  downloading: boolean;
  onDownload: (item: CreationItem) => void;
  /** A photo's export kit (every platform's size, one zip) is being built. */
  buildingKit?: boolean;
  onDownloadKit?: (item: CreationItem) => void;
};

/**
 * One photo or art: the image, its type and date, and "Baixar" — revealed on hover, on keyboard
 * focus, and always shown where there is no hover (touch screens).
 */
export function CreationCard({ item, downloading, onDownload, buildingKit = false, onDownloadKit }: CreationCardProps) {
  const label = CREATION_TYPE_LABEL[item.type];
  const date = formatDate(item.createdAt);
  const description = item.type === 'art' ? item.description : null;
  const format = item.type === 'art' && item.format ? ART_FORMAT_LABEL[item.format] : null;
  const outcome = item.type === 'photo' ? scenarioOutcomeText(item) : null;
  return (
    <article data-testid="creation-card" className="group overflow-hidden rounded-2xl border border-border bg-card shadow-soft">
      <div className="relative aspect-square bg-muted">
        <img
          src={item.imageUrl}
          alt={description ? `${label}: ${description}` : `${label} de ${date}`}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-contain"
        />
        <div
          data-testid="creation-actions"
          className="absolute inset-x-0 bottom-0 flex flex-wrap justify-center gap-2 bg-gradient-to-t from-black/55 to-transparent p-3 pt-8 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100"
        >
          <Button size="sm" loading={downloading} aria-label={`Baixar ${label} de ${date}`} onClick={() => onDownload(item)}>
            {downloading ? null : <Download aria-hidden="true" />}
            Baixar
          </Button>
          {item.type === 'photo' && onDownloadKit ? (
            <Button
              size="sm"
              variant="secondary"
              loading={buildingKit}
              aria-label={`Baixar kit para todas as plataformas da ${label} de ${date}`}
              title="Baixar kit para todas as plataformas"
              onClick={() => onDownloadKit(item)}
            >
              {buildingKit ? null : <Package aria-hidden="true" />}
              Kit
            </Button>
          ) : null}
        </div>
      </div>
      <div className="grid gap-1.5 p-3">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <span className="flex flex-wrap items-center gap-1.5">
            <Badge variant={item.type === 'art' ? 'default' : 'secondary'}>{label}</Badge>
            {format ? (
              <span data-testid="creation-format" className="text-xs text-muted-foreground">
                {format}
              </span>
            ) : null}
          </span>
          <time dateTime={item.createdAt} className="text-xs text-muted-foreground tabular-nums">
            {date}
          </time>
        </div>
        {description ? <p className="line-clamp-2 text-sm break-words text-muted-foreground">{description}</p> : null}
        {outcome ? (
          <p data-testid="creation-scenario" className={item.type === 'photo' && item.scenarioApplied ? 'text-xs text-muted-foreground' : 'text-xs text-amber-800'}>
            {outcome}
          </p>
        ) : null}
      </div>
    </article>
  );
}
