// @vitest-environment jsdom
import '../../../../../../tests/web/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../../../shared/schemas/me.schema';
import type { BatchItem, PhotoBatchCheckResponse, PhotoBatchStatus } from '../../../../../shared/schemas/photo-batch.schema';
import { callsTo, makeMe, mockApi, SIGNED_OUT, type MockHandler } from '../../../../../../tests/web/mock-api';
import { mockXhr, type XhrReply, type XhrRequest } from '../../../../../../tests/web/mock-xhr';
import { LocationDisplay, renderWithApp } from '../../../../../../tests/web/render';
import { clearPendingDraft, peekPendingDraft } from '../../lib/draft';
import { clearPendingMenuDraft, peekPendingMenuDraft } from '../../lib/menu-pending-draft';
import { MenuWizard } from './menu-wizard';

const CHECK_PATH = '/api/photos/batch/check';
const BATCH_PATH = '/api/photos/batch';
const BATCH_ID = '3f2c1b0a-1111-4c59-8d1f-2f1d7f6f0a10';
const STATUS_ROUTE = `GET /api/photos/batch/${BATCH_ID}`;
const ZIP_ROUTE = `GET /api/photos/batch/${BATCH_ID}/zip`;

const TOUCHES_EDGE =
  'O prato encosta na borda da foto: o cenário escolhido não vai aparecer. Vamos melhorar luz, cor e nitidez mantendo o fundo original.';
const DARK = 'A foto está escura: o resultado pode sair sem vida e granulado. Se puder, tire outra perto de uma janela ou com mais luz.';
const ITEM_FAILED = 'Não foi possível melhorar esta foto.';

const dish = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });
const dishes = (count: number) => Array.from({ length: count }, (_, i) => dish(`prato-${i + 1}.jpg`));

type CheckItem = PhotoBatchCheckResponse['items'][number];
const cleanItem = (filename: string): CheckItem => ({
  filename,
  check: { mode: 'cutout', scenarioApplied: true, reason: null, warnings: [], photo: { width: 1200, height: 900 }, notice: null },
  error: null,
});
/** prato-2 touches the edge (the scenario will not show), prato-7 is dark; the others are fine. */
function checkItem(filename: string): CheckItem {
  if (filename === 'prato-2.jpg') {
    return {
      filename,
      check: { mode: 'in-place', scenarioApplied: false, reason: 'touches-edge', warnings: [{ code: 'touches-edge', message: TOUCHES_EDGE }], photo: null, notice: null },
      error: null,
    };
  }
  if (filename === 'prato-7.jpg') {
    const item = cleanItem(filename);
    return { ...item, check: { ...item.check!, warnings: [{ code: 'dark', message: DARK }] } };
  }
  return cleanItem(filename);
}

const sentPhotos = (request: XhrRequest) => (request.body as FormData).getAll('photos') as File[];

type XhrRoute = (request: XhrRequest) => XhrReply | Promise<XhrReply>;
/** The multipart routes (XMLHttpRequest): the check answers each photo with `checkItem`, unless told otherwise. */
function mockUploads({ check, create }: { check?: XhrRoute; create?: XhrRoute } = {}) {
  const defaultCheck: XhrRoute = (request) => ({
    body: { items: sentPhotos(request).map((photo) => checkItem(photo.name)), scenarioName: null } satisfies PhotoBatchCheckResponse,
  });
  const xhr = mockXhr(async (request) => {
    if (request.path === CHECK_PATH) return (check ?? defaultCheck)(request);
    if (request.path === BATCH_PATH && create) return create(request);
    return { status: 404, body: { error: 'not_found', message: 'Recurso não encontrado' } };
  });
  return {
    checks: () => xhr.requests.filter((request) => request.path === CHECK_PATH),
    creates: () => xhr.requests.filter((request) => request.path === BATCH_PATH),
  };
}

function setup({ me = makeMe(), api = {} }: { me?: Me | null; api?: Record<string, MockHandler> } = {}) {
  const fetchMock = mockApi({
    'GET /api/me': me ? { body: me } : SIGNED_OUT,
    'GET /api/scenarios': { body: [] },
    ...api,
  });
  const view = renderWithApp([
    { path: '/', element: <MenuWizard pollIntervalMs={20} /> },
    { path: '*', element: <LocationDisplay /> },
  ]);
  return { ...view, fetchMock, user: userEvent.setup() };
}

const next = () => screen.getByRole('button', { name: 'Próximo' });
const card = (name: string) => screen.getByRole('listitem', { name });

/** Picks `files`, chooses iFood, "IA Cria Automaticamente" and "Natural", and lands on "Conferir". */
async function goToReview(user: UserEvent, files: File[]) {
  await user.upload(screen.getByTestId('menu-photos-input'), files);
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: 'iFood' }));
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: 'IA Cria Automaticamente' }));
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: 'Natural' }));
  await user.click(next());
  await screen.findByRole('heading', { name: 'Confira antes de gerar' });
}

function statusOf(items: Pick<BatchItem, 'filename' | 'status' | 'photo' | 'error'>[], planning = false): PhotoBatchStatus {
  const counts = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const item of items) counts[item.status] += 1;
  return {
    batchId: BATCH_ID,
    platform: 'ifood',
    style: 'natural',
    scenarioName: null,
    createdAt: '2026-11-27T12:00:00.000Z',
    items: items.map((item, position) => ({ position, ...item })),
    done: counts.queued === 0 && counts.running === 0,
    planning,
    counts,
  };
}

const madePhoto = (n: number) => ({
  id: `photo-${n}`,
  enhancedPhotoUrl: `/storage/foodart/enhanced/prato-${n}.png`,
  originalPhotoUrl: `/storage/foodart/original-prato-${n}.jpg`,
  aspectRatio: '4:3' as const,
  mode: 'cutout' as const,
  scenarioApplied: true,
  reason: null,
  processingTimeSeconds: 2.1,
});
const queued = (n: number) => ({ filename: `prato-${n}.jpg`, status: 'queued' as const, photo: null, error: null });
const running = (n: number) => ({ filename: `prato-${n}.jpg`, status: 'running' as const, photo: null, error: null });
const done = (n: number) => ({ filename: `prato-${n}.jpg`, status: 'done' as const, photo: madePhoto(n), error: null });
const failed = (n: number) => ({ filename: `prato-${n}.jpg`, status: 'failed' as const, photo: null, error: { code: 'enhance_failed', message: ITEM_FAILED, refunded: true } });

const CREATED = { status: 202, body: { batchId: BATCH_ID, total: 3, accepted: 3, notice: null } };

beforeEach(() => {
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

afterEach(() => {
  clearPendingDraft();
  clearPendingMenuDraft();
});

describe('MenuWizard ("Cardápio inteiro")', () => {
  it('checks 8 photos in two requests, turning each card as its chunk answers, and shows the warnings as the server words them', async () => {
    let releaseFirst: () => void = () => {};
    const firstGate = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let calls = 0;
    const uploads = mockUploads({
      check: async (request) => {
        calls += 1;
        if (calls === 1) await firstGate;
        return { body: { items: sentPhotos(request).map((photo) => checkItem(photo.name)), scenarioName: null } };
      },
    });
    const { user } = setup({ me: makeMe({ credits: { remaining: 20, total: 20 } }) });
    await goToReview(user, dishes(8));

    // The first chunk is held: all eight wait, nothing else is asked meanwhile.
    await waitFor(() => expect(uploads.checks()).toHaveLength(1));
    expect(within(card('prato-1.jpg')).getByText('Verificando…')).toBeInTheDocument();
    expect(within(card('prato-8.jpg')).getByText('Verificando…')).toBeInTheDocument();

    releaseFirst();
    await waitFor(() => expect(within(card('prato-2.jpg')).getByText(TOUCHES_EDGE)).toBeInTheDocument());
    await waitFor(() => expect(within(card('prato-7.jpg')).getByText(DARK)).toBeInTheDocument());

    expect(uploads.checks().map((request) => sentPhotos(request).map((photo) => photo.name))).toEqual([
      ['prato-1.jpg', 'prato-2.jpg', 'prato-3.jpg', 'prato-4.jpg', 'prato-5.jpg', 'prato-6.jpg'],
      ['prato-7.jpg', 'prato-8.jpg'],
    ]);
    expect((uploads.checks()[0]!.body as FormData).get('platform')).toBe('ifood');
    expect(within(card('prato-2.jpg')).getByText('O cenário não vai aparecer nesta foto')).toBeInTheDocument();
    expect(within(card('prato-1.jpg')).getByText('Tudo certo')).toBeInTheDocument();
    expect(screen.queryByText('Verificando…')).not.toBeInTheDocument();
    expect(screen.getByText('8 fotos verificadas: 2 com avisos. Você pode remover as que quiser.')).toBeInTheDocument();

    // A photo removed here is not sent, and the button counts what is left.
    await user.click(within(card('prato-2.jpg')).getByRole('button', { name: 'Remover prato-2.jpg' }));
    expect(screen.queryByRole('listitem', { name: 'prato-2.jpg' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar cardápio (7 fotos · 7 créditos)' })).toBeInTheDocument();
  });

  it('says before starting that 5 credits make the first 5 of 8 photos, with a way to buy more', async () => {
    mockUploads();
    const { user } = setup({ me: makeMe({ credits: { remaining: 5, total: 5 } }) });
    await goToReview(user, dishes(8));

    const notice = await screen.findByTestId('menu-credit-notice');
    expect(notice).toHaveTextContent(
      'Você tem 5 créditos: vamos fazer as 5 primeiras fotos de 8. As outras 3 ficam de fora e nada é cobrado por elas.',
    );
    expect(within(notice).getByRole('link', { name: 'Comprar créditos' })).toHaveAttribute('href', '/subscription');
    expect(await screen.findByRole('button', { name: 'Gerar cardápio (8 fotos · 5 créditos)' })).toBeInTheDocument();
  });

  it('with no credit opens the out-of-credits dialog and sends nothing', async () => {
    const uploads = mockUploads();
    const { user } = setup({ me: makeMe({ credits: { remaining: 0, total: 3 } }) });
    await goToReview(user, dishes(2));

    expect(screen.getByTestId('menu-credit-notice')).toHaveTextContent('Você não tem créditos para gerar o cardápio.');
    await user.click(screen.getByRole('button', { name: 'Gerar cardápio (2 fotos · 2 créditos)' }));
    expect(await screen.findByRole('dialog', { name: 'Seus créditos acabaram! 🎉' })).toBeInTheDocument();
    expect(uploads.checks()).toHaveLength(0);
    expect(uploads.creates()).toHaveLength(0);
  });

  it('sends a visitor to sign in with the menu kept for their return', async () => {
    const uploads = mockUploads();
    const { user } = setup({ me: null });
    await goToReview(user, dishes(2));

    await user.click(screen.getByRole('button', { name: 'Gerar cardápio (2 fotos · 2 créditos)' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
    expect(peekPendingMenuDraft()?.photos.map((photo) => photo.file.name)).toEqual(['prato-1.jpg', 'prato-2.jpg']);
    expect(peekPendingDraft()).toMatchObject({ platform: 'ifood', scenarioType: 'ai-create', style: 'natural', photo: null });
    expect(uploads.checks()).toHaveLength(0);
  });

  it('follows each dish on its own card (queued, running, done, failed with the refund said) and then offers the zip', async () => {
    let status = statusOf([queued(1), queued(2), queued(3)], true);
    const uploads = mockUploads({ create: () => CREATED });
    const { user, fetchMock } = setup({
      me: makeMe({ credits: { remaining: 10, total: 10 } }),
      api: { [STATUS_ROUTE]: () => ({ body: status }), [ZIP_ROUTE]: { body: 'PK' } },
    });
    await goToReview(user, dishes(3));
    await user.click(await screen.findByRole('button', { name: 'Gerar cardápio (3 fotos · 3 créditos)' }));

    await screen.findByRole('heading', { name: 'Preparando seu cardápio' });
    const [create] = uploads.creates();
    expect(sentPhotos(create!).map((photo) => photo.name)).toEqual(['prato-1.jpg', 'prato-2.jpg', 'prato-3.jpg']);
    expect(create!.headers['idempotency-key']).toMatch(/[0-9a-f-]{36}/);
    expect(screen.getAllByText('Na fila')).toHaveLength(3);
    // First every photo is looked at, to plan the menu's one look.
    await waitFor(() => expect(screen.getByTestId('menu-overall')).toHaveTextContent('Analisando 3 fotos para dar um visual só ao cardápio…'));
    status = statusOf([queued(1), queued(2), queued(3)]);
    await waitFor(() => expect(screen.getByTestId('menu-overall')).toHaveTextContent('0 de 3 prontas'));

    status = statusOf([done(1), running(2), queued(3)]);
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'prato-2.jpg: Melhorando…' })).toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'prato-1.jpg: Pronta' })).toBeInTheDocument();
    expect(screen.getByTestId('menu-overall')).toHaveTextContent('1 de 3 prontas');
    expect(screen.queryByRole('button', { name: 'Baixar tudo (.zip)' })).not.toBeInTheDocument();

    status = statusOf([done(1), failed(2), done(3)]);
    const failedCard = await screen.findByRole('listitem', { name: 'prato-2.jpg: Falhou' });
    expect(failedCard).toHaveTextContent(ITEM_FAILED);
    expect(within(failedCard).getByText('Crédito devolvido')).toBeInTheDocument();
    expect(screen.getByTestId('menu-overall')).toHaveTextContent('Cardápio pronto: 2 de 3 fotos prontas.');
    expect(await screen.findByRole('heading', { name: 'Seu cardápio está pronto!' })).toBeInTheDocument();
    const ready = screen.getByRole('listitem', { name: 'prato-3.jpg: Pronta' });
    expect(within(ready).getByRole('link', { name: 'Abrir a foto de prato-3.jpg' })).toHaveAttribute('href', '/storage/foodart/enhanced/prato-3.png');
    expect(within(ready).getByRole('button', { name: 'Baixar o kit de prato-3.jpg' })).toBeInTheDocument();

    // Polling stopped once every dish was settled.
    const polls = callsTo(fetchMock, STATUS_ROUTE).length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(fetchMock, STATUS_ROUTE)).toHaveLength(polls);

    // "Baixar tudo (.zip)": the platform's photos by default, each dish's kit when chosen (said to take a while).
    const what = screen.getByRole('combobox', { name: 'O que baixar' });
    expect(what).toHaveDisplayValue('Fotos para iFood');
    await user.click(screen.getByRole('button', { name: 'Baixar tudo (.zip)' }));
    await waitFor(() => expect(callsTo(fetchMock, ZIP_ROUTE)).toHaveLength(1));
    expect(callsTo(fetchMock, ZIP_ROUTE)[0]!.query.get('content')).toBe('photos');

    await user.selectOptions(what, 'Kit completo de cada prato');
    expect(screen.getByText('O kit completo é montado na hora: leva cerca de 20 segundos para este cardápio.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Baixar tudo (.zip)' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Baixar tudo (.zip)' }));
    await waitFor(() => expect(callsTo(fetchMock, ZIP_ROUTE)).toHaveLength(2));
    expect(callsTo(fetchMock, ZIP_ROUTE)[1]!.query.get('content')).toBe('kits');
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(2));

    // "Novo cardápio" starts over.
    await user.click(screen.getByRole('button', { name: 'Novo cardápio' }));
    expect(await screen.findByRole('heading', { name: 'Envie as fotos do cardápio' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('menu-dish')).toHaveLength(0);
    expect(screen.queryAllByTestId('menu-photo-card')).toHaveLength(0);
  });

  it('opens the out-of-credits dialog when the server finds no credit left at the start (402), keeping the menu', async () => {
    const uploads = mockUploads({ create: () => ({ status: 402, body: { error: 'no_credits', message: 'Você não tem créditos suficientes.' } }) });
    const { user, fetchMock } = setup();
    await goToReview(user, dishes(2));
    const meReads = callsTo(fetchMock, 'GET /api/me').length;
    await user.click(await screen.findByRole('button', { name: 'Gerar cardápio (2 fotos · 2 créditos)' }));

    expect(await screen.findByRole('dialog', { name: 'Seus créditos acabaram! 🎉' })).toBeInTheDocument();
    expect(uploads.creates()).toHaveLength(1);
    // The balance is read again, and nothing is lost: the review still holds both photos.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/me').length).toBeGreaterThan(meReads));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('menu-photo-card')).toHaveLength(2);
  });

  it('sends a user whose session lapsed before the start (401) to sign in, with the menu kept for their return', async () => {
    mockUploads({ create: () => ({ status: 401, body: { error: 'unauthorized', message: 'Faça login para continuar.' } }) });
    const { user } = setup();
    await goToReview(user, dishes(2));
    await user.click(await screen.findByRole('button', { name: 'Gerar cardápio (2 fotos · 2 créditos)' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/auth');
    expect(peekPendingMenuDraft()?.photos.map((photo) => photo.file.name)).toEqual(['prato-1.jpg', 'prato-2.jpg']);
  });

  it('keeps the photos and choices when the batch cannot start, and says why', async () => {
    const message = 'Muitas tentativas. Aguarde um minuto e tente novamente.';
    mockUploads({ create: () => ({ status: 429, body: { error: 'rate_limited', message } }) });
    const { user } = setup();
    await goToReview(user, dishes(2));
    await user.click(await screen.findByRole('button', { name: 'Gerar cardápio (2 fotos · 2 créditos)' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Confira antes de gerar' })).toBeInTheDocument();
    expect(screen.getAllByTestId('menu-photo-card')).toHaveLength(2);
    expect(screen.getByText(/Plataforma:/).parentElement).toHaveTextContent('iFood');
  });

  it('keeps the first 30 photos dropped and says why a file cannot go on its card', async () => {
    mockUploads();
    setup();
    const notAPhoto = new File(['%PDF-1.4'], 'cardapio.pdf', { type: 'application/pdf' });
    const zone = screen.getByRole('button', { name: /Arraste as fotos dos pratos/ });
    fireEvent.drop(zone, { dataTransfer: { files: [notAPhoto, ...dishes(32)] } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Um cardápio leva no máximo 30 fotos: as últimas 2 fotos ficaram de fora.');
    expect(screen.getAllByTestId('menu-photo-card')).toHaveLength(31);
    expect(card('cardapio.pdf')).toHaveTextContent('Esta foto não vai para o cardápio.');
    expect(screen.queryByRole('listitem', { name: 'prato-31.jpg' })).not.toBeInTheDocument();
    expect(screen.getByText(/30 fotos escolhidas de 30/)).toBeInTheDocument();
  });
});
