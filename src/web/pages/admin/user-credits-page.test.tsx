// @vitest-environment jsdom
import '../../../../tests/web/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserCreditsRow } from '../../../shared/schemas/admin.schema';
import { routes } from '../../app/routes';
import { parseCreditAmount } from '../../features/admin/components/edit-credits-dialog';
import { makeCreditsList, makeCreditsRow } from '../../../../tests/web/admin-fixtures';
import { callsTo, makeMe, mockApi, type MockHandler, type MockReply, type MockRequest } from '../../../../tests/web/mock-api';
import { findToast, renderWithApp } from '../../../../tests/web/render';

const ANA = makeCreditsRow({ userId: 'ana', email: 'ana@pizzaria.com.br', name: 'Ana Souza', creditsRemaining: 12, creditsTotal: 15 });
const BRUNO = makeCreditsRow({ userId: 'bruno', email: 'bruno@burger.com.br', name: 'Bruno Lima', creditsRemaining: 0, creditsTotal: 3, updatedAt: null });
const CARLA = makeCreditsRow({ userId: 'carla', email: 'carla@acai.com.br', name: 'Carla Dias', creditsRemaining: 999999, creditsTotal: 999999, unlimited: true });

/** A server that filters by ?search= like the real one (e-mail or name, any case). */
function listHandler(users: UserCreditsRow[], overrides: { truncated?: boolean } = {}): (request: MockRequest) => MockReply {
  return ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const found = users.filter((u) => !search || u.email.toLowerCase().includes(search) || u.name.toLowerCase().includes(search));
    return { body: { ...makeCreditsList(found, overrides), counts: makeCreditsList(users).counts } };
  };
}

function setup(api: Record<string, MockHandler> = {}) {
  const fetchMock = mockApi({
    'GET /api/me': { body: makeMe({ isAdmin: true }) },
    'GET /api/admin/user-credits': listHandler([ANA, BRUNO, CARLA]),
    ...api,
  });
  const view = renderWithApp(routes, { initialEntries: ['/admin/user-credits'] });
  return { ...view, fetchMock, user: userEvent.setup() };
}

const rowOf = (email: string) => screen.getAllByTestId('user-credits-row').find((row) => within(row).queryByText(email))!;
const listUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/admin/user-credits'));

describe('AdminUserCreditsPage', () => {
  it('lists the users with their balances, status labels, ∞ for unlimited and the last update in pt-BR', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Gerenciar Créditos dos Usuários' })).toBeInTheDocument();
    await screen.findByText('ana@pizzaria.com.br');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Email', 'Nome', 'Créditos', 'Total', 'Status', 'Última Atualização', 'Ações']);

    const ana = rowOf('ana@pizzaria.com.br');
    expect(within(ana).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(ana).getByText('12')).toBeInTheDocument();
    expect(within(ana).getByText('15')).toBeInTheDocument();
    expect(within(ana).getByText('Ativo')).toBeInTheDocument();
    expect(within(ana).getByText('21/11/2026 14:05')).toBeInTheDocument();

    const bruno = rowOf('bruno@burger.com.br');
    expect(within(bruno).getByText('Sem Créditos')).toBeInTheDocument();
    expect(within(bruno).getByText('—')).toBeInTheDocument();

    const carla = rowOf('carla@acai.com.br');
    expect(within(carla).getAllByText('∞')).toHaveLength(2);
    expect(within(carla).getAllByText('Ilimitado').length).toBeGreaterThan(0);
    expect(within(carla).queryByText('999999')).not.toBeInTheDocument();

    expect(within(screen.getByTestId('count-total')).getByText('3')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-without-credits')).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByTestId('count-unlimited')).getByText('1')).toBeInTheDocument();
  });

  it('searches by e-mail or name on the server (?search=) once typing pauses', async () => {
    const { user, fetchMock } = setup();
    await screen.findByText('ana@pizzaria.com.br');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por email ou nome' }), 'bruno');
    await waitFor(() => expect(screen.queryByText('ana@pizzaria.com.br')).not.toBeInTheDocument());
    expect(screen.getByText('bruno@burger.com.br')).toBeInTheDocument();
    // Debounced: one request for the whole word, not one per letter.
    expect(listUrls(fetchMock)).toEqual(['/api/admin/user-credits', '/api/admin/user-credits?search=bruno']);
    // The counters are over every account, whatever the search.
    expect(within(screen.getByTestId('count-total')).getByText('3')).toBeInTheDocument();
  });

  it('says "Nenhum usuário encontrado" when nobody matches', async () => {
    const { user } = setup();
    await screen.findByText('ana@pizzaria.com.br');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por email ou nome' }), 'ninguém');
    expect(await screen.findByText('Nenhum usuário encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says to refine the search when more users match than the list holds', async () => {
    setup({ 'GET /api/admin/user-credits': listHandler([ANA], { truncated: true }) });
    expect(await screen.findByRole('note')).toHaveTextContent('Refine a busca');
  });

  it('"Editar" sends the typed balance, shows "Créditos atualizados" and the new balance', async () => {
    let users = [ANA, BRUNO, CARLA];
    const { user, fetchMock } = setup({
      'GET /api/admin/user-credits': (request) => listHandler(users)(request),
      'PUT /api/admin/user-credits/bruno': ({ body }) => {
        const { credits } = body as { credits: number };
        users = users.map((u) => (u.userId === 'bruno' ? { ...u, creditsRemaining: credits, creditsTotal: credits } : u));
        return { body: { remaining: credits, total: credits, unlimited: false } };
      },
    });
    await screen.findByText('bruno@burger.com.br');
    const editButton = within(rowOf('bruno@burger.com.br')).getByRole('button', { name: /Editar/ });
    await user.click(editButton);
    const dialog = await screen.findByRole('dialog', { name: 'Editar Créditos' });
    expect(within(dialog).getByText('bruno@burger.com.br')).toBeInTheDocument();
    const amount = within(dialog).getByRole('spinbutton', { name: 'Créditos' });
    expect(amount).toHaveFocus();
    expect(within(dialog).getByRole('switch', { name: 'Créditos ilimitados' })).toHaveAttribute('aria-checked', 'false');
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await findToast('Créditos atualizados')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/admin/user-credits/bruno').map((c) => c.body)).toEqual([{ credits: 25, unlimited: false }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(editButton).toHaveFocus();
    await waitFor(() => expect(within(rowOf('bruno@burger.com.br')).getByText('Ativo')).toBeInTheDocument());
  });

  it('"Editar" makes a user unlimited with a total of 999999, and an empty amount counts as 0', async () => {
    const { user, fetchMock } = setup({
      'PUT /api/admin/user-credits/ana': { body: { remaining: 999999, total: 999999, unlimited: true } },
      'PUT /api/admin/user-credits/bruno': { body: { remaining: 0, total: 0, unlimited: false } },
    });
    await screen.findByText('ana@pizzaria.com.br');
    await user.click(within(rowOf('ana@pizzaria.com.br')).getByRole('button', { name: /Editar/ }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('switch', { name: 'Créditos ilimitados' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Créditos' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await findToast('Créditos atualizados')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/admin/user-credits/ana')[0]?.body).toEqual({ credits: 999999, unlimited: true });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(rowOf('bruno@burger.com.br')).getByRole('button', { name: /Editar/ }));
    dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Créditos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/user-credits/bruno')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/admin/user-credits/bruno')[0]?.body).toEqual({ credits: 0, unlimited: false });
  });

  it('reads a non-numeric amount as 0', () => {
    expect(parseCreditAmount('abc')).toBe(0);
    expect(parseCreditAmount('')).toBe(0);
    expect(parseCreditAmount(' 7 ')).toBe(7);
  });

  it('refuses a negative amount in the dialog without sending it', async () => {
    const { user, fetchMock } = setup();
    await screen.findByText('ana@pizzaria.com.br');
    await user.click(within(rowOf('ana@pizzaria.com.br')).getByRole('button', { name: /Editar/ }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('spinbutton', { name: 'Créditos' });
    await user.clear(amount);
    await user.type(amount, '-4');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe uma quantidade de créditos maior ou igual a 0')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'PUT /api/admin/user-credits/ana')).toHaveLength(0);
  });

  it('"Cancelar" closes the dialog without saving', async () => {
    const { user, fetchMock } = setup();
    await screen.findByText('ana@pizzaria.com.br');
    await user.click(within(rowOf('ana@pizzaria.com.br')).getByRole('button', { name: /Editar/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows "Erro ao atualizar créditos" with the server message and keeps the dialog open', async () => {
    const { user } = setup({
      'PUT /api/admin/user-credits/ana': { status: 404, body: { error: 'not_found', message: 'Usuário não encontrado' } },
    });
    await screen.findByText('ana@pizzaria.com.br');
    await user.click(within(rowOf('ana@pizzaria.com.br')).getByRole('button', { name: /Editar/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salvar' }));
    expect(await findToast('Erro ao atualizar créditos')).toBeInTheDocument();
    expect(await findToast('Usuário não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('"Resetar" posts the reset and says "Créditos resetados"', async () => {
    let users = [ANA, BRUNO, CARLA];
    const { user, fetchMock } = setup({
      'GET /api/admin/user-credits': (request) => listHandler(users)(request),
      'POST /api/admin/user-credits/carla/reset': () => {
        users = users.map((u) => (u.userId === 'carla' ? { ...u, creditsRemaining: 3, creditsTotal: 3, unlimited: false } : u));
        return { body: { remaining: 3, total: 3, unlimited: false } };
      },
    });
    await screen.findByText('carla@acai.com.br');
    await user.click(within(rowOf('carla@acai.com.br')).getByRole('button', { name: /Resetar/ }));
    expect(await findToast('Créditos resetados')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/admin/user-credits/carla/reset')).toHaveLength(1);
    await waitFor(() => expect(within(rowOf('carla@acai.com.br')).getByText('Ativo')).toBeInTheDocument());
    expect(within(screen.getByTestId('count-unlimited')).getByText('0')).toBeInTheDocument();
  });

  it('shows "Erro ao resetar créditos" with the server message', async () => {
    const { user } = setup({
      'POST /api/admin/user-credits/ana/reset': { status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } },
    });
    await screen.findByText('ana@pizzaria.com.br');
    await user.click(within(rowOf('ana@pizzaria.com.br')).getByRole('button', { name: /Resetar/ }));
    expect(await findToast('Erro ao resetar créditos')).toBeInTheDocument();
    expect(await findToast('Erro inesperado. Tente novamente mais tarde.')).toBeInTheDocument();
  });

  it('shows "Erro ao carregar créditos" when the list fails, and loads it on retry', async () => {
    let fail = true;
    const list = listHandler([ANA]);
    const { user } = setup({
      'GET /api/admin/user-credits': (request) => (fail ? { status: 500, body: { error: 'internal', message: 'Erro inesperado. Tente novamente mais tarde.' } } : list(request)),
    });
    expect(await findToast('Erro ao carregar créditos')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar créditos');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('ana@pizzaria.com.br')).toBeInTheDocument();
  });
});
