import { describe, expect, it } from 'vitest';
import { inPlaceReason } from './enhance.ts';
import type { RgbImage } from './image.ts';
import { analyseMatte } from './matte.ts';
import { IN_PLACE_REASONS } from './photo.constants.ts';
import { completeVessels, fillWithinRim, rimBandTexture, smoothRimOutline, trimProtrusions } from './vessel.ts';

const W = 320;
const H = 240;

const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => ((x + 0.5 - cx) / rx) ** 2 + ((y + 0.5 - cy) / ry) ** 2 <= 1;

function mask(test: (x: number, y: number) => boolean): Uint8Array {
  const out = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) if (test(x, y)) out[y * W + x] = 1;
  return out;
}

/** A photo: a grey table, a white plate (centre, radii) and a red food blob on it. */
function photo(plate: [number, number, number, number] | null, food: [number, number, number]): RgbImage {
  const data = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const i = (y * W + x) * 3;
      let colour = [140, 138, 135];
      if (plate && inEllipse(x, y, ...plate)) colour = [236, 234, 230];
      if (Math.hypot(x + 0.5 - food[0], y + 0.5 - food[1]) <= food[2]) colour = [190, 60, 40];
      data[i] = colour[0]!;
      data[i + 1] = colour[1]!;
      data[i + 2] = colour[2]!;
    }
  }
  return { data, width: W, height: H };
}

const count = (m: Uint8Array) => m.reduce((a, b) => a + b, 0);
function iou(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] && b[i]) both += 1;
    if (a[i] || b[i]) either += 1;
  }
  return both / either;
}

describe('completeVessels', () => {
  const plate: [number, number, number, number] = [160, 120, 90, 80];
  const food: [number, number, number] = [150, 120, 40];
  const whole = mask((x, y) => inEllipse(x, y, ...plate));

  it('completes a plate the model kept only in part where the photo shows its rim', () => {
    // The model kept the food and the plate's left part: a crescent of rim is missing on the right.
    const torn = mask((x, y) => inEllipse(x, y, ...plate) && (x < 190 || Math.hypot(x + 0.5 - food[0], y + 0.5 - food[1]) <= food[2]));
    expect(iou(torn, whole)).toBeLessThan(0.85);
    const { mask: completed, completed: ellipses } = completeVessels(torn, photo(plate, food));
    expect(ellipses).toHaveLength(1);
    expect(iou(completed, whole)).toBeGreaterThan(0.97);
  });

  it('completes a white bowl on a white table, whose rim shows only a faint edge', () => {
    // Bowl 236, table 226, the step softened over ~4 px: the edge where the model lost the bowl is
    // fainter than a rim on a contrasting table, as faint as the kept rim's own contrast.
    const guide = photo(null, food);
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        const d = (Math.hypot((x + 0.5 - plate[0]) / plate[2], (y + 0.5 - plate[1]) / plate[3]) - 1) * 85;
        const level = 226 + 10 * (1 - Math.min(1, Math.max(0, (d + 2) / 4)));
        const i = (y * W + x) * 3;
        if (Math.hypot(x + 0.5 - food[0], y + 0.5 - food[1]) > food[2]) guide.data.fill(Math.round(level), i, i + 3);
      }
    }
    const torn = mask((x, y) => inEllipse(x, y, ...plate) && (x > 150 || Math.hypot(x + 0.5 - food[0], y + 0.5 - food[1]) <= food[2]));
    const { mask: completed, completed: ellipses } = completeVessels(torn, guide);
    expect(ellipses).toHaveLength(1);
    expect(iou(completed, whole)).toBeGreaterThan(0.97);
  });

  it('draws the torn arc on the photo’s rim when the kept outline, fitted alone, falls short of it', () => {
    // The model kept the plate's left part, its outline drawn in a little more toward the tear (2% of
    // the radius at x = 190, none at x = 100): an ellipse fitted on it alone runs ~3 px inside the rim
    // on the torn side. The filled arc follows the photo's rim, and nothing beyond it is taken.
    const region = mask((x, y) => {
      const s = 1 - 0.02 * Math.max(0, Math.min(1, (x - 100) / 90));
      const kept = x < 190 && inEllipse(x, y, plate[0], plate[1], plate[2] * s, plate[3] * s);
      return kept || Math.hypot(x + 0.5 - food[0], y + 0.5 - food[1]) <= food[2];
    });
    const { mask: completed, completed: ellipses } = completeVessels(region, photo(plate, food));
    expect(ellipses).toHaveLength(1);
    let rim = 0;
    let missed = 0;
    let beyond = 0;
    for (let y = 0; y < H; y += 1) {
      for (let x = 190; x < W; x += 1) {
        if (inEllipse(x, y, ...plate)) {
          rim += 1;
          missed += 1 - completed[y * W + x]!;
        } else beyond += completed[y * W + x]!;
      }
    }
    expect(missed).toBeLessThan(rim * 0.05);
    expect(beyond).toBe(0);
  });

  it('leaves no hole where the completed rim closes a pocket the model missed by the food', () => {
    // The model lost the plate's right crescent and, beside the food, a channel from it that runs
    // under the rim it kept lower down: completing the crescent closes the channel into a pocket.
    const channel = (x: number, y: number) => y >= 150 && y < 158 && x >= 175 && x < 236;
    const region = mask((x, y) => inEllipse(x, y, ...plate) && x < 236 && !channel(x, y));
    const analysis = analyseMatte({ data: Buffer.from(region.map((v) => v * 255)), width: W, height: H }, photo(plate, food));
    expect(analysis.torn).toBe(false);
    expect(iou(analysis.solid, whole)).toBeGreaterThan(0.97);
    expect(analysis.solid[154 * W + 185]).toBe(1);
    // The rim drawn round it is plain white ceramic, as a plate's is.
    expect(analysis.completedRimTexture).toBeLessThan(1);
  });

  it('adds nothing where the photo shows no rim: a half-moon dish stays a half-moon', () => {
    const halfMoon = mask((x, y) => inEllipse(x, y, ...plate) && x < 190);
    // The photo itself holds the half-moon dish only: nothing beyond its straight side is a plate.
    const guide = photo(null, [0, 0, 0]);
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        if (!halfMoon[y * W + x]) continue;
        guide.data.fill(236, (y * W + x) * 3, (y * W + x) * 3 + 3);
      }
    }
    const result = completeVessels(halfMoon, guide);
    expect(result.completed).toHaveLength(0);
    expect(result.mask).toBe(halfMoon);
  });

  it('leaves a whole plate and food without a plate unchanged', () => {
    expect(completeVessels(whole, photo(plate, food)).completed).toHaveLength(0);
    const foodOnly = mask((x, y) => Math.hypot(x + 0.5 - food[0], y + 0.5 - food[1]) <= food[2]);
    expect(completeVessels(foodOnly, photo(null, food)).completed).toHaveLength(0);
  });
});

describe('rimBandTexture', () => {
  const plate: [number, number, number, number] = [160, 120, 90, 80];
  const ellipse = { cx: plate[0], cy: plate[1], a: plate[2], b: plate[3], theta: 0 };
  const region = mask((x, y) => inEllipse(x, y, ...plate));
  /** The plate's photo with strands of yellow and orange (noodles) where `where` holds. */
  const strands = (where: (r: number) => boolean): RgbImage => {
    const guide = photo(plate, [0, 0, 0]);
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        const r = Math.hypot((x + 0.5 - plate[0]) / plate[2], (y + 0.5 - plate[1]) / plate[3]);
        if (r > 1 || !where(r)) continue;
        const colour = (x + 2 * y) % 5 < 2 ? [235, 190, 70] : [200, 120, 40];
        guide.data.set(colour, (y * W + x) * 3);
      }
    }
    return guide;
  };

  it('reads a plate’s plain rim low and food heaped to the outline high', () => {
    expect(rimBandTexture(region, photo(plate, [160, 120, 50]), ellipse)).toBeLessThan(1);
    expect(rimBandTexture(region, strands(() => true), ellipse)).toBeGreaterThan(10);
  });

  it('reads only the band inside the outline: food in the middle of a plain rim reads low', () => {
    expect(rimBandTexture(region, strands((r) => r < 0.7), ellipse)).toBeLessThan(1);
    expect(rimBandTexture(region, strands((r) => r > 0.8), ellipse)).toBeGreaterThan(10);
  });
});

describe('trimProtrusions', () => {
  const plate = (x: number, y: number) => inEllipse(x, y, 160, 120, 90, 80);

  it('removes a knife stub sticking out over a short arc of the rim', () => {
    const stub = (x: number, y: number) => x >= 245 && x < 262 && y >= 112 && y < 124;
    const region = mask((x, y) => plate(x, y) || stub(x, y));
    const { mask: trimmed, removed } = trimProtrusions(region, W, H);
    expect(removed).toBeGreaterThan(0);
    expect(trimmed[118 * W + 258]).toBe(0);
    expect(iou(trimmed, mask(plate))).toBeGreaterThan(0.99);
  });

  it('keeps a bowl’s body below its rim and a part the frame cut', () => {
    // A bowl seen at 45°: the rim's ellipse and its body reaching below it across half the ellipse.
    const bowl = mask((x, y) => inEllipse(x, y, 160, 100, 90, 50) || (y >= 100 && y < 170 && inEllipse(x, y, 160, 100, 88, 70)));
    const kept = trimProtrusions(bowl, W, H);
    expect(kept.removed).toBeLessThan(count(bowl) * 0.005);
    expect(kept.mask[165 * W + 160]).toBe(1);
    expect(kept.mask[150 * W + 100]).toBe(1);
    // A stub reaching the frame's border is where the photo cut the dish.
    const cut = mask((x, y) => plate(x, y) || (x >= 245 && y >= 112 && y < 124));
    expect(trimProtrusions(cut, W, H).removed).toBe(0);
  });

  /** A yellow plate on a white placemat printed with red squares, and a slice of white bread. */
  function placematPhoto(bread: (x: number, y: number) => boolean): RgbImage {
    const data = Buffer.alloc(W * H * 3);
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        let colour = Math.floor(x / 12) % 3 === 0 && Math.floor(y / 12) % 3 === 0 ? [200, 40, 50] : [235, 232, 226];
        if (plate(x, y)) colour = [240, 200, 40];
        if (bread(x, y)) colour = [228, 224, 212];
        data.set(colour, (y * W + x) * 3);
      }
    }
    return { width: W, height: H, data };
  }

  it('with the photo, removes a sliver of placemat along the rim that stays within the rim’s tolerance', () => {
    // 3% beyond the rim over ~30°: a perspective rim may stray that far, so the mask alone keeps it.
    const sliver = (x: number, y: number) => inEllipse(x, y, 160, 120, 92.7, 82.4) && x > 230 && y < 100;
    const region = mask((x, y) => plate(x, y) || sliver(x, y));
    expect(trimProtrusions(region, W, H).removed).toBe(0);
    const guide = placematPhoto(() => false);
    const { mask: trimmed, removed } = trimProtrusions(region, W, H, guide);
    expect(removed).toBeGreaterThan(0);
    // What stays of it is the rim's own anti-aliased pixel (within 2% of the rim).
    expect(count(mask((x, y) => sliver(x, y) && !inEllipse(x, y, 160, 120, 91.8, 81.6) && trimmed[y * W + x] === 1))).toBe(0);
    expect(iou(trimmed, mask(plate))).toBeGreaterThan(0.995);
  });

  it('with the photo, removes a fork’s tines resting over the rim whole, up to the rim', () => {
    // A plate of the size the engine's matte holds (radius 280 px) on a light table, and three
    // silver tines 3 px wide reaching 30 px past its rim on the right.
    const [w, h, cx, cy, rx, ry] = [640, 480, 320, 240, 280, 230];
    const onPlate = (x: number, y: number) => inEllipse(x, y, cx, cy, rx, ry);
    const tines = (x: number, y: number) => x >= 560 && x < 630 && [225, 238, 251].some((t) => y >= t && y < t + 3);
    const region = new Uint8Array(w * h);
    const guide: RgbImage = { data: Buffer.alloc(w * h * 3), width: w, height: h };
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        if (onPlate(x, y) || tines(x, y)) region[y * w + x] = 1;
        guide.data.set(tines(x, y) ? [205, 205, 212] : onPlate(x, y) ? [240, 200, 40] : [235, 232, 226], (y * w + x) * 3);
      }
    }
    const { mask: trimmed } = trimProtrusions(region, w, h, guide);
    // Cut at the rim, not at the margin a rim in perspective may stray past its ellipse (4%, 11 px):
    // no stub past 1.5% of it stays.
    let stub = 0;
    let plateLost = 0;
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        if (tines(x, y) && !inEllipse(x, y, cx, cy, rx * 1.015, ry * 1.015) && trimmed[y * w + x]) stub += 1;
        if (onPlate(x, y) && !trimmed[y * w + x]) plateLost += 1;
      }
    }
    expect(stub).toBe(0);
    expect(plateLost).toBe(0);
  });

  it('with the photo, drops a wedge of the table the frame cut beside a plain-rimmed plate, and keeps a bowl’s rim beside its stew', () => {
    // A yellow plate grazing the frame's left side on a dark board, and a wedge of the board at that
    // border joined to it above the plate's middle (the model ran on into it).
    const plateAt: [number, number, number, number] = [88, 120, 90, 80];
    const onPlate = (x: number, y: number) => inEllipse(x, y, ...plateAt);
    const wedge = (x: number, y: number) => x < 20 && y >= 56 && y < 84;
    const region = mask((x, y) => onPlate(x, y) || wedge(x, y));
    const scene = (table: number[], inside: (x: number, y: number) => number[]): RgbImage => {
      const data = Buffer.alloc(W * H * 3);
      for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) data.set(onPlate(x, y) ? inside(x, y) : table, (y * W + x) * 3);
      return { data, width: W, height: H };
    };
    const yellowPlate = scene([70, 70, 72], (x, y) => (Math.hypot(x + 0.5 - 88, y + 0.5 - 120) < 40 ? [190, 60, 40] : [240, 200, 40]));
    const { mask: trimmed } = trimProtrusions(region, W, H, yellowPlate);
    // (What stays of it is the rim's own anti-aliased pixels, within 2% of the rim.)
    expect(count(mask((x, y) => wedge(x, y) && !inEllipse(x, y, 88, 120, 91.8, 81.6) && trimmed[y * W + x] === 1))).toBe(0);
    expect(count(mask((x, y) => onPlate(x, y) && trimmed[y * W + x] === 0))).toBe(0);
    // The same outline where the ellipse is a stew's surface (chunks of potato and carrot to its edge)
    // and the white "table" beside it is the bowl's rim: the wedge stays.
    const grain = (x: number, y: number) => ((Math.imul(x + 1, 0x27d4eb2d) ^ Math.imul(y + 1, 0x165667b1)) >>> 24) / 255;
    const stew = scene([232, 230, 226], (x, y) => [110, 50, 25].map((v) => Math.round(v + 60 * grain(x, y))));
    expect(trimProtrusions(region, W, H, stew).removed).toBe(0);
  });

  it('removes the neck of a fork whose handle was dropped, and not a like bulge with no handle', () => {
    // The neck strays 3% past the rim, within a perspective rim's tolerance: alone it stays.
    const neck = (x: number, y: number) => inEllipse(x, y, 160, 120, 92.7, 82.4) && !plate(x, y) && y >= 112 && y < 128 && x > 200;
    const handle = mask((x, y) => x >= 253 && x < 300 && y >= 116 && y < 124);
    const region = mask((x, y) => plate(x, y) || neck(x, y));
    expect(trimProtrusions(region, W, H).removed).toBe(0);
    const { mask: trimmed, removed } = trimProtrusions(region, W, H, undefined, handle);
    expect(removed).toBeGreaterThan(0);
    expect(count(mask((x, y) => neck(x, y) && !inEllipse(x, y, 160, 120, 91.8, 81.6) && trimmed[y * W + x] === 1))).toBe(0);
    // A handle elsewhere on the table does not take the bulge.
    const elsewhere = mask((x, y) => x >= 20 && x < 60 && y >= 10 && y < 16);
    expect(trimProtrusions(region, W, H, undefined, elsewhere).removed).toBe(0);
  });

  it('with the photo, keeps a coloured slice of food over the rim whole, and trims a grey stub of the same shape', () => {
    // A tomato slice lying over the white plate's rim on the right, on a grey table.
    const plateAt: [number, number, number, number] = [160, 120, 90, 80];
    const slice: [number, number, number] = [243, 120, 16];
    const region = mask((x, y) => inEllipse(x, y, ...plateAt) || Math.hypot(x + 0.5 - slice[0], y + 0.5 - slice[1]) <= slice[2]);
    const tomato = photo(plateAt, slice);
    const { mask: kept } = trimProtrusions(region, W, H, tomato);
    // Past TRIM_MARGIN (x ≈ 254) the slice is still there.
    expect(kept[120 * W + 257]).toBe(1);
    expect(kept[114 * W + 255]).toBe(1);
    // The same shape in a knife's grey is a stub: trimmed past the margin.
    const knife = photo(plateAt, slice);
    for (let p = 0; p < W * H; p += 1) {
      const x = p % W;
      const y = (p - x) / W;
      if (Math.hypot(x + 0.5 - slice[0], y + 0.5 - slice[1]) <= slice[2]) knife.data.set([172, 172, 176], p * 3);
    }
    expect(trimProtrusions(region, W, H, knife).mask[120 * W + 257]).toBe(0);
  });

  it('with the photo, keeps food that carries on over the rim', () => {
    // White bread as pale as the placemat, across the rim: inside the rim it is bread too, so what
    // lies beyond is not the placemat.
    const bread = (x: number, y: number) => Math.hypot(x + 0.5 - 245, y + 0.5 - 100) <= 14;
    const region = mask((x, y) => plate(x, y) || bread(x, y));
    const guide = placematPhoto(bread);
    const { mask: kept } = trimProtrusions(region, W, H, guide);
    // Past TRIM_MARGIN the bread is trimmed as any stub; within it, it stays.
    expect(kept[100 * W + 250]).toBe(1);
    expect(kept[92 * W + 246]).toBe(1);
  });
});

describe('smoothRimOutline', () => {
  const plate = (x: number, y: number) => inEllipse(x, y, 160, 120, 90, 80);

  it('removes a fork’s tines sticking out of the rim', () => {
    // Four tines, 1 px thick, crossing the rim at the right.
    const tine = (x: number, y: number) => x >= 236 && x < 256 && [112, 116, 120, 124].includes(y);
    const region = mask((x, y) => plate(x, y) || tine(x, y));
    const { mask: smoothed, removed } = smoothRimOutline(region, W, H);
    expect(removed).toBeGreaterThan(0);
    expect(smoothed[116 * W + 252]).toBe(0);
    expect(iou(smoothed, mask(plate))).toBeGreaterThan(0.995);
  });

  it('leaves a clean rim whole and never touches the food inside the plate', () => {
    const clean = mask(plate);
    expect(smoothRimOutline(clean, W, H).removed).toBeLessThan(count(clean) * 0.002);
    // A thin strand of food inside (a hole around it): inside the rim's zone it is left alone.
    const withStrand = mask((x, y) => plate(x, y) && !(x >= 150 && x < 170 && y >= 110 && y < 130 && y !== 120));
    const kept = smoothRimOutline(withStrand, W, H).mask;
    expect(kept[120 * W + 160]).toBe(1);
  });

  it('leaves an item whose outline is not a rim alone (a burger’s jagged edge)', () => {
    const jagged = mask((x, y) => Math.hypot(x - 160, y - 120) < 60 + 12 * Math.sin(Math.atan2(y - 120, x - 160) * 9) || (x >= 220 && x < 235 && y === 120));
    expect(smoothRimOutline(jagged, W, H).removed).toBe(0);
  });
});

describe('fillWithinRim', () => {
  const plate = (x: number, y: number) => inEllipse(x, y, 160, 120, 90, 80);
  // The photo: a white plate on a grey table, red food in its middle.
  const shot = photo([160, 120, 90, 80], [160, 120, 40]);
  const notch = (x: number, y: number) => x < 90 && Math.abs(y - 120) < 6;

  it('closes a notch the model bit into the rim and a hole in the food near it', () => {
    // A wedge bitten into the rim on the left, and a hole in the food at the upper right.
    const hole = (x: number, y: number) => Math.hypot(x - 205, y - 85) < 12;
    const region = mask((x, y) => plate(x, y) && !notch(x, y) && !hole(x, y));
    const { mask: filled, added } = fillWithinRim(region, W, H, shot);
    expect(added).toBeGreaterThan(count(mask((x, y) => plate(x, y) && hole(x, y))));
    expect(filled[120 * W + 80]).toBe(1);
    expect(filled[85 * W + 205]).toBe(1);
    expect(iou(filled, mask(plate))).toBeGreaterThan(0.99);
  });

  it('leaves a gap that shows the table beyond the rim: the fit strayed there', () => {
    const region = mask((x, y) => plate(x, y) && !notch(x, y));
    const tableInNotch = photo([160, 120, 90, 80], [160, 120, 40]);
    for (let p = 0; p < W * H; p += 1) if (notch(p % W, Math.floor(p / W))) tableInNotch.data.set([140, 138, 135], p * 3);
    expect(fillWithinRim(region, W, H, tableInNotch).added).toBe(0);
    expect(fillWithinRim(region, W, H, shot).added).toBeGreaterThan(0);
  });

  it('adds nothing beyond the rim, and nothing to a plate the frame cuts', () => {
    const whole = mask(plate);
    const { mask: same } = fillWithinRim(whole, W, H, shot);
    for (let p = 0; p < same.length; p += 1) if (same[p]) expect(whole[p]).toBe(1);
    // The same plate run off the frame's top, with a notch: its rim there is not the photo's to tell.
    const cut = (x: number, y: number) => inEllipse(x, y, 160, 60, 90, 80) && !(x < 90 && Math.abs(y - 60) < 6);
    expect(fillWithinRim(mask(cut), W, H, shot).added).toBe(0);
  });

  it('fills a long oval platter whole in the frame, though its long axis is longer than the frame is tall', () => {
    // 300 × 120 px: its half length (150) would overrun the frame's height (240) were it upright.
    const platter = (x: number, y: number) => inEllipse(x, y, 160, 120, 150, 60);
    const oval = photo([160, 120, 150, 60], [160, 120, 30]);
    const bitten = (x: number, y: number) => x < 40 && Math.abs(y - 120) < 5;
    const { mask: filled, added } = fillWithinRim(mask((x, y) => platter(x, y) && !bitten(x, y)), W, H, oval);
    expect(added).toBeGreaterThan(0);
    expect(filled[120 * W + 30]).toBe(1);
  });

  it('leaves a region whose outline is no rim alone', () => {
    const jagged = mask((x, y) => Math.hypot(x - 160, y - 120) < 60 + 12 * Math.sin(Math.atan2(y - 120, x - 160) * 9) && !(Math.hypot(x - 160, y - 120) < 10));
    expect(fillWithinRim(jagged, W, H, shot).added).toBe(0);
  });
});

describe('a torn vessel the photo does not let us complete', () => {
  const plate: [number, number, number, number] = [140, 120, 90, 80];
  /** The plate's right half: its upper quarter shows the rim, its lower quarter melts into the table. */
  function fadingPlate(): RgbImage {
    const guide = photo(plate, [130, 120, 30]);
    for (let y = 120; y < H; y += 1) {
      for (let x = 140; x < W; x += 1) {
        if (!inEllipse(x, y, ...plate)) continue;
        guide.data.set([140, 138, 135], (y * W + x) * 3);
      }
    }
    return guide;
  }
  const torn = mask((x, y) => inEllipse(x, y, ...plate) && x < 160);

  it('is not completed but reported as torn', () => {
    const result = completeVessels(torn, fadingPlate());
    expect(result.completed).toHaveLength(0);
    expect(result.torn?.[120 * W + 100]).toBe(1);
  });

  it('keeps the photo’s own scene when it is the dish, and is dropped when it is a side item', () => {
    const guide = fadingPlate();
    const probability = { data: Buffer.from(torn.map((v) => v * 255)), width: W, height: H };
    const alone = analyseMatte(probability, guide);
    expect(alone.torn).toBe(true);
    expect(inPlaceReason(alone)).toBe(IN_PLACE_REASONS.unclearEdge);
    // Beside a whole, larger plate, the small torn one (a saucer reduced to a crescent) goes.
    const big: [number, number, number, number] = [255, 120, 58, 110];
    const small: [number, number, number, number] = [70, 60, 50, 45];
    const scene = photo(big, [255, 120, 30]);
    for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) if (inEllipse(x, y, ...small) && (x < 90 || y < 60)) scene.data.set([236, 234, 230], (y * W + x) * 3);
    const saucer = mask((x, y) => inEllipse(x, y, ...small) && x < 80);
    const both = mask((x, y) => inEllipse(x, y, ...big) || saucer[y * W + x] === 1);
    const analysis = analyseMatte({ data: Buffer.from(both.map((v) => v * 255)), width: W, height: H }, scene);
    expect(analysis.torn).toBe(false);
    expect(analysis.solid[60 * W + 40]).toBe(0);
    expect(analysis.solid[120 * W + 255]).toBe(1);
  });
});
