// The Foto Pro wizard (spec §2): photo → platform → scenario → style and generate → result. The choices
// survive a failed generation; the login and credit checks run when "Gerar Foto Pro" is pressed.
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Camera, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { GenerationProgressPanel } from '../../../components/generation-progress';
import { WizardSteps } from '../../../components/wizard-steps';
import { objectUrlFor, releaseObjectUrl } from '../../../lib/object-url';
import { OutOfCreditsDialog } from '../../credits/components/out-of-credits-dialog';
import { usePaidGeneration } from '../../credits/hooks/use-paid-generation';
import { remainingCreditsText } from '../../credits/lib/credits-text';
import { enhancePhoto, type EnhanceResult } from '../api/enhance-photo';
import { scenariosQueryOptions } from '../api/get-scenarios';
import {
  EMPTY_DRAFT,
  STEP_COUNT,
  STEP_LABELS,
  canAdvance,
  checkDraft,
  keepPendingDraft,
  withScenarioType,
  type Step,
  type WizardDraft,
} from '../lib/draft';
import { PHOTO_PRO_MSG } from '../lib/messages';
import { estimateProgress } from '../lib/progress';
import { speedLine } from '../lib/speed';
import { PhotoUploadStep } from './photo-upload-step';
import { PlatformStep } from './platform-step';
import { ResultStep } from './result-step';
import { ScenarioStep } from './scenario-step';
import { StyleStep } from './style-step';
import { StepSummary } from './step-summary';

const STEP_TEXT: Record<Step, { title: string; subtitle: string }> = {
  1: { title: 'Envie a foto do seu prato', subtitle: 'Pode ser do celular: a IA cuida da luz, das cores e do fundo.' },
  2: { title: 'Onde a foto vai ser usada?', subtitle: 'Cada plataforma recebe a foto no formato ideal.' },
  3: { title: 'Escolha o cenário', subtitle: 'Deixe a IA criar o ambiente ou use um dos nossos cenários prontos.' },
  4: { title: 'Escolha o estilo', subtitle: 'Defina o acabamento da foto e gere a sua Foto Pro.' },
  5: { title: 'Sua Foto Pro está pronta!', subtitle: 'Compare o antes e o depois, baixe e compartilhe.' },
};

export type PhotoProWizardProps = {
  /** Shows a "Fechar" button that calls this. */
  onClose?: () => void;
  /** Choices to start from (a visitor's, kept while they signed in); a complete draft opens on step 4. */
  initialDraft?: WizardDraft | null;
};

export function PhotoProWizard({ onClose, initialDraft }: PhotoProWizardProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<WizardDraft>(initialDraft ?? EMPTY_DRAFT);
  const [step, setStep] = useState<Step>(() => (initialDraft && checkDraft(initialDraft).ok ? 4 : 1));
  const [result, setResult] = useState<EnhanceResult | null>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);

  // The thumbnails of step 3 load while the user is still on steps 1 and 2.
  useEffect(() => {
    void queryClient.prefetchQuery(scenariosQueryOptions());
  }, [queryClient]);

  // Each step (and the wizard when it opens) starts at its heading, for keyboard and screen-reader users.
  useEffect(() => {
    stepHeadingRef.current?.focus();
  }, [step]);

  const update = (patch: Partial<WizardDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const onPhotoChange = (photo: File) => {
    if (draft.photo && draft.photo !== photo) releaseObjectUrl(draft.photo);
    update({ photo });
  };

  const requireLogin = () => {
    keepPendingDraft(draft);
    toast.info(PHOTO_PRO_MSG.loginRequired);
    navigate('/auth');
  };

  const { generate, generating, progress, generateRef, outOfCredits } = usePaidGeneration({
    send: enhancePhoto,
    estimate: estimateProgress,
    failedMessage: PHOTO_PRO_MSG.enhanceFailed,
    onLoginRequired: requireLogin,
  });

  const onGenerate = async () => {
    if (generating) return;
    const check = checkDraft(draft);
    if (!check.ok) {
      toast.error(check.message);
      return;
    }

    await generate(check.request, (enhanced) => {
      progress.complete();
      toast.success(
        enhanced.credits.unlimited
          ? PHOTO_PRO_MSG.enhancedUnlimited
          : `Foto melhorada! ${remainingCreditsText(enhanced.credits.remaining)}`,
      );
      setResult(enhanced);
      setStep(5);
    });
  };

  const applyAnotherStyle = () => {
    setResult(null);
    progress.reset();
    setStep(4);
  };

  const createNew = () => {
    releaseObjectUrl(draft.photo);
    setDraft(EMPTY_DRAFT);
    setResult(null);
    progress.reset();
    setStep(1);
  };

  const goBack = () => setStep((current) => (current > 1 ? ((current - 1) as Step) : current));
  const goNext = () => setStep((current) => (current < STEP_COUNT ? ((current + 1) as Step) : current));

  const { title, subtitle } = STEP_TEXT[step];

  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <Card className="overflow-hidden">
        <header className="flex items-center gap-3 border-b border-border bg-gradient-to-r from-orange-50 via-amber-50 to-card px-4 py-3 sm:px-6">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground shadow-glow">
            <Camera aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg leading-tight font-extrabold tracking-tight sm:text-xl">
              Foto Pro
            </h2>
            <p className="text-xs font-medium text-muted-foreground sm:text-sm">
              <span className="max-sm:hidden">Foto profissional do seu prato para o delivery · </span>
              <span data-testid="photo-pro-speed" className="whitespace-nowrap">
                ⚡ {speedLine(result ? result.processingTimeSeconds : null)}
              </span>
            </p>
          </div>
          {onClose ? (
            <Button variant="ghost" size="sm" onClick={onClose} disabled={generating} className="shrink-0 max-sm:px-2.5">
              <X aria-hidden="true" />
              <span className="max-sm:sr-only">Fechar</span>
            </Button>
          ) : null}
        </header>

        <div className="grid gap-6 p-4 sm:p-6">
          <WizardSteps label="Etapas do Foto Pro" steps={STEP_LABELS} current={step} />

          <div className="grid gap-1">
            <h3 ref={stepHeadingRef} tabIndex={-1} className="text-xl font-extrabold tracking-tight outline-none sm:text-2xl">
              {title}
            </h3>
            <p className="text-sm text-muted-foreground">{subtitle}</p>
          </div>

          {step === 1 ? <PhotoUploadStep photo={draft.photo} onPhotoChange={onPhotoChange} /> : null}
          {step === 2 ? <PlatformStep platform={draft.platform} onPlatformChange={(platform) => update({ platform })} /> : null}
          {step === 3 ? (
            <ScenarioStep
              scenarioType={draft.scenarioType}
              scenarioId={draft.scenarioId}
              onScenarioTypeChange={(scenarioType) => setDraft((current) => withScenarioType(current, scenarioType))}
              onScenarioChange={(scenarioId) => update({ scenarioId })}
            />
          ) : null}
          {step === 4 ? (
            <div className="grid gap-5">
              <StyleStep
                scenarioType={draft.scenarioType}
                style={draft.style}
                disabled={generating}
                onStyleChange={(style) => update({ style })}
              />
              <StepSummary draft={draft} />
              {generating || progress.progress > 0 ? (
                <GenerationProgressPanel
                  stage={progress.phase === 'uploading' ? 'Enviando sua foto...' : 'A IA está melhorando sua foto...'}
                  value={progress.progress}
                />
              ) : null}
            </div>
          ) : null}
          {step === 5 && result ? (
            <ResultStep
              result={result}
              originalPreview={draft.photo ? objectUrlFor(draft.photo) : null}
              onApplyAnotherStyle={applyAnotherStyle}
              onCreateNew={createNew}
            />
          ) : null}
        </div>

        {step < 5 ? (
          <footer className="flex items-center justify-between gap-3 border-t border-border bg-muted/40 px-4 py-3 sm:px-6">
            <Button variant="ghost" onClick={goBack} disabled={generating} className={step === 1 ? 'invisible' : undefined}>
              <ArrowLeft aria-hidden="true" />
              Voltar
            </Button>
            {step < 4 ? (
              <Button onClick={goNext} disabled={!canAdvance(step, draft)}>
                Próximo
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button ref={generateRef} size="lg" loading={generating} onClick={() => void onGenerate()}>
                {generating ? null : <Sparkles aria-hidden="true" />}
                {generating ? 'Gerando...' : 'Gerar Foto Pro'}
              </Button>
            )}
          </footer>
        ) : null}
      </Card>
      <OutOfCreditsDialog {...outOfCredits} />
    </section>
  );
}
