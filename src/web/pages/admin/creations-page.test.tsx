// @vitest-environment jsdom
import '../../../../tests/web/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { creationsServer, makeAdminCreation, makeAdminCreations } from '../../../../tests/web/admin-content-fixtures';
import { callsTo, makeMe, mockApi, type MockHandler, type MockReply, type MockRequest } from '../../../../tests/web/mock-api';
import { findToast, renderWithApp } from '../../../../tests/web/render';

const SMASH = makeAdminCreation({
  description: 'Smash Duplo - Dois smash de 90 g com cheddar',
  brandColors: ['#ff6600', '#1a1a1a'],
  createdAt: '2026-11-21T14:05:00',
});
const ACAI = makeAdminCreation({ description: 'Açaí da Casa 500 ml', logoUrl: null, createdAt: '2026-11-20T09:30:00' });
const SMASH_RATING = { rating: 4, textQuality: 3, visualHierarchy: null, composition: 5, comment: 'Ficou ótimo, só o preço pequeno.' };

function setup(api: Record<string, MockHandler> = creationsServer([SMASH, ACAI], { [SMASH.id]: SMASH_RATING }).handlers) {
  const fetchMock = mockApi({ 'GET /api/me': { body: makeMe({ isAdmin: true }) }, ...api });
  const view = renderWithApp(routes, { initialEntries: ['/admin/creations'] });
  return { ...view, fetchMock, user: userEvent.setup() };
}

/** The list requests, as "page=1&search=x". */
const listQueries = (fetchMock: ReturnType<typeof mockApi>) => callsTo(fetchMock, 'GET /api/admin/creations').map((c) => c.query.toString());
const cards = () => screen.queryAllByTestId('creation-card');
const cardOf = (text: string) => cards().find((card) => within(card).queryByText(text))!;

async function openDetail(user: ReturnType<typeof userEvent.setup>, description: string) {
  await user.click(await screen.findByText(description));
  return screen.findByRole('dialog', { name: 'Detalhes da Criação' });
}

describe('AdminCreationsPage', () => {
  it('shows each creation with its art, description and pt-BR date, and the total', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Criações dos Usuários' })).toBeInTheDocument();
    await screen.findByText(SMASH.description!);
    expect(cards()).toHaveLength(2);
    const smash = cardOf(SMASH.description!);
    expect(smash.tagName).toBe('BUTTON');
    expect(smash.querySelector('img')).toHaveAttribute('src', SMASH.generatedArtUrl);
    expect(within(smash).getByText('21/11/2026')).toBeInTheDocument();
    expect(within(cardOf(ACAI.description!)).getByText('20/11/2026')).toBeInTheDocument();
    expect(screen.getByTestId('creations-count')).toHaveTextContent('2 criações');
    expect(screen.queryByRole('button', { name: 'Carregar Mais' })).not.toBeInTheDocument();
  });

  it('"Carregar Mais" appends the next page of 20 and disappears on the last page', async () => {
    const all = makeAdminCreations(45, (n) => ({ description: `Promo ${n}` }));
    const { user, fetchMock } = setup(creationsServer(all).handlers);
    await screen.findByText('Promo 1');
    expect(cards()).toHaveLength(20);
    expect(screen.getByTestId('creations-count')).toHaveTextContent('45 criações');

    await user.click(screen.getByRole('button', { name: 'Carregar Mais' }));
    await screen.findByText('Promo 40');
    expect(cards()).toHaveLength(40);
    expect(screen.getByText('Promo 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Carregar Mais' }));
    await screen.findByText('Promo 45');
    expect(cards()).toHaveLength(45);
    expect(screen.queryByRole('button', { name: 'Carregar Mais' })).not.toBeInTheDocument();
    expect(listQueries(fetchMock)).toEqual(['page=1', 'page=2', 'page=3']);
  });

  it('searches every description on the server (?search=), from page 1, once typing pauses', async () => {
    const all = [...makeAdminCreations(25, (n) => ({ description: `Pizza ${n}` })), makeAdminCreation({ description: 'Combo SMASH da semana' })];
    const { user, fetchMock } = setup(creationsServer(all).handlers);
    await screen.findByText('Pizza 1');
    await user.click(screen.getByRole('button', { name: 'Carregar Mais' }));
    await screen.findByText('Pizza 25');

    const box = screen.getByRole('searchbox', { name: 'Buscar por descrição' });
    expect(box).toHaveAttribute('placeholder', 'Buscar por descrição...');
    expect(box).toHaveAccessibleDescription('A busca procura em todas as criações, sem diferenciar maiúsculas.');
    await user.type(box, 'smash');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByText('Combo SMASH da semana')).toBeInTheDocument();
    expect(screen.getByTestId('creations-count')).toHaveTextContent('1 criação encontrada');
    // Debounced: one request for the whole word, and a new search starts from the first page.
    expect(listQueries(fetchMock)).toEqual(['page=1', 'page=2', 'page=1&search=smash']);
    expect(screen.queryByRole('button', { name: 'Carregar Mais' })).not.toBeInTheDocument();
  });

  it('says "Nenhuma criação encontrada" when there is none, or none matches', async () => {
    const { user } = setup();
    await screen.findByText(SMASH.description!);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por descrição' }), 'lasanha');
    expect(await screen.findByText('Nenhuma criação encontrada')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma descrição contém "lasanha".')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('says "Nenhuma criação encontrada" when no user has created an art yet', async () => {
    setup(creationsServer([]).handlers);
    expect(await screen.findByText('Nenhuma criação encontrada')).toBeInTheDocument();
    expect(screen.getByTestId('creations-count')).toHaveTextContent('0 criações');
  });

  it('opens a card from the keyboard, showing its images, description, brand colours and the rating details', async () => {
    const { user } = setup();
    await screen.findByText(SMASH.description!);
    cardOf(SMASH.description!).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Detalhes da Criação' });

    expect(within(dialog).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', SMASH.logoUrl);
    expect(within(dialog).getByRole('img', { name: 'Produto' })).toHaveAttribute('src', SMASH.productUrl);
    expect(within(dialog).getByRole('img', { name: 'Arte' })).toHaveAttribute('src', SMASH.generatedArtUrl);
    expect(within(dialog).getByText(SMASH.description!)).toBeInTheDocument();
    expect(within(dialog).getByText('#ff6600')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Cor #1a1a1a' })).toHaveStyle({ backgroundColor: '#1a1a1a' });

    const rating = await within(dialog).findByTestId('creation-rating');
    const value = (label: string) => within(rating).getByText(label).nextElementSibling?.textContent;
    expect(value('Avaliação')).toBe('4/5');
    expect(value('Qualidade do texto')).toBe('3/5');
    expect(value('Hierarquia visual')).toBe('—');
    expect(value('Composição')).toBe('5/5');
    expect(within(dialog).getByText(SMASH_RATING.comment)).toBeInTheDocument();
    for (const name of ['Download', 'Promover para Treinamento', 'Excluir']) {
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cardOf(SMASH.description!)).toHaveFocus();
  });

  it('shows only the images a creation has, and "Sem avaliação" when the user did not rate it', async () => {
    const { user } = setup();
    const dialog = await openDetail(user, ACAI.description!);
    expect(await within(dialog).findByText('Sem avaliação')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Logo' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Produto' })).toBeInTheDocument();
    expect(within(dialog).getByText('Nenhuma cor da marca')).toBeInTheDocument();
  });

  it('"Excluir" asks first, deletes, says "Criação excluída" and reloads the list from page 1', async () => {
    const all = makeAdminCreations(30, (n) => ({ description: `Promo ${n}` }));
    const server = creationsServer(all);
    const { user, fetchMock } = setup(server.handlers);
    await screen.findByText('Promo 1');
    await user.click(screen.getByRole('button', { name: 'Carregar Mais' }));
    await screen.findByText('Promo 30');

    const dialog = await openDetail(user, 'Promo 2');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmar exclusão' });
    expect(confirm).toHaveTextContent('Tem certeza que deseja excluir esta criação? Esta ação não pode ser desfeita.');
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));

    expect(await findToast('Criação excluída')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE /api/admin/creations/${all[1]!.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Promo 2')).not.toBeInTheDocument();
    // Back to the first page: 20 cards again, the rest behind "Carregar Mais".
    await waitFor(() => expect(listQueries(fetchMock)).toEqual(['page=1', 'page=2', 'page=1']));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.getByText('Promo 21')).toBeInTheDocument();
    expect(screen.queryByText('Promo 22')).not.toBeInTheDocument();
    expect(screen.getByTestId('creations-count')).toHaveTextContent('29 criações');
    expect(screen.getByRole('button', { name: 'Carregar Mais' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar por descrição' })).toHaveFocus();
  });

  it('"Cancelar" keeps the creation', async () => {
    const { user, fetchMock } = setup();
    const dialog = await openDetail(user, SMASH.description!);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Detalhes da Criação' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Excluir' })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });

  it('shows "Erro ao excluir" with the server message and keeps the confirmation open', async () => {
    const server = creationsServer([SMASH]);
    const { user } = setup({
      ...server.handlers,
      [`DELETE /api/admin/creations/${SMASH.id}`]: { status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } },
    });
    const dialog = await openDetail(user, SMASH.description!);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await findToast('Erro ao excluir')).toBeInTheDocument();
    expect(await findToast('Erro inesperado. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Excluir' })).toBeEnabled();
    expect(screen.getByText(SMASH.description!, { selector: '[data-testid="creation-card"] *' })).toBeInTheDocument();
  });

  it('"Promover para Treinamento" posts the promotion and says so, and says when it was already promoted', async () => {
    const { user, fetchMock } = setup();
    const dialog = await openDetail(user, SMASH.description!);
    const promote = within(dialog).getByRole('button', { name: 'Promover para Treinamento' });
    await user.click(promote);
    expect(await findToast('Promovido para treinamento')).toBeInTheDocument();
    expect(await findToast('A criação agora é um exemplo de treinamento.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/admin/creations/${SMASH.id}/promote`)).toHaveLength(1);

    await waitFor(() => expect(promote).toBeEnabled());
    await user.click(promote);
    expect(await findToast('Esta criação já estava nos dados de treinamento.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/admin/creations/${SMASH.id}/promote`)).toHaveLength(2);
  });

  it('shows "Erro ao promover" with the server message', async () => {
    const { user } = setup({
      ...creationsServer([SMASH]).handlers,
      [`POST /api/admin/creations/${SMASH.id}/promote`]: { status: 404, body: { error: 'not_found', message: 'Criação não encontrada' } },
    });
    const dialog = await openDetail(user, SMASH.description!);
    await user.click(within(dialog).getByRole('button', { name: 'Promover para Treinamento' }));
    expect(await findToast('Erro ao promover')).toBeInTheDocument();
    expect(await findToast('Criação não encontrada')).toBeInTheDocument();
  });

  it('"Download" fetches the art and saves it as {id}.jpg', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, fetchMock } = setup({
      ...creationsServer([SMASH], { [SMASH.id]: SMASH_RATING }).handlers,
      [`GET ${SMASH.generatedArtUrl}`]: { body: 'jpeg bytes' },
    });
    const dialog = await openDetail(user, SMASH.description!);
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await findToast('Download iniciado!')).toBeInTheDocument();
    expect(saved).toEqual([`${SMASH.id}.jpg`]);
    expect(callsTo(fetchMock, `GET ${SMASH.generatedArtUrl}`)).toHaveLength(1);
  });

  it('says "Erro ao baixar imagem" when the art cannot be fetched', async () => {
    const { user } = setup();
    const dialog = await openDetail(user, SMASH.description!);
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await findToast('Erro ao baixar imagem')).toBeInTheDocument();
  });

  it('shows "Erro ao carregar criações" when the list fails, and loads it on retry', async () => {
    let fail = true;
    const server = creationsServer([SMASH]);
    const list = server.handlers['GET /api/admin/creations'] as (request: MockRequest) => MockReply;
    const { user } = setup({
      ...server.handlers,
      'GET /api/admin/creations': (request) =>
        fail ? { status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } } : list(request),
    });
    expect(await findToast('Erro ao carregar criações')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar criações');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(SMASH.description!)).toBeInTheDocument();
  });
});
