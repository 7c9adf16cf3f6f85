import { describe, expect, it } from 'vitest';
import { cutleryOfDish, paintOver } from './cutlery.ts';
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
