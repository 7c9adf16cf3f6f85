// @vitest-environment jsdom
import '../../../../tests/web/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { makeAdminPhoto, makeAdminPhotos, photosServer } from '../../../../tests/web/admin-content-fixtures';
import { callsTo, makeMe, mockApi, type MockHandler, type MockReply, type MockRequest } from '../../../../tests/web/mock-api';
import { findToast, renderWithApp } from '../../../../tests/web/render';

const IFOOD = makeAdminPhoto({ platform: 'ifood', style: 'premium', aspectRatio: '4:3', processingTimeSeconds: 1.4, rating: 4, createdAt: '2026-11-21T14:05:00' });
const RAPPI = makeAdminPhoto({ platform: 'rappi', style: 'minimal', aspectRatio: '1:1', processingTimeSeconds: 12, rating: null, createdAt: '2026-11-20T09:30:00' });

function setup(api: Record<string, MockHandler> = photosServer([IFOOD, RAPPI]).handlers) {
  const fetchMock = mockApi({ 'GET /api/me': { body: makeMe({ isAdmin: true }) }, ...api });
  const view = renderWithApp(routes, { initialEntries: ['/admin/enhanced-photos'] });
  return { ...view, fetchMock, user: userEvent.setup() };
}

const listQueries = (fetchMock: ReturnType<typeof mockApi>) => callsTo(fetchMock, 'GET /api/admin/enhanced-photos').map((c) => c.query.toString());
const cards = () => screen.queryAllByTestId('photo-card');
const cardOf = (date: string) => cards().find((card) => within(card).queryByText(date))!;
const detail = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling?.textContent;
const stat = (testId: string) => within(screen.getByTestId(testId));

describe('AdminEnhancedPhotosPage', () => {
  it('shows the four summary cards in pt-BR', async () => {
    setup(photosServer([IFOOD, RAPPI], { total: 1234, averageProcessingSeconds: 3.24, topPlatform: 'uber-eats', averageRating: 4.26 }).handlers);
    expect(await screen.findByRole('heading', { name: 'Fotos Melhoradas - Photo Pro' })).toBeInTheDocument();
    expect(await stat('photos-stat-total').findByText('1.234')).toBeInTheDocument();
    expect(stat('photos-stat-total').getByText('Total de Fotos')).toBeInTheDocument();
    expect(stat('photos-stat-time').getByText('Tempo Médio (s)')).toBeInTheDocument();
    expect(stat('photos-stat-time').getByText('3,2s')).toBeInTheDocument();
    expect(stat('photos-stat-platform').getByText('Plataforma Mais Usada')).toBeInTheDocument();
    expect(stat('photos-stat-platform').getByText('Uber Eats')).toBeInTheDocument();
    expect(stat('photos-stat-rating').getByText('Avaliação Média')).toBeInTheDocument();
    expect(stat('photos-stat-rating').getByText('4,3/5')).toBeInTheDocument();
  });

  it('shows a dash for the average rating and the top platform when there is nothing to count', async () => {
    setup(photosServer([], { total: 0, averageProcessingSeconds: 0, topPlatform: null, averageRating: null }).handlers);
    expect(await screen.findByText('Nenhuma foto encontrada')).toBeInTheDocument();
    await waitFor(() => expect(stat('photos-stat-rating').getByText('—')).toBeInTheDocument());
    expect(stat('photos-stat-platform').getByText('—')).toBeInTheDocument();
    expect(stat('photos-stat-time').getByText('0,0s')).toBeInTheDocument();
    expect(screen.getByTestId('photos-counter')).toHaveTextContent('Mostrando 0 de 0 fotos');
  });

  it('shows each photo with its badges, format, time, rating and date', async () => {
    setup();
    await screen.findByText('21/11/2026 14:05');
    const ifood = cardOf('21/11/2026 14:05');
    expect(within(ifood).getByRole('img')).toHaveAttribute('src', IFOOD.enhancedPhotoUrl);
    expect(within(ifood).getByText('iFood')).toBeInTheDocument();
    expect(within(ifood).getByText('Premium')).toBeInTheDocument();
    expect(detail(ifood, 'Formato')).toBe('4:3');
    expect(detail(ifood, 'Tempo')).toBe('1,4s');
    expect(detail(ifood, 'Avaliação')).toBe('4/5');
    expect(within(ifood).getByRole('button', { name: 'Baixar foto de 21/11/2026 14:05' })).toBeInTheDocument();
    expect(within(ifood).getByRole('button', { name: /Deletar/ })).toBeInTheDocument();

    const rappi = cardOf('20/11/2026 09:30');
    expect(within(rappi).getByText('Rappi')).toBeInTheDocument();
    expect(within(rappi).getByText('Minimalista')).toBeInTheDocument();
    expect(detail(rappi, 'Formato')).toBe('1:1');
    expect(detail(rappi, 'Tempo')).toBe('12,0s');
    expect(detail(rappi, 'Avaliação')).toBe('Sem avaliação');
    expect(screen.getByTestId('photos-counter')).toHaveTextContent('Mostrando 2 de 2 fotos');
  });

  it('"Carregar Mais" appends the next page of 20 and the counter follows', async () => {
    const { user, fetchMock } = setup(photosServer(makeAdminPhotos(25)).handlers);
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.getByTestId('photos-counter')).toHaveTextContent('Mostrando 20 de 25 fotos');
    await user.click(screen.getByRole('button', { name: 'Carregar Mais' }));
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(screen.getByTestId('photos-counter')).toHaveTextContent('Mostrando 25 de 25 fotos');
    expect(screen.queryByRole('button', { name: 'Carregar Mais' })).not.toBeInTheDocument();
    expect(listQueries(fetchMock)).toEqual(['page=1', 'page=2']);
  });

  it('filters by platform and style from page 1, with the options the stats offer', async () => {
    const photos = makeAdminPhotos(30, (n) => ({ platform: n % 2 ? 'ifood' : 'rappi', style: n % 3 ? 'premium' : 'natural' }));
    const { user, fetchMock } = setup(photosServer(photos, { platforms: ['ifood', 'rappi', 'instagram', 'facebook', 'uber-eats', 'keeta'] }).handlers);
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Carregar Mais' }));
    await waitFor(() => expect(cards()).toHaveLength(30));

    const platform = screen.getByRole('combobox', { name: 'Plataforma' });
    await waitFor(() => expect(within(platform).getByRole('option', { name: 'Keeta' })).toBeInTheDocument());
    expect(within(platform).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Todas as plataformas',
      'iFood',
      'Rappi',
      'Instagram',
      'Facebook',
      'Uber Eats',
      'Keeta',
    ]);
    const style = screen.getByRole('combobox', { name: 'Estilo' });
    expect(within(style).getAllByRole('option').map((o) => o.textContent)).toEqual(['Todos os estilos', 'Natural', 'Premium', 'Vibrante', 'Minimalista']);

    await user.selectOptions(platform, 'rappi');
    await waitFor(() => expect(screen.getByTestId('photos-counter')).toHaveTextContent('Mostrando 15 de 15 fotos'));
    expect(cards().every((card) => within(card).queryByText('Rappi'))).toBe(true);
    await user.selectOptions(style, 'natural');
    await waitFor(() => expect(screen.getByTestId('photos-counter')).toHaveTextContent('Mostrando 5 de 5 fotos'));
    expect(listQueries(fetchMock)).toEqual(['page=1', 'page=2', 'page=1&platform=rappi', 'page=1&platform=rappi&style=natural']);

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(screen.getByTestId('photos-counter')).toHaveTextContent('Mostrando 30 de 30 fotos'));
    expect(platform).toHaveValue('');
  });

  it('says "Nenhuma foto encontrada" when no photo matches the filters', async () => {
    const { user } = setup();
    await screen.findByText('21/11/2026 14:05');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plataforma' }), 'facebook');
    expect(await screen.findByText('Nenhuma foto encontrada')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma foto corresponde aos filtros escolhidos.')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('"Deletar" asks first, deletes, says "Foto deletada com sucesso" and refreshes the stats and the list', async () => {
    const server = photosServer([IFOOD, RAPPI]);
    const { user, fetchMock } = setup(server.handlers);
    await screen.findByText('21/11/2026 14:05');
    await waitFor(() => expect(stat('photos-stat-total').getByText('2')).toBeInTheDocument());
    const statsCalls = callsTo(fetchMock, 'GET /api/admin/enhanced-photos/stats').length;
    const listCalls = listQueries(fetchMock).length;

    await user.click(within(cardOf('21/11/2026 14:05')).getByRole('button', { name: /Deletar/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar exclusão' });
    expect(confirm).toHaveTextContent('Tem certeza que deseja deletar esta foto? Esta ação não pode ser desfeita.');
    await user.click(within(confirm).getByRole('button', { name: 'Deletar' }));

    expect(await findToast('Foto deletada com sucesso')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /api/admin/enhanced-photos/${IFOOD.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText('21/11/2026 14:05')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/enhanced-photos/stats').length).toBeGreaterThan(statsCalls));
    await waitFor(() => expect(listQueries(fetchMock).length).toBeGreaterThan(listCalls));
    await waitFor(() => expect(stat('photos-stat-total').getByText('1')).toBeInTheDocument());
    expect(screen.getByTestId('photos-counter')).toHaveTextContent('Mostrando 1 de 1 fotos');
    expect(screen.getByTestId('photos-counter')).toHaveFocus();
  });

  it('"Cancelar" keeps the photo and returns to its "Deletar"', async () => {
    const { user, fetchMock } = setup();
    await screen.findByText('21/11/2026 14:05');
    const button = within(cardOf('21/11/2026 14:05')).getByRole('button', { name: /Deletar/ });
    await user.click(button);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('shows "Erro ao deletar foto" with the server message and keeps the confirmation open', async () => {
    const { user } = setup({
      ...photosServer([IFOOD]).handlers,
      [`DELETE /api/admin/enhanced-photos/${IFOOD.id}`]: { status: 404, body: { error: 'not_found', message: 'Foto não encontrada' } },
    });
    await screen.findByText('21/11/2026 14:05');
    await user.click(within(cardOf('21/11/2026 14:05')).getByRole('button', { name: /Deletar/ }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Deletar' }));
    expect(await findToast('Erro ao deletar foto')).toBeInTheDocument();
    expect(await findToast('Foto não encontrada')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  it('the download icon saves the photo as enhanced-{id}.jpg', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = setup({ ...photosServer([IFOOD]).handlers, [`GET ${IFOOD.enhancedPhotoUrl}`]: { body: 'jpeg bytes' } });
    await user.click(await screen.findByRole('button', { name: 'Baixar foto de 21/11/2026 14:05' }));
    expect(await findToast('Download iniciado!')).toBeInTheDocument();
    expect(saved).toEqual([`enhanced-${IFOOD.id}.jpg`]);
  });

  it('shows "Erro ao carregar fotos" when the list fails, and loads it on retry', async () => {
    let fail = true;
    const server = photosServer([IFOOD]);
    const list = server.handlers['GET /api/admin/enhanced-photos'] as (request: MockRequest) => MockReply;
    const { user } = setup({
      ...server.handlers,
      'GET /api/admin/enhanced-photos': (request) =>
        fail ? { status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } } : list(request),
    });
    expect(await findToast('Erro ao carregar fotos')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar fotos');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('21/11/2026 14:05')).toBeInTheDocument();
  });

  it('still offers the spec filters when the stats fail (only logged)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup({ ...photosServer([IFOOD]).handlers, 'GET /api/admin/enhanced-photos/stats': { status: 500, body: { error: 'internal', message: 'Falhou' } } });
    await screen.findByText('21/11/2026 14:05');
    await waitFor(() => expect(error).toHaveBeenCalled());
    const platform = screen.getByRole('combobox', { name: 'Plataforma' });
    expect(within(platform).getAllByRole('option')).toHaveLength(6);
    expect(stat('photos-stat-total').getByText('—')).toBeInTheDocument();
  });
});
