// The Templates Rápidos wizard (spec §2): template → product and logo → texts and format, "Gerar Arte"
// → the art. Nothing is lost on a failure; the login and credit checks run when "Gerar Arte" is pressed.
import { ArrowLeft, ArrowRight, Megaphone, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { GenerationProgressPanel } from '../../../components/generation-progress';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { WizardSteps } from '../../../components/wizard-steps';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { releaseObjectUrl } from '../../../lib/object-url';
import { preloadImage } from '../../../lib/preload-image';
import { OutOfCreditsDialog } from '../../credits/components/out-of-credits-dialog';
import { usePaidGeneration } from '../../credits/hooks/use-paid-generation';
import { generateArt, type GenerateArtResult } from '../api/generate-art';
import type { CategoryFilter, Template } from '../api/get-templates';
import { useSuggestCopy } from '../api/suggest-copy';
import {
  EMPTY_DRAFT,
  STEP_COUNT,
  STEP_LABELS,
  canAdvance,
  checkDraft,
  emptyFields,
  fillEmptyFields,
  keepPendingTemplateDraft,
  resumeStep,
  withTemplate,
  type PromoField,
  type PromoTexts,
  type Step,
  type TemplateDraft,
} from '../lib/draft';
import { TEMPLATES_MSG, artCreatedText } from '../lib/messages';
import { ART_STAGE, RESULT_DELAY_MS, artStageLabel, estimateArtProgress } from '../lib/progress';
import { ArtResultStep } from './art-result-step';
import { DraftSummary } from './draft-summary';
import { ImagesStep } from './images-step';
import { TemplateStep } from './template-step';
import { TextsStep } from './texts-step';

const STEP_TEXT: Record<Step, { title: string; subtitle: string }> = {
  1: { title: 'Escolha um template', subtitle: 'Filtre pelo seu tipo de cozinha e escolha o estilo do post.' },
  2: { title: 'Envie a foto do produto e o seu logo', subtitle: 'A foto do produto é obrigatória; o logo é opcional e leva as cores da sua marca para a arte.' },
  3: { title: 'Escreva os textos da promoção', subtitle: 'Só o título é obrigatório. Escolha o formato e gere a sua arte.' },
  4: { title: 'Arte Criada!', subtitle: 'Baixe, compartilhe e conte o que achou.' },
};

/** Largest seed sent to the copywriter: another click, another suggestion. */
const SUGGESTION_SEED_RANGE = 2 ** 31;

export type TemplatesWizardProps = {
  /** Shows a "Fechar" button that calls this. */
  onClose?: () => void;
  /** Choices to start from (a visitor's, kept while they signed in); with a template and a product it opens on step 3. */
  initialDraft?: TemplateDraft | null;
};

type Result = { art: GenerateArtResult; format: TemplateDraft['format']; title: string };
type Invalid = { field: PromoField; message: string };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function TemplatesWizard({ onClose, initialDraft }: TemplatesWizardProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TemplateDraft>(initialDraft ?? EMPTY_DRAFT);
  const [step, setStep] = useState<Step>(() => (initialDraft ? resumeStep(initialDraft) : 1));
  const [category, setCategory] = useState<CategoryFilter>('todos');
  const [result, setResult] = useState<Result | null>(null);
  const [invalid, setInvalid] = useState<Invalid | null>(null);
  const suggest = useSuggestCopy();
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  // Each step (and the wizard when it opens) starts at its heading, for keyboard and screen-reader users.
  useEffect(() => {
    stepHeadingRef.current?.focus();
  }, [step]);

  const update = (patch: Partial<TemplateDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const replaceFile = (field: 'product' | 'logo', file: File | null) => {
    const previous = draft[field];
    if (previous && previous !== file) releaseObjectUrl(previous);
    update({ [field]: file });
  };

  const onTextsChange = (patch: Partial<PromoTexts>) => {
    setDraft((current) => ({ ...current, texts: { ...current.texts, ...patch } }));
    if (invalid && invalid.field in patch) setInvalid(null);
  };

  const chooseTemplate = (template: Template) => {
    setDraft((current) => withTemplate(current, template));
    setStep(2);
  };

  const requireLogin = () => {
    keepPendingTemplateDraft(draft);
    toast.info(TEMPLATES_MSG.loginRequired);
    navigate('/auth');
  };

  const { generate, generating, progress, generateRef, requireSession, onSessionLost, outOfCredits } = usePaidGeneration({
    send: generateArt,
    estimate: estimateArtProgress,
    failedMessage: TEMPLATES_MSG.generateFailed,
    onLoginRequired: requireLogin,
  });

  const onSuggest = async () => {
    if (!draft.template || suggest.isPending) return;
    if (emptyFields(draft.texts).length === 0) {
      toast.info(TEMPLATES_MSG.suggestNothingEmpty);
      return;
    }
    if (!(await requireSession(TEMPLATES_MSG.suggestFailed))) return;
    try {
      const suggestion = await suggest.mutateAsync({
        templateId: draft.template.id,
        productName: draft.productName.trim() || undefined,
        price: draft.texts.price || undefined,
        seed: Math.floor(Math.random() * SUGGESTION_SEED_RANGE),
      });
      setDraft((current) => ({ ...current, texts: fillEmptyFields(current.texts, suggestion) }));
      setInvalid(null);
      toast.success(TEMPLATES_MSG.suggestFilled);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        onSessionLost();
        return;
      }
      toast.error(errorMessage(error, TEMPLATES_MSG.suggestFailed));
    }
  };

  const onGenerate = async () => {
    if (generating) return;
    const check = checkDraft(draft);
    if (!check.ok) {
      toast.error(check.message);
      if (check.field === 'product' || check.field === null) {
        setStep(check.field === 'product' ? 2 : 1);
        return;
      }
      setInvalid({ field: check.field, message: check.message });
      if (check.field === 'title') titleRef.current?.focus();
      return;
    }

    await generate(check.request, async (art) => {
      // The art is made and paid for: the bar leaves "Gerando arte com IA" while the image loads.
      progress.finish(ART_STAGE.finishing.value);
      await preloadImage(art.generatedImageUrl);
      progress.complete();
      await sleep(RESULT_DELAY_MS);
      toast.success(art.credits.unlimited ? TEMPLATES_MSG.createdUnlimited : artCreatedText(art.credits.remaining));
      setResult({ art, format: check.request.format, title: check.request.title });
      setStep(4);
    });
  };

  const editTexts = () => {
    setResult(null);
    progress.reset();
    setStep(3);
  };

  const createNew = () => {
    releaseObjectUrl(draft.product);
    releaseObjectUrl(draft.logo);
    setDraft(EMPTY_DRAFT);
    setResult(null);
    setInvalid(null);
    progress.reset();
    setStep(1);
  };

  const goBack = () => setStep((current) => (current > 1 ? ((current - 1) as Step) : current));
  const goNext = () => setStep((current) => (current < STEP_COUNT ? ((current + 1) as Step) : current));

  const { title, subtitle } = STEP_TEXT[step];
  const stage = artStageLabel(progress.phase, progress.progress);

  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <Card className="overflow-hidden">
        <header className="flex items-center gap-3 border-b border-border bg-gradient-to-r from-orange-50 via-amber-50 to-card px-4 py-3 sm:px-6">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground shadow-glow">
            <Megaphone aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg leading-tight font-extrabold tracking-tight sm:text-xl">
              Templates Rápidos
            </h2>
            <p className="truncate text-xs font-medium text-muted-foreground sm:text-sm">
              <span className="sm:hidden">Posts com a sua marca</span>
              <span className="max-sm:hidden">Posts promocionais com a sua marca · feed e stories</span>
            </p>
          </div>
          {onClose ? (
            <Button variant="ghost" size="sm" onClick={onClose} disabled={generating} className="shrink-0 max-sm:px-2.5">
              <X aria-hidden="true" />
              <span className="max-sm:sr-only">Fechar</span>
            </Button>
          ) : null}
        </header>

        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 p-4 sm:p-6">
          <WizardSteps label="Etapas dos Templates Rápidos" steps={STEP_LABELS} current={step} />

          <div className="grid gap-1">
            <h3 ref={stepHeadingRef} tabIndex={-1} className="text-xl font-extrabold tracking-tight outline-none sm:text-2xl">
              {title}
            </h3>
            <p className="text-sm text-muted-foreground">{subtitle}</p>
          </div>

          {step === 2 || step === 3 ? <DraftSummary draft={draft} disabled={generating} onChangeTemplate={() => setStep(1)} /> : null}

          {step === 1 ? (
            <TemplateStep category={category} onCategoryChange={setCategory} chosenId={draft.template?.id ?? null} onChoose={chooseTemplate} />
          ) : null}
          {step === 2 ? (
            <ImagesStep
              product={draft.product}
              logo={draft.logo}
              onProductChange={(file) => replaceFile('product', file)}
              onLogoChange={(file) => replaceFile('logo', file)}
            />
          ) : null}
          {step === 3 ? (
            <div className="grid gap-5">
              <TextsStep
                texts={draft.texts}
                onTextsChange={onTextsChange}
                productName={draft.productName}
                onProductNameChange={(productName) => update({ productName })}
                format={draft.format}
                onFormatChange={(format) => update({ format })}
                onSuggest={() => void onSuggest()}
                suggesting={suggest.isPending}
                invalidField={invalid?.field ?? null}
                error={invalid?.message ?? null}
                titleRef={titleRef}
                disabled={generating}
              />
              {stage ? <GenerationProgressPanel stage={stage} value={progress.progress} done={progress.phase === 'done'} /> : null}
            </div>
          ) : null}
          {step === 4 && result ? (
            <ArtResultStep result={result.art} format={result.format} title={result.title} onEditTexts={editTexts} onCreateNew={createNew} />
          ) : null}
        </div>

        {step < 4 ? (
          <footer className="flex items-center justify-between gap-3 border-t border-border bg-muted/40 px-4 py-3 sm:px-6">
            <Button variant="ghost" onClick={goBack} disabled={generating} className={step === 1 ? 'invisible' : undefined}>
              <ArrowLeft aria-hidden="true" />
              Voltar
            </Button>
            {step < 3 ? (
              <Button onClick={goNext} disabled={!canAdvance(step, draft)}>
                Próximo
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button ref={generateRef} size="lg" loading={generating} onClick={() => void onGenerate()}>
                {generating ? null : <Sparkles aria-hidden="true" />}
                {generating ? 'Gerando...' : 'Gerar Arte'}
              </Button>
            )}
          </footer>
        ) : null}
      </Card>
      <OutOfCreditsDialog {...outOfCredits} />
    </section>
  );
}
