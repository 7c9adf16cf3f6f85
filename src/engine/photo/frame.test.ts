import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../shared/constants.ts';
import { frameFor, frameInPlace, placeDish, viewFor } from './frame.ts';

describe('platform framing', () => {
  it('is 1200×900 (4:3) for iFood and 1080×1080 for every other platform', () => {
    for (const platform of PLATFORMS) {
      const frame = frameFor(platform);
      expect([platform, frame.width, frame.height, frame.aspectRatio]).toEqual(
        platform === 'ifood' ? [platform, 1200, 900, '4:3'] : [platform, 1080, 1080, '1:1'],
      );
    }
    expect(viewFor('ifood')).toBe('three-quarter');
    expect(viewFor('instagram')).toBe('top-down');
  });

  it('places any dish whole inside the frame, a little low in the 45° view', () => {
    for (const platform of ['ifood', 'rappi'] as const) {
      const frame = frameFor(platform);
      for (const dish of [
        { width: 900, height: 300 },
        { width: 300, height: 900 },
        { width: 100, height: 80 },
        { width: 1500, height: 1500 },
      ]) {
        const box = placeDish(frame, dish, viewFor(platform));
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.left + box.width).toBeLessThanOrEqual(frame.width);
        expect(box.top + box.height).toBeLessThanOrEqual(frame.height);
        expect(box.width / box.height).toBeCloseTo(dish.width / dish.height, 1);
      }
    }
    const low = placeDish(frameFor('ifood'), { width: 500, height: 400 }, 'three-quarter');
    expect(low.top + low.height / 2).toBeGreaterThan(900 / 2);
  });

  it('crops in place around the dish, keeping it whole when it fits', () => {
    const framing = frameInPlace(1600, 1200, 1, { left: 900, top: 300, width: 500, height: 500 }, false);
    expect(framing.crop).toEqual({ left: 400, top: 0, width: 1200, height: 1200 });
    expect(framing.window).toEqual({ width: 1200, height: 1200 });
  });

  it('pads instead of cutting an intact dish, but crops where the photo already cut it', () => {
    // A tall platter in a portrait photo, touching top and bottom, going to a square.
    const platter = { left: 200, top: 0, width: 800, height: 1600 };
    const padded = frameInPlace(1200, 1600, 1, platter, false, { top: true, bottom: true, left: false, right: false });
    expect(padded.window.width).toBeGreaterThan(1200);
    expect(padded.crop).toEqual({ left: 0, top: 0, width: 1200, height: 1600 });
    expect(padded.offset.left).toBeGreaterThan(0);
    // A wide bowl in a landscape photo touching top and bottom: padding would mirror the bowl.
    const bowl = { left: 50, top: 0, width: 1500, height: 1200 };
    const cropped = frameInPlace(1600, 1200, 1, bowl, false, { top: true, bottom: true, left: false, right: false });
    expect(cropped.window).toEqual({ width: 1200, height: 1200 });
  });

  it('crops a close-up around its centre', () => {
    const framing = frameInPlace(1600, 1200, 4 / 3, { left: 0, top: 0, width: 1600, height: 1200 }, true);
    expect(framing.crop).toEqual({ left: 0, top: 0, width: 1600, height: 1200 });
    const square = frameInPlace(1600, 1200, 1, null, true);
    expect(square.crop).toEqual({ left: 200, top: 0, width: 1200, height: 1200 });
  });
});

describe('a dish the photo cut on one side', () => {
  it('runs off that side of the frame, flush, larger than a whole dish, centred along it', () => {
    const frame = frameFor('instagram');
    const dish = { width: 700, height: 900 };
    const whole = placeDish(frame, dish, 'top-down');
    const bottom = placeDish(frame, dish, 'top-down', 'bottom');
    expect(bottom.top + bottom.height).toBe(frame.height);
    expect(bottom.height).toBeGreaterThan(whole.height);
    expect(Math.abs(bottom.left + bottom.width / 2 - frame.width / 2)).toBeLessThanOrEqual(1);
    const left = placeDish(frame, { width: 900, height: 600 }, 'top-down', 'left');
    expect(left.left).toBe(0);
    expect(left.top).toBeGreaterThan(0);
    const right = placeDish(frameFor('ifood'), dish, 'three-quarter', 'right');
    expect(right.left + right.width).toBe(1200);
  });
});

describe('a dish the photo cut on two sides', () => {
  it('sits flush in the corner the photo cut, or spans the frame between two opposite cut sides', () => {
    const frame = frameFor('instagram');
    const corner = placeDish(frame, { width: 700, height: 600 }, 'top-down', ['right', 'bottom']);
    expect(corner.left + corner.width).toBe(frame.width);
    expect(corner.top + corner.height).toBe(frame.height);
    // Wider than tall, cut top and bottom: it spans the height and is cropped evenly left and right.
    const spans = placeDish(frame, { width: 800, height: 450 }, 'top-down', ['top', 'bottom']);
    expect([spans.top, spans.height]).toEqual([0, frame.height]);
    expect(spans.width).toBeGreaterThan(frame.width);
    expect(Math.abs(spans.left + spans.width / 2 - frame.width / 2)).toBeLessThanOrEqual(1);
  });
});
