// @vitest-environment jsdom
import '../../../tests/web/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DemoCheckout } from '../../shared/schemas/billing.schema';
import { routes } from '../app/routes';
import { makeBillingMe, makeDemoCheckout } from '../../../tests/web/billing-fixtures';
import { callsTo, mockApi, SIGNED_OUT, type MockHandler } from '../../../tests/web/mock-api';
import { findToast, renderWithApp } from '../../../tests/web/render';

const ORDER_PATH = '/api/billing/demo-checkout/demo-123';

function setup(order: DemoCheckout | MockHandler, api: Record<string, MockHandler> = {}) {
  const fetchMock = mockApi({
    'GET /api/me': { body: makeBillingMe({ credits: { remaining: 0, total: 3 } }) },
    [`GET ${ORDER_PATH}`]: 'id' in order ? { body: order } : order,
    ...api,
  });
  const view = renderWithApp(routes, { initialEntries: ['/checkout/demo/demo-123'] });
  return { ...view, fetchMock, user: userEvent.setup() };
}

describe('DemoCheckoutPage', () => {
  it('shows the order in pt-BR with the demonstration banner', async () => {
    setup(makeDemoCheckout());
    expect(await screen.findByRole('heading', { name: 'Finalizar pagamento' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Modo demonstração — nenhuma cobrança real será feita.');
    expect(screen.getByText('Pacote de 10 créditos')).toBeInTheDocument();
    expect(screen.getByText('10 créditos')).toBeInTheDocument();
    expect(screen.getByText('R$ 19,90')).toBeInTheDocument();
    expect(screen.getByText('Cartão de crédito')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR Code PIX de demonstração' })).not.toBeInTheDocument();
  });

  it('pays and goes to the URL the server returns', async () => {
    const { user, router, fetchMock } = setup(makeDemoCheckout(), {
      [`POST ${ORDER_PATH}/pay`]: { body: { url: '/profile?checkout=success' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Pagar (demonstração)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await findToast('Pagamento confirmado! Seus créditos foram atualizados.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST ${ORDER_PATH}/pay`)).toHaveLength(1);
  });

  it('cancels and goes to the cancel URL', async () => {
    const { user, router } = setup(makeDemoCheckout({ kind: 'subscription', planSlug: 'pro', credits: 50 }), {
      [`POST ${ORDER_PATH}/cancel`]: { body: { url: '/subscription?checkout=cancel' } },
      'GET /api/plans': { body: [] },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(await findToast('Pagamento cancelado.')).toBeInTheDocument();
  });

  it('shows a plan order paid with PIX with the demonstration QR code', async () => {
    setup(
      makeDemoCheckout({
        kind: 'subscription',
        description: 'Assinatura FoodArt Pro',
        planSlug: 'pro',
        packageId: null,
        credits: 50,
        priceBrlCents: 4900,
        paymentMethod: 'pix',
      }),
    );
    expect(await screen.findByText('Assinatura FoodArt Pro')).toBeInTheDocument();
    expect(screen.getByText('Pro (mensal)')).toBeInTheDocument();
    expect(screen.getByText('R$ 49,00')).toBeInTheDocument();
    expect(screen.getByText('PIX')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR Code PIX de demonstração' })).toBeInTheDocument();
  });

  it('shows a paid order as paid, with a link back and no pay button', async () => {
    setup(makeDemoCheckout({ status: 'paid' }));
    expect(await screen.findByRole('heading', { name: 'Pagamento confirmado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar (demonstração)' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o perfil' })).toHaveAttribute('href', '/profile');
  });

  it('shows a canceled order as canceled', async () => {
    setup(makeDemoCheckout({ status: 'canceled' }));
    expect(await screen.findByRole('heading', { name: 'Pedido cancelado' })).toBeInTheDocument();
  });

  it('says "Pedido não encontrado" for an unknown order', async () => {
    setup({ status: 404, body: { error: 'not_found', message: 'Recurso não encontrado' } });
    expect(await screen.findByRole('heading', { name: 'Pedido não encontrado' })).toBeInTheDocument();
  });

  it('sends a visitor to /auth', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT });
    const { router } = renderWithApp(routes, { initialEntries: ['/checkout/demo/demo-123'] });
    expect(await screen.findByRole('tab', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });
});
