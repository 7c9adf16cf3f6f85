// @vitest-environment jsdom
import '../../../tests/web/setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '../../shared/schemas/me.schema';
import { routes } from '../app/routes';
import { makeBillingMe, makeSubscription, PLANS } from '../../../tests/web/billing-fixtures';
import { mockApi } from '../../../tests/web/mock-api';
import { renderWithApp } from '../../../tests/web/render';

const OUT_OF_CREDITS = 'Seus Créditos Gratuitos Acabaram...';
const NEUTRAL = 'Planos e Assinatura';

function renderSubscription(me: Me) {
  mockApi({ 'GET /api/me': { body: me }, 'GET /api/plans': { body: PLANS } });
  return renderWithApp(routes, { initialEntries: ['/subscription'] });
}

describe('SubscriptionPage', () => {
  it('compares a photographer, a designer and FoodArt, then offers Pro and Studio', async () => {
    renderSubscription(makeBillingMe({ credits: { remaining: 0, total: 3 } }));
    expect(await screen.findByRole('heading', { name: OUT_OF_CREDITS, level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('comparison-fotógrafo')).toHaveTextContent('R$ 1.500/mês');
    expect(screen.getByTestId('comparison-designer')).toHaveTextContent('R$ 300/mês');
    expect(await within(screen.getByTestId('comparison-foodart')).findByText('R$ 49/mês')).toBeInTheDocument();

    expect(await screen.findByTestId('plan-pro')).toBeInTheDocument();
    expect(screen.getByTestId('plan-studio')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-free')).not.toBeInTheDocument();
    expect(document.getElementById('pricing-section')).toBeInTheDocument();
  });

  it('says the free credits ran out only to a free-plan user with none left (a negative balance too)', async () => {
    renderSubscription(makeBillingMe({ credits: { remaining: -2, total: 3 } }));
    expect(await screen.findByRole('heading', { name: OUT_OF_CREDITS, level: 1 })).toBeInTheDocument();
  });

  it.each([
    ['a user who still has credits', makeBillingMe({ credits: { remaining: 2, total: 3 } })],
    ['a user with unlimited credits', makeBillingMe({ credits: { remaining: 0, total: 0, unlimited: true } })],
    ['a Pro subscriber whose month of credits ran out', makeBillingMe({ credits: { remaining: 0, total: 50 }, subscription: makeSubscription() })],
  ])('shows %s the neutral heading, and the comparison and plans all the same', async (_who, me) => {
    renderSubscription(me);
    expect(await screen.findByRole('heading', { name: NEUTRAL, level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(OUT_OF_CREDITS)).not.toBeInTheDocument();
    expect(screen.getByTestId('comparison-designer')).toHaveTextContent('R$ 300/mês');
    expect(await screen.findByTestId('plan-pro')).toBeInTheDocument();
    expect(screen.getByTestId('plan-studio')).toBeInTheDocument();
  });
});
