// @vitest-environment jsdom
import '../../../../../tests/web/setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeMe, mockApi } from '../../../../../tests/web/mock-api';
import { findToast, LocationDisplay, renderWithApp } from '../../../../../tests/web/render';
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
});
