// @vitest-environment jsdom
import '../../../../../tests/web/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../shared/schemas/me.schema';
import type { EnhancePhotoResponse, PhotoCheckResponse } from '../../../../shared/schemas/photos.schema';
import { ME_QUERY_KEY } from '../../../lib/auth';
import { makeMe, mockApi, SIGNED_OUT, type MockHandler } from '../../../../../tests/web/mock-api';
import { mockCanvas } from '../../../../../tests/web/mock-canvas';
import { formField, mockXhr, type XhrHandler, type XhrOptions, type XhrReply, type XhrRequest } from '../../../../../tests/web/mock-xhr';
import { findToast, LocationDisplay, renderWithApp } from '../../../../../tests/web/render';
import { ratedCreation, sharedImage, STUB_RESULT_SLOTS } from '../../../../../tests/web/result-slots';
import { clearPendingDraft, peekPendingDraft } from '../lib/draft';
import { CHECK_SHARE, UPLOAD_SHARE } from '../lib/progress';
import { PhotoProWizard } from './photo-pro-wizard';

const SCENARIOS = [
  {
    id: '0b7c9c1e-5c1a-4c59-8d1f-2f1d7f6f0a01',
    name: 'Mesa de Madeira Rústica',
    description: 'Tábuas de madeira escura com veios marcados e luz quente lateral.',
    prompt: 'x'.repeat(60),
    thumbnailUrl: '/storage/foodart/scenarios/madeira.jpg',
    displayOrder: 1,
  },
  {
    id: '0b7c9c1e-5c1a-4c59-8d1f-2f1d7f6f0a02',
    name: 'Mármore Branco',
    description: 'Bancada de mármore claro com veios cinza, limpa e sofisticada.',
    prompt: 'x'.repeat(60),
    thumbnailUrl: '/storage/foodart/scenarios/marmore.jpg',
    displayOrder: 2,
  },
];

const ENHANCED_URL = '/storage/foodart/enhanced/prato.png';

function makeResult(credits: Partial<EnhancePhotoResponse['credits']> = {}, overrides: Partial<EnhancePhotoResponse> = {}): EnhancePhotoResponse {
  return {
    id: '5f0c3c1e-1111-4c59-8d1f-2f1d7f6f0a99',
    originalPhotoUrl: '/storage/foodart/original-1-prato.jpg',
    enhancedPhotoUrl: ENHANCED_URL,
    cutoutUrl: '/storage/foodart/cutouts/prato.png',
    aspectRatio: '4:3',
    processingTimeSeconds: 2.4,
    credits: { remaining: 2, total: 3, unlimited: false, ...credits },
    mode: 'cutout',
    scenarioApplied: true,
    reason: null,
    sourceWindow: { left: -0.1, top: 0, width: 1.2, height: 1 },
    scenarioName: null,
    ...overrides,
  };
}

const UPLOAD_TOKEN = '7d1f0c3c-2222-4c59-8d1f-2f1d7f6f0a42';
const CHECK_PATH = '/api/photos/check';

/** The pre-check's answer for a whole dish: a cut-out, nothing to say; the photo it received is named by UPLOAD_TOKEN. */
const CLEAN_CHECK: PhotoCheckResponse = {
  mode: 'cutout',
  scenarioApplied: true,
  reason: null,
  warnings: [],
  photo: { width: 1200, height: 900 },
  scenarioName: null,
  notice: null,
  uploadToken: UPLOAD_TOKEN,
  uploadExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
};

const TOUCHES_EDGE =
  'O prato encosta na borda da foto: o cenário escolhido não vai aparecer. Vamos melhorar luz, cor e nitidez mantendo o fundo original.';

/** The pre-check's answer for a dish the photo's frame cuts (and, given, further warnings). */
function cutDishCheck(extra: PhotoCheckResponse['warnings'] = []): PhotoCheckResponse {
  return {
    ...CLEAN_CHECK,
    mode: 'in-place',
    scenarioApplied: false,
    reason: 'touches-edge',
    warnings: [{ code: 'touches-edge', message: TOUCHES_EDGE }, ...extra],
    scenarioName: 'Mármore Branco',
  };
}

type CheckHandler = XhrReply | ((request: XhrRequest) => XhrReply | Promise<XhrReply>);
/** What the pre-check answers in the current test (setup's `check`); read when the request comes. */
let checkHandler: CheckHandler = { body: CLEAN_CHECK };
const UPLOADS_PATH = '/api/photos/uploads';
/** The photo's early upload, sent as soon as it is chosen: the token the check and the generation name. */
const UPLOADED: XhrReply = { status: 201, body: { uploadToken: UPLOAD_TOKEN, uploadExpiresAt: '2099-01-01T00:00:00.000Z' } };
/** What the early upload answers in the current test (setup's `upload`). */
let uploadHandler: CheckHandler = UPLOADED;
const answer = (handler: CheckHandler, request: XhrRequest) => (typeof handler === 'function' ? handler(request) : handler);

/**
 * The upload routes, which go through XMLHttpRequest (their progress is shown): the pre-check answers
 * as setup's `check` says, the generation with `enhance`. `requests` are the generation's, `checks` the
 * pre-check's.
 */
function mockUploads(enhance: XhrHandler, options?: XhrOptions) {
  const xhr = mockXhr(async (request) => {
    if (request.path === CHECK_PATH) return answer(checkHandler, request);
    if (request.path === UPLOADS_PATH) return answer(uploadHandler, request);
    return enhance(request);
  }, options);
  return {
    get requests() {
      return xhr.requests.filter((request) => request.path !== CHECK_PATH && request.path !== UPLOADS_PATH);
    },
    get checks() {
      return xhr.requests.filter((request) => request.path === CHECK_PATH);
    },
    get uploads() {
      return xhr.requests.filter((request) => request.path === UPLOADS_PATH);
    },
  };
}

function setup({
  me = makeMe(),
  api = {},
  check = { body: CLEAN_CHECK },
  upload = UPLOADED,
}: { me?: Me | null; api?: Record<string, MockHandler>; check?: CheckHandler; upload?: CheckHandler } = {}) {
  checkHandler = check;
  uploadHandler = upload;
  const fetchMock = mockApi({
    'GET /api/me': me ? { body: me } : SIGNED_OUT,
    'GET /api/scenarios': { body: SCENARIOS },
    ...api,
  });
  const view = renderWithApp([
    { path: '/', element: <PhotoProWizard {...STUB_RESULT_SLOTS} /> },
    { path: '*', element: <LocationDisplay /> },
  ]);
  return { ...view, fetchMock, user: userEvent.setup() };
}

const dishPhoto = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'prato.jpg', { type: 'image/jpeg' });

const next = () => screen.getByRole('button', { name: 'Próximo' });

async function choosePhoto(user: UserEvent, file = dishPhoto()) {
  await user.upload(screen.getByTestId('photo-input'), file);
}

/** Steps 1 and 2 (a photo, iFood), landing on step 3 with no scenario mode chosen. */
async function goToScenarioStep(user: UserEvent) {
  await choosePhoto(user);
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: 'iFood' }));
  await user.click(next());
}

/** Scenarios answered only once `release()` is called (or a 500 while `failing()` says so). */
function gatedScenarios(failing: () => boolean = () => false) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler: MockHandler = async () => {
    if (failing()) return { status: 500, body: { error: 'server_error', message: 'Erro inesperado' } };
    await gate;
    return { body: SCENARIOS };
  };
  return { handler, release: () => release() };
}

/** Steps 1 to 3, landing on step 4 with nothing chosen yet. */
async function goToStyleStep(user: UserEvent, scenario: 'ai-create' | 'predefined' = 'ai-create') {
  await goToScenarioStep(user);
  if (scenario === 'ai-create') {
    await user.click(screen.getByRole('radio', { name: 'IA Cria Automaticamente' }));
  } else {
    await user.click(screen.getByRole('radio', { name: 'Escolher Cenário Padrão' }));
    await user.click(await screen.findByRole('radio', { name: 'Mármore Branco' }));
  }
  await user.click(next());
  await screen.findByRole('heading', { name: 'Escolha o estilo' });
}

afterEach(() => {
  clearPendingDraft();
  checkHandler = { body: CLEAN_CHECK };
});

describe('PhotoProWizard', () => {
  it('shows five labelled steps and the upload hint', async () => {
    setup();
    const steps = screen.getByRole('navigation', { name: 'Etapas do Foto Pro' });
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Foto'),
      expect.stringContaining('Plataforma'),
      expect.stringContaining('Cenário'),
      expect.stringContaining('Estilo'),
      expect.stringContaining('Resultado'),
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('JPG, PNG ou WEBP, máx. 10MB')).toBeInTheDocument();
  });

  it('keeps "Próximo" disabled until each step has its choice, and "Voltar" goes back', async () => {
    const { user } = setup();
    expect(next()).toBeDisabled();

    await choosePhoto(user);
    expect(screen.getByRole('img', { name: /Prévia da foto escolhida: prato\.jpg/ })).toBeInTheDocument();
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(await screen.findByRole('heading', { name: 'Onde a foto vai ser usada?' })).toHaveFocus();
    expect(next()).toBeDisabled();
    const platforms = within(screen.getByRole('radiogroup', { name: 'Plataforma' })).getAllByRole('radio');
    expect(platforms.map((radio) => radio.getAttribute('data-value'))).toEqual([
      'ifood', '99food', 'rappi', 'keeta', 'cardapio-web', 'anota-ai', 'instagram', 'outro',
    ]);
    expect(screen.getByRole('radio', { name: 'iFood' })).toHaveAccessibleDescription(/4:3.*45°/);
    await user.click(screen.getByRole('radio', { name: 'Rappi' }));
    expect(screen.getByRole('radio', { name: 'Rappi' })).toHaveAttribute('aria-checked', 'true');
    expect(next()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { name: 'Envie a foto do seu prato' })).toBeInTheDocument();
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(screen.getByRole('radio', { name: 'Rappi' })).toHaveAttribute('aria-checked', 'true');
    await user.click(next());

    expect(await screen.findByRole('heading', { name: 'Escolha o cenário' })).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Escolher Cenário Padrão' }));
    expect(next()).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: 'Mesa de Madeira Rústica' }));
    expect(next()).toBeEnabled();
  });

  it('moves between platform cards with the arrow keys', async () => {
    const { user } = setup();
    await choosePhoto(user);
    await user.click(next());
    await user.tab();
    expect(screen.getByRole('radio', { name: 'iFood' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '99Food' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '99Food' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Outro' })).toHaveAttribute('aria-checked', 'true');
  });

  it('clears the chosen scenario when "IA Cria Automaticamente" is chosen', async () => {
    const { user } = setup();
    await goToScenarioStep(user);

    expect(screen.getByText('Recomendado')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Escolher Cenário Padrão' }));
    await user.click(await screen.findByRole('radio', { name: 'Mármore Branco' }));
    expect(screen.getByRole('radio', { name: 'Mármore Branco' })).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('radio', { name: 'IA Cria Automaticamente' }));
    expect(screen.queryByRole('radiogroup', { name: 'Cenários padrão' })).not.toBeInTheDocument();
    expect(next()).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Escolher Cenário Padrão' }));
    const grid = await screen.findByRole('radiogroup', { name: 'Cenários padrão' });
    expect(within(grid).getAllByRole('radio').every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(next()).toBeDisabled();
  });

  it('shows the scenario thumbnails, names and descriptions', async () => {
    const { user } = setup();
    await goToScenarioStep(user);
    await user.click(screen.getByRole('radio', { name: 'Escolher Cenário Padrão' }));
    const card = await screen.findByRole('radio', { name: 'Mesa de Madeira Rústica' });
    expect(card).toHaveAccessibleDescription('Tábuas de madeira escura com veios marcados e luz quente lateral.');
    expect(card.querySelector('img')).toHaveAttribute('src', '/storage/foodart/scenarios/madeira.jpg');
  });

  it('shows a skeleton while the scenarios load and "Erro ao buscar cenário selecionado" only in predefined mode', async () => {
    let fail = true;
    const scenarios = gatedScenarios(() => fail);
    const { user } = setup({ api: { 'GET /api/scenarios': scenarios.handler } });
    await goToScenarioStep(user);

    await user.click(screen.getByRole('radio', { name: 'IA Cria Automaticamente' }));
    expect(screen.queryByText('Erro ao buscar cenário selecionado')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Escolher Cenário Padrão' }));
    expect(await screen.findByText('Erro ao buscar cenário selecionado')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    scenarios.release();
    expect(await screen.findByRole('radio', { name: 'Mármore Branco' })).toBeInTheDocument();
    expect(screen.queryByText('Erro ao buscar cenário selecionado')).not.toBeInTheDocument();
  });

  it('shows loading placeholders until the scenarios arrive', async () => {
    const scenarios = gatedScenarios();
    const { user } = setup({ api: { 'GET /api/scenarios': scenarios.handler } });
    await goToScenarioStep(user);
    await user.click(screen.getByRole('radio', { name: 'Escolher Cenário Padrão' }));
    expect(screen.getByText('Carregando cenários')).toBeInTheDocument();
    expect(screen.getAllByTestId('scenario-skeleton').length).toBeGreaterThan(0);
    scenarios.release();
    expect(await screen.findByRole('radio', { name: 'Mármore Branco' })).toBeInTheDocument();
  });

  it('refuses a file that is not an image and one over 10MB', async () => {
    const { user } = setup();
    const input = screen.getByTestId('photo-input');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF'], 'cardapio.pdf', { type: 'application/pdf' }));
    expect(await findToast('Arquivo inválido - Por favor, selecione uma imagem.')).toBeInTheDocument();

    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'enorme.jpg', { type: 'image/jpeg' });
    await user.upload(input, huge);
    expect(await findToast('Arquivo muito grande - O tamanho máximo é 10MB.')).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('labels the styles as visual styles, or as lighting with a predefined scenario', async () => {
    const { user } = setup();
    await goToStyleStep(user, 'ai-create');
    for (const label of ['Natural', 'Premium', 'Profissional', 'Minimalista']) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(screen.getByRole('radio', { name: 'Escolher Cenário Padrão' }));
    await user.click(await screen.findByRole('radio', { name: 'Mármore Branco' }));
    await user.click(next());
    const lighting = ['Luz Natural', 'Luz Dramática', 'Estúdio DSLR', 'Luz Difusa'];
    const radios = within(screen.getByRole('radiogroup', { name: 'Estilo de iluminação' })).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('data-value'))).toEqual(['natural', 'premium', 'professional', 'minimal']);
    for (const label of lighting) expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    expect(screen.getByText('Mármore Branco')).toBeInTheDocument();
  });

  it('asks to complete every step when no style is chosen, without calling the API', async () => {
    const xhr = mockUploads(() => ({ status: 201, body: makeResult() }));
    const { user } = setup();
    await goToStyleStep(user);
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    expect(await findToast('Por favor, complete todos os passos antes de gerar')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(0);
  });

  it('sends a visitor to /auth with "Faça login para melhorar suas fotos!" and keeps the choices', async () => {
    const xhr = mockUploads(() => ({ status: 201, body: makeResult() }));
    const { user } = setup({ me: null });
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));

    expect(await findToast('Faça login para melhorar suas fotos!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
    expect(xhr.requests).toHaveLength(0);
    expect(peekPendingDraft()).toMatchObject({ platform: 'ifood', scenarioType: 'ai-create', style: 'premium' });
    expect(peekPendingDraft()?.photo?.name).toBe('prato.jpg');
  });

  it('opens the out-of-credits dialog at 0 credits without calling the API', async () => {
    const xhr = mockUploads(() => ({ status: 201, body: makeResult() }));
    const { user } = setup({ me: makeMe({ credits: { remaining: 0, total: 3 } }) });
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Natural' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));

    const dialog = await screen.findByRole('dialog', { name: 'Seus créditos acabaram! 🎉' });
    expect(dialog).toHaveTextContent('Seus créditos acabaram! Assine um plano para continuar criando.');
    expect(xhr.requests).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Ver Planos de Assinatura' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/subscription');
  });

  it('opens the out-of-credits dialog when the server answers 402', async () => {
    mockUploads(() => ({ status: 402, body: { error: 'no_credits', message: 'Seus créditos acabaram! Assine um plano para continuar criando.' } }));
    const { user } = setup();
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Natural' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    expect(await screen.findByRole('dialog', { name: 'Seus créditos acabaram! 🎉' })).toBeInTheDocument();
  });

  it('sends the photo and the choices, shows real progress, then the result and "2 créditos restantes"', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const handler: XhrHandler = async () => {
      await answered;
      return { status: 201, body: makeResult({ remaining: 2 }) };
    };
    const xhr = mockUploads(handler);
    const { user, queryClient } = setup({ me: makeMe({ credits: { remaining: 3, total: 3 } }) });
    await goToStyleStep(user, 'predefined');
    await user.click(screen.getByRole('radio', { name: 'Luz Dramática' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));

    expect(await screen.findByRole('button', { name: 'Gerando...' })).toBeDisabled();
    const bar = await screen.findByRole('progressbar', { name: 'Progresso da geração' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(30));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);

    expect(xhr.requests).toHaveLength(1);
    const [request] = xhr.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/api/photos/enhance');
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(formField(request!, 'platform')).toBe('ifood');
    expect(formField(request!, 'style')).toBe('premium');
    expect(formField(request!, 'scenarioType')).toBe('predefined');
    expect(formField(request!, 'scenarioId')).toBe(SCENARIOS[1]?.id);
    // The photo went up once, as soon as it was chosen; the check and the generation name it by token.
    expect(xhr.uploads).toHaveLength(1);
    expect((formField(xhr.uploads[0]!, 'photo') as File).name).toBe('prato.jpg');
    for (const sent of [xhr.checks[0]!, request!]) {
      expect(formField(sent, 'uploadToken')).toBe(UPLOAD_TOKEN);
      expect(formField(sent, 'photo')).toBeNull();
    }

    answer();
    expect(await findToast('Foto melhorada! 2 créditos restantes')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto melhorada (depois)' })).toHaveAttribute('src', ENHANCED_URL);
    expect(queryClient.getQueryData<Me>(ME_QUERY_KEY)?.credits).toEqual({ remaining: 2, total: 3, unlimited: false });
    const steps = screen.getByRole('navigation', { name: 'Etapas do Foto Pro' });
    expect(within(steps).getAllByRole('listitem')[4]).toHaveAttribute('aria-current', 'step');
  });

  it('shows the early upload still running at "Gerar" ("Enviando sua foto..." with the share sent), "Analisando sua foto..." while it is checked, then "A IA está melhorando sua foto..." with no second upload', async () => {
    const gate = () => {
      let open: () => void = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { opened, open };
    };
    const [upload, checked, answered] = [gate(), gate(), gate()];
    const xhr = mockUploads(
      async () => {
        await answered.opened;
        return { status: 201, body: makeResult() };
      },
      { uploadGate: upload.opened },
    );
    const { user } = setup({
      check: async () => {
        await checked.opened;
        return { body: CLEAN_CHECK };
      },
    });
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));

    // The photo went up when it was chosen and is still on its way: the bar shows that real upload, and
    // the check waits for it instead of sending the photo again.
    expect(await screen.findByText('Enviando sua foto...')).toBeInTheDocument();
    expect(screen.getByTestId('generation-progress-detail')).toHaveTextContent('50% enviado');
    const bar = screen.getByRole('progressbar', { name: 'Progresso da geração' });
    expect(bar).toHaveAttribute('aria-valuenow', String(UPLOAD_SHARE / 2));
    expect(bar).toHaveAttribute('aria-valuetext', `Enviando sua foto... (${UPLOAD_SHARE / 2}%)`);
    expect(xhr.uploads).toHaveLength(1);
    expect(xhr.checks).toHaveLength(0);

    upload.open();
    expect(await screen.findByText('Analisando sua foto...')).toBeInTheDocument();
    expect(screen.queryByTestId('generation-progress-detail')).not.toBeInTheDocument();
    const analysing = Number(bar.getAttribute('aria-valuenow'));
    expect(analysing).toBeGreaterThanOrEqual(UPLOAD_SHARE);
    expect(analysing).toBeLessThan(CHECK_SHARE);

    expect(formField(xhr.checks[0]!, 'uploadToken')).toBe(UPLOAD_TOKEN);
    checked.open();
    expect(await screen.findByText('A IA está melhorando sua foto...')).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(1);
    expect(xhr.uploads).toHaveLength(1);
    // The generation sends no photo: the bar goes on from the check, with no upload share of its own.
    expect(screen.queryByText('Enviando sua foto...')).not.toBeInTheDocument();
    expect(screen.queryByTestId('generation-progress-detail')).not.toBeInTheDocument();
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(CHECK_SHARE);
    answered.open();
    expect(await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' })).toBeInTheDocument();
  });

  it('sends the photo itself when the server no longer holds the upload (upload_expired), in the same request', async () => {
    const xhr = mockUploads((request) =>
      formField(request, 'uploadToken')
        ? { status: 400, body: { error: 'upload_expired', message: 'A foto enviada expirou. Envie a foto novamente.' } }
        : { status: 201, body: makeResult() },
    );
    const { user } = setup();
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    expect(await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' })).toBeInTheDocument();
    expect(xhr.requests.map((request) => [formField(request, 'uploadToken'), (formField(request, 'photo') as File | null)?.name ?? null])).toEqual([
      [UPLOAD_TOKEN, null],
      [null, 'prato.jpg'],
    ]);
    // One press, one key: the server charges once whichever request it completes.
    expect(xhr.requests[1]?.headers['idempotency-key']).toBe(xhr.requests[0]?.headers['idempotency-key']);

    // The refused token is forgotten: another style sends the photo at once.
    await user.click(screen.getByRole('button', { name: 'Aplicar Outro Estilo' }));
    await user.click(screen.getByRole('radio', { name: 'Natural' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' });
    expect(xhr.requests).toHaveLength(3);
    expect(formField(xhr.requests[2]!, 'uploadToken')).toBeNull();
    expect(screen.queryByText('A foto enviada expirou. Envie a foto novamente.')).not.toBeInTheDocument();
  });

  it("compares against the browser's own copy of the photo sent, and the server's copy when the browser cannot show it", async () => {
    mockUploads(() => ({ status: 201, body: makeResult() }));
    const { user } = setup();
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' });
    const before = screen.getByRole('img', { name: 'Foto original (antes)' });
    expect(before.getAttribute('src')).toMatch(/^blob:/);
    fireEvent.error(before);
    expect(screen.getByRole('img', { name: 'Foto original (antes)' })).toHaveAttribute('src', makeResult().originalPhotoUrl);
  });

  it('uploads a 12 MP photo downsized to a WebP once, as soon as it is chosen; the pre-check and the generation name it', async () => {
    const canvas = mockCanvas({ width: 4032, height: 3024, encodedBytes: 150_000 });
    const xhr = mockUploads(() => ({ status: 201, body: makeResult() }));
    const { user } = setup();
    const bytes = new Uint8Array(3_400_000);
    bytes.set([0xff, 0xd8, 0xff, 0xe1]);
    await choosePhoto(user, new File([bytes], 'IMG_2024.jpeg', { type: 'image/jpeg' }));
    // The preview is the photo as chosen; the downsizing starts at once, in the background.
    expect(screen.getByRole('img', { name: 'Prévia da foto escolhida: IMG_2024.jpeg' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.encoded).toHaveLength(1));
    expect(canvas.decoded[0]?.options).toEqual({ imageOrientation: 'from-image' });
    expect(canvas.drawn).toEqual([{ width: 1536, height: 1152, smoothing: 'high' }]);

    await user.click(next());
    await user.click(screen.getByRole('radio', { name: 'iFood' }));
    await user.click(next());
    await user.click(screen.getByRole('radio', { name: 'IA Cria Automaticamente' }));
    await user.click(next());
    await user.click(await screen.findByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    expect(await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' })).toBeInTheDocument();

    // The early upload carried the downsized photo; the pre-check and the generation name it by token.
    expect(xhr.uploads).toHaveLength(1);
    const sent = formField(xhr.uploads[0]!, 'photo') as File;
    expect([sent.name, sent.type, sent.size]).toEqual(['IMG_2024.webp', 'image/webp', 150_000]);
    for (const request of [xhr.checks[0]!, xhr.requests[0]!]) {
      expect(formField(request, 'photo')).toBeNull();
      expect(formField(request, 'uploadToken')).toBe(UPLOAD_TOKEN);
    }
    expect(canvas.decoded).toHaveLength(1);
    expect(canvas.encoded).toEqual([{ type: 'image/webp', quality: 0.85 }]);
  });

  it('sends a photo the browser cannot decode as it was chosen, and shows what the server says of it', async () => {
    mockCanvas({ width: 0, height: 0, undecodable: true });
    const xhr = mockUploads(() => ({ status: 201, body: makeResult() }));
    const notAPhoto = 'Arquivo inválido - Por favor, selecione uma imagem.';
    const refused = { status: 415, body: { error: 'unsupported_media_type', message: notAPhoto } };
    const { user } = setup({ check: refused, upload: refused });
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    expect(await findToast(notAPhoto)).toBeInTheDocument();
    expect((formField(xhr.checks[0]!, 'photo') as File).size).toBe(dishPhoto().size);
    expect(xhr.requests).toHaveLength(0);
  });

  it('says "1 crédito restante" in the singular', async () => {
    mockUploads(() => ({ status: 201, body: makeResult({ remaining: 1 }) }));
    const { user } = setup();
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    expect(await findToast('Foto melhorada! 1 crédito restante')).toBeInTheDocument();
  });

  it('says "Foto melhorada com sucesso!" to an unlimited user', async () => {
    mockUploads(() => ({ status: 201, body: makeResult({ remaining: 999999, total: 999999, unlimited: true }) }));
    const { user } = setup({ me: makeMe({ credits: { remaining: 999999, total: 999999, unlimited: true } }) });
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    expect(await findToast('Foto melhorada com sucesso!')).toBeInTheDocument();
  });

  it("shows the server's message on failure and keeps every choice", async () => {
    let fail = true;
    const xhr = mockUploads(() =>
      fail
        ? { status: 503, body: { error: 'engine_busy', message: 'Estamos com muita demanda agora. Tente novamente em alguns segundos.' } }
        : { status: 201, body: makeResult() },
    );
    const { user } = setup();
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Minimalista' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));

    expect(await findToast('Estamos com muita demanda agora. Tente novamente em alguns segundos.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Escolha o estilo' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Minimalista' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar Foto Pro' })).toBeEnabled();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    expect(await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' })).toBeInTheDocument();
    expect(xhr.requests).toHaveLength(2);
    expect(xhr.requests[0]?.headers['idempotency-key']).not.toBe(xhr.requests[1]?.headers['idempotency-key']);
    expect(formField(xhr.requests[1]!, 'style')).toBe('minimal');
  });

  it('falls back to "Erro ao melhorar a foto. Tente novamente." when the server gives no message', async () => {
    mockUploads(() => ({ status: 500 }));
    const { user } = setup();
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Natural' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    expect(await findToast('Erro ao melhorar a foto. Tente novamente.')).toBeInTheDocument();
  });

  it('downloads enhanced-photo-{timestamp}.png, offers the cutout, and restarts with "Aplicar Outro Estilo" and "Criar Nova"', async () => {
    mockUploads(() => ({ status: 201, body: makeResult() }));
    const { user } = setup({
      api: {
        [`GET ${ENHANCED_URL}`]: { body: 'png-bytes' },
        'GET /storage/foodart/cutouts/prato.png': { body: 'png-bytes' },
      },
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' });

    await user.click(screen.getByRole('button', { name: 'Baixar Foto' }));
    expect(await findToast('Download iniciado!')).toBeInTheDocument();
    expect(saved[0]).toMatch(/^enhanced-photo-\d+\.png$/);

    await user.click(screen.getByRole('button', { name: 'Baixar recorte (PNG)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatch(/\.png$/);

    await user.click(screen.getByRole('button', { name: 'Aplicar Outro Estilo' }));
    expect(await screen.findByRole('heading', { name: 'Escolha o estilo' })).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar Foto Pro' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' });
    await user.click(screen.getByRole('button', { name: 'Criar Nova' }));
    expect(await screen.findByRole('heading', { name: 'Envie a foto do seu prato' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Prévia da foto escolhida/ })).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('hides "Baixar recorte (PNG)" without a cutout and says "Erro ao baixar imagem" when the download fails', async () => {
    mockUploads(() => ({ status: 201, body: makeResult({}, { cutoutUrl: null }) }));
    const { user } = setup();
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' });
    expect(screen.queryByRole('button', { name: 'Baixar recorte (PNG)' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Baixar Foto' }));
    expect(await findToast('Erro ao baixar imagem')).toBeInTheDocument();
  });

  it('shares the enhanced photo, and "Avaliar Resultado" opens the rating of the photo with the focus in it', async () => {
    mockUploads(() => ({ status: 201, body: makeResult() }));
    const { user } = setup();
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' });
    expect(sharedImage(screen.getByTestId('share-slot'))).toEqual({
      url: ENHANCED_URL,
      fileName: 'foto-pro-foodart',
      title: 'Minha Foto Pro',
      text: 'Foto do prato melhorada com o FoodArt',
    });

    const rate = screen.getByRole('button', { name: 'Avaliar Resultado' });
    expect(rate).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('rating-slot')).not.toBeInTheDocument();
    await user.click(rate);
    expect(rate).toHaveAttribute('aria-expanded', 'true');
    const rating = await screen.findByTestId('rating-slot');
    expect(ratedCreation(rating)).toEqual({ creationId: makeResult().id, kind: 'photo' });
    await waitFor(() => expect(within(rating).getByRole('button', { name: 'Avaliar' })).toHaveFocus());
  });

  it('offers neither sharing nor rating when the page fills no slot', async () => {
    mockApi({ 'GET /api/me': { body: makeMe() }, 'GET /api/scenarios': { body: SCENARIOS } });
    mockUploads(() => ({ status: 201, body: makeResult() }));
    renderWithApp(<PhotoProWizard />);
    const user = userEvent.setup();
    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' });
    expect(screen.getByRole('button', { name: 'Baixar Foto' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compartilhar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avaliar Resultado' })).not.toBeInTheDocument();
  });

  it('promises "Feito em 8 segundos" until a photo is made, then states the time it took', async () => {
    mockUploads(() => ({ status: 201, body: makeResult({}, { processingTimeSeconds: 3.46 }) }));
    const { user } = setup();
    const speed = () => screen.getByTestId('photo-pro-speed');
    expect(speed()).toHaveTextContent('⚡ Feito em 8 segundos');

    await goToStyleStep(user);
    await user.click(screen.getByRole('radio', { name: 'Premium' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
    await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' });
    expect(speed()).toHaveTextContent('⚡ Feito em 3,5 segundos');

    await user.click(screen.getByRole('button', { name: 'Criar Nova' }));
    expect(speed()).toHaveTextContent('⚡ Feito em 8 segundos');
  });

  describe('the pre-check before any credit is spent', () => {
    it('checks the photo with the chosen platform and scenario, then generates at once when there is nothing to say', async () => {
      const xhr = mockUploads(() => ({ status: 201, body: makeResult({}, { scenarioName: 'Mármore Branco' }) }));
      const { user } = setup();
      await goToStyleStep(user, 'predefined');
      await user.click(screen.getByRole('radio', { name: 'Luz Natural' }));
      await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
      expect(await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' })).toBeInTheDocument();
      const [check] = xhr.checks;
      expect(formField(check!, 'platform')).toBe('ifood');
      expect(formField(check!, 'scenarioType')).toBe('predefined');
      expect(formField(check!, 'scenarioId')).toBe(SCENARIOS[1]?.id);
      // The photo itself went up when it was chosen: the check names it.
      expect(formField(check!, 'photo')).toBeNull();
      expect(formField(check!, 'uploadToken')).toBe(UPLOAD_TOKEN);
      expect(xhr.requests).toHaveLength(1);
      expect(screen.queryByTestId('photo-check-dialog')).not.toBeInTheDocument();
      expect(screen.getByTestId('scenario-outcome')).toHaveTextContent('Cenário aplicado: Mármore Branco');
    });

    it('says "Verificando a foto..." while it checks, with the button disabled', async () => {
      let answer: () => void = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      mockUploads(() => ({ status: 201, body: makeResult() }));
      const { user } = setup({
        check: async () => {
          await answered;
          return { body: CLEAN_CHECK };
        },
      });
      await goToStyleStep(user);
      await user.click(screen.getByRole('radio', { name: 'Premium' }));
      await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
      expect(await screen.findByRole('button', { name: 'Verificando a foto...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled();
      answer();
      expect(await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' })).toBeInTheDocument();
    });

    it('warns that the dish touches the edge; "Trocar foto" spends nothing, goes back to the photo and keeps every other choice', async () => {
      const xhr = mockUploads(() => ({ status: 201, body: makeResult() }));
      const { user } = setup({ check: { body: cutDishCheck() } });
      await goToStyleStep(user, 'predefined');
      await user.click(screen.getByRole('radio', { name: 'Luz Natural' }));
      await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));

      const dialog = await screen.findByRole('dialog', { name: 'O cenário escolhido não vai aparecer' });
      expect(within(dialog).getByText(TOUCHES_EDGE)).toBeInTheDocument();
      expect(within(dialog).getByText(/usa 1 crédito/)).toBeInTheDocument();
      // The choice that spends nothing has the focus.
      expect(within(dialog).getByRole('button', { name: 'Trocar foto' })).toHaveFocus();
      expect(xhr.requests).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: 'Trocar foto' }));
      expect(await screen.findByRole('heading', { name: 'Envie a foto do seu prato' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The focus is on the drop zone that replaces the photo.
      await waitFor(() => expect(document.activeElement).toHaveTextContent('Clique ou arraste para trocar a foto'));
      expect(xhr.requests).toHaveLength(0);

      // The platform, the scenario and the style are still chosen.
      await choosePhoto(user, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe1])], 'outra.jpg', { type: 'image/jpeg' }));
      await user.click(next());
      expect(screen.getByRole('radio', { name: 'iFood' })).toHaveAttribute('aria-checked', 'true');
      await user.click(next());
      expect(await screen.findByRole('radio', { name: 'Mármore Branco' })).toHaveAttribute('aria-checked', 'true');
      await user.click(next());
      expect(screen.getByRole('radio', { name: 'Luz Natural' })).toHaveAttribute('aria-checked', 'true');
    });

    it('"Continuar" generates in place; the result says the scenario was not applied, and another style does not ask again', async () => {
      const inPlace = makeResult({}, { mode: 'in-place', scenarioApplied: false, reason: 'touches-edge', cutoutUrl: null, scenarioName: 'Mármore Branco' });
      // The second style's photo, a flat lay, was turned to fit the 4:3 frame.
      const turned = { ...inPlace, sourceWindow: { left: 0, top: 0, width: 1, height: 1, turn: 90 as const } };
      let made = 0;
      const xhr = mockUploads(() => ({ status: 201, body: (made += 1) === 1 ? inPlace : turned }));
      const { user } = setup({ check: { body: cutDishCheck() } });
      await goToStyleStep(user, 'predefined');
      await user.click(screen.getByRole('radio', { name: 'Luz Natural' }));
      await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
      const dialog = await screen.findByRole('dialog', { name: 'O cenário escolhido não vai aparecer' });
      await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

      expect(await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' })).toBeInTheDocument();
      expect(xhr.requests).toHaveLength(1);
      const outcome = screen.getByTestId('scenario-outcome');
      expect(outcome).toHaveTextContent('Foto melhorada no fundo original — o cenário não foi aplicado');
      expect(outcome).toHaveTextContent('O prato encosta na borda da foto original.');
      expect(outcome).not.toHaveTextContent('Cenário aplicado');
      expect(outcome).not.toHaveTextContent('girada');

      await user.click(screen.getByRole('button', { name: 'Aplicar Outro Estilo' }));
      await user.click(screen.getByRole('radio', { name: 'Luz Dramática' }));
      await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
      await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' });
      expect(screen.getByTestId('scenario-outcome')).toHaveTextContent('A foto foi girada para caber melhor no formato 4:3.');
      expect(xhr.requests).toHaveLength(2);
      expect(xhr.checks).toHaveLength(1);
      // Both photos were made from the one upload of the check.
      expect(xhr.requests.map((request) => [formField(request, 'uploadToken'), formField(request, 'photo')])).toEqual([
        [UPLOAD_TOKEN, null],
        [UPLOAD_TOKEN, null],
      ]);
    });

    it('lets the user continue past quality warnings too, and Escape closes the dialog without generating', async () => {
      const dark = { code: 'dark' as const, message: 'A foto está escura: o resultado pode sair sem vida e granulado. Se puder, tire outra perto de uma janela ou com mais luz.' };
      const xhr = mockUploads(() => ({ status: 201, body: makeResult() }));
      const { user } = setup({ check: { body: { ...CLEAN_CHECK, warnings: [dark] } } });
      await goToStyleStep(user);
      await user.click(screen.getByRole('radio', { name: 'Premium' }));
      const generateButton = screen.getByRole('button', { name: 'Gerar Foto Pro' });
      await user.click(generateButton);

      const dialog = await screen.findByRole('dialog', { name: 'Sua foto pode sair melhor' });
      expect(within(dialog).getByText(dark.message)).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(xhr.requests).toHaveLength(0);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Gerar Foto Pro' })).toHaveFocus());

      await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continuar' }));
      expect(await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' })).toBeInTheDocument();
      expect(xhr.requests).toHaveLength(1);
    });

    it('shows the refusal of a bad upload without generating, and generates anyway when the check itself is unavailable', async () => {
      const xhr = mockUploads(() => ({ status: 201, body: makeResult() }));
      let status = 415;
      const { user } = setup({
        // The early upload is refused too: said nothing of, the check then sends the file itself.
        upload: { status: 415, body: { error: 'unsupported_media', message: 'Arquivo inválido - Por favor, selecione uma imagem.' } },
        check: () =>
          status === 415
            ? { status, body: { error: 'unsupported_media', message: 'Arquivo inválido - Por favor, selecione uma imagem.' } }
            : { status, body: { error: 'engine_busy', message: 'Estamos com muita demanda agora. Tente novamente em alguns segundos.' } },
      });
      await goToStyleStep(user);
      await user.click(screen.getByRole('radio', { name: 'Premium' }));
      await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
      expect(await findToast('Arquivo inválido - Por favor, selecione uma imagem.')).toBeInTheDocument();
      expect(xhr.requests).toHaveLength(0);
      expect(xhr.uploads).toHaveLength(1);
      expect((formField(xhr.checks[0]!, 'photo') as File).name).toBe('prato.jpg');

      status = 503;
      await user.click(screen.getByRole('button', { name: 'Gerar Foto Pro' }));
      expect(await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' })).toBeInTheDocument();
      expect(xhr.requests).toHaveLength(1);
      // No token from a check that failed: the generation sends the photo itself.
      expect((formField(xhr.requests[0]!, 'photo') as File).name).toBe('prato.jpg');
      expect(formField(xhr.requests[0]!, 'uploadToken')).toBeNull();
    });
  });
});
