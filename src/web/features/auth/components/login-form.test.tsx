// @vitest-environment jsdom
import '../../../../../tests/web/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeMe, mockApi } from '../../../../../tests/web/mock-api';
import { findToast, LocationDisplay, renderWithApp } from '../../../../../tests/web/render';
import { authPageState } from '../../../lib/return-to';
import { LoginForm } from './login-form';

function renderLogin() {
  return renderWithApp(
    [
      { path: '/auth', element: <LoginForm /> },
      { path: '*', element: <LocationDisplay /> },
    ],
    { initialEntries: ['/auth'] },
  );
}

const toastTexts = () => Array.from(document.querySelectorAll('[data-sonner-toast]'), (toast) => toast.textContent);

describe('LoginForm', () => {
  it('shows "Email inválido" for a malformed e-mail and does not call the API', async () => {
    const fetchMock = mockApi({});
    renderLogin();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'maria@');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await findToast('Email inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email inválido');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Email ou senha incorretos" when the server refuses the credentials', async () => {
    mockApi({
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: { error: 'invalid_credentials', message: 'Email ou senha incorretos' },
      },
    });
    renderLogin();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'maria@restaurante.com.br');
    await user.type(screen.getByLabelText('Senha'), 'errada123{Enter}');

    expect(await findToast('Email ou senha incorretos')).toBeInTheDocument();
  });

  it('signs in on Enter, reloads the session and goes home', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/sign-in/email': { body: { user: { id: 'user-1' } } },
      'GET /api/me': { body: makeMe() },
    });
    renderLogin();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'maria@restaurante.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo123{Enter}');

    expect(await findToast('Login realizado com sucesso!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(callsTo(fetchMock, 'POST /api/auth/sign-in/email')[0]?.body).toEqual({
      email: 'maria@restaurante.com.br',
      password: 'segredo123',
    });
  });

  it('clears the stale "Email ou senha incorretos" when the next try signs in', async () => {
    let password = '';
    const fetchMock = mockApi({
      'POST /api/auth/sign-in/email': ({ body }) => {
        password = (body as { password: string }).password;
        return password === 'segredo123'
          ? { body: { user: { id: 'user-1' } } }
          : { status: 401, body: { error: 'invalid_credentials', message: 'Email ou senha incorretos' } };
      },
      'GET /api/me': () => (password === 'segredo123' ? { body: makeMe() } : { status: 401 }),
    });
    renderLogin();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'maria@restaurante.com.br');
    await user.type(screen.getByLabelText('Senha'), 'errada123{Enter}');
    expect(await findToast('Email ou senha incorretos')).toBeInTheDocument();
    // A second failure replaces the first instead of piling up.
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/sign-in/email')).toHaveLength(2));
    await waitFor(() => expect(toastTexts().filter((text) => text?.includes('Email ou senha incorretos'))).toHaveLength(1));

    await user.clear(screen.getByLabelText('Senha'));
    await user.type(screen.getByLabelText('Senha'), 'segredo123{Enter}');
    expect(await findToast('Login realizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts().some((text) => text?.includes('Email ou senha incorretos'))).toBe(false));
  });

  it('goes back to the page the visitor was asked to sign in from, with its state', async () => {
    mockApi({
      'POST /api/auth/sign-in/email': { body: { user: { id: 'user-1' } } },
      'GET /api/me': { body: makeMe() },
    });
    const { router } = renderWithApp([
      { path: '/auth', element: <LoginForm /> },
      { path: '*', element: <LocationDisplay /> },
    ]);
    await router.navigate('/auth', { state: authPageState({ pathname: '/', search: '', state: { scrollTo: 'pricing-section' } }) });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email'), 'maria@restaurante.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo123{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ scrollTo: 'pricing-section' });
  });
});
