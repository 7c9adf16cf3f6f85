// The Foto Pro wizard (spec §2): photo → platform → scenario → style and generate → result. The choices
// survive a failed generation; the login and credit checks run when "Gerar Foto Pro" is pressed.
import { useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { GenerationProgressPanel } from '../../../components/generation-progress';
import { WizardShell } from '../../../components/wizard-shell';
import { objectUrlFor, releaseObjectUrl } from '../../../lib/object-url';
import { OutOfCreditsDialog } from '../../credits/components/out-of-credits-dialog';
import { usePaidGeneration } from '../../credits/hooks/use-paid-generation';
import { remainingCreditsText } from '../../credits/lib/credits-text';
import { enhancePhoto, type EnhanceResult } from '../api/enhance-photo';
import { scenariosQueryOptions } from '../api/get-scenarios';
import {
  EMPTY_DRAFT,
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
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<WizardDraft>(initialDraft ?? EMPTY_DRAFT);
  const [step, setStep] = useState<Step>(() => (initialDraft && checkDraft(initialDraft).ok ? 4 : 1));
  const [result, setResult] = useState<EnhanceResult | null>(null);

  // The thumbnails of step 3 load while the user is still on steps 1 and 2.
  useEffect(() => {
    void queryClient.prefetchQuery(scenariosQueryOptions());
  }, [queryClient]);

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

  return (
    <WizardShell
      title="Foto Pro"
      icon={Camera}
      tagline={
        <>
          <span className="max-sm:hidden">Foto profissional do seu prato para o delivery · </span>
          <span data-testid="photo-pro-speed" className="whitespace-nowrap">
            ⚡ {speedLine(result ? result.processingTimeSeconds : null)}
          </span>
        </>
      }
      onClose={onClose}
      stepsLabel="Etapas do Foto Pro"
      steps={STEP_LABELS}
      step={step}
      onStepChange={setStep}
      stepText={STEP_TEXT[step]}
      canAdvance={canAdvance(step, draft)}
      generateLabel="Gerar Foto Pro"
      onGenerate={() => void onGenerate()}
      generating={generating}
      generateRef={generateRef}
      dialogs={<OutOfCreditsDialog {...outOfCredits} />}
    >
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
          <StyleStep scenarioType={draft.scenarioType} style={draft.style} disabled={generating} onStyleChange={(style) => update({ style })} />
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
    </WizardShell>
  );
}
