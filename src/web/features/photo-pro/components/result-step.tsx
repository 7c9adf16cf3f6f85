import { CheckCircle2, Download, Info, Package, Plus, RotateCcw, Scissors, Star } from 'lucide-react';
import { IN_PLACE_REASON_TEXT, scenarioOutcomeText } from '../../../../shared/photo-outcome';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useImageDownload } from '../../../hooks/use-image-download';
import { usePhotoKitDownload } from '../../../hooks/use-photo-kit-download';
import type { ResultSlots } from '../../../lib/result-slots';
import { revealElement } from '../../../lib/scroll';
import type { EnhanceResult } from '../api/enhance-photo';
import { BeforeAfterSlider } from './before-after-slider';

export type ResultStepProps = {
  result: EnhanceResult;
  /**
   * The photo as it was uploaded, from the browser's own copy: shown as "before" without downloading it
   * back (the server's copy when there is none, or when the browser cannot show it).
   */
  originalPreview: string | null;
  onApplyAnotherStyle: () => void;
  onCreateNew: () => void;
} & ResultSlots;

type Kind = 'photo' | 'cutout';

/** Step 5: compare, download, share, rate, or start again (sharing and rating are the page's slots). */
export function ResultStep({ result, originalPreview, onApplyAnotherStyle, onCreateNew, renderShare, renderRating }: ResultStepProps) {
  const ratingId = useId();
  const [ratingOpen, setRatingOpen] = useState(false);
  const { pending: busy, download: downloadImage } = useImageDownload();
  const kit = usePhotoKitDownload();

  const download = async (kind: Kind) => {
    const url = kind === 'photo' ? result.enhancedPhotoUrl : result.cutoutUrl;
    if (!url) return;
    const name = kind === 'photo' ? `enhanced-photo-${Date.now()}.png` : `enhanced-photo-cutout-${Date.now()}.png`;
    await downloadImage(url, name, kind);
  };

  const openRating = () => {
    setRatingOpen(true);
    // Once rendered, bring the widget into view and give it the focus.
    requestAnimationFrame(() => {
      const widget = document.getElementById(ratingId);
      if (!widget) return;
      revealElement(widget, 'nearest');
      widget.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
    });
  };

  const outcome = scenarioOutcomeText(result);
  return (
    <div className="grid gap-5">
      {outcome ? (
        <div
          role="status"
          data-testid="scenario-outcome"
          className={
            result.scenarioApplied
              ? 'mx-auto flex w-full max-w-3xl items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900'
              : 'mx-auto flex w-full max-w-3xl items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950'
          }
        >
          {result.scenarioApplied ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <span>
            <strong className="font-semibold">{outcome}</strong>
            {!result.scenarioApplied && result.reason ? <span className="block">{IN_PLACE_REASON_TEXT[result.reason]}</span> : null}
            {result.sourceWindow?.turn ? <span className="block">A foto foi girada para caber melhor no formato {result.aspectRatio}.</span> : null}
          </span>
        </div>
      ) : null}
      <div className="mx-auto w-full max-w-3xl">
        <BeforeAfterSlider
          beforeSrc={originalPreview ?? result.originalPhotoUrl}
          beforeFallbackSrc={result.originalPhotoUrl}
          afterSrc={result.enhancedPhotoUrl}
          aspectRatio={result.aspectRatio}
          sourceWindow={result.sourceWindow}
        />
        <p className="mt-2 text-center text-xs text-muted-foreground">
          Arraste a barra (ou use as setas do teclado) para comparar · Formato {result.aspectRatio}
        </p>
      </div>

      <div className="grid grid-flow-row-dense gap-2 min-[480px]:grid-cols-2 lg:grid-cols-3">
        <Button size="lg" loading={busy === 'photo'} onClick={() => void download('photo')}>
          {busy === 'photo' ? null : <Download aria-hidden="true" />}
          Baixar Foto
        </Button>
        {/* A phone's single column is too narrow for the whole label on one line: the short one there, the name unchanged. */}
        <Button
          size="lg"
          variant="outline"
          className="min-[480px]:col-span-2"
          aria-label="Baixar kit para todas as plataformas"
          title="Baixar kit para todas as plataformas"
          loading={kit.pending === result.id}
          onClick={() => void kit.download(result.id)}
        >
          {kit.pending === result.id ? null : <Package aria-hidden="true" />}
          <span className="min-[480px]:hidden">Baixar kit</span>
          <span className="hidden min-[480px]:inline">Baixar kit para todas as plataformas</span>
        </Button>
        {result.cutoutUrl ? (
          <Button size="lg" variant="outline" loading={busy === 'cutout'} onClick={() => void download('cutout')}>
            {busy === 'cutout' ? null : <Scissors aria-hidden="true" />}
            Baixar recorte (PNG)
          </Button>
        ) : null}
        {renderShare?.({
          url: result.enhancedPhotoUrl,
          fileName: 'foto-pro-foodart',
          title: 'Minha Foto Pro',
          text: 'Foto do prato melhorada com o FoodArt',
        })}
        {renderRating ? (
          <Button size="lg" variant="outline" aria-expanded={ratingOpen} aria-controls={ratingId} onClick={openRating}>
            <Star aria-hidden="true" />
            Avaliar Resultado
          </Button>
        ) : null}
      </div>

      {renderRating ? (
        <div id={ratingId} hidden={!ratingOpen}>
          {ratingOpen ? renderRating({ creationId: result.id, kind: 'photo' }) : null}
        </div>
      ) : null}

      <div className="flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onApplyAnotherStyle}>
          <RotateCcw aria-hidden="true" />
          Aplicar Outro Estilo
        </Button>
        <Button variant="ghost" onClick={onCreateNew}>
          <Plus aria-hidden="true" />
          Criar Nova
        </Button>
      </div>
    </div>
  );
}
