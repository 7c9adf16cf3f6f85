import { Download, PencilLine, Plus } from 'lucide-react';
import { ART_FORMAT_SIZE, type ArtFormat } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { useImageDownload } from '../../../hooks/use-image-download';
import { cn } from '../../../lib/cn';
import type { ResultSlots } from '../../../lib/result-slots';
import type { GenerateArtResult } from '../api/generate-art';
import { formatOption } from '../lib/labels';

export type ArtResultStepProps = {
  result: GenerateArtResult;
  format: ArtFormat;
  title: string;
  onEditTexts: () => void;
  onCreateNew: () => void;
} & ResultSlots;

/**
 * Step 4: the art at its own proportions, download, share, rate, adjust or start again (sharing and rating
 * are the page's slots).
 */
export function ArtResultStep({ result, format, title, onEditTexts, onCreateNew, renderShare, renderRating }: ArtResultStepProps) {
  const { pending, download } = useImageDownload();
  const { width, height } = ART_FORMAT_SIZE[format];
  const option = formatOption(format);
  const stories = format === 'stories';

  return (
    <div className={cn('grid gap-6', stories ? 'md:grid-cols-[minmax(0,22rem)_1fr]' : 'lg:grid-cols-[minmax(0,34rem)_1fr]')}>
      <figure className="grid justify-items-center gap-2">
        <img
          src={result.generatedImageUrl}
          alt={`Arte gerada: ${title}`}
          width={width}
          height={height}
          style={{ aspectRatio: `${width} / ${height}` }}
          className={cn(
            'h-auto w-auto max-w-full rounded-2xl bg-muted shadow-soft ring-1 ring-border',
            stories ? 'max-h-[min(40rem,78vh)]' : 'max-h-[min(34rem,70vh)]',
          )}
        />
        <figcaption className="text-xs text-muted-foreground">
          {option.label} · {option.size} px
        </figcaption>
      </figure>

      <div className="grid content-start gap-4">
        <div className="grid gap-2 sm:grid-cols-2">
          <Button
            size="lg"
            className="sm:col-span-2"
            loading={pending !== null}
            onClick={() => void download(result.generatedImageUrl, `arte-${Date.now()}.png`)}
          >
            {pending ? null : <Download aria-hidden="true" />}
            Baixar Imagem
          </Button>
          {renderShare?.({
            url: result.generatedImageUrl,
            fileName: 'arte-foodart',
            title,
            text: 'Arte promocional criada com o FoodArt',
          })}
          <Button size="lg" variant="secondary" onClick={onCreateNew}>
            <Plus aria-hidden="true" />
            Criar Nova Arte
          </Button>
        </div>
        <Button variant="ghost" className="justify-self-start" onClick={onEditTexts}>
          <PencilLine aria-hidden="true" />
          Editar textos e gerar de novo
        </Button>
        {renderRating?.({ creationId: result.id, kind: 'art' })}
      </div>
    </div>
  );
}
