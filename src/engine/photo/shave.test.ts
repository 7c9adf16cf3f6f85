import { describe, expect, it } from 'vitest';
import type { RgbImage } from './image.ts';
import { refineMatte, type MatteAnalysis } from './matte.ts';
import { tableBetweenParts, tableScraps, trimTableBand } from './shave.ts';

const W = 320;
const H = 240;
const CX = 160;
const CY = 120;
const R = 80;

type Colour = [number, number, number];
const inDisc = (x: number, y: number, cx: number, cy: number, r: number) => Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= r;
/** The crescent a rim drawn a little off the plate adds on its left: inside a disc shifted left, outside the plate. */
const crescentAt = (cx: number) => (x: number, y: number) => inDisc(x, y, cx - 4, CY, R + 2) && !inDisc(x, y, cx, CY, R);
const crescent = crescentAt(CX);

/** A photo: a table, a plate with a rim of `rim` colour (its outer 6 px) and red food in its middle. */
function photo(table: Colour, plate: Colour, rim: Colour = plate, cx = CX): RgbImage {
  const data = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      let colour = table;
      if (inDisc(x, y, cx, CY, R)) colour = inDisc(x, y, cx, CY, R - 6) ? plate : rim;
      if (inDisc(x, y, cx, CY, R * 0.55)) colour = [190, 60, 40];
      data.set(colour, (y * W + x) * 3);
    }
  }
  return { data, width: W, height: H };
}

function mask(test: (x: number, y: number) => boolean): Uint8Array {
  const out = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) if (test(x, y)) out[y * W + x] = 1;
  return out;
}

/** The model's map: sure (255) of `sure`, unsure (20) of the rest of `solid`, 0 elsewhere. */
function model(solid: Uint8Array, sure: (x: number, y: number) => boolean): Uint8Array {
  const out = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) if (solid[y * W + x]) out[y * W + x] = sure(x, y) ? 255 : 20;
  return out;
}

const count = (m: Uint8Array | null, where: (x: number, y: number) => boolean) => {
  let n = 0;
  for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) if (m?.[y * W + x] && where(x, y)) n += 1;
  return n;
};
const area = (where: (x: number, y: number) => boolean) => count(mask(() => true), where);

describe('tableScraps', () => {
  const solid = mask((x, y) => inDisc(x, y, CX, CY, R) || crescent(x, y));
  const onPlate = (x: number, y: number) => inDisc(x, y, CX, CY, R);

  it('finds the crescent of the table a drawn rim added beside a plate, and none of the plate', () => {
    // A pale table, a yellow plate: the crescent is the table's colour and stops at the plate's yellow.
    const guide = photo([225, 222, 215], [235, 190, 40]);
    const scraps = tableScraps(solid, guide, model(solid, onPlate));
    expect(count(scraps, crescent)).toBeGreaterThan(area(crescent) * 0.8);
    expect(count(scraps, onPlate)).toBe(0);
  });

  it('leaves a white plate on a white table whole: its rim carries on in the table colour', () => {
    // The plate differs from the table by a few levels only, and the model was unsure of all of it:
    // flooding from the outline runs on into the plate, so nothing is taken.
    const guide = photo([228, 226, 222], [238, 236, 233]);
    const plate = mask(onPlate);
    expect(tableScraps(plate, guide, model(plate, () => false))).toBeNull();
  });

  it('keeps a dark rim line on a dark table that the model was sure of', () => {
    const guide = photo([52, 52, 54], [236, 234, 230], [40, 48, 66]);
    const plate = mask(onPlate);
    expect(tableScraps(plate, guide, model(plate, () => true))).toBeNull();
  });

  it('keeps a scrap that reaches the photo’s border (the dish runs on out of it there)', () => {
    // The same plate near the left border: its crescent runs off the photo.
    const cx = R + 4;
    const guide = photo([225, 222, 215], [235, 190, 40], [235, 190, 40], cx);
    const near = mask((x, y) => inDisc(x, y, cx, CY, R) || crescentAt(cx)(x, y));
    expect(count(near, (x) => x === 0)).toBeGreaterThan(0);
    expect(tableScraps(near, guide, model(near, (x, y) => inDisc(x, y, cx, CY, R)))).toBeNull();
  });
});

describe('tableBetweenParts', () => {
  const table: Colour = [198, 197, 194];
  const rim = { cx: CX, cy: CY, a: R, b: R, theta: 0 };
  const onPlate = (x: number, y: number) => inDisc(x, y, CX, CY, R);
  /** Two sticks from the food out over the rim to `end` (x), 6 px thick, with a 10 px gap between them. */
  const stick = (end: number) => (x: number, y: number) => x >= CX && x < end && ((y >= CY - 14 && y < CY - 8) || (y >= CY + 2 && y < CY + 8));
  /** The table between them, beyond the rim. */
  const between = (end: number) => (x: number, y: number) => x >= CX && x < end && y >= CY - 8 && y < CY + 2 && !onPlate(x, y);

  /** The photo with brown sticks to `end`; the region: the plate, the sticks and the table between them. */
  function scene(end: number) {
    const guide = photo(table, [240, 240, 236], [40, 50, 120]);
    for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) if (stick(end)(x, y)) guide.data.set([150, 100, 45], (y * W + x) * 3);
    const solid = mask((x, y) => onPlate(x, y) || stick(end)(x, y) || between(end)(x, y));
    // The model: sure of the plate and the sticks, less so of the table between them.
    const probability = model(solid, (x, y) => !between(end)(x, y));
    for (let p = 0; p < W * H; p += 1) if (solid[p] && probability[p] === 20) probability[p] = 175;
    return { guide, solid, probability };
  }

  it('finds the table seen between two sticks that run off the photo, and none of the sticks or the bowl', () => {
    const { guide, solid, probability } = scene(W);
    const gaps = tableBetweenParts(solid, guide, probability, rim);
    const gap = between(W);
    expect(count(gaps, (x, y) => gap(x, y) && !inDisc(x, y, CX, CY, R + 1.5))).toBe(area((x, y) => gap(x, y) && !inDisc(x, y, CX, CY, R + 1.5)));
    expect(count(gaps, (x, y) => onPlate(x, y) || stick(W)(x, y))).toBe(0);
  });

  it('keeps a pale part the dish encloses inside the frame, and a band beyond the rim open to the table', () => {
    // The sticks end inside the photo, joined at their tips: what lies between them is enclosed, not cut by the photo.
    const { guide, solid, probability } = scene(W - 20);
    for (let y = CY - 14; y < CY + 8; y += 1) {
      for (let x = W - 26; x < W - 20; x += 1) {
        solid[y * W + x] = 1;
        probability[y * W + x] = 255;
        guide.data.set([150, 100, 45], (y * W + x) * 3);
      }
    }
    expect(tableBetweenParts(solid, guide, probability, rim)).toBeNull();
    // A band of the table round the right of the bowl, out to the photo's border: open to the table above and below it.
    const band = (x: number, y: number) => x >= CX + R - 2 && y >= CY - 30 && y < CY + 30 && !onPlate(x, y);
    const plain = photo(table, [240, 240, 236], [40, 50, 120]);
    const region = mask((x, y) => onPlate(x, y) || band(x, y));
    expect(tableBetweenParts(region, plain, model(region, onPlate).map((v) => (v === 20 ? 175 : v)), rim)).toBeNull();
  });
});

describe('trimTableBand', () => {
  const onPlate = (x: number, y: number) => inDisc(x, y, CX, CY, R);
  /** What the model took beyond the plate on its lower left: a disc a little larger, shifted there. */
  const band = (x: number, y: number) => inDisc(x, y, CX - 5, CY + 5, R + 1) && !onPlate(x, y);
  const board: Colour = [214, 230, 238];
  const yellow: Colour = [226, 188, 36];

  /** The photo with `fill` painted where the band is. */
  function withBand(guide: RgbImage, fill: Colour): RgbImage {
    const data = Buffer.from(guide.data);
    for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) if (band(x, y)) data.set(fill, (y * W + x) * 3);
    return { ...guide, data };
  }

  it('cuts a band of a white board the model took round a yellow plate back to the plate’s rim', () => {
    const region = mask((x, y) => onPlate(x, y) || band(x, y));
    const cleared = trimTableBand(region, W, H, photo(board, yellow));
    expect(cleared).toBeGreaterThan(0);
    // The band is gone but for the pixel of blend along the rim; every pixel of the plate is kept.
    const beyond = (x: number, y: number) => band(x, y) && !inDisc(x, y, CX, CY, R + 1.5);
    expect(count(region, beyond)).toBeLessThan(area(beyond) * 0.05);
    expect(count(region, onPlate)).toBe(area(onPlate));
  });

  it('keeps a plate the region already follows, and a bun lying over the rim', () => {
    const guide = photo(board, yellow);
    const plate = mask(onPlate);
    expect(trimTableBand(plate, W, H, guide)).toBe(0);
    // The same band, but a brown bun's colour: food over the rim, not a plain surface.
    const region = mask((x, y) => onPlate(x, y) || band(x, y));
    expect(trimTableBand(region, W, H, withBand(guide, [168, 108, 58]))).toBe(0);
    expect(count(region, band)).toBe(area(band));
  });

  it('never cuts back a white plate: a grey band beside it may be its own lip in shade', () => {
    const region = mask((x, y) => onPlate(x, y) || band(x, y));
    expect(trimTableBand(region, W, H, withBand(photo(board, [236, 236, 232]), [150, 156, 160]))).toBe(0);
  });
});

describe('refineMatte with scraps of the table', () => {
  it('leaves the scrap out of the cut-out and keeps the plate’s edge beside it', () => {
    const guide = photo([225, 222, 215], [235, 190, 40]);
    const solid = mask((x, y) => inDisc(x, y, CX, CY, R) || crescent(x, y));
    const scraps = tableScraps(solid, guide, model(solid, (x, y) => inDisc(x, y, CX, CY, R)));
    const analysis = {
      solid,
      width: W,
      height: H,
      box: { left: CX - R - 10, top: CY - R - 4, width: 2 * R + 14, height: 2 * R + 8 },
      items: 1,
      vessel: false,
      scraps,
    } as unknown as MatteAnalysis;
    const alpha = refineMatte(analysis, guide, guide).data;
    // Well inside the crescent (4 px beyond the plate on its left): transparent; just inside the plate: opaque.
    expect(alpha[CY * W + (CX - R - 4)]).toBe(0);
    expect(alpha[CY * W + (CX - R + 3)]).toBe(255);
    // Without the scraps the crescent was kept.
    const kept = refineMatte({ ...analysis, scraps: null }, guide, guide).data;
    expect(kept[CY * W + (CX - R - 4)]).toBeGreaterThan(200);
  });
});
