// @vitest-environment jsdom
import '../../../../../tests/web/setup';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_CAROUSEL_DELAY_MS } from '../../../../shared/constants';
import { HeroCarousel, SWIPE_MIN_PX } from './hero-carousel';

// The four cases in order (spec §1), by the test id of their slide.
const shown = () => screen.getAllByRole('group', { hidden: true }).find((slide) => slide.dataset.active === 'true')?.dataset.testid?.replace('carousel-slide-', '');

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
}

function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderCarousel() {
  render(<HeroCarousel />);
  return screen.getByRole('region', { name: 'Antes e depois: exemplos feitos pelo FoodArt' });
}

describe('HeroCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    setHidden(false);
  });

  it('moves to the next case every 4 s by itself, and from the last back to the first', () => {
    renderCarousel();
    expect(shown()).toBe('hamburgueria');
    wait(HERO_CAROUSEL_DELAY_MS - 1);
    expect(shown()).toBe('hamburgueria');
    wait(1);
    expect(shown()).toBe('pizzaria');
    wait(HERO_CAROUSEL_DELAY_MS);
    expect(shown()).toBe('confeitaria');
    wait(HERO_CAROUSEL_DELAY_MS);
    expect(shown()).toBe('acaiteria');
    wait(HERO_CAROUSEL_DELAY_MS);
    expect(shown()).toBe('hamburgueria');
  });

  it('waits while a mouse is over it, and goes on once it leaves', () => {
    const region = renderCarousel();
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    wait(HERO_CAROUSEL_DELAY_MS * 3);
    expect(shown()).toBe('hamburgueria');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    wait(HERO_CAROUSEL_DELAY_MS);
    expect(shown()).toBe('pizzaria');
  });

  it('does not take a touch for a hover', () => {
    const region = renderCarousel();
    fireEvent.pointerEnter(region, { pointerType: 'touch' });
    wait(HERO_CAROUSEL_DELAY_MS);
    expect(shown()).toBe('pizzaria');
  });

  it('waits while the focus is inside it', () => {
    renderCarousel();
    const dot = screen.getByRole('button', { name: 'Mostrar Pizzaria' });
    act(() => dot.focus());
    wait(HERO_CAROUSEL_DELAY_MS * 3);
    expect(shown()).toBe('hamburgueria');
    act(() => dot.blur());
    wait(HERO_CAROUSEL_DELAY_MS);
    expect(shown()).toBe('pizzaria');
  });

  it('waits while the tab is hidden', () => {
    renderCarousel();
    setHidden(true);
    wait(HERO_CAROUSEL_DELAY_MS * 3);
    expect(shown()).toBe('hamburgueria');
    setHidden(false);
    wait(HERO_CAROUSEL_DELAY_MS);
    expect(shown()).toBe('pizzaria');
  });

  it('stops at its pause button and goes on when asked to', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar a passagem automática' }));
    wait(HERO_CAROUSEL_DELAY_MS * 3);
    expect(shown()).toBe('hamburgueria');
    fireEvent.click(screen.getByRole('button', { name: 'Retomar a passagem automática' }));
    wait(HERO_CAROUSEL_DELAY_MS);
    expect(shown()).toBe('pizzaria');
  });

  it('never moves by itself for reduced motion, and offers no pause button; the arrows still work', () => {
    preferReducedMotion();
    renderCarousel();
    wait(HERO_CAROUSEL_DELAY_MS * 5);
    expect(shown()).toBe('hamburgueria');
    expect(screen.queryByRole('button', { name: /passagem automática/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Próximo caso' }));
    expect(shown()).toBe('pizzaria');
  });

  it('moves by its arrows, its dots and the arrow keys, round the ends', () => {
    const region = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Caso anterior' }));
    expect(shown()).toBe('acaiteria');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo caso' }));
    expect(shown()).toBe('hamburgueria');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar Confeitaria' }));
    expect(shown()).toBe('confeitaria');
    expect(screen.getByRole('button', { name: 'Mostrar Confeitaria' })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toBe('acaiteria');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()).toBe('hamburgueria');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown()).toBe('acaiteria');
  });

  it('waits the whole 4 s again after a move by hand', () => {
    renderCarousel();
    wait(HERO_CAROUSEL_DELAY_MS - 1_000);
    fireEvent.click(screen.getByRole('button', { name: 'Próximo caso' }));
    wait(HERO_CAROUSEL_DELAY_MS - 1);
    expect(shown()).toBe('pizzaria');
    wait(1);
    expect(shown()).toBe('confeitaria');
  });

  it('follows a swipe sideways, and not a short or a vertical one', () => {
    renderCarousel();
    const viewport = screen.getByTestId('carousel-viewport');
    const swipe = (dx: number, dy = 0) => {
      fireEvent.pointerDown(viewport, { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 100 });
      fireEvent.pointerUp(viewport, { pointerId: 1, pointerType: 'touch', clientX: 200 + dx, clientY: 100 + dy });
    };
    swipe(-(SWIPE_MIN_PX + 20));
    expect(shown()).toBe('pizzaria');
    swipe(SWIPE_MIN_PX + 20);
    expect(shown()).toBe('hamburgueria');
    swipe(-(SWIPE_MIN_PX - 10));
    expect(shown()).toBe('hamburgueria');
    swipe(-(SWIPE_MIN_PX + 20), 200);
    expect(shown()).toBe('hamburgueria');
  });

  it('loads the pictures of the case shown and of the next one only, each in AVIF, WebP and JPEG with its size set', () => {
    renderCarousel();
    const withPictures = () =>
      screen
        .getAllByRole('group', { hidden: true })
        .filter((slide) => slide.querySelector('img'))
        .map((slide) => slide.dataset.testid);
    expect(withPictures()).toEqual(['carousel-slide-hamburgueria', 'carousel-slide-pizzaria']);

    const before = within(screen.getByTestId('carousel-slide-hamburgueria')).getByRole('img', { name: /^Antes, ilustração nossa/ });
    expect(before).toHaveAttribute('width');
    expect(before).toHaveAttribute('height');
    expect(before.getAttribute('srcset')).toMatch(/\/landing\/hamburgueria-antes-280\.jpg 280w/);
    const sources = before.parentElement!.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);

    fireEvent.click(screen.getByRole('button', { name: 'Próximo caso' }));
    expect(withPictures()).toEqual(['carousel-slide-hamburgueria', 'carousel-slide-pizzaria', 'carousel-slide-confeitaria']);
  });

  it('names each case for screen readers and hides the others', () => {
    renderCarousel();
    expect(screen.getByRole('group', { name: '1 de 4: Hamburgueria, Hambúrguer artesanal' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Pizzaria/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Depois, feito pelo FoodArt: o mesmo hambúrguer/ })).toBeInTheDocument();
  });
});
