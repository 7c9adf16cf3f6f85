// @vitest-environment jsdom
import '../../../tests/web/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CreationItem, CreationsPage } from '../../shared/schemas/creations.schema';
import { routes } from '../app/routes';
import { makeMe, mockApi, SIGNED_OUT, type MockHandler } from '../../../tests/web/mock-api';
import { findToast, renderWithApp } from '../../../tests/web/render';

// Noon UTC: the same calendar day in every time zone a test machine may use.
const art = (n: number, overrides: Partial<Extract<CreationItem, { type: 'art' }>> = {}): CreationItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'art',
  imageUrl: `/storage/foodart/arts/${n}.png`,
  createdAt: '2026-11-21T12:00:00.000Z',
  description: 'Smash Duplo - Dois smash de 90 g',
  templateName: 'Smash Urbano',
  format: 'stories',
  ...overrides,
});
const photo = (n: number, overrides: Partial<Extract<CreationItem, { type: 'photo' }>> = {}): CreationItem => ({
  id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  type: 'photo',
  imageUrl: `/storage/foodart/enhanced/${n}.jpg`,
  createdAt: '2026-03-05T12:00:00.000Z',
  platform: 'ifood',
  style: 'premium',
  aspectRatio: '4:3',
  rating: null,
  mode: 'cutout',
  scenarioApplied: true,
  scenarioName: null,
  ...overrides,
});

function setup(creations: MockHandler, { me = true, api = {} }: { me?: boolean; api?: Record<string, MockHandler> } = {}) {
  const fetchMock = mockApi({
    'GET /api/me': me ? { body: makeMe() } : SIGNED_OUT,
    'GET /api/creations': creations,
    ...api,
  });
  const view = renderWithApp(routes, { initialEntries: ['/my-creations'] });
  return { ...view, fetchMock, user: userEvent.setup() };
}

const creationsUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/creations'));

describe('MyCreationsPage', () => {
  it('sends a visitor to /auth', async () => {
    const { router, fetchMock } = setup({ body: { items: [], nextCursor: null } }, { me: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(creationsUrls(fetchMock)).toEqual([]);
  });

  it('shows a loading skeleton until the list arrives', async () => {
    let answer!: (page: CreationsPage) => void;
    const pending = new Promise<CreationsPage>((resolve) => (answer = resolve));
    setup(async () => ({ body: await pending }));
    expect(await screen.findByRole('status', { name: 'Carregando criações' })).toBeInTheDocument();
    answer({ items: [art(1)], nextCursor: null });
    expect(await screen.findByText('Post Promocional')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando criações' })).not.toBeInTheDocument();
  });

  it('says on each photo whether its scenario was applied, and nothing for older photos that did not record it', async () => {
    setup({
      body: {
        items: [
          photo(1, { scenarioName: 'Mesa de Madeira Rústica' }),
          photo(2, { mode: 'in-place', scenarioApplied: false }),
          photo(3),
          photo(4, { mode: null, scenarioApplied: null }),
        ],
        nextCursor: null,
      },
    });
    await screen.findAllByText('Foto Melhorada');
    const cards = screen.getAllByTestId('creation-card');
    const said = cards.map((card) => within(card).queryByTestId('creation-scenario')?.textContent ?? null);
    expect(said).toEqual([
      'Cenário aplicado: Mesa de Madeira Rústica',
      'Foto melhorada no fundo original — o cenário não foi aplicado',
      'Cenário aplicado: criado pela IA',
      null,
    ]);
  });

  it('shows "Nenhuma criação ainda" with "Criar Primeira Arte" going home when there is nothing yet', async () => {
    const { user, router } = setup({ body: { items: [], nextCursor: null } });
    expect(await screen.findByRole('heading', { name: 'Nenhuma criação ainda' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar Mais' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Criar Primeira Arte' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('labels arts "Post Promocional" and photos "Foto Melhorada", dated dd/MM/yyyy, in the order the server gives', async () => {
    setup({ body: { items: [art(1), photo(2)], nextCursor: null } });
    const cards = await screen.findAllByTestId('creation-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Post Promocional')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('21/11/2026')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Smash Duplo - Dois smash de 90 g')).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('creation-format')).toHaveTextContent('Stories 1080×1920');
    expect(within(cards[0]!).getByRole('img')).toHaveAttribute('src', '/storage/foodart/arts/1.png');
    expect(within(cards[1]!).getByText('Foto Melhorada')).toBeInTheDocument();
    expect(within(cards[1]!).queryByTestId('creation-format')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('05/03/2026')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('img', { name: 'Foto Melhorada de 05/03/2026' })).toHaveAttribute('src', '/storage/foodart/enhanced/2.jpg');
    expect(screen.queryByText('Nenhuma criação ainda')).not.toBeInTheDocument();
  });

  it('"Baixar" saves the image named after the creation and says "Download iniciado!"', async () => {
    const { user, fetchMock } = setup(
      { body: { items: [art(1), photo(2)], nextCursor: null } },
      { api: { 'GET /storage/foodart/enhanced/2.jpg': { body: 'image bytes' } } },
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const cards = await screen.findAllByTestId('creation-card');
    // A photo also offers its export kit; an art does not.
    expect(within(cards[1]!).getByRole('button', { name: /^Baixar kit para todas as plataformas/ })).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole('button', { name: /^Baixar kit/ })).toBeNull();
    await user.click(within(cards[1]!).getByRole('button', { name: /^Baixar (?!kit)/ }));
    expect(await findToast('Download iniciado!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/storage/foodart/enhanced/2.jpg');
    expect(saved).toEqual([`foto-melhorada-${photo(2).id}.png`]);
  });

  it('keeps "Baixar" reachable from the keyboard and revealed on hover, focus and touch screens', async () => {
    const { user } = setup({ body: { items: [art(1)], nextCursor: null } });
    const button = await screen.findByRole('button', { name: 'Baixar Post Promocional de 21/11/2026' });
    const actions = screen.getByTestId('creation-actions');
    expect(actions).toHaveClass('opacity-0', 'group-hover:opacity-100', 'group-focus-within:opacity-100', '[@media(hover:none)]:opacity-100');
    for (let i = 0; i < 30 && document.activeElement !== button; i += 1) await user.tab();
    expect(button).toHaveFocus();
  });

  it('says "Erro ao baixar imagem" when the image cannot be fetched', async () => {
    const { user } = setup({ body: { items: [art(404, { imageUrl: '/storage/foodart/arts/missing.png' })], nextCursor: null } });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: /^Baixar/ }));
    expect(await findToast('Erro ao baixar imagem')).toBeInTheDocument();
  });

  it('"Carregar Mais" appends the next page with its cursor and disappears after the last page', async () => {
    const first = Array.from({ length: 20 }, (_, i) => (i % 2 ? photo(i) : art(i)));
    const pages: CreationsPage[] = [
      { items: first, nextCursor: 'cursor-pagina-2' },
      { items: [photo(100), art(101), photo(102)], nextCursor: null },
    ];
    let calls = 0;
    const { user, fetchMock } = setup(() => ({ body: pages[Math.min(calls++, 1)] }));
    expect(await screen.findAllByTestId('creation-card')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Carregar Mais' }));
    await waitFor(() => expect(screen.getAllByTestId('creation-card')).toHaveLength(23));
    expect(creationsUrls(fetchMock)).toEqual(['/api/creations', '/api/creations?cursor=cursor-pagina-2']);
    expect(screen.queryByRole('button', { name: 'Carregar Mais' })).not.toBeInTheDocument();
    // Appended after the first page, in order.
    const images = screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(images.slice(-3)).toEqual(['/storage/foodart/enhanced/100.jpg', '/storage/foodart/arts/101.png', '/storage/foodart/enhanced/102.jpg']);
  });

  it('shows "Erro ao carregar criações" as a toast when the list fails, and loads it on retry', async () => {
    let fail = true;
    const { user } = setup(() =>
      fail ? { status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } } : { body: { items: [photo(1)], nextCursor: null } },
    );
    expect(await findToast('Erro ao carregar criações')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma criação ainda')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Foto Melhorada')).toBeInTheDocument();
  });

  it('keeps the loaded page and toasts when "Carregar Mais" fails', async () => {
    let calls = 0;
    const { user } = setup(() =>
      calls++ === 0
        ? { body: { items: Array.from({ length: 20 }, (_, i) => art(i)), nextCursor: 'c2' } }
        : { status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } },
    );
    await user.click(await screen.findByRole('button', { name: 'Carregar Mais' }));
    expect(await findToast('Erro ao carregar criações')).toBeInTheDocument();
    expect(screen.getAllByTestId('creation-card')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Carregar Mais' })).toBeEnabled();
  });
});
