// @vitest-environment jsdom
import '../../../tests/web/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Me } from '../../shared/schemas/me.schema';
import { routes } from '../app/routes';
import { ME_QUERY_KEY } from '../lib/auth';
import { makeBillingMe, makeSubscription, PACKAGES } from '../../../tests/web/billing-fixtures';
import { callsTo, mockApi, type MockHandler } from '../../../tests/web/mock-api';
import { createTestQueryClient, findToast, renderWithApp } from '../../../tests/web/render';

function setup({ me = makeBillingMe(), api = {}, path = '/profile' }: { me?: Me | (() => Me); api?: Record<string, MockHandler>; path?: string } = {}) {
  const fetchMock = mockApi({
    'GET /api/me': () => ({ body: typeof me === 'function' ? me() : me }),
    'GET /api/credit-packages': { body: PACKAGES },
    ...api,
  });
  const view = renderWithApp(routes, { initialEntries: [path] });
  return { ...view, fetchMock, user: userEvent.setup() };
}

describe('ProfilePage', () => {
  it('shows "{remaining} de {total} créditos", the Gratuito badge and "Comprar Mais"', async () => {
    setup({ me: makeBillingMe({ credits: { remaining: 2, total: 3 } }) });
    expect(await screen.findByRole('heading', { name: 'Meu Perfil' })).toBeInTheDocument();
    expect(screen.getByText('maria@restaurante.com.br')).toBeInTheDocument();
    expect(screen.getByTestId('credits-summary')).toHaveTextContent('2 de 3 créditos');
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Gratuito');
    expect(screen.getByRole('button', { name: 'Comprar Mais' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minhas Criações' })).toHaveAttribute('href', '/my-creations');
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
  });

  it('shows "0 créditos" with the zero-credit warning', async () => {
    setup({ me: makeBillingMe({ credits: { remaining: 0, total: 3 } }) });
    expect(await screen.findByTestId('credits-summary')).toHaveTextContent(/^0 créditos$/);
    expect(screen.getByRole('alert')).toHaveTextContent('Você não tem mais créditos. Compre um pacote ou assine um plano.');
    expect(screen.getByRole('button', { name: 'Comprar Mais' })).toBeInTheDocument();
  });

  it('shows "Créditos ilimitados" and Premium, without "Comprar Mais", for an unlimited user', async () => {
    setup({ me: makeBillingMe({ credits: { remaining: 999999, total: 999999, unlimited: true } }) });
    expect(await screen.findByTestId('credits-summary')).toHaveTextContent('Créditos ilimitados');
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Premium');
    expect(screen.queryByRole('button', { name: 'Comprar Mais' })).not.toBeInTheDocument();
  });

  it('offers "Ver planos" when there is no subscription', async () => {
    const { user, router } = setup({ api: { 'GET /api/plans': { body: [] } } });
    const card = await screen.findByTestId('subscription-card');
    expect(within(card).getByText('Você está no plano Gratuito.')).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'Ver planos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });

  it('shows the subscription with its status and next billing date as dd/MM/yyyy', async () => {
    setup({ me: makeBillingMe({ credits: { remaining: 50, total: 50 }, subscription: makeSubscription() }) });
    const card = await screen.findByTestId('subscription-card');
    expect(within(card).getByText('Pro')).toBeInTheDocument();
    expect(within(card).getByText('Ativa')).toBeInTheDocument();
    expect(within(card).getByText('21/12/2026')).toBeInTheDocument();
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Pro');
    expect(screen.getByTestId('credits-summary')).toHaveTextContent('50 de 50 créditos');
  });

  it('explains a balance that holds bought credits: the plan\'s part and the bought part', async () => {
    setup({ me: makeBillingMe({ credits: { remaining: 60, total: 60 }, purchasedCredits: 10, subscription: makeSubscription() }) });
    expect(await screen.findByTestId('credits-summary')).toHaveTextContent('60 de 60 créditos');
    expect(screen.getByTestId('credits-breakdown')).toHaveTextContent('Inclui 50 do plano Pro e 10 comprados, que não expiram.');
  });

  it('tells a free user that bought credits do not expire and carry no watermark', async () => {
    setup({ me: makeBillingMe({ credits: { remaining: 11, total: 13 }, purchasedCredits: 1 }) });
    expect(await screen.findByTestId('credits-breakdown')).toHaveTextContent(
      "Inclui 1 crédito comprado: não expira e deixa suas imagens sem marca d'água.",
    );
  });

  it('has nothing to explain without bought credits', async () => {
    setup({ me: makeBillingMe({ credits: { remaining: 50, total: 50 }, subscription: makeSubscription() }) });
    await screen.findByTestId('credits-summary');
    expect(screen.queryByTestId('credits-breakdown')).not.toBeInTheDocument();
  });

  it('shows a canceled subscription without a billing date', async () => {
    setup({ me: makeBillingMe({ subscription: makeSubscription({ status: 'canceled' }) }) });
    const card = await screen.findByTestId('subscription-card');
    expect(within(card).getByText('Cancelada')).toBeInTheDocument();
    expect(within(card).queryByText('21/12/2026')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Gerenciar assinatura' })).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Gratuito');
  });

  it('shows "Studio" on the badge for a Studio subscriber', async () => {
    setup({
      me: makeBillingMe({
        credits: { remaining: 999999, total: 999999, unlimited: true },
        subscription: makeSubscription({ planSlug: 'studio', planName: 'Studio' }),
      }),
    });
    expect(await screen.findByTestId('plan-badge')).toHaveTextContent('Studio');
  });

  it('buys a package with PIX: posts {packageId, paymentMethod: "pix"} and follows the URL', async () => {
    const { user, fetchMock, router } = setup({
      api: { 'POST /api/billing/credit-checkout': { body: { url: '/checkout/demo/pkg-1' } } },
      // The demo page itself is not under test here.
    });
    await user.click(await screen.findByRole('button', { name: 'Comprar Mais' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comprar créditos' });
    const tenCredits = await within(dialog).findByRole('radio', { name: '10 créditos' });
    expect(within(dialog).getByText('R$ 19,90')).toBeInTheDocument();
    expect(within(dialog).getByText('R$ 1,99 por crédito')).toBeInTheDocument();
    expect(within(dialog).getByText('R$ 179,90')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Comprar' })).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: '25 créditos' }));
    await user.click(tenCredits);
    expect(within(dialog).getByRole('radio', { name: 'Cartão de crédito' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('radio', { name: 'PIX' }));
    await user.click(within(dialog).getByRole('button', { name: 'Comprar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/demo/pkg-1'));
    expect(callsTo(fetchMock, 'POST /api/billing/credit-checkout')[0]?.body).toEqual({
      packageId: PACKAGES[0]?.id,
      paymentMethod: 'pix',
    });
  });

  it('redirects the page to an external credit checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    const { user } = setup({
      api: { 'POST /api/billing/credit-checkout': { body: { url: 'https://checkout.stripe.com/c/pay/cs_test_2' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Comprar Mais' }));
    await user.click(await screen.findByRole('radio', { name: '60 créditos' }));
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_2'));
  });

  it('shows "Erro ao processar compra" when the purchase fails', async () => {
    const { user } = setup({
      api: { 'POST /api/billing/credit-checkout': { status: 500, body: { error: 'server_error', message: 'Falha no provedor' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Comprar Mais' }));
    await user.click(await screen.findByRole('radio', { name: '10 créditos' }));
    await user.click(screen.getByRole('button', { name: 'Comprar' }));
    expect(await findToast('Erro ao processar compra')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Comprar créditos' })).toBeInTheDocument();
  });

  it('says "Erro ao abrir portal de gerenciamento" when the portal fails', async () => {
    const { user } = setup({
      me: makeBillingMe({ subscription: makeSubscription() }),
      api: { 'POST /api/billing/portal': { status: 500, body: { error: 'server_error', message: 'Erro inesperado' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Gerenciar assinatura' }));
    expect(await findToast('Erro ao abrir portal de gerenciamento')).toBeInTheDocument();
  });

  it('opens the demo portal and cancels the subscription', async () => {
    let subscription = makeSubscription();
    const { user, fetchMock, router } = setup({
      me: () => makeBillingMe({ subscription }),
      api: {
        'POST /api/billing/portal': { body: { url: '/profile?portal=demo' } },
        'POST /api/billing/demo-subscription/cancel': () => {
          subscription = makeSubscription({ status: 'canceled' });
          return { body: { ok: true } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Gerenciar assinatura' }));
    const portal = await screen.findByRole('dialog', { name: 'Portal de assinatura (demonstração)' });
    expect(within(portal).getByText('21/12/2026')).toBeInTheDocument();
    await user.click(within(portal).getByRole('button', { name: 'Cancelar assinatura' }));

    expect(await findToast('Assinatura cancelada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByTestId('subscription-card')).getByText('Cancelada')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(callsTo(fetchMock, 'POST /api/billing/demo-subscription/cancel')).toHaveLength(1);
  });

  it('confirms a paid checkout, refreshes the credits and cleans the address', async () => {
    // The page still holds the balance from before paying; the server already has the new one.
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, makeBillingMe({ credits: { remaining: 0, total: 3 } }));
    mockApi({ 'GET /api/me': { body: makeBillingMe({ credits: { remaining: 10, total: 13 } }) } });
    const { router } = renderWithApp(routes, { initialEntries: ['/profile?checkout=success'], queryClient });
    expect(await findToast('Pagamento confirmado! Seus créditos foram atualizados.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('10 de 13 créditos')).toBeInTheDocument();
    expect(screen.getByTestId('credits-badge')).toHaveTextContent('10 créditos');
  });

  it('says "Pagamento cancelado." after a canceled checkout', async () => {
    const { router } = setup({ path: '/profile?checkout=cancel' });
    expect(await findToast('Pagamento cancelado.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
