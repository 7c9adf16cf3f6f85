import { describe, expect, it } from 'vitest';
import { cutleryAcrossRim, cutleryOfDish, paintOver } from './cutlery.ts';
import type { RgbImage } from './image.ts';
import { dropThinParts } from './thin-parts.ts';

const W = 320;
const H = 240;
const plate = (x: number, y: number) => ((x + 0.5 - 150) / 100) ** 2 + ((y + 0.5 - 120) / 90) ** 2 <= 1;
/** A dark knife lying from the right of the frame onto the plate's rim, 8 px wide. */
const knife = (x: number, y: number) => x >= 232 && x < 316 && y >= 100 && y < 108;

function scene(foodTexture: boolean): { rgb: RgbImage; region: Uint8Array } {
  const data = Buffer.alloc(W * H * 3);
  const region = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      let colour = [150, 148, 145];
      if (plate(x, y)) {
        // A plain white rim, or food with a coarse texture under the knife's path.
        colour = foodTexture && x > 200 ? ((x >> 2) + (y >> 2)) % 2 ? [200, 90, 40] : [90, 140, 50] : [238, 236, 232];
        region[y * W + x] = 1;
      }
      if (knife(x, y)) {
        colour = [60, 45, 40];
        region[y * W + x] = 1;
      }
      data.set(colour, (y * W + x) * 3);
    }
  }
  return { rgb: { data, width: W, height: H }, region };
}

describe('cutleryOfDish: the cutlery on a rim, to paint over', () => {
  it('finds the rest of a dropped handle lying on a plain rim', () => {
    const { rgb, region } = scene(false);
    const dish = Uint8Array.from(region);
    expect(dropThinParts(dish, W, H)).toBeGreaterThan(0);
    const cutlery = cutleryOfDish(region, dish, rgb).paint!;
    expect(cutlery).not.toBeNull();
    // The knife's end on the plate (inside the ellipse), and nothing of the plain plate.
    expect(cutlery[104 * W + 240]).toBe(1);
    expect(cutlery[104 * W + 236]).toBe(1);
    expect(cutlery[60 * W + 150]).toBe(0);
    expect(cutlery[130 * W + 240]).toBe(0);
  });

  it('leaves cutlery lying over textured food alone (painting it over would smear the food)', () => {
    const { rgb, region } = scene(true);
    const dish = Uint8Array.from(region);
    dropThinParts(dish, W, H);
    expect(cutleryOfDish(region, dish, rgb).paint).toBeNull();
  });
});

describe('cutleryOfDish: handles across the food, to keep', () => {
  /** Chopsticks (brown, 8 px) from the right of the frame across the rim and the food to the plate's middle. */
  function chopsticksScene(): { rgb: RgbImage; region: Uint8Array } {
    const { rgb, region } = scene(true);
    for (let y = 100; y < 108; y += 1) {
      for (let x = 90; x < W; x += 1) {
        rgb.data.set([120, 72, 38], (y * W + x) * 3);
        region[y * W + x] = 1;
      }
    }
    return { rgb, region };
  }

  it('gives the dropped handle of chopsticks laid across the food, to keep whole', () => {
    const { rgb, region } = chopsticksScene();
    const dish = Uint8Array.from(region);
    expect(dropThinParts(dish, W, H)).toBeGreaterThan(0);
    const across = cutleryOfDish(region, dish, rgb).across!;
    expect(across).not.toBeNull();
    expect(across[104 * W + 300]).toBe(1);
    expect(across[60 * W + 150]).toBe(0);
    // Not painted over either.
    expect(cutleryOfDish(region, dish, rgb).paint).toBeNull();
  });

  it('gives the twin of a chopstick across the food, though the twin’s own trace stops at the rim', () => {
    const { rgb, region } = chopsticksScene();
    // The second stick, parallel 14 px below, from the frame onto the rim only: under the broth it is
    // the food's colour, so nothing carries it on into the dish.
    for (let y = 114; y < 122; y += 1) {
      for (let x = 240; x < W; x += 1) {
        rgb.data.set([120, 72, 38], (y * W + x) * 3);
        region[y * W + x] = 1;
      }
    }
    const dish = Uint8Array.from(region);
    dropThinParts(dish, W, H);
    const across = cutleryOfDish(region, dish, rgb).across!;
    expect(across[104 * W + 300]).toBe(1);
    expect(across[118 * W + 300]).toBe(1);
  });

  it('gives nothing for a knife resting on the rim', () => {
    const { rgb, region } = scene(false);
    const dish = Uint8Array.from(region);
    dropThinParts(dish, W, H);
    expect(cutleryOfDish(region, dish, rgb).across).toBeNull();
  });
});

describe('paintOver', () => {
  it('paints a hole with the plate around it and changes nothing else', () => {
    const { rgb, region } = scene(false);
    const dish = Uint8Array.from(region);
    dropThinParts(dish, W, H);
    const cutlery = cutleryOfDish(region, dish, rgb).paint!;
    const painted = paintOver(rgb, { data: Buffer.from(cutlery), width: W, height: H });
    const at = (img: RgbImage, x: number, y: number) => [...img.data.subarray((y * W + x) * 3, (y * W + x) * 3 + 3)];
    for (const value of at(painted, 240, 104)) expect(value).toBeGreaterThan(200);
    expect(at(painted, 150, 60)).toEqual(at(rgb, 150, 60));
    expect(at(painted, 300, 104)).toEqual(at(rgb, 300, 104));
  });
});

/** A yellow-rimmed plate (white well) on an off-white table, the model's mask being the plate alone. */
const RIM = { cx: 150, cy: 120, a: 100, b: 90, theta: 0 };
const rimRadius = (x: number, y: number) => Math.hypot((x + 0.5 - RIM.cx) / RIM.a, (y + 0.5 - RIM.cy) / RIM.b);
const YELLOW = [230, 180, 40];
const STEEL = [172, 174, 178];
/** A fork resting across the plate's right rim: four 2 px tines over the rim, its head at the outline, its handle on the table. */
const fork = (x: number, y: number) =>
  (x >= 234 && x < 246 && y >= 110 && y < 126 && (y - 110) % 4 < 2) || (x >= 246 && x < 258 && y >= 110 && y < 126) || (x >= 258 && x < 318 && y >= 115 && y < 122);

/** `light`: per-channel gains the whole scene is lit with (a warm lamp: blue and green fall). */
function restingScene(lying: (x: number, y: number) => number[] | null, light: [number, number, number] = [1, 1, 1]): { rgb: RgbImage; dish: Uint8Array } {
  const data = Buffer.alloc(W * H * 3);
  const dish = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const r = rimRadius(x, y);
      let colour = r <= 1 ? (r >= 0.78 ? YELLOW : [240, 238, 232]) : [225, 222, 215];
      colour = lying(x, y) ?? colour;
      if (r <= 1) dish[y * W + x] = 1;
      data.set(
        colour.map((v, c) => Math.round(v * light[c]!)),
        (y * W + x) * 3,
      );
    }
  }
  return { rgb: { data, width: W, height: H }, dish };
}

describe('cutleryAcrossRim: cutlery resting on a whole plate whose handle the model left out', () => {
  it('finds a fork lying across the rim and gives its part on the rim to paint, nothing elsewhere', () => {
    const { rgb, dish } = restingScene((x, y) => (fork(x, y) ? STEEL : null));
    const found = cutleryAcrossRim(dish, rgb, RIM)!;
    expect(found).not.toBeNull();
    let onRim = 0;
    let painted = 0;
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        const r = rimRadius(x, y);
        if (fork(x, y) && r <= 1 && r >= 0.8) {
          onRim += 1;
          painted += found.paint[y * W + x]!;
        }
        // Nothing is painted away from the fork.
        if (found.paint[y * W + x]) expect(Math.abs(y - 118) <= 12 && x >= 222).toBe(true);
      }
    }
    expect(painted / onRim).toBeGreaterThan(0.9);
    // The handle beyond the outline is not the dish's to paint.
    expect(found.paint[118 * W + 300]).toBe(0);
  });

  it("leaves a decal alone when what carries it on outside is the table's own pattern", () => {
    // Dark red discs printed all over the table round the plate; one touches the rim, where a decal of the same red lies.
    const disc = (x: number, y: number) => {
      if (Math.hypot(x - (RIM.cx + 1.06 * RIM.a), y - RIM.cy) < 10) return true;
      for (let k = 0; k < 24; k += 1) {
        const t = (k / 24) * 2 * Math.PI;
        if (Math.hypot(x - (RIM.cx + 1.18 * RIM.a * Math.cos(t)), y - (RIM.cy + 1.18 * RIM.b * Math.sin(t))) < 9) return true;
      }
      return false;
    };
    const { rgb, dish } = restingScene((x, y) => (disc(x, y) ? [120, 40, 45] : null));
    expect(cutleryAcrossRim(dish, rgb, RIM)).toBeNull();
  });

  it('finds the fork under a warm lamp too (its steel reads 62 levels of chroma until the light is taken out), and still leaves a leaf alone', () => {
    const warm: [number, number, number] = [1, 0.88, 0.62];
    const lit = restingScene((x, y) => (fork(x, y) ? STEEL : null), warm);
    const found = cutleryAcrossRim(lit.dish, lit.rgb, RIM);
    expect(found).not.toBeNull();
    expect(found!.paint[118 * W + 240]).toBe(1);
    const leaf = (x: number, y: number) => x >= 234 && x < 290 && y >= 115 && y < 121;
    const { rgb, dish } = restingScene((x, y) => (leaf(x, y) ? [70, 150, 60] : null), warm);
    expect(cutleryAcrossRim(dish, rgb, RIM)).toBeNull();
  });

  it('leaves food alone that carries on over the outline (a leaf, not steel)', () => {
    const leaf = (x: number, y: number) => x >= 234 && x < 290 && y >= 115 && y < 121;
    const { rgb, dish } = restingScene((x, y) => (leaf(x, y) ? [70, 150, 60] : null));
    expect(cutleryAcrossRim(dish, rgb, RIM)).toBeNull();
  });
});

describe('paintOver on a known rim', () => {
  it('carries each ring of the rim across the hole and takes nothing from the table beyond the outline', () => {
    // The rim's outer band is darker than the rest of it; the table is red.
    const data = Buffer.alloc(W * H * 3);
    const dish = new Uint8Array(W * H);
    for (let y = 0; y < H; y += 1) {
      for (let x = 0; x < W; x += 1) {
        const r = rimRadius(x, y);
        data.set(r > 1 ? [200, 30, 30] : r >= 0.94 ? [120, 90, 20] : YELLOW, (y * W + x) * 3);
        if (r <= 1) dish[y * W + x] = 1;
      }
    }
    const rgb = { data, width: W, height: H };
    const hole = new Uint8Array(W * H);
    for (let y = 108; y < 132; y += 1) for (let x = 226; x < 250; x += 1) if (dish[y * W + x]) hole[y * W + x] = 1;
    const painted = paintOver(rgb, { data: Buffer.from(hole), width: W, height: H }, { plate: { data: Buffer.from(dish), width: W, height: H }, rim: RIM });
    const at = (x: number, y: number) => [...painted.data.subarray((y * W + x) * 3, (y * W + x) * 3 + 3)];
    // The outer band stays dark across the hole, the rim inside it yellow; no red comes in.
    const band = at(247, 120);
    expect(Math.hypot(band[0]! - 120, band[1]! - 90, band[2]! - 20)).toBeLessThan(20);
    const inner = at(232, 120);
    expect(Math.hypot(inner[0]! - YELLOW[0]!, inner[1]! - YELLOW[1]!, inner[2]! - YELLOW[2]!)).toBeLessThan(20);
    for (let y = 108; y < 132; y += 1) for (let x = 226; x < 250; x += 1) if (hole[y * W + x]) expect(at(x, y)[0]! - at(x, y)[1]!).toBeLessThan(90);
    // The table beyond the outline is unchanged.
    expect(at(255, 120)).toEqual([200, 30, 30]);
  });
});
