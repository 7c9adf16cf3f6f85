import { describe, expect, it } from 'vitest';
import type { RgbImage } from './image.ts';
import { squareRim } from './square-rim.ts';
import { cardTab, insidePolygon, SQUARE_PLATE } from '../../../tests/fixtures/square-plate.ts';

const width = 320;
const height = 240;

const corners = SQUARE_PLATE;
const inside = insidePolygon;
const tab = cardTab;

function region(extra: (x: number, y: number) => boolean = () => false): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) out[y * width + x] = inside(corners, x + 0.5, y + 0.5) || extra(x, y) ? 1 : 0;
  return out;
}

/** The photo: the region white (a white plate, a white card), a bun-brown part where `brown` says, the table wood-brown. */
function photo(solid: Uint8Array, brown: (x: number, y: number) => boolean = () => false): RgbImage {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) data.set(brown(x, y) ? [176, 112, 48] : solid[y * width + x] ? [238, 238, 232] : [150, 100, 62], (y * width + x) * 3);
  }
  return { data, width, height };
}

describe('squareRim', () => {
  it('finds the tab standing out beyond a square plate’s side, and none of the plate', () => {
    const solid = region(tab);
    const found = squareRim(solid, photo(solid), width, height);
    expect(found).not.toBeNull();
    expect(found!.sides).toHaveLength(4);
    let inTab = 0;
    let tabBeyond = 0;
    let onPlate = 0;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const p = y * width + x;
        if (tab(x, y) && !inside(corners, x + 0.5, y + 0.5)) {
          inTab += 1;
          tabBeyond += found!.beyond[p]!;
        }
        if (inside(corners, x + 0.5, y + 0.5)) onPlate += found!.beyond[p]!;
      }
    }
    // All of the tab but the 2 px next to the side, nothing of the plate.
    expect(tabBeyond).toBeGreaterThan(inTab * 0.75);
    expect(onPlate).toBe(0);
  });

  it('reads a round plate as no square one', () => {
    const disc = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) disc[y * width + x] = ((x - 160) / 100) ** 2 + ((y - 120) / 80) ** 2 <= 1 || tab(x, y) ? 1 : 0;
    expect(squareRim(disc, photo(disc), width, height)).toBeNull();
  });

  it('leaves a large part over the side alone: food hanging over the plate is the dish', () => {
    // A slice hanging over the right side, 6% of the plate's area.
    const slice = (x: number, y: number) => x >= 240 && x < 300 && y >= 110 && y < 140;
    const solid = region(slice);
    expect(squareRim(solid, photo(solid), width, height)).toBeNull();
  });

  it('leaves food standing up over the far side alone: a bun is not in the plate’s colour', () => {
    // The top of a bun above the plate's far side (seen at an angle), as small as the tab.
    const bun = (x: number, y: number) => x >= 150 && x < 184 && y >= 42 && y < 64 && !inside(corners, x + 0.5, y + 0.5);
    const solid = region(bun);
    expect(squareRim(solid, photo(solid, bun), width, height)).toBeNull();
    // The same part in the plate's white is taken.
    expect(squareRim(solid, photo(solid), width, height)).not.toBeNull();
  });
});
