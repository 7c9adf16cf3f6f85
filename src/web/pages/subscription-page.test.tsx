// @vitest-environment jsdom
import '../../../tests/web/setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes';
import { makeBillingMe, PLANS } from '../../../tests/web/billing-fixtures';
import { mockApi } from '../../../tests/web/mock-api';
import { renderWithApp } from '../../../tests/web/render';

describe('SubscriptionPage', () => {
  it('compares a photographer, a designer and FoodArt, then offers Pro and Studio', async () => {
    mockApi({ 'GET /api/me': { body: makeBillingMe({ credits: { remaining: 0, total: 3 } }) }, 'GET /api/plans': { body: PLANS } });
    renderWithApp(routes, { initialEntries: ['/subscription'] });
    expect(await screen.findByRole('heading', { name: 'Seus Créditos Gratuitos Acabaram...', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('comparison-fotógrafo')).toHaveTextContent('R$ 1.500/mês');
    expect(screen.getByTestId('comparison-designer')).toHaveTextContent('R$ 300/mês');
    expect(await within(screen.getByTestId('comparison-foodart')).findByText('R$ 49/mês')).toBeInTheDocument();

    expect(await screen.findByTestId('plan-pro')).toBeInTheDocument();
    expect(screen.getByTestId('plan-studio')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-free')).not.toBeInTheDocument();
    expect(document.getElementById('pricing-section')).toBeInTheDocument();
  });
});
