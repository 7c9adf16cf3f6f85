// @vitest-environment jsdom
import '../../../../tests/web/setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe, mockApi, SIGNED_OUT } from '../../../../tests/web/mock-api';
import { renderWithApp } from '../../../../tests/web/render';
import { AdminGuard } from './admin-guard';

function renderAdminRoute() {
  return renderWithApp(
    [
      { path: '/admin', element: <AdminGuard />, children: [{ index: true, element: <p>Área do admin</p> }] },
      { path: '/login', element: <p>Login do admin</p> },
    ],
    { initialEntries: ['/admin'] },
  );
}

describe('AdminGuard', () => {
  it('redirects a signed-in user who is not an admin to /login', async () => {
    mockApi({ 'GET /api/me': { body: makeMe({ isAdmin: false }) } });
    const { router } = renderAdminRoute();
    expect(await screen.findByText('Login do admin')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Área do admin')).not.toBeInTheDocument();
  });

  it('redirects a visitor to /login', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT });
    renderAdminRoute();
    expect(await screen.findByText('Login do admin')).toBeInTheDocument();
  });

  it('shows a spinner while the session loads, then lets an admin in', async () => {
    mockApi({ 'GET /api/me': { body: makeMe({ isAdmin: true }) } });
    renderAdminRoute();
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
    expect(await screen.findByText('Área do admin')).toBeInTheDocument();
  });
});
