import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../shared/constants.ts';
import { frameFor, frameInPlace, placeDish, viewFor, type InPlaceFraming } from './frame.ts';

/** The window's top-left corner in photo pixels (negative where it is padded). */
const windowOrigin = (f: InPlaceFraming) => ({ left: f.crop.left - f.offset.left, top: f.crop.top - f.offset.top });

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

  it('frames in place tightly around the dish, keeping it whole', () => {
    const dish = { left: 900, top: 300, width: 500, height: 500 };
    const framing = frameInPlace(1600, 1200, 1, dish, false);
    const { left, top } = windowOrigin(framing);
    expect(framing.window.width).toBeLessThan(700);
    expect(framing.window.width).toBeGreaterThanOrEqual(500);
    expect(left).toBeLessThanOrEqual(900);
    expect(left + framing.window.width).toBeGreaterThanOrEqual(1400);
    expect(top).toBeLessThanOrEqual(300);
    expect(top + framing.window.height).toBeGreaterThanOrEqual(800);
    // Never narrower than the enlargement limit allows.
    expect(frameInPlace(1600, 1200, 1, dish, false, { minWidth: 800 }).window.width).toBe(800);
  });

  it('never cuts the dish where the photo did not, on every platform, wherever the dish is', () => {
    const photos = [
      [1536, 1152],
      [1152, 1536],
      [1536, 864],
      [1200, 1200],
    ] as const;
    let padded = 0;
    let cases = 0;
    for (const platform of PLATFORMS) {
      const frame = frameFor(platform);
      for (const [w, h] of photos) {
        for (const size of [0.2, 0.45, 0.7, 0.9, 1]) {
          for (const [fx, fy] of [
            [0.5, 0.5],
            [0.1, 0.2],
            [0.9, 0.85],
            [0.3, 0.95],
            [0, 0.5],
            [1, 1],
          ] as const) {
            for (const shape of [1, 0.6, 1.6]) {
              const dw = Math.min(w, Math.round(w * size * Math.min(1, shape)));
              const dh = Math.min(h, Math.round(h * size * Math.min(1, 1 / shape)));
              const dish = { left: Math.round((w - dw) * fx), top: Math.round((h - dh) * fy), width: dw, height: dh };
              const touching = { left: dish.left === 0, top: dish.top === 0, right: dish.left + dw === w, bottom: dish.top + dh === h };
              const framing = frameInPlace(w, h, frame.width / frame.height, dish, false, { touching, minWidth: frame.width / 1.5 });
              const { left, top } = windowOrigin(framing);
              const { width, height } = framing.window;
              const label = `${platform} ${w}×${h} ${JSON.stringify(dish)}`;
              cases += 1;
              if (framing.crop.width < width || framing.crop.height < height) padded += 1;
              expect(Math.abs(width / height - frame.width / frame.height), label).toBeLessThan(0.01);
              // The crop is the window within the photo.
              expect(framing.crop.left, label).toBeGreaterThanOrEqual(0);
              expect(framing.crop.top, label).toBeGreaterThanOrEqual(0);
              expect(framing.crop.left + framing.crop.width, label).toBeLessThanOrEqual(w);
              expect(framing.crop.top + framing.crop.height, label).toBeLessThanOrEqual(h);
              // Each side of the dish's box is inside the window, or the photo cut the dish there
              // and the window cuts at most a little deeper.
              // (more where padding would continue the dish: the photo cut it on both sides of an axis)
              const deep = (touching.left && touching.right) || (touching.top && touching.bottom) ? 0.351 : 0.121;
              const slackX = touching.left || touching.right ? dw * deep : 0;
              const slackY = touching.top || touching.bottom ? dh * deep : 0;
              expect(left, label).toBeLessThanOrEqual(dish.left + (touching.left ? slackX : 0));
              expect(left + width, label).toBeGreaterThanOrEqual(dish.left + dw - (touching.right ? slackX : 0));
              expect(top, label).toBeLessThanOrEqual(dish.top + (touching.top ? slackY : 0));
              expect(top + height, label).toBeGreaterThanOrEqual(dish.top + dh - (touching.bottom ? slackY : 0));
            }
          }
        }
      }
    }
    expect(cases).toBe(8 * 4 * 5 * 6 * 3);
    // Padding is the exception, not the rule.
    expect(padded / cases).toBeLessThan(0.4);
  });

  it('pads beside an intact dish instead of cutting it, on the sides the dish does not touch', () => {
    // A tall platter in a portrait photo, touching top and bottom, going to a square: padded left and right.
    const platter = { left: 200, top: 0, width: 800, height: 1600 };
    const padded = frameInPlace(1200, 1600, 1, platter, false, { touching: { top: true, bottom: true, left: false, right: false } });
    expect(padded.window.width).toBeGreaterThan(1200);
    expect(padded.crop).toEqual({ left: 0, top: 0, width: 1200, height: 1600 });
    expect(padded.offset.left).toBeGreaterThan(0);
    // A platter touching the left side: the padding goes to the right, not over the cut plate.
    const atLeft = frameInPlace(1200, 1600, 1, { left: 0, top: 100, width: 1100, height: 1400 }, false, { touching: { top: false, bottom: false, left: true, right: false } });
    expect(atLeft.offset.left).toBe(0);
    expect(atLeft.crop.left).toBe(0);
    expect(atLeft.window.width).toBeGreaterThan(atLeft.crop.width);
    // A wide bowl in a landscape photo cut at top and bottom: its intact sides are kept, the cut ones padded.
    const bowl = { left: 50, top: 0, width: 1500, height: 1200 };
    const wide = frameInPlace(1600, 1200, 1, bowl, false, { touching: { top: true, bottom: true, left: false, right: false } });
    expect(wide.window.width).toBeGreaterThanOrEqual(1500);
    expect(wide.crop.left).toBeLessThanOrEqual(50);
    expect(wide.crop.left + wide.crop.width).toBeGreaterThanOrEqual(1550);
  });

  it('crops a close-up around the dish, and a photo with no dish around its centre', () => {
    const framing = frameInPlace(1600, 1200, 4 / 3, { left: 0, top: 0, width: 1600, height: 1200 }, true);
    expect(framing.crop).toEqual({ left: 0, top: 0, width: 1600, height: 1200 });
    const closeUp = frameInPlace(1600, 1200, 1, { left: 0, top: 0, width: 1600, height: 1200 }, true);
    expect(closeUp.crop).toEqual({ left: 200, top: 0, width: 1200, height: 1200 });
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

describe('a portrait photo framed in place at 4:3, its dish spanning the photo', () => {
  // 900×1200 photo, the plate cut at the top and the bottom (and both sides): 4:3 needs padding to keep it whole.
  const dish = { left: 0, top: 0, width: 900, height: 1200 };
  const touching = { top: true, right: true, bottom: true, left: true };
  /** The widest 4:3 window of the photo, unpadded, cutting `over` px off the food's ends, evenly. */
  function expectEvenCut(framing: ReturnType<typeof frameInPlace>, food: { top: number; height: number }, over: number) {
    expect(framing.window).toEqual({ width: 900, height: 675 });
    expect(framing.offset).toEqual({ left: 0, top: 0 });
    const cutTop = framing.crop.top - food.top;
    const cutBottom = food.top + food.height - (framing.crop.top + framing.crop.height);
    expect(cutTop + cutBottom).toBe(over);
    expect(Math.abs(cutTop - cutBottom)).toBeLessThanOrEqual(1);
  }

  it('crops the plate, not the food, when the food fits the widest 4:3 window', () => {
    const food = { left: 200, top: 420, width: 500, height: 360 };
    const framing = frameInPlace(900, 1200, 4 / 3, dish, false, { touching, food: () => food });
    // The widest 4:3 window of the photo (900×675), inside it: no padding.
    expect(framing.window).toEqual({ width: 900, height: 675 });
    expect(framing.crop).toMatchObject({ width: 900, height: 675 });
    expect(framing.offset).toEqual({ left: 0, top: 0 });
    expect(framing.crop.top).toBeLessThanOrEqual(food.top);
    expect(framing.crop.top + framing.crop.height).toBeGreaterThanOrEqual(food.top + food.height);
  });

  it('pads rather than cut the food when the food is taller than that window, and never asks without need', () => {
    const tall = { left: 200, top: 100, width: 500, height: 1000 };
    const framing = frameInPlace(900, 1200, 4 / 3, dish, false, { touching, food: () => tall });
    expect(framing.window.height).toBeGreaterThan(framing.crop.height - 1);
    expect(framing.window.width).toBeGreaterThan(900);
    // A dish that fits needs no food box: it is not computed.
    let asked = false;
    frameInPlace(900, 1200, 4 / 3, { left: 100, top: 400, width: 600, height: 400 }, false, {
      food: () => {
        asked = true;
        return null;
      },
    });
    expect(asked).toBe(false);
  });

  it('cuts the food’s edges evenly, with no padding, when it is a little taller than that window', () => {
    // Food 740 px tall against a 675 px window: 65 px (9% of it) over, so 32 or 33 px off each end.
    const food = { left: 150, top: 300, width: 600, height: 740 };
    expectEvenCut(frameInPlace(900, 1200, 4 / 3, dish, false, { touching, food: () => food }), food, 65);
  });

  it('cuts the food deeper rather than draw bands beside a plate the photo cut on both sides, but not without limit', () => {
    // Food 950 px tall against a 675 px window: 275 px (29% of it) over — too much for a close-up of
    // a dish the window could hold, but the plate fills the photo's width and was cut left and right,
    // so padding would draw bands beside it.
    const food = { left: 150, top: 150, width: 600, height: 950 };
    expectEvenCut(frameInPlace(900, 1200, 4 / 3, dish, false, { touching, food: () => food }), food, 275);
    // The same food on a plate the photo shows whole left and right: padding continues the table, not
    // the plate, so the photo is padded rather than cut that deep.
    const whole = frameInPlace(900, 1200, 4 / 3, { left: 100, top: 0, width: 700, height: 1200 }, false, {
      touching: { top: true, right: false, bottom: true, left: false },
      food: () => food,
    });
    expect(whole.window.width).toBeGreaterThan(900);
  });

  it('crops a photo enhanced in place around its dish instead of padding it by more than maxPad (the export kit)', () => {
    // A dish the photo cut on the left and right, whole top to bottom, asked for at 16:9.
    const dish = { left: 0, top: 100, width: 1200, height: 700 };
    const touching = { top: false, right: true, bottom: false, left: true };
    const padded = frameInPlace(1200, 900, 16 / 9, dish, false, { touching });
    expect(padded.window.width).toBeGreaterThan(1200 * 1.12);
    const cropped = frameInPlace(1200, 900, 16 / 9, dish, false, { touching, maxPad: 0.12 });
    expect(cropped.window).toEqual({ width: 1200, height: 675 });
    expect(cropped.offset).toEqual({ left: 0, top: 0 });
    // Centred on the dish: 100 + 700 / 2 − 675 / 2 = 112.5, rounded.
    expect(cropped.crop).toEqual({ left: 0, top: 113, width: 1200, height: 675 });
  });

  it('pads beyond maxPad only along a plain border of the photo (a wall it can continue without a seam)', () => {
    // A portrait platter spanning the photo top to bottom, framed 4:3: holding it whole means a window
    // 1.78 times the photo's width, drawn in left and right.
    const dish = { left: 150, top: 0, width: 300, height: 800 };
    const touching = { top: true, right: false, bottom: true, left: false };
    const options = { touching, maxPad: 0.12 };
    const onCloth = frameInPlace(600, 800, 4 / 3, dish, false, { ...options, plainBorders: () => ({ horizontal: false, vertical: false }) });
    expect(onCloth.window).toEqual({ width: 600, height: 450 });
    const onWall = frameInPlace(600, 800, 4 / 3, dish, false, { ...options, plainBorders: () => ({ horizontal: true, vertical: false }) });
    expect(onWall.window.width).toBeGreaterThan(1000);
    expect(onWall.window.height).toBe(800);
    // Plain only above and below, which this frame does not continue: cropped.
    expect(frameInPlace(600, 800, 4 / 3, dish, false, { ...options, plainBorders: () => ({ horizontal: false, vertical: true }) }).window).toEqual({ width: 600, height: 450 });
  });
});
