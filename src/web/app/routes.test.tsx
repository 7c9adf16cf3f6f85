// @vitest-environment jsdom
import '../../../tests/web/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SIDEBAR_COOKIE_NAME } from '../components/ui/sidebar';
import { keepPendingDraft, peekPendingDraft } from '../features/photo-pro/lib/draft';
import { keepPendingTemplateDraft, peekPendingTemplateDraft } from '../features/templates/lib/draft';
import { makeAdminStats, makeCreditsList } from '../../../tests/web/admin-fixtures';
import { callsTo, makeMe, mockApi, SIGNED_OUT } from '../../../tests/web/mock-api';
import { findToast, renderWithApp } from '../../../tests/web/render';
import { makeTemplate } from '../../../tests/web/template-fixtures';
import { routes } from './routes';

/** What the built admin pages read when they open. */
const ADMIN_API = {
  'GET /api/admin/stats': { body: makeAdminStats() },
  'GET /api/admin/scenarios': { body: [] },
  'GET /api/admin/user-credits': { body: makeCreditsList([]) },
  'GET /api/admin/enhanced-photos/stats': { body: { total: 0, averageProcessingSeconds: 0, topPlatform: null, averageRating: null, platforms: [], styles: [] } },
  'GET /api/admin/enhanced-photos': { body: { items: [], total: 0, page: 1, hasMore: false } },
};

const renderAt = (path: string) => renderWithApp(routes, { initialEntries: [path] });

describe('routes', () => {
  it('shows the 404 page for an unknown path and logs the attempted path', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/me': SIGNED_OUT });
    renderAt('/nao-existe');

    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    // Logged from an effect, which can run a tick after the page is on screen on a loaded machine.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/nao-existe'));
  });

  it('shows "Entrar / Cadastrar" in the header for visitors and no credits badge', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT });
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Entrar / Cadastrar' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByTestId('credits-badge')).not.toBeInTheDocument();
    expect(document.getElementById('pricing-section')).toBeInTheDocument();
  });

  it('opens the Templates wizard in place for a visitor and closes it back to the hero', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT, 'GET /api/templates': { body: [] } });
    const { router } = renderAt('/');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Entrar / Cadastrar' });
    await user.click(screen.getByRole('button', { name: 'Criar Post Promocional' }));

    expect(await screen.findByRole('heading', { name: 'Templates Rápidos', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Escolha um template' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('heading', { name: 'Templates Rápidos', level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar Post Promocional' })).toHaveFocus();
  });

  it('opens the Foto Pro wizard in place for a visitor and closes it back to the hero', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT, 'GET /api/scenarios': { body: [] } });
    const { router } = renderAt('/');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Entrar / Cadastrar' });
    await user.click(screen.getByRole('button', { name: 'Melhorar Minha Foto' }));

    expect(await screen.findByRole('heading', { name: 'Foto Pro', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Envie a foto do seu prato' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/');
    expect(document.getElementById('pricing-section')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('heading', { name: 'Foto Pro', level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Melhorar Minha Foto' })).toHaveFocus();
  });

  it('reopens the wizard on the style step with the choices a visitor made before signing in', async () => {
    const photo = new File(['x'], 'prato.jpg', { type: 'image/jpeg' });
    keepPendingDraft({ photo, platform: 'ifood', scenarioType: 'ai-create', scenarioId: null, style: 'premium' });
    mockApi({ 'GET /api/me': { body: makeMe() }, 'GET /api/scenarios': { body: [] } });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Escolha o estilo' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Premium' })).toHaveAttribute('aria-checked', 'true');
    expect(peekPendingDraft()).toBeNull();
  });

  it('reopens the Templates wizard on the texts with the draft a visitor made before signing in', async () => {
    const product = new File(['x'], 'burger.png', { type: 'image/png' });
    const template = makeTemplate({ name: 'Smash Urbano', format: 'stories' });
    keepPendingTemplateDraft({ template, product, logo: null, format: 'stories', texts: { title: 'Combo da Casa', price: '', description: '', cta: '' }, productName: '' });
    mockApi({ 'GET /api/me': { body: makeMe() }, 'GET /api/templates': { body: [template] } });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Escreva os textos da promoção' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Título da promoção/ })).toHaveValue('Combo da Casa');
    expect(peekPendingTemplateDraft()).toBeNull();
  });

  it('opens the sign-up tab with the labelled fields', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT });
    renderAt('/auth');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Cadastrar' }));
    for (const label of ['Nome completo', 'Email', 'WhatsApp', 'Senha', 'Confirmar senha']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeInTheDocument();
  });

  it('redirects a signed-in user away from /auth', async () => {
    mockApi({ 'GET /api/me': { body: makeMe() } });
    const { router } = renderAt('/auth');
    expect(await screen.findByTestId('user-menu')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects a visitor from /profile to /auth', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT });
    const { router } = renderAt('/profile');
    expect(await screen.findByRole('tab', { name: 'Entrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("shows the profile with the user's e-mail and credits", async () => {
    mockApi({ 'GET /api/me': { body: makeMe({ credits: { remaining: 2, total: 3 } }) } });
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'Meu Perfil' })).toBeInTheDocument();
    expect(screen.getByText('maria@restaurante.com.br')).toBeInTheDocument();
    expect(screen.getByText('2 de 3 créditos')).toBeInTheDocument();
    expect(screen.getByTestId('credits-badge')).toHaveTextContent('2 créditos');
  });

  it('signs out from the user menu and returns home', async () => {
    let signedIn = true;
    const fetchMock = mockApi({
      'GET /api/me': () => (signedIn ? { body: makeMe() } : SIGNED_OUT),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return { body: { success: true } };
      },
      'GET /api/creations': { body: { items: [], nextCursor: null } },
    });
    const { router } = renderAt('/my-creations');
    const user = userEvent.setup();
    expect(await screen.findByText('Nenhuma criação ainda')).toBeInTheDocument();

    await user.click(screen.getByTestId('user-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Meu Perfil' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Minhas Criações' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Ver Planos' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Painel Administrativo' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sair' }));

    expect(await findToast('Logout realizado com sucesso')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Entrar / Cadastrar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByTestId('credits-badge')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/auth/sign-out')[0]?.body).toEqual({});
  });

  it('shows "Erro ao sair" when sign-out fails', async () => {
    mockApi({
      'GET /api/me': { body: makeMe() },
      'POST /api/auth/sign-out': { status: 500, body: { error: 'server_error', message: 'Erro inesperado' } },
    });
    renderAt('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    expect(await findToast('Erro ao sair')).toBeInTheDocument();
  });

  it('"Ver Planos" goes home and scrolls to the pricing section', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    mockApi({ 'GET /api/me': { body: makeMe() } });
    const { router } = renderAt('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByRole('menuitem', { name: 'Ver Planos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
  });

  it('shows the admin layout and the section pages to an admin', async () => {
    mockApi({ 'GET /api/me': { body: makeMe({ isAdmin: true }) }, ...ADMIN_API });
    renderAt('/admin');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Painel Administrativo')).toBeInTheDocument();
    expect(await screen.findByText('Avaliação Média')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu administrativo' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('link', { name: 'Cenários' }));
    expect(await screen.findByRole('heading', { name: 'Gestão de Cenários' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Cenários' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Novo Cenário' })).toBeInTheDocument();
    expect(screen.queryByText('Esta seção será liberada em breve.')).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Créditos dos Usuários' }));
    expect(await screen.findByRole('heading', { name: 'Gerenciar Créditos dos Usuários' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar por email ou nome' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Fotos Melhoradas' }));
    expect(await screen.findByRole('heading', { name: 'Fotos Melhoradas - Photo Pro' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma foto encontrada')).toBeInTheDocument();
  });

  it('offers "Painel Administrativo" in the user menu to an admin only', async () => {
    mockApi({ 'GET /api/me': { body: makeMe({ isAdmin: true }) }, ...ADMIN_API });
    const { router } = renderAt('/');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByRole('menuitem', { name: 'Painel Administrativo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('collapses the admin sidebar with Ctrl+B and remembers it in a cookie', async () => {
    mockApi({ 'GET /api/me': { body: makeMe({ isAdmin: true }) } });
    renderAt('/admin/templates');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Gerenciamento de Templates' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu administrativo' });
    expect(nav).toHaveAttribute('data-collapsed', 'false');

    await user.keyboard('{Control>}b{/Control}');
    expect(nav).toHaveAttribute('data-collapsed', 'true');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`);
    expect(within(nav).getByRole('link', { name: 'Templates' })).toBeInTheDocument();
  });

  it('signs the admin out to /login', async () => {
    let signedIn = true;
    mockApi({
      'GET /api/me': () => (signedIn ? { body: makeMe({ isAdmin: true }) } : SIGNED_OUT),
      ...ADMIN_API,
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    const { router } = renderAt('/admin');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await findToast('Logout realizado')).toBeInTheDocument();
    expect(screen.getByText('Até logo!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in admin from /login to /admin', async () => {
    mockApi({ 'GET /api/me': { body: makeMe({ isAdmin: true }) }, ...ADMIN_API });
    const { router } = renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('refuses a non-admin on the admin login and signs them out', async () => {
    let signedIn = false;
    const fetchMock = mockApi({
      'GET /api/me': () => (signedIn ? { body: makeMe({ isAdmin: false }) } : SIGNED_OUT),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { user: { id: 'user-1' } } };
      },
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    const { router } = renderAt('/login');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Painel Administrativo' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'maria@restaurante.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await findToast('Erro ao fazer login')).toBeInTheDocument();
    expect(screen.getByText('Acesso restrito a administradores')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/sign-out')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets an admin in from the admin login', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/me': () => (signedIn ? { body: makeMe({ isAdmin: true }) } : SIGNED_OUT),
      ...ADMIN_API,
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { user: { id: 'admin-1' } } };
      },
    });
    const { router } = renderAt('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@foodart.com.br');
    await user.type(screen.getByLabelText('Senha'), 'segredo123{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows the server message on a wrong admin password and "Erro inesperado" on a network failure', async () => {
    let networkDown = false;
    mockApi({
      'GET /api/me': SIGNED_OUT,
      'POST /api/auth/sign-in/email': () => {
        if (networkDown) throw new TypeError('Failed to fetch');
        return { status: 401, body: { error: 'invalid_credentials', message: 'Email ou senha incorretos' } };
      },
    });
    renderAt('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@foodart.com.br');
    await user.type(screen.getByLabelText('Senha'), 'errada123{Enter}');
    expect(await findToast('Email ou senha incorretos')).toBeInTheDocument();

    networkDown = true;
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await findToast('Erro inesperado')).toBeInTheDocument();
    expect(screen.getByText('Tente novamente mais tarde')).toBeInTheDocument();
  });
});
