// The Templates Rápidos wizard (spec §2): template → product and logo → texts and format, "Gerar Arte"
// → the art. Nothing is lost on a failure; the login and credit checks run when "Gerar Arte" is pressed.
import { Megaphone } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { GenerationProgressPanel } from '../../../components/generation-progress';
import { OutOfCreditsDialog } from '../../../components/out-of-credits-dialog';
import { WizardShell } from '../../../components/wizard-shell';
import { usePaidGeneration } from '../../../hooks/use-paid-generation';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { downsizeForUpload } from '../../../lib/downsize-image';
import { releaseObjectUrl } from '../../../lib/object-url';
import { preloadImage } from '../../../lib/preload-image';
import type { ResultSlots } from '../../../lib/result-slots';
import { formToasts } from '../../../lib/toast';
import { generateArt, type GenerateArtResult } from '../api/generate-art';
import type { Template } from '../../../../shared/schemas/catalogue.schema';
import type { CategoryFilter } from '../api/get-templates';
import { useSuggestCopy } from '../api/suggest-copy';
import {
  EMPTY_DRAFT,
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
} & ResultSlots;

type Result = { art: GenerateArtResult; format: TemplateDraft['format']; title: string };
type Invalid = { field: PromoField; message: string };

/** The wizard's toasts: an art created (or a suggestion filled in) clears a failure said before. */
const toasts = formToasts('templates');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function TemplatesWizard({ onClose, initialDraft, renderShare, renderRating }: TemplatesWizardProps) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TemplateDraft>(initialDraft ?? EMPTY_DRAFT);
  const [step, setStep] = useState<Step>(() => (initialDraft ? resumeStep(initialDraft) : 1));
  const [category, setCategory] = useState<CategoryFilter>('todos');
  const [result, setResult] = useState<Result | null>(null);
  const [invalid, setInvalid] = useState<Invalid | null>(null);
  const suggest = useSuggestCopy();
  const titleRef = useRef<HTMLInputElement>(null);

  const update = (patch: Partial<TemplateDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const replaceFile = (field: 'product' | 'logo', file: File | null) => {
    const previous = draft[field];
    if (previous && previous !== file) releaseObjectUrl(previous);
    // The product photo is downsized while the texts are written; "Gerar Arte" sends the result.
    if (field === 'product' && file) void downsizeForUpload(file);
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
    toasts.info(TEMPLATES_MSG.loginRequired);
    navigate('/auth');
  };

  const { generate, generating, progress, generateRef, requireSession, onSessionLost, outOfCredits } = usePaidGeneration({
    send: generateArt,
    estimate: estimateArtProgress,
    failedMessage: TEMPLATES_MSG.generateFailed,
    onLoginRequired: requireLogin,
    toasts,
  });

  const onSuggest = async () => {
    if (!draft.template || suggest.isPending) return;
    if (emptyFields(draft.texts).length === 0) {
      toasts.info(TEMPLATES_MSG.suggestNothingEmpty);
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
      toasts.success(TEMPLATES_MSG.suggestFilled);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        onSessionLost();
        return;
      }
      toasts.error(errorMessage(error, TEMPLATES_MSG.suggestFailed));
    }
  };

  const onGenerate = async () => {
    if (generating) return;
    const check = checkDraft(draft);
    if (!check.ok) {
      toasts.error(check.message);
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
      toasts.success(art.credits.unlimited ? TEMPLATES_MSG.createdUnlimited : artCreatedText(art.credits.remaining));
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

  const stage = artStageLabel(progress.phase, progress.progress);

  return (
    <WizardShell
      title="Templates Rápidos"
      icon={Megaphone}
      taglineClassName="truncate"
      tagline={
        <>
          <span className="sm:hidden">Posts com a sua marca</span>
          <span className="max-sm:hidden">Posts promocionais com a sua marca · feed e stories</span>
        </>
      }
      onClose={onClose}
      stepsLabel="Etapas dos Templates Rápidos"
      steps={STEP_LABELS}
      step={step}
      onStepChange={setStep}
      stepText={STEP_TEXT[step]}
      canAdvance={canAdvance(step, draft)}
      generateLabel="Gerar Arte"
      onGenerate={() => void onGenerate()}
      generating={generating}
      generateRef={generateRef}
      dialogs={<OutOfCreditsDialog {...outOfCredits} />}
    >
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
        <ArtResultStep
          result={result.art}
          format={result.format}
          title={result.title}
          onEditTexts={editTexts}
          onCreateNew={createNew}
          renderShare={renderShare}
          renderRating={renderRating}
        />
      ) : null}
    </WizardShell>
  );
}
