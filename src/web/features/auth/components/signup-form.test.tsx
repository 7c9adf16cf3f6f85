// @vitest-environment jsdom
import '../../../../../tests/web/setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeMe, mockApi } from '../../../../../tests/web/mock-api';
import { findToast, LocationDisplay, renderWithApp } from '../../../../../tests/web/render';
import { SignupForm } from './signup-form';

function renderSignup() {
  return renderWithApp(
    [
      { path: '/auth', element: <SignupForm /> },
      { path: '*', element: <LocationDisplay /> },
    ],
    { initialEntries: ['/auth'] },
  );
}

async function fillSignup(values: { password?: string; confirmPassword?: string } = {}) {
  const user = userEvent.setup();
  const password = values.password ?? 'segredo123';
  await user.type(screen.getByLabelText('Nome completo'), 'Maria da Silva');
  await user.type(screen.getByLabelText('Email'), 'Maria@Restaurante.com.br');
  await user.type(screen.getByLabelText('WhatsApp'), '(11) 98765-4321');
  await user.type(screen.getByLabelText('Senha'), password);
  await user.type(screen.getByLabelText('Confirmar senha'), values.confirmPassword ?? password);
  return user;
}

describe('SignupForm', () => {
  it('shows "As senhas não coincidem" and does not call the API when the passwords differ', async () => {
    const fetchMock = mockApi({});
    renderSignup();
    const user = await fillSignup({ confirmPassword: 'outra-senha' });

    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await findToast('As senhas não coincidem')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmar senha')).toHaveAccessibleDescription('As senhas não coincidem');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['12345678', 'Escolha uma senha mais difícil de adivinhar.'],
    ['maria@restaurante.com.br', 'A senha não pode ser parecida com o seu email.'],
  ])('refuses the password %j with the same message as the server and does not call the API', async (password, message) => {
    const fetchMock = mockApi({});
    renderSignup();
    const user = await fillSignup({ password });

    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await findToast(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the first validation message as a toast', async () => {
    mockApi({});
    renderSignup();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await findToast('Nome deve ter no mínimo 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('WhatsApp deve ter no mínimo 10 dígitos')).toBeInTheDocument();
  });

  it('creates the account with the full name as `name`, greets the user and goes home', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/sign-up/email': { status: 200, body: { user: { id: 'user-1' } } },
      'GET /api/me': { body: makeMe() },
    });
    renderSignup();
    const user = await fillSignup();

    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await findToast('🎉 Conta criada! Você ganhou 3 créditos gratuitos para começar!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(callsTo(fetchMock, 'POST /api/auth/sign-up/email')[0]?.body).toEqual({
      name: 'Maria da Silva',
      email: 'maria@restaurante.com.br',
      password: 'segredo123',
      whatsapp: '11987654321',
    });
  });

  it('shows the server message when the e-mail is taken', async () => {
    mockApi({
      'POST /api/auth/sign-up/email': {
        status: 409,
        body: { error: 'email_taken', message: 'Este email já está cadastrado. Faça login.' },
      },
    });
    renderSignup();
    const user = await fillSignup();

    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await findToast('Este email já está cadastrado. Faça login.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeEnabled();
  });
});
