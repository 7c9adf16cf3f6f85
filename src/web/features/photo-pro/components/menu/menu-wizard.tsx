// "Cardápio inteiro" (issue #15): up to PHOTO_BATCH_MAX dish photos made with one platform, scenario and
// style, in the same WizardShell as the single photo. Photos → Plataforma → Cenário → Estilo → Conferir
// → Cardápio. "Conferir" runs the free batch check in chunks of PHOTO_BATCH_CHECK_MAX (each chunk
// counts once against the pre-check's rate limit), turning each card as its chunk answers, and says
// before anything is spent how many photos the credits pay for. "Gerar cardápio" sends the photos once
// (POST /api/photos/batch → 202) and the last step polls the batch. A failed request keeps every photo
// and choice and says why.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LayoutGrid } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '../../../../../shared/messages';
import type { PhotoBatchCreated } from '../../../../../shared/schemas/photo-batch.schema';
import { OutOfCreditsDialog } from '../../../../components/out-of-credits-dialog';
import { WizardShell } from '../../../../components/wizard-shell';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { handlePaidFailure } from '../../../../hooks/use-paid-generation';
import { ME_QUERY_KEY, meQueryOptions } from '../../../../lib/auth';
import { downsizeForUpload } from '../../../../lib/downsize-image';
import { newIdempotencyKey } from '../../../../lib/idempotency';
import { releaseObjectUrl } from '../../../../lib/object-url';
import { canSpendCredit } from '../../../../lib/session-credits';
import { formToasts } from '../../../../lib/toast';
import { checkPhotoBatch, createPhotoBatch, photoBatchQueryKey } from '../../api/photo-batch';
import { scenariosQueryOptions } from '../../api/get-scenarios';
import { EMPTY_DRAFT, keepPendingDraft } from '../../lib/draft';
import { MENU_MSG } from '../../lib/menu-messages';
import { keepPendingMenuDraft, type MenuDraft } from '../../lib/menu-pending-draft';
import {
  EMPTY_CHOICES,
  addMenuPhotos,
  checkKey,
  chunk,
  completeChoices,
  creditPlan,
  photosToSend,
  planCost,
  type BatchChoices,
  type CheckState,
  type MenuChoices,
  type MenuPhoto,
} from '../../lib/menu-photos';
import { PHOTO_PRO_MSG } from '../../lib/messages';
import { photoFileProblem } from '../../lib/photo-file';
import { platformOption } from '../../lib/platforms';
import { PlatformStep } from '../platform-step';
import { ScenarioStep } from '../scenario-step';
import { StyleStep } from '../style-step';
import { MenuBatchView } from './menu-batch-view';
import { MenuPhotosStep } from './menu-photos-step';
import { MenuReviewStep } from './menu-review-step';

type MenuStep = 1 | 2 | 3 | 4 | 5 | 6;
const STEP_LABELS = ['Fotos', 'Plataforma', 'Cenário', 'Estilo', 'Conferir', 'Cardápio'] as const;
const REVIEW_STEP = 5;
const RESULT_STEP = 6;

const STEP_TEXT: Record<MenuStep, { title: string; subtitle: string }> = {
  1: { title: 'Envie as fotos do cardápio', subtitle: 'Todos os pratos de uma vez: cada um vira uma Foto Pro, com o mesmo visual.' },
  2: { title: 'Onde as fotos vão ser usadas?', subtitle: 'Todas as fotos do cardápio saem no formato desta plataforma.' },
  3: { title: 'Escolha o cenário', subtitle: 'O mesmo cenário para todos os pratos: o cardápio fica com uma cara só.' },
  4: { title: 'Escolha o estilo', subtitle: 'O mesmo acabamento para todas as fotos.' },
  5: { title: 'Confira antes de gerar', subtitle: 'Veja o que encontramos em cada foto. Nenhum crédito é usado até você gerar.' },
  6: { title: 'Preparando seu cardápio', subtitle: 'Cada prato aparece aqui assim que fica pronto.' },
};
const FINISHED_TEXT = { title: 'Seu cardápio está pronto!', subtitle: 'Baixe as fotos uma a uma, com o kit de cada prato, ou tudo de uma vez.' };

const toasts = formToasts('photo-pro-menu');

type Batch = { created: PhotoBatchCreated; sent: MenuPhoto[]; choices: BatchChoices };

export type MenuWizardProps = {
  onClose?: () => void;
  /** A visitor's menu, kept while they signed in: opens on "Conferir" when its choices are complete. */
  initialDraft?: MenuDraft | null;
  /** How often the batch's status is asked (tests shorten it). */
  pollIntervalMs?: number;
};

export function MenuWizard({ onClose, initialDraft, pollIntervalMs }: MenuWizardProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useQuery(meQueryOptions());
  const [photos, setPhotos] = useState<MenuPhoto[]>(initialDraft?.photos ?? []);
  const [choices, setChoices] = useState<MenuChoices>(initialDraft?.choices ?? EMPTY_CHOICES);
  const resumeOnReview = initialDraft ? completeChoices(initialDraft.choices) !== null && initialDraft.photos.some((p) => p.problem === null) : false;
  const [step, setStep] = useState<MenuStep>(resumeOnReview ? REVIEW_STEP : 1);
  const [pickNotice, setPickNotice] = useState<string | null>(null);
  /** The batch check's answers, by checkKey (photo and choices). */
  const [checks, setChecks] = useState<ReadonlyMap<string, CheckState>>(new Map());
  const [checking, setChecking] = useState(false);
  const checkingRef = useRef(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [uploadPercent, setUploadPercent] = useState(0);
  const [startError, setStartError] = useState<string | null>(null);
  const [outOfCreditsOpen, setOutOfCreditsOpen] = useState(false);
  const [batch, setBatch] = useState<Batch | null>(null);
  const [finished, setFinished] = useState(false);
  const generateRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void queryClient.prefetchQuery(scenariosQueryOptions());
  }, [queryClient]);

  const complete = completeChoices(choices);
  /** The check's answers for the current choices, by photo id. */
  const checksByPhoto = useMemo(() => {
    const byPhoto = new Map<string, CheckState>();
    if (!complete) return byPhoto;
    for (const photo of photos) {
      const state = checks.get(checkKey(photo.id, complete));
      if (state) byPhoto.set(photo.id, state);
    }
    return byPhoto;
  }, [checks, photos, complete]);
  const toSend = photosToSend(photos, (photo) => checksByPhoto.get(photo.id));
  const plan = me.data ? creditPlan(me.data.credits, toSend.length) : null;

  const setStates = (batchChoices: BatchChoices, entries: [MenuPhoto, CheckState][]) =>
    setChecks((current) => {
      const next = new Map(current);
      for (const [photo, state] of entries) next.set(checkKey(photo.id, batchChoices), state);
      return next;
    });

  const requireLogin = () => {
    keepPendingMenuDraft({ photos, choices });
    // The landing page reopens Foto Pro when it holds a pending draft; the tool then opens this mode.
    keepPendingDraft({ ...EMPTY_DRAFT, ...choices });
    toasts.info(MENU_MSG.loginRequired);
    navigate('/auth');
  };

  /** A session that lapsed before the batch started (check or send): the menu is kept for the return. */
  const onSessionLostWithDraft = () => {
    queryClient.setQueryData(ME_QUERY_KEY, null);
    requireLogin();
  };

  /** A session that lapsed while the batch runs: it goes on on the server, Minhas Criações will hold its photos. */
  const onSessionLost = useCallback(() => {
    queryClient.setQueryData(ME_QUERY_KEY, null);
    toasts.info(MENU_MSG.loginRequired);
    navigate('/auth');
  }, [queryClient, navigate]);

  /** The free check of every photo not yet checked under these choices, chunk by chunk. */
  const runCheck = async () => {
    const batchChoices = completeChoices(choices);
    if (!batchChoices || checkingRef.current) return;
    let session;
    try {
      session = await queryClient.ensureQueryData(meQueryOptions());
    } catch {
      return;
    }
    // Signed out or without credit: "Gerar" says so; nothing is sent before.
    if (!session || !canSpendCredit(session.credits)) return;
    const pending = photos.filter((photo) => {
      if (photo.problem !== null) return false;
      const state = checks.get(checkKey(photo.id, batchChoices));
      return !state || state.kind === 'unchecked';
    });
    if (pending.length === 0) return;
    checkingRef.current = true;
    setChecking(true);
    setCheckError(null);
    setStates(batchChoices, pending.map((photo) => [photo, { kind: 'checking' }]));
    const runs = chunk(pending);
    try {
      for (const [index, run] of runs.entries()) {
        let answer;
        try {
          answer = await checkPhotoBatch(
            run.map((photo) => photo.file),
            batchChoices,
          );
        } catch (error) {
          setStates(batchChoices, runs.slice(index).flat().map((photo) => [photo, { kind: 'unchecked' }]));
          if (error instanceof ApiError && error.status === 401) {
            onSessionLostWithDraft();
            return;
          }
          setCheckError(error instanceof ApiError && error.serverMessage ? MENU_MSG.checkFailedWith(error.serverMessage) : MENU_MSG.checkFailed);
          return;
        }
        setStates(
          batchChoices,
          run.map((photo, i): [MenuPhoto, CheckState] => {
            const item = answer.items[i];
            if (item?.check) return [photo, { kind: 'checked', check: item.check }];
            if (item?.error) return [photo, { kind: 'unreadable', message: item.error.message }];
            return [photo, { kind: 'unchecked' }];
          }),
        );
      }
    } finally {
      checkingRef.current = false;
      setChecking(false);
    }
  };

  // A visitor's menu, back after signing in, is checked at once.
  const resumed = useRef(false);
  useEffect(() => {
    if (!resumeOnReview || resumed.current) return;
    resumed.current = true;
    void runCheck();
  });

  const goTo = (next: MenuStep) => {
    setStep(next);
    setStartError(null);
    if (next === REVIEW_STEP) void runCheck();
  };

  const addPhotos = (files: File[]) => {
    const { photos: next, dropped } = addMenuPhotos(photos, files, photoFileProblem);
    // Downsized now, while the user makes the other choices (see downsize-image.ts).
    for (const photo of next.slice(photos.length)) if (photo.problem === null) void downsizeForUpload(photo.file);
    setPhotos(next);
    setPickNotice(dropped > 0 ? MENU_MSG.tooMany(dropped) : null);
  };

  const removePhoto = (id: string) => {
    const removed = photos.find((photo) => photo.id === id);
    setPhotos((current) => current.filter((photo) => photo.id !== id));
    releaseObjectUrl(removed?.file);
    setPickNotice(null);
  };

  const onGenerate = async () => {
    if (sending || checking) return;
    if (!complete) {
      toasts.error(PHOTO_PRO_MSG.completeAllSteps);
      return;
    }
    if (toSend.length === 0) {
      toasts.error(MSG.batchPhotosRequired);
      return;
    }
    let session;
    try {
      session = await queryClient.ensureQueryData(meQueryOptions());
    } catch {
      toasts.error(MENU_MSG.startFailed);
      return;
    }
    if (!session) {
      requireLogin();
      return;
    }
    if (!canSpendCredit(session.credits)) {
      setOutOfCreditsOpen(true);
      return;
    }
    setSending(true);
    setStartError(null);
    setUploadPercent(0);
    try {
      const created = await createPhotoBatch(
        toSend.map((photo) => photo.file),
        complete,
        { idempotencyKey: newIdempotencyKey(), onUploadProgress: (fraction) => setUploadPercent(Math.round(fraction * 100)) },
      );
      setBatch({ created, sent: toSend, choices: complete });
      setFinished(false);
      setStep(RESULT_STEP);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    } catch (error) {
      if (handlePaidFailure(error, queryClient, { noCredits: () => setOutOfCreditsOpen(true), sessionLost: onSessionLostWithDraft })) return;
      const message = errorMessage(error, MENU_MSG.startFailed);
      setStartError(message);
      toasts.error(message);
      generateRef.current?.focus();
    } finally {
      setSending(false);
    }
  };

  const onFinished = useCallback(() => {
    setFinished(true);
    // Each photo made spent a credit: the header's balance is read again.
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [queryClient]);

  const newMenu = () => {
    for (const photo of photos) releaseObjectUrl(photo.file);
    if (batch) queryClient.removeQueries({ queryKey: photoBatchQueryKey(batch.created.batchId) });
    setPhotos([]);
    setChoices(EMPTY_CHOICES);
    setChecks(new Map());
    setCheckError(null);
    setStartError(null);
    setPickNotice(null);
    setBatch(null);
    setFinished(false);
    setStep(1);
  };

  const sendable = photos.filter((photo) => photo.problem === null).length;
  const canAdvance =
    (step === 1 && sendable > 0) ||
    (step === 2 && choices.platform !== null) ||
    (step === 3 && (choices.scenarioType === 'ai-create' || (choices.scenarioType === 'predefined' && choices.scenarioId !== null))) ||
    (step === 4 && choices.style !== null);
  const platformId = batch?.choices.platform ?? choices.platform;
  const platform = platformId ? platformOption(platformId) : null;

  return (
    <WizardShell
      title="Foto Pro · Cardápio inteiro"
      icon={LayoutGrid}
      tagline="Todos os pratos de uma vez, com o mesmo visual"
      onClose={onClose}
      stepsLabel="Etapas do Cardápio inteiro"
      steps={STEP_LABELS}
      step={step}
      onStepChange={goTo}
      stepText={step === RESULT_STEP && finished ? FINISHED_TEXT : STEP_TEXT[step]}
      canAdvance={canAdvance}
      generateLabel={MENU_MSG.generate(toSend.length, planCost(plan, toSend.length))}
      onGenerate={() => void onGenerate()}
      generating={sending || checking}
      busyLabel={sending ? MENU_MSG.uploading(uploadPercent) : MENU_MSG.checkingAll}
      generateRef={generateRef}
      dialogs={<OutOfCreditsDialog open={outOfCreditsOpen} onOpenChange={setOutOfCreditsOpen} />}
    >
      {step === 1 ? <MenuPhotosStep photos={photos} onAdd={addPhotos} onRemove={removePhoto} notice={pickNotice} /> : null}
      {step === 2 ? <PlatformStep platform={choices.platform} onPlatformChange={(value) => setChoices((c) => ({ ...c, platform: value }))} /> : null}
      {step === 3 ? (
        <ScenarioStep
          scenarioType={choices.scenarioType}
          scenarioId={choices.scenarioId}
          onScenarioTypeChange={(scenarioType) =>
            setChoices((c) => ({ ...c, scenarioType, scenarioId: scenarioType === 'ai-create' ? null : c.scenarioId }))
          }
          onScenarioChange={(scenarioId) => setChoices((c) => ({ ...c, scenarioId }))}
        />
      ) : null}
      {step === 4 ? (
        <StyleStep scenarioType={choices.scenarioType} style={choices.style} onStyleChange={(style) => setChoices((c) => ({ ...c, style }))} />
      ) : null}
      {step === REVIEW_STEP ? (
        <MenuReviewStep
          photos={photos}
          choices={choices}
          checks={checksByPhoto}
          checking={checking}
          checkError={checkError}
          onCheckAgain={() => void runCheck()}
          plan={plan}
          signedOut={me.data === null}
          startError={startError}
          onRemove={removePhoto}
          disabled={sending}
        />
      ) : null}
      {step === RESULT_STEP && batch ? (
        <MenuBatchView
          created={batch.created}
          sent={batch.sent}
          platformName={platform?.name ?? ''}
          aspectRatio={platform?.format.startsWith('4:3') ? '4:3' : '1:1'}
          pollIntervalMs={pollIntervalMs}
          onFinished={onFinished}
          onSessionLost={onSessionLost}
          onNewMenu={newMenu}
        />
      ) : null}
    </WizardShell>
  );
}
