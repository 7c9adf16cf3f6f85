// The Foto Pro wizard (spec §2): photo → platform → scenario → style and generate → result. The choices
// survive a failed generation; the login and credit checks run when "Gerar Foto Pro" is pressed. Then,
// before the paid request, the free pre-check (POST /api/photos/check) asks the engine what it will do
// with this photo: when the scenario cannot be applied, or the photo is dark, blurred or small, a dialog
// says so and the user continues or changes the photo, having spent nothing. A choice to continue is
// remembered for that photo and those choices (another style does not ask again). The photo crosses
// the network once, as soon as it is chosen (lib/photo-uploads.ts): the check and the generation (and
// another style of it later) name it by token; if "Gerar" comes before the upload is done, the
// progress bar shows that upload, then the check's analysis, then the generation. The result compares against the photo as it was uploaded,
// from the browser's own copy, so only the enhanced picture is downloaded.
import { useQueryClient } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { GenerationProgressPanel } from '../../../components/generation-progress';
import { OutOfCreditsDialog } from '../../../components/out-of-credits-dialog';
import { WizardShell } from '../../../components/wizard-shell';
import { usePaidGeneration } from '../../../hooks/use-paid-generation';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/auth';
import { remainingCreditsText } from '../../../lib/credits-text';
import { downsizeForUpload } from '../../../lib/downsize-image';
import { objectUrlFor, releaseObjectUrl } from '../../../lib/object-url';
import type { ResultSlots } from '../../../lib/result-slots';
import { canSpendCredit } from '../../../lib/session-credits';
import { formToasts } from '../../../lib/toast';
import { checkPhoto, type PhotoCheckResult } from '../api/check-photo';
import { enhancePhoto, type EnhanceOptions, type EnhanceRequest, type EnhanceResult } from '../api/enhance-photo';
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
import { PhotoUploads } from '../lib/photo-uploads';
import { CHECK_SHARE, estimateProgress, photoProgressLabel, type ProgressStage } from '../lib/progress';
import { speedLine } from '../lib/speed';
import { PhotoCheckDialog } from './photo-check-dialog';
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
} & ResultSlots;

/** Answers of the pre-check that mean "the request is wrong": told as an error, nothing is generated. */
const REFUSED_STATUSES = new Set([400, 413, 415]);
/** The wizard's toasts: a photo improved clears a failure said before. */
const toasts = formToasts('photo-pro');

/** Each File gets a number, so a check is remembered for this very photo (not one with the same name). */
const fileIds = new WeakMap<File, number>();
let nextFileId = 1;
function checkKey(request: EnhanceRequest): string {
  let id = fileIds.get(request.photo);
  if (id === undefined) {
    id = nextFileId++;
    fileIds.set(request.photo, id);
  }
  return [id, request.platform, request.scenarioType, request.scenarioId ?? ''].join('|');
}

type Pending = { result: PhotoCheckResult; request: EnhanceRequest; key: string; paid: boolean };
type FocusTarget = 'photo' | 'generate' | null;

export function PhotoProWizard({ onClose, initialDraft, renderShare, renderRating }: PhotoProWizardProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<WizardDraft>(initialDraft ?? EMPTY_DRAFT);
  const [step, setStep] = useState<Step>(() => (initialDraft && checkDraft(initialDraft).ok ? 4 : 1));
  const [result, setResult] = useState<EnhanceResult | null>(null);
  const [checking, setChecking] = useState(false);
  /** The pre-check's warnings waiting for "Continuar" or "Trocar foto". */
  const [pending, setPending] = useState<Pending | null>(null);
  /** Checks already passed or accepted with "Continuar": not asked again. */
  const cleared = useRef(new Set<string>());
  const photoStepRef = useRef<HTMLDivElement>(null);
  /** Where the focus goes once the pre-check's dialog has closed (see the effect below). */
  const focusTarget = useRef<FocusTarget>(null);
  /** The chosen photos the server holds, and their tokens. */
  const uploads = useRef<PhotoUploads | null>(null);
  uploads.current ??= new PhotoUploads();
  /** What the progress bar follows now (see lib/progress.ts): state for its label, a ref for the estimate's timer. */
  const [progressStage, setProgressStage] = useState<ProgressStage>('generate');
  const progressStageRef = useRef<ProgressStage>('generate');
  const followProgress = (stage: ProgressStage) => {
    progressStageRef.current = stage;
    setProgressStage(stage);
  };
  /** The photo as it was uploaded, shown as "before" on the result: the browser's copy, nothing to download. */
  const [uploadedPhoto, setUploadedPhoto] = useState<File | null>(null);

  // The thumbnails of step 3 load while the user is still on steps 1 and 2.
  useEffect(() => {
    void queryClient.prefetchQuery(scenariosQueryOptions());
  }, [queryClient]);

  // Closing the wizard drops a photo's unfinished upload (nothing will name it).
  useEffect(() => () => uploads.current?.cancel(), []);

  const update = (patch: Partial<WizardDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const onPhotoChange = (photo: File) => {
    if (draft.photo && draft.photo !== photo) releaseObjectUrl(draft.photo);
    if (uploadedPhoto !== photo) releaseUploadedPhoto();
    // Downsized and sent while the user makes the other choices, when they could generate at all (a
    // visitor is asked to sign in at "Gerar", and then the check sends it).
    void downsizeForUpload(photo);
    void queryClient.ensureQueryData(meQueryOptions()).then(
      (me) => {
        if (me && canSpendCredit(me.credits)) uploads.current!.start(photo);
      },
      () => undefined,
    );
    update({ photo });
  };

  const requireLogin = () => {
    keepPendingDraft(draft);
    toasts.info(PHOTO_PRO_MSG.loginRequired);
    navigate('/auth');
  };

  const releaseUploadedPhoto = () => {
    releaseObjectUrl(uploadedPhoto);
    setUploadedPhoto(null);
  };

  const sendWithToken = (request: EnhanceRequest, options: EnhanceOptions) =>
    enhancePhoto(request, { ...options, onUploadTokenRefused: () => uploads.current!.forget(request.photo) });

  const { generate, generating, progress, generateRef, outOfCredits, requireSession, onSessionLost } = usePaidGeneration({
    send: sendWithToken,
    estimate: (uploaded, processingMs) => estimateProgress(uploaded, processingMs, progressStageRef.current),
    failedMessage: PHOTO_PRO_MSG.enhanceFailed,
    onLoginRequired: requireLogin,
    toasts,
  });

  const sendEnhance = async (choices: EnhanceRequest) => {
    const uploadToken = uploads.current!.tokenFor(choices.photo);
    const request = { ...choices, uploadToken };
    followProgress(uploadToken ? 'generate-uploaded' : 'generate');
    await generate(request, async (enhanced) => {
      // The "before" half: the very photo sent, already in the browser (resolved since it was sent).
      const sent = await downsizeForUpload(request.photo);
      if (sent !== uploadedPhoto) releaseUploadedPhoto();
      setUploadedPhoto(sent);
      progress.complete();
      toasts.success(
        enhanced.credits.unlimited
          ? PHOTO_PRO_MSG.enhancedUnlimited
          : `Foto melhorada! ${remainingCreditsText(enhanced.credits.remaining)}`,
      );
      setResult(enhanced);
      setStep(5);
    });
  };

  /**
   * The pre-check: true when the request may go ahead at once (nothing to say, or the check could not
   * run: it is advisory, and the result states the mode anyway); false when the user was told something.
   */
  const precheck = async (request: EnhanceRequest, key: string): Promise<boolean> => {
    const me = await requireSession(PHOTO_PRO_MSG.enhanceFailed);
    if (!me) return false;
    // No credit: the out-of-credits dialog, without checking a photo that cannot be generated.
    if (!canSpendCredit(me.credits)) return true;
    setChecking(true);
    followProgress('check');
    progress.start();
    try {
      // The photo's early upload, if still running, is waited for (the bar shows it) rather than sent again.
      const uploadToken = await uploads.current!.awaitToken(request.photo, progress.onUploadProgress);
      const checked = await checkPhoto(
        { ...request, uploadToken },
        { onUploadProgress: progress.onUploadProgress, onUploadTokenRefused: () => uploads.current!.forget(request.photo) },
      );
      if (checked.uploadToken) uploads.current!.remember(request.photo, checked.uploadToken);
      if (checked.warnings.length === 0) {
        // The generation goes on from where the check left the bar.
        progress.finish(CHECK_SHARE);
        cleared.current.add(key);
        return true;
      }
      progress.reset();
      setPending({ result: checked, request, key, paid: !me.credits.unlimited });
      return false;
    } catch (error) {
      progress.reset();
      if (error instanceof ApiError && error.status === 401) {
        onSessionLost();
        return false;
      }
      if (error instanceof ApiError && REFUSED_STATUSES.has(error.status)) {
        toasts.error(errorMessage(error, PHOTO_PRO_MSG.enhanceFailed));
        return false;
      }
      return true;
    } finally {
      setChecking(false);
    }
  };

  const onGenerate = async () => {
    if (generating || checking) return;
    const check = checkDraft(draft);
    if (!check.ok) {
      toasts.error(check.message);
      return;
    }
    const key = checkKey(check.request);
    if (!cleared.current.has(key) && !(await precheck(check.request, key))) return;
    await sendEnhance(check.request);
  };

  const continueAnyway = () => {
    if (!pending) return;
    cleared.current.add(pending.key);
    const { request } = pending;
    setPending(null);
    focusTarget.current = 'generate';
    void sendEnhance(request);
  };

  const changePhoto = () => {
    setPending(null);
    setStep(1);
    focusTarget.current = 'photo';
  };

  const dismissCheck = () => {
    setPending(null);
    focusTarget.current = 'generate';
  };

  // After the dialog closes: the photo step's drop zone, or the generate button.
  useEffect(() => {
    if (!focusTarget.current || pending) return;
    const target = focusTarget.current === 'photo' ? photoStepRef.current?.querySelector<HTMLElement>('button') : generateRef.current;
    focusTarget.current = null;
    target?.focus();
  }, [pending, step, generateRef]);

  const applyAnotherStyle = () => {
    setResult(null);
    progress.reset();
    setStep(4);
  };

  const createNew = () => {
    uploads.current!.cancel();
    releaseObjectUrl(draft.photo);
    releaseUploadedPhoto();
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
      generating={generating || checking}
      busyLabel={checking ? PHOTO_PRO_MSG.checking : undefined}
      generateRef={generateRef}
      dialogs={
        <>
          <OutOfCreditsDialog {...outOfCredits} />
          <PhotoCheckDialog
            result={pending?.result ?? null}
            paid={pending?.paid ?? true}
            onContinue={continueAnyway}
            onChangePhoto={changePhoto}
            onDismiss={dismissCheck}
          />
        </>
      }
    >
      {step === 1 ? (
        <div ref={photoStepRef}>
          <PhotoUploadStep photo={draft.photo} onPhotoChange={onPhotoChange} />
        </div>
      ) : null}
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
          <StyleStep scenarioType={draft.scenarioType} style={draft.style} disabled={generating || checking} onStyleChange={(style) => update({ style })} />
          <StepSummary draft={draft} />
          {generating || checking || progress.progress > 0 ? (
            <GenerationProgressPanel {...photoProgressLabel(progress.phase, progress.uploaded, progressStage)} value={progress.progress} />
          ) : null}
        </div>
      ) : null}
      {step === 5 && result ? (
        <ResultStep
          result={result}
          originalPreview={uploadedPhoto ? objectUrlFor(uploadedPhoto) : null}
          onApplyAnotherStyle={applyAnotherStyle}
          onCreateNew={createNew}
          renderShare={renderShare}
          renderRating={renderRating}
        />
      ) : null}
    </WizardShell>
  );
}
