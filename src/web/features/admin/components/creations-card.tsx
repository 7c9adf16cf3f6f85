import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '../../../../shared/format';
import type { AdminCreation } from '../../../../shared/schemas/admin.schema';

export type CreationsCardProps = {
  creation: AdminCreation;
  onOpen: (creation: AdminCreation, trigger: HTMLButtonElement) => void;
};

/** One art in the grid: a button (Enter or Space opens it) with the image, the description and the date. */
export function CreationsCard({ creation, onOpen }: CreationsCardProps) {
  const [broken, setBroken] = useState(false);
  const date = formatDate(creation.createdAt);
  return (
    <button
      type="button"
      data-testid="creation-card"
      onClick={(event) => onOpen(creation, event.currentTarget)}
      className="group grid size-full cursor-pointer content-start overflow-hidden rounded-2xl border border-border bg-card text-left shadow-soft transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className="relative block aspect-square bg-muted">
        {broken ? (
          <span className="absolute inset-0 grid place-items-center text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-8" />
          </span>
        ) : (
          <img
            src={creation.generatedArtUrl}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
            className="absolute inset-0 size-full object-contain transition-transform group-hover:scale-[1.02]"
          />
        )}
      </span>
      <span className="grid gap-1.5 p-3">
        <span className="sr-only">Ver detalhes da criação: </span>
        {creation.description ? (
          <span className="line-clamp-2 text-sm font-medium break-words">{creation.description}</span>
        ) : (
          <span className="text-sm text-muted-foreground italic">Sem descrição</span>
        )}
        <time dateTime={creation.createdAt} className="text-xs text-muted-foreground tabular-nums">
          {date}
        </time>
      </span>
    </button>
  );
}
