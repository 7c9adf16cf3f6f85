// @vitest-environment jsdom
import '../../../tests/web/setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeAdminStats } from '../../../tests/web/admin-fixtures';
import { makeMe, mockApi, SIGNED_OUT } from '../../../tests/web/mock-api';
import { renderWithApp } from '../../../tests/web/render';
import { PAGE_META, type RouteHandle } from './page-meta';
import { routes } from './routes';

const PUBLIC_API = { 'GET /api/plans': { body: [] }, 'GET /api/billing/provider': { body: { provider: 'stripe' } } };
const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('page titles and descriptions', () => {
  it('names the landing page, then the sign-in page after following "Entrar / Cadastrar"', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT, ...PUBLIC_API });
    renderWithApp(routes, { initialEntries: ['/'] });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Entrar / Cadastrar' }));
    await waitFor(() => expect(document.title).toBe('Entrar ou cadastrar — FoodArt'));
    expect(description()).toBe(PAGE_META.auth.description);
    expect(description()).toMatch(/^Entre na sua conta FoodArt ou cadastre-se/);
  });

  it('names the landing page "FoodArt — Fotos profissionais e artes para delivery"', async () => {
    mockApi({ 'GET /api/me': SIGNED_OUT, ...PUBLIC_API });
    document.title = 'outra página';
    renderWithApp(routes, { initialEntries: ['/'] });
    await waitFor(() => expect(document.title).toBe('FoodArt — Fotos profissionais e artes para delivery'));
    expect(description()).toBe(PAGE_META.home.description);
  });

  it('names the back-office "Painel Administrativo — FoodArt" and each of its sections', async () => {
    mockApi({ 'GET /api/me': { body: makeMe({ isAdmin: true }) }, 'GET /api/admin/stats': { body: makeAdminStats() } });
    const { router } = renderWithApp(routes, { initialEntries: ['/admin'] });
    await waitFor(() => expect(document.title).toBe('Painel Administrativo — FoodArt'));

    await router.navigate('/admin/templates');
    await waitFor(() => expect(document.title).toBe('Templates — Painel Administrativo — FoodArt'));
  });

  it('names the signed-in pages', async () => {
    mockApi({ 'GET /api/me': { body: makeMe() }, 'GET /api/creations': { body: { items: [], nextCursor: null } }, ...PUBLIC_API });
    const { router } = renderWithApp(routes, { initialEntries: ['/my-creations'] });
    await waitFor(() => expect(document.title).toBe('Minhas Criações — FoodArt'));
    await router.navigate('/profile');
    await waitFor(() => expect(document.title).toBe('Meu Perfil — FoodArt'));
  });

  it('names the 404 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/me': SIGNED_OUT });
    renderWithApp(routes, { initialEntries: ['/nao-existe'] });
    await waitFor(() => expect(document.title).toBe('Página não encontrada — FoodArt'));
  });

  it("gives every page of the route table its own title (an index page may use its parent's)", () => {
    const untitled: string[] = [];
    const visit = (list: RouteObject[], parentTitled: boolean, prefix: string) => {
      for (const route of list) {
        const titled = Boolean((route.handle as RouteHandle | undefined)?.meta);
        const where = route.path ? (route.path.startsWith('/') ? route.path : `${prefix}/${route.path}`) : prefix;
        const isPage = Boolean(route.path || route.index);
        if (isPage && !titled && !(route.index && parentTitled)) untitled.push(where);
        if (route.children) visit(route.children, titled, where);
      }
    };
    visit(routes, false, '');
    expect(untitled).toEqual([]);
  });
});

describe('index.html', () => {
  const html = readFileSync(path.resolve('index.html'), 'utf8');
  const metaContent = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta\\s+${attribute}="${key}"\\s+content="([^"]*)"`).exec(html.replace(/\n\s*/g, ' '))?.[1];

  it("carries the landing page's title and description for visitors and crawlers that run no JavaScript", () => {
    expect(html).toContain(`<title>${PAGE_META.home.title}</title>`);
    expect(metaContent('name', 'description')).toBe(PAGE_META.home.description);
  });

  it('describes a shared link with an Open Graph card whose image is in the build', () => {
    expect(metaContent('property', 'og:type')).toBe('website');
    expect(metaContent('property', 'og:title')).toBe(PAGE_META.home.title);
    expect(metaContent('property', 'og:description')).toBe(PAGE_META.home.description);
    const image = metaContent('property', 'og:image');
    expect(image).toMatch(/^\/[\w-]+\.png$/);
    // Vite copies public/ to the root of dist/web, which the server serves.
    expect(existsSync(path.resolve('public', image!.slice(1)))).toBe(true);
  });
});
