// @vitest-environment jsdom
import '../../../../tests/web/setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, SIGNED_OUT } from '../../../../tests/web/mock-api';
import { renderWithApp } from '../../../../tests/web/render';
import { routes } from '../routes';

describe('the demonstration payments banner', () => {
  it('tells every visitor that nothing is charged while checkouts are the demonstration page', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT, 'GET /api/plans': { body: [] }, 'GET /api/billing/provider': { body: { provider: 'demo' } } });
    renderWithApp(routes, { initialEntries: ['/'] });
    expect(await screen.findByTestId('demo-payments-banner')).toHaveTextContent('Modo demonstração — nenhuma cobrança real será feita.');
  });

  it('is absent when payments go through Stripe', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT, 'GET /api/plans': { body: [] }, 'GET /api/billing/provider': { body: { provider: 'stripe' } } });
    renderWithApp(routes, { initialEntries: ['/'] });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('demo-payments-banner')).toBeNull();
  });
});
