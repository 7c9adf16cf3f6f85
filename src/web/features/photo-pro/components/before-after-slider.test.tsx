// @vitest-environment jsdom
import '../../../../../tests/web/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BeforeAfterSlider, turnedGeometry, windowGeometry } from './before-after-slider';

function renderSlider() {
  render(<BeforeAfterSlider beforeSrc="/antes.jpg" afterSrc="/depois.png" aspectRatio="4:3" />);
  return screen.getByRole('slider', { name: 'Comparar antes e depois' });
}

describe('BeforeAfterSlider', () => {
  it('starts in the middle and moves with the arrow keys, Page Up/Down, Home and End', async () => {
    const user = userEvent.setup();
    const slider = renderSlider();
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');

    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '70');
    await user.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('follows a pointer drag (mouse or touch) across the image', () => {
    const slider = renderSlider();
    const frame = screen.getByTestId('before-after');
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue({
      left: 100, top: 0, width: 400, height: 300, right: 500, bottom: 300, x: 100, y: 0, toJSON: () => ({}),
    });

    fireEvent.pointerDown(frame, { clientX: 200, pointerId: 1, pointerType: 'touch' });
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    fireEvent.pointerMove(frame, { clientX: 400, pointerId: 1, pointerType: 'touch' });
    expect(slider).toHaveAttribute('aria-valuenow', '75');
    fireEvent.pointerMove(frame, { clientX: 900, pointerId: 1, pointerType: 'touch' });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    fireEvent.pointerUp(frame, { pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerMove(frame, { clientX: 100, pointerId: 1, pointerType: 'touch' });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows the original left of the divider and the enhanced photo under it', () => {
    renderSlider();
    expect(screen.getByRole('img', { name: 'Foto original (antes)' })).toHaveStyle({ clipPath: 'inset(0 50% 0 0)' });
    expect(screen.getByRole('img', { name: 'Foto melhorada (depois)' })).toHaveAttribute('src', '/depois.png');
  });

  it('shows both photos whole, in the same box the same way, so their edges meet at the divider', () => {
    renderSlider();
    const frame = screen.getByTestId('before-after');
    expect(frame).toHaveStyle({ aspectRatio: '4 / 3' });
    const before = screen.getByRole('img', { name: 'Foto original (antes)' });
    const after = screen.getByRole('img', { name: 'Foto melhorada (depois)' });
    for (const photo of [before, after]) {
      expect(photo.parentElement).toBe(frame);
      // Contained, not cropped: the re-framed result and the raw original are each shown whole.
      expect(photo).toHaveClass('absolute', 'inset-0', 'size-full', 'object-contain');
      expect(photo).not.toHaveClass('object-cover');
    }
    // The original's letterbox is opaque, so the enhanced photo never shows through on its side.
    expect(before.className).toMatch(/\bbg-stone-\d+\b/);
    expect(before.className).toBe(after.className);
  });

  describe('with the source window the result frame shows', () => {
    it('places the original so that exactly the window fills the box (a 4:3 crop of the middle of a square photo)', () => {
      // A square original; the 4:3 result shows its full width and the middle 75% of its height.
      render(<BeforeAfterSlider beforeSrc="/antes.jpg" afterSrc="/depois.png" aspectRatio="4:3" sourceWindow={{ left: 0, top: 0.125, width: 1, height: 0.75 }} />);
      const before = screen.getByRole('img', { name: 'Foto original (antes)' });
      // 1 / 0.75 = 133.33% of the box tall, shifted up by 0.125 / 0.75 = 16.67% of the box.
      expect(before).toHaveStyle({ left: '0%', top: '-16.67%', width: '100%', height: '133.33%' });
      expect(before).toHaveClass('absolute', 'object-fill');
      // The box, not the image, is clipped at the divider; it keeps the output's proportions.
      const window = screen.getByTestId('before-window');
      expect(window).toHaveClass('overflow-hidden');
      expect(window).toHaveStyle({ clipPath: 'inset(0 50% 0 0)' });
      expect(screen.getByTestId('before-after')).toHaveStyle({ aspectRatio: '4 / 3' });
    });

    it('leaves neutral ground where the result shows new backdrop beyond the original', () => {
      // A cut-out placed in a wider frame: the window reaches 20% past the original on each side.
      const geometry = windowGeometry({ left: -0.2, top: 0, width: 1.4, height: 1 });
      expect(geometry).toEqual({ left: '14.29%', top: '0%', width: '71.43%', height: '100%' });
      render(<BeforeAfterSlider beforeSrc="/antes.jpg" afterSrc="/depois.png" aspectRatio="1:1" sourceWindow={{ left: -0.2, top: 0, width: 1.4, height: 1 }} />);
      // The layer under the original is opaque neutral, so the enhanced photo never shows on the "before" side.
      expect(screen.getByTestId('before-window').className).toMatch(/\bbg-stone-\d+\b/);
      expect(screen.getByRole('img', { name: 'Foto original (antes)' })).toHaveStyle({ left: '14.29%', width: '71.43%' });
    });

    it('turns the original a quarter clockwise when the result was turned (a flat lay fitted to its frame)', () => {
      // A 3:4 portrait original turned to fill a 4:3 result whole: the window is the whole turned photo.
      render(<BeforeAfterSlider beforeSrc="/antes.jpg" afterSrc="/depois.png" aspectRatio="4:3" sourceWindow={{ left: 0, top: 0, width: 1, height: 1, turn: 90 }} />);
      // The box of the turned photo fills the comparison; the original inside it is as wide as the box
      // is tall (3/4 of its width) and as tall as it is wide, centred and turned clockwise — its top
      // lands on the right.
      expect(screen.getByTestId('before-turned')).toHaveStyle({ left: '0%', top: '0%', width: '100%', height: '100%' });
      const before = screen.getByRole('img', { name: 'Foto original (antes)' });
      expect(before).toHaveStyle({ width: '75%', height: '133.33%', transform: 'translate(-50%, -50%) rotate(90deg)' });
      expect(before).toHaveClass('absolute', 'top-1/2', 'left-1/2');
    });

    it('sizes a turned original to fill the box of its turned window, whatever the window', () => {
      // A square result from a turned 9:16 portrait: the window takes the turned photo's full height
      // and its middle 9/16 across. The box of the turned photo is then 16/9 of the result wide.
      const window = { left: 0.2188, top: 0, width: 0.5625, height: 1, turn: 90 as const };
      const box = windowGeometry(window);
      const geometry = turnedGeometry(window, '1:1');
      const at = (value: unknown) => Number.parseFloat(String(value)) / 100;
      // In units of the result's side: the turned box is 1/0.5625 wide and 1 tall; the original inside
      // it must be as wide as the box is tall and as tall as the box is wide.
      expect(at(geometry.width) * at(box.width)).toBeCloseTo(at(box.height), 3);
      expect(at(geometry.height) * at(box.height)).toBeCloseTo(at(box.width), 3);
    });

    it('lines both halves up: a point of the original lands where the result shows it', () => {
      // The window's centre, in fractions of the original, must land at the box's centre (50%, 50%).
      const window = { left: 0.1, top: 0.2, width: 0.6, height: 0.45 };
      const g = windowGeometry(window);
      const at = (value: string) => Number.parseFloat(value) / 100;
      const centreX = at(g.left) + (window.left + window.width / 2) * at(g.width);
      const centreY = at(g.top) + (window.top + window.height / 2) * at(g.height);
      expect(centreX).toBeCloseTo(0.5, 3);
      expect(centreY).toBeCloseTo(0.5, 3);
    });
  });
});
