// @vitest-environment jsdom
import '../../../../tests/web/setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/routes';
import { PRICING_SECTION_ID, scrollToSection } from '../../lib/sections';
import { callsTo, mockApi, SIGNED_OUT } from '../../../../tests/web/mock-api';
import { renderWithApp } from '../../../../tests/web/render';

const VISITOR_API = {
  'GET /api/me': SIGNED_OUT,
  'GET /api/plans': { body: [] },
  'GET /api/billing/provider': { body: { provider: 'stripe' } },
  'GET /api/templates': { body: [] },
};

/** Spec §1, in order, after the hero: each section's heading. */
const SECTIONS = [
  'Duas formas de criar',
  'Fotos e artes no formato de cada plataforma',
  'Como funciona',
  'Tudo o que o seu delivery precisa para vender mais',
  'Feito para quem vende comida',
  'Ideias para usar no seu delivery',
  'Planos para cada fase do seu negócio',
  'Sua próxima foto pode vender muito mais',
  'Mapa do site',
];

/** An IntersectionObserver that never sees anything come near: the sections wait for intent. */
function stubFarAwayObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** The sections' code has arrived and waits (its stand-in pricing anchor is in place). */
async function sectionsWaiting() {
  await screen.findByRole('region', { name: 'Antes e depois: exemplos feitos pelo FoodArt' });
  await waitFor(() => expect(Object.hasOwn(document.getElementById(PRICING_SECTION_ID)!, 'scrollIntoView')).toBe(true));
  expect(screen.queryByRole('heading', { name: 'Duas formas de criar' })).not.toBeInTheDocument();
}

describe('the landing page below the hero', () => {
  it('waits for the visitor: nothing below the first screen loads until a press (or the screen comes near)', async () => {
    stubFarAwayObserver();
    const fetchMock = mockApi(VISITOR_API);
    renderWithApp(routes, { initialEntries: ['/'] });
    await sectionsWaiting();
    expect(callsTo(fetchMock, 'GET /api/plans')).toHaveLength(0);

    fireEvent.pointerDown(document.body);
    expect(await screen.findByRole('heading', { name: 'Duas formas de criar', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/plans')).toHaveLength(1));
  });

  it('takes "Ver Planos" asked before the sections are in to the real plans once they are', async () => {
    stubFarAwayObserver();
    mockApi(VISITOR_API);
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithApp(routes, { initialEntries: ['/'] });
    await sectionsWaiting();

    // What the user menu's "Ver Planos" does on the landing page.
    act(() => void scrollToSection(PRICING_SECTION_ID));
    const plans = await screen.findByRole('region', { name: 'Planos para cada fase do seu negócio' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(plans);
    expect(document.querySelectorAll(`#${PRICING_SECTION_ID}`)).toHaveLength(1);
  });

  it('shows every section of spec §1 in order, after the hero and its carousel', async () => {
    mockApi(VISITOR_API);
    renderWithApp(routes, { initialEntries: ['/'] });
    await screen.findByRole('heading', { name: 'Duas formas de criar', level: 2 });
    await screen.findByRole('region', { name: 'Antes e depois: exemplos feitos pelo FoodArt' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.filter((text) => SECTIONS.includes(text ?? ''))).toEqual(SECTIONS);
    const gallery = screen.getByRole('region', { name: 'Ideias para usar no seu delivery' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(6);
  });

  it('asks for the plans only once the first screen is painted, with the sections', async () => {
    const fetchMock = mockApi(VISITOR_API);
    renderWithApp(routes, { initialEntries: ['/'] });
    await screen.findByRole('heading', { level: 1 });
    expect(callsTo(fetchMock, 'GET /api/plans')).toHaveLength(0);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/plans')).toHaveLength(1));
  });

  it('opens Templates Rápidos in place from "Experimentar os Templates", at the top of the page', async () => {
    mockApi(VISITOR_API);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderWithApp(routes, { initialEntries: ['/'] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Experimentar os Templates' }));
    expect(await screen.findByRole('heading', { name: 'Templates Rápidos', level: 2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('opens Foto Pro in place from the last call to action', async () => {
    mockApi({ ...VISITOR_API, 'GET /api/scenarios': { body: [] } });
    renderWithApp(routes, { initialEntries: ['/'] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Transformar minha foto' }));
    expect(await screen.findByRole('heading', { name: 'Foto Pro', level: 2 })).toBeInTheDocument();
  });

  it('links every footer entry to a section of the page or a route of the app, never to "#"', async () => {
    mockApi(VISITOR_API);
    renderWithApp(routes, { initialEntries: ['/'] });
    const footer = await screen.findByRole('navigation', { name: 'Mapa do site' });
    const links = within(footer).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(9);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href, link.textContent ?? '').not.toBe('#');
      if (href.startsWith('#')) expect(document.getElementById(href.slice(1)), href).not.toBeNull();
      else expect(href, link.textContent ?? '').toMatch(/^(\/[a-z-/]*|https:\/\/github\.com\/Anduin2017\/HowToCook)$/);
    }
    expect(within(footer).getByRole('link', { name: 'Planos e preços' })).toHaveAttribute('href', '#pricing-section');
    expect(footer).toHaveTextContent('domínio público (The Unlicense)');
  });
});
