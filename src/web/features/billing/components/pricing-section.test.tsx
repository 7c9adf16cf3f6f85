// @vitest-environment jsdom
import '../../../../../tests/web/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReturnTo } from '../../../lib/return-to';
import type { Me } from '../../../../shared/schemas/me.schema';
import { makeBillingMe, makeSubscription, PLANS } from '../../../../../tests/web/billing-fixtures';
import { callsTo, mockApi, SIGNED_OUT, type MockHandler } from '../../../../../tests/web/mock-api';
import { findToast, LocationDisplay, renderWithApp } from '../../../../../tests/web/render';
import { PricingSection } from './pricing-section';

function setup({
  me = makeBillingMe(),
  checkout,
  slugs,
  api = {},
}: { me?: Me | null; checkout?: MockHandler; slugs?: string[]; api?: Record<string, MockHandler> } = {}) {
  const fetchMock = mockApi({
    'GET /api/me': me ? { body: me } : SIGNED_OUT,
    'GET /api/plans': { body: PLANS },
    'GET /api/billing/sales-contact': { body: SALES_CONTACT },
    ...(checkout ? { 'POST /api/billing/subscription-checkout': checkout } : {}),
    ...api,
  });
  const view = renderWithApp([
    { path: '/', element: <PricingSection slugs={slugs} /> },
    { path: '*', element: <LocationDisplay /> },
  ]);
  return { ...view, fetchMock, user: userEvent.setup() };
}

const plan = (slug: string) => screen.findByTestId(`plan-${slug}`);
const SALES_CONTACT = { whatsapp: '5521988887777', email: 'comercial@foodart.com.br' };

describe('PricingSection', () => {
  it('shows the three plans with their prices, features and buttons, Pro marked "Mais Popular"', async () => {
    setup({ me: null });
    const free = await plan('free');
    expect(document.getElementById('pricing-section')).toContainElement(free);
    expect(within(free).getByText('R$ 0,00')).toBeInTheDocument();
    expect(within(free).getByRole('button', { name: 'Começar Grátis' })).toBeEnabled();

    const pro = await plan('pro');
    expect(within(pro).getByText('Mais Popular')).toBeInTheDocument();
    expect(within(pro).getByText('R$ 49,00')).toBeInTheDocument();
    expect(within(pro).getAllByText('/mês')).toHaveLength(1);
    expect(within(pro).getByText('50 artes por mês')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Assinar Pro' })).toBeInTheDocument();

    const studio = await plan('studio');
    expect(within(studio).getByText('R$ 89,00')).toBeInTheDocument();
    expect(await within(studio).findByRole('link', { name: 'Falar com Vendas' })).toBeInTheDocument();
    expect(within(studio).queryByText('Mais Popular')).not.toBeInTheDocument();
  });

  it('asks a visitor who picks a plan to sign in, sends them to /auth and keeps the way back to the plans', async () => {
    const { user, router, fetchMock } = setup({ me: null });
    await user.click(await screen.findByRole('button', { name: 'Assinar Pro' }));
    expect(await findToast('Faça login para continuar')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    const returnTo: ReturnTo = { pathname: '/', search: '', state: { scrollTo: 'pricing-section' } };
    expect(router.state.location.state).toEqual({ returnTo });
    expect(callsTo(fetchMock, 'POST /api/billing/subscription-checkout')).toHaveLength(0);
  });

  it("offers the Studio plan through the sales team's WhatsApp and e-mail, to visitors too, without a checkout", async () => {
    const { user, router, fetchMock } = setup({ me: null });
    const studio = await plan('studio');
    const sales = await within(studio).findByRole('link', { name: 'Falar com Vendas' });
    const whatsapp = new URL(sales.getAttribute('href') ?? '');
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/5521988887777');
    expect(whatsapp.searchParams.get('text')).toBe('Olá! Quero saber mais sobre o plano Studio do FoodArt.');
    expect(sales).toHaveAttribute('target', '_blank');
    expect(sales).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(sales).toHaveAccessibleDescription('Pelo WhatsApp, ou por e-mail: comercial@foodart.com.br');
    expect(within(studio).getByRole('link', { name: 'comercial@foodart.com.br' })).toHaveAttribute(
      'href',
      'mailto:comercial@foodart.com.br?subject=Plano%20Studio%20do%20FoodArt',
    );
    expect(within(studio).queryByRole('button')).not.toBeInTheDocument();

    // Following it (the browser opens WhatsApp) neither starts a checkout nor asks to sign in.
    sales.addEventListener('click', (event) => event.preventDefault());
    await user.click(sales);
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, 'POST /api/billing/subscription-checkout')).toHaveLength(0);
  });

  it('offers the sales e-mail alone when the server has no WhatsApp number for the team', async () => {
    setup({ me: null, api: { 'GET /api/billing/sales-contact': { body: { ...SALES_CONTACT, whatsapp: null } } } });
    const studio = await plan('studio');
    const sales = await within(studio).findByRole('link', { name: 'Falar com Vendas' });
    expect(sales).toHaveAttribute('href', 'mailto:comercial@foodart.com.br?subject=Plano%20Studio%20do%20FoodArt');
    expect(sales).toHaveAccessibleDescription('Por e-mail: comercial@foodart.com.br');
    expect(within(studio).queryByRole('link', { name: /wa\.me/ })).not.toBeInTheDocument();
    expect(studio.innerHTML).not.toContain('wa.me');
  });

  it('keeps "Falar com Vendas" disabled while the sales contact cannot be read', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT, 'GET /api/plans': { body: PLANS } });
    renderWithApp([{ path: '/', element: <PricingSection /> }]);
    const studio = await plan('studio');
    expect(within(studio).getByRole('button', { name: 'Falar com Vendas' })).toBeDisabled();
    expect(within(studio).queryByRole('link')).not.toBeInTheDocument();
  });

  it('marks the free plan as current for a signed-in user without a subscription', async () => {
    setup();
    const free = await plan('free');
    expect(within(free).getByRole('button', { name: 'Plano atual' })).toBeDisabled();
    expect(within(await plan('pro')).getByRole('button', { name: 'Assinar Pro' })).toBeEnabled();
  });

  it('marks the subscribed plan as current and answers the free plan with an info toast', async () => {
    const { user, fetchMock } = setup({ me: makeBillingMe({ subscription: makeSubscription() }) });
    const pro = await plan('pro');
    expect(within(pro).getByRole('button', { name: 'Plano atual' })).toBeDisabled();
    await user.click(within(await plan('free')).getByRole('button', { name: 'Começar Grátis' }));
    expect(await findToast('Você já pode começar gratuitamente!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/billing/subscription-checkout')).toHaveLength(0);
  });

  it('checks the session, then follows an in-app demo checkout URL in the same tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, router, fetchMock } = setup({ checkout: { body: { url: '/checkout/demo/abc' } } });
    await user.click(await screen.findByRole('button', { name: 'Assinar Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/demo/abc'));
    expect(callsTo(fetchMock, 'POST /api/billing/subscription-checkout')[0]?.body).toEqual({ planSlug: 'pro' });
    expect(callsTo(fetchMock, 'GET /api/me').length).toBeGreaterThanOrEqual(2);
    expect(open).not.toHaveBeenCalled();
  });

  it("opens a provider's checkout page in a new tab and shows a spinner on that plan only", async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    const tab = { opener: {} } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const { fetchMock, user } = setup({ checkout: () => new Promise((resolve) => (answer = resolve)) });
    const proButton = within(await plan('pro')).getByRole('button', { name: 'Assinar Pro' });
    await user.click(proButton);
    await waitFor(() => expect(proButton).toHaveAttribute('aria-busy', 'true'));
    expect(callsTo(fetchMock, 'POST /api/billing/subscription-checkout')[0]?.body).toEqual({ planSlug: 'pro' });
    expect(within(await plan('studio')).getByRole('link', { name: 'Falar com Vendas' })).not.toHaveAttribute('aria-busy');

    answer({ body: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } });
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1', '_blank'));
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(proButton).not.toHaveAttribute('aria-busy'));
  });

  it('says the session expired and goes to /auth when the checkout answers 401', async () => {
    const { user, router } = setup({
      checkout: { status: 401, body: { error: 'unauthorized', message: 'Faça login para continuar' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Assinar Pro' }));
    expect(await findToast('Sua sessão expirou. Redirecionando para login...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('checks the session first: a session gone since the page loaded goes to /auth without a checkout', async () => {
    let signedIn = true;
    const fetchMock = mockApi({
      'GET /api/me': () => (signedIn ? { body: makeBillingMe() } : SIGNED_OUT),
      'GET /api/plans': { body: PLANS },
    });
    const { router } = renderWithApp([
      { path: '/', element: <PricingSection /> },
      { path: '*', element: <LocationDisplay /> },
    ]);
    const button = await screen.findByRole('button', { name: 'Assinar Pro' });
    signedIn = false;
    await userEvent.setup().click(button);
    expect(await findToast('Sessão expirada. Faça login novamente.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(callsTo(fetchMock, 'POST /api/billing/subscription-checkout')).toHaveLength(0);
  });

  it('treats an "Authentication failed" / JWT message as an expired session too', async () => {
    const { user, router } = setup({
      checkout: { status: 500, body: { error: 'provider_error', message: 'JWT expired' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Assinar Pro' }));
    expect(await findToast('Sua sessão expirou. Redirecionando para login...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it("shows the server's message, or the generic one when there is none", async () => {
    let withMessage = true;
    const { user, router } = setup({
      checkout: () =>
        withMessage
          ? { status: 502, body: { error: 'provider_error', message: 'Pagamento indisponível no momento' } }
          : { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Assinar Pro' }));
    expect(await findToast('Pagamento indisponível no momento')).toBeInTheDocument();

    withMessage = false;
    await user.click(screen.getByRole('button', { name: 'Assinar Pro' }));
    expect(await findToast('Erro ao processar pagamento. Tente novamente.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows only the plans asked for', async () => {
    setup({ slugs: ['pro', 'studio'] });
    expect(await plan('pro')).toBeInTheDocument();
    expect(screen.getByTestId('plan-studio')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-free')).not.toBeInTheDocument();
  });
});
