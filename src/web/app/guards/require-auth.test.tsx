// @vitest-environment jsdom
import '../../../../tests/web/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBillingMe, PLANS } from '../../../../tests/web/billing-fixtures';
import { mockApi, SIGNED_OUT } from '../../../../tests/web/mock-api';
import { renderWithApp } from '../../../../tests/web/render';
import { routes } from '../routes';

describe('RequireAuth', () => {
  it('sends a visitor of /subscription to /auth and back to /subscription once signed in', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/me': () => (signedIn ? { body: makeBillingMe({ credits: { remaining: 0, total: 3 } }) } : SIGNED_OUT),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { user: { id: 'user-1' } } };
      },
      'GET /api/plans': { body: PLANS },
    });
    const { router } = renderWithApp(routes, { initialEntries: ['/subscription'] });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'maria@restaurante.com.br');
    expect(router.state.location.pathname).toBe('/auth');
    await user.type(screen.getByLabelText('Senha'), 'segredo123{Enter}');

    expect(await screen.findByRole('heading', { name: 'Seus Créditos Gratuitos Acabaram...', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });
});
