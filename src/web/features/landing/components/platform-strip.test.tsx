// @vitest-environment jsdom
import '../../../../../tests/web/setup';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGO_STRIP_DELAY_MS } from '../../../../shared/constants';
import { PlatformStrip } from './platform-strip';

const offset = () => Number(screen.getByTestId('platform-track').dataset.offset);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('PlatformStrip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names the platforms as text, and moves one mark every 2 s', () => {
    render(<PlatformStrip />);
    const list = screen.getByRole('list', { name: 'Plataformas' });
    for (const name of ['iFood', 'Rappi', '99Food', 'Uber Eats', 'Instagram', 'WhatsApp']) {
      expect(within(list).getAllByText(name, { exact: true }).length).toBeGreaterThan(0);
    }
    expect(list.querySelector('img, svg')).toBeNull();
    // The second copy (for the endless loop) is hidden from screen readers.
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    expect(offset()).toBe(0);
    wait(LOGO_STRIP_DELAY_MS - 1);
    expect(offset()).toBe(0);
    wait(1);
    expect(offset()).toBe(1);
    wait(LOGO_STRIP_DELAY_MS);
    expect(offset()).toBe(2);
  });

  it('stands still under the mouse and after its pause button', () => {
    render(<PlatformStrip />);
    const track = screen.getByTestId('platform-track');
    fireEvent.pointerEnter(track.parentElement!.parentElement!, { pointerType: 'mouse' });
    wait(LOGO_STRIP_DELAY_MS * 3);
    expect(offset()).toBe(0);
    fireEvent.pointerLeave(track.parentElement!.parentElement!, { pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('button', { name: 'Pausar a faixa de plataformas' }));
    // The click put the focus on the button, inside the strip: take it out to see the button alone stop it.
    act(() => screen.getByRole('button', { name: 'Retomar a faixa de plataformas' }).blur());
    wait(LOGO_STRIP_DELAY_MS * 3);
    expect(offset()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Retomar a faixa de plataformas' }));
    act(() => screen.getByRole('button', { name: 'Pausar a faixa de plataformas' }).blur());
    wait(LOGO_STRIP_DELAY_MS);
    expect(offset()).toBe(1);
  });

  it('is a still, wrapped list of every platform for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    render(<PlatformStrip />);
    expect(screen.queryByTestId('platform-track')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Plataformas' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /faixa de plataformas/ })).not.toBeInTheDocument();
  });
});
