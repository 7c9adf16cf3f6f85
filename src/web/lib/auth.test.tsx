// @vitest-environment jsdom
import '../../../tests/web/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SESSION_HINT_META_NAME, type SessionHint } from '../../shared/session-hint';
import { routes } from '../app/routes';
import { callsTo, makeMe, mockApi, SIGNED_OUT } from '../../../tests/web/mock-api';
import { renderWithApp } from '../../../tests/web/render';
import { ME_QUERY_KEY } from './auth';

/** What the server writes into index.html: whether the page's request carried a session cookie. */
function serveHint(hint: SessionHint): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.name = SESSION_HINT_META_NAME;
  meta.content = hint;
  document.head.append(meta);
  return meta;
}

const PUBLIC_API = { 'GET /api/plans': { body: [] }, 'GET /api/billing/provider': { body: { provider: 'stripe' } } };

describe('the session hint', () => {
  it('lets a signed-out visitor see the landing page without any GET /api/me (no 401 in the console)', async () => {
    serveHint('absent');
    const fetchMock = mockApi({ 'GET /api/me': SIGNED_OUT, ...PUBLIC_API });
    renderWithApp(routes, { initialEntries: ['/'] });

    expect(await screen.findByRole('link', { name: 'Entrar / Cadastrar' })).toHaveAttribute('href', '/auth');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/plans')).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET /api/me')).toEqual([]);
  });

  it('still sends a visitor to /auth from a page that needs a session, without asking the server', async () => {
    serveHint('absent');
    const fetchMock = mockApi({ 'GET /api/me': SIGNED_OUT, ...PUBLIC_API });
    const { router } = renderWithApp(routes, { initialEntries: ['/profile'] });

    expect(await screen.findByRole('tab', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(callsTo(fetchMock, 'GET /api/me')).toEqual([]);
  });

  it('asks the server after a sign-in in this tab, and the page then counts as signed in', async () => {
    const meta = serveHint('absent');
    let signedIn = false;
    const fetchMock = mockApi({
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { user: { id: 'user-1' } } };
      },
      'GET /api/me': () => (signedIn ? { body: makeMe() } : SIGNED_OUT),
      ...PUBLIC_API,
    });
    const { router } = renderWithApp(routes, { initialEntries: ['/auth'] });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'maria@restaurante.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo123{Enter}');

    expect(await screen.findByTestId('user-menu')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(callsTo(fetchMock, 'GET /api/me').length).toBeGreaterThan(0);
    expect(meta.content).toBe('present');
  });

  it('counts the page as signed out again after "Sair": later reads of the session ask nobody', async () => {
    const meta = serveHint('present');
    const fetchMock = mockApi({
      'GET /api/me': { body: makeMe() },
      'POST /api/auth/sign-out': { body: { success: true } },
      ...PUBLIC_API,
    });
    const { queryClient } = renderWithApp(routes, { initialEntries: ['/'] });
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('user-menu'));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sair' }));
    expect(await screen.findByRole('link', { name: 'Entrar / Cadastrar' })).toBeInTheDocument();
    expect(meta.content).toBe('absent');

    const readsBefore = callsTo(fetchMock, 'GET /api/me').length;
    await queryClient.refetchQueries({ queryKey: ME_QUERY_KEY });
    expect(callsTo(fetchMock, 'GET /api/me')).toHaveLength(readsBefore);
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
  });

  it('asks the server when the page has no hint (the Vite dev server)', async () => {
    const fetchMock = mockApi({ 'GET /api/me': { body: makeMe() }, ...PUBLIC_API });
    renderWithApp(routes, { initialEntries: ['/'] });

    expect(await screen.findByTestId('user-menu')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/me')).toHaveLength(1);
  });
});
