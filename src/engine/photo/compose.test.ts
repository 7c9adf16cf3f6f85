import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decontaminateEdges, footprint, levelAngle, renderShadow, resizeRgba, rotateDish } from './compose.ts';
import { sharpenImage } from './relight.ts';
import { extendToFrame } from './extend.ts';
import type { GrayImage } from './image.ts';

/** A 0/255 mask drawn from an SVG shape (white on black). */
async function shapeMask(width: number, height: number, shape: string): Promise<GrayImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/>${shape}</svg>`;
  const data = await sharp(Buffer.from(svg)).toColourspace('b-w').raw().toBuffer();
  return { data, width, height };
}

describe('levelling a slanted base', () => {
  it('finds the tilt of a straight base and leaves round or level ones alone', async () => {
    // A slab of cake turned 12° clockwise (its base goes down to the right).
    const slab = await shapeMask(400, 300, '<rect x="60" y="110" width="280" height="80" fill="#fff" transform="rotate(12 200 150)"/>');
    expect(levelAngle(slab)).toBeCloseTo(-12, 0);
    const level = await shapeMask(400, 300, '<rect x="60" y="110" width="280" height="80" fill="#fff"/>');
    expect(levelAngle(level)).toBe(0);
    // A plate seen at 45°, turned: its base is an arc, not a line.
    const plate = await shapeMask(400, 300, '<ellipse cx="200" cy="150" rx="170" ry="90" fill="#fff" transform="rotate(10 200 150)"/>');
    expect(levelAngle(plate)).toBe(0);
    // Steeper than a slip of the hand: the photo's own composition.
    const steep = await shapeMask(400, 400, '<rect x="60" y="160" width="280" height="80" fill="#fff" transform="rotate(35 200 200)"/>');
    expect(levelAngle(steep)).toBe(0);
  });

  it('turns the dish so its base is level, keeping its pixels', async () => {
    const slab = await shapeMask(400, 300, '<rect x="60" y="110" width="280" height="80" fill="#fff" transform="rotate(12 200 150)"/>');
    const rgb = { data: Buffer.alloc(400 * 300 * 3, 200), width: 400, height: 300 };
    const turned = await rotateDish(rgb, slab, levelAngle(slab));
    expect(levelAngle(turned.alpha)).toBe(0);
    let opaque = 0;
    for (let i = 0; i < turned.alpha.data.length; i += 1) if (turned.alpha.data[i]! >= 128) opaque += 1;
    expect(opaque).toBeGreaterThan(280 * 80 * 0.95);
    expect(opaque).toBeLessThan(280 * 80 * 1.05);
  });
});

describe('shadow under a cut-out dish', () => {
  it('keeps only a thin band along the base as the footprint', async () => {
    const glass = await shapeMask(100, 200, '<polygon points="20,10 80,10 70,190 30,190" fill="#fff"/>');
    const band = footprint(glass);
    const set = (y: number) => band.data.subarray(y * 100, (y + 1) * 100).some((v) => v >= 128);
    expect(set(188)).toBe(true);
    expect(set(150)).toBe(false);
    expect(set(20)).toBe(false);
  });

  it('grounds the dish: darkest right under its base', async () => {
    const frame = { width: 600, height: 600 };
    const dish = await shapeMask(300, 120, '<rect x="0" y="0" width="300" height="120" fill="#fff"/>');
    const place = { left: 150, top: 240, width: 300, height: 120 };
    const look = { ambient: 0.38, contact: 0.5, base: 0.7, light: 'top' as const, view: 'three-quarter' as const };
    const shadow = await renderShadow(dish, place, frame, look);
    const floating = await renderShadow(dish, place, frame, { ...look, base: 0 });
    const at = (map: GrayImage, x: number, y: number) => map.data[y * frame.width + x]!;
    const below = at(shadow, 300, 240 + 120 + 4);
    expect(below).toBeLessThan(at(shadow, 300, 240 - 4) - 100);
    expect(below).toBeLessThan(at(shadow, 150 - 4, 300) - 60);
    // The footprint's pool is what makes it that dark.
    expect(below).toBeLessThan(at(floating, 300, 240 + 120 + 4) - 15);
    // Far from the dish the backdrop is untouched.
    expect(at(shadow, 20, 20)).toBe(255);
  });

  it('grounds each dish of a table of dishes under its own base, and leaves the gap between them unshaded', async () => {
    // Two plates at 45°, one behind the other, with a wide gap of table between them.
    const frame = { width: 600, height: 800 };
    const table = await shapeMask(400, 600, '<ellipse cx="200" cy="90" rx="190" ry="85" fill="#fff"/><ellipse cx="200" cy="510" rx="190" ry="85" fill="#fff"/>');
    const place = { left: 100, top: 100, width: 400, height: 600 };
    const shadow = await renderShadow(table, place, frame, { ambient: 0.38, contact: 0.5, base: 0.7, light: 'top', view: 'three-quarter' });
    const at = (x: number, y: number) => shadow.data[y * frame.width + x]!;
    // Under the back plate's base, as under the front one's: the plate meets the table there.
    expect(at(300, 100 + 176 + 4)).toBeLessThan(200);
    expect(at(300, 100 + 596 + 4)).toBeLessThan(200);
    // Midway between the plates, on bare table: at most a trace of shade, no floating blob.
    expect(at(300, 100 + 300)).toBeGreaterThan(235);
    expect(at(200, 100 + 330)).toBeGreaterThan(235);
  });

  it('grounds a plate, a 45° dish and an upright cup in every view: darker just below the base than further out', async () => {
    const frame = { width: 800, height: 600 };
    const plate = await shapeMask(300, 300, '<circle cx="150" cy="150" r="148" fill="#fff"/>');
    const cup = await shapeMask(180, 260, '<path d="M10 0 L170 0 L150 258 L30 258 Z" fill="#fff"/>');
    const cases = [
      { view: 'top-down' as const, mask: plate, place: { left: 250, top: 150, width: 300, height: 300 } },
      { view: 'three-quarter' as const, mask: await shapeMask(360, 200, '<ellipse cx="180" cy="100" rx="178" ry="98" fill="#fff"/>'), place: { left: 220, top: 200, width: 360, height: 200 } },
      { view: 'eye-level' as const, mask: cup, place: { left: 310, top: 240, width: 180, height: 260 } },
    ];
    for (const { view, mask, place } of cases) {
      const shadow = await renderShadow(mask, place, frame, { ambient: 0.38, contact: 0.5, base: 0.7, light: 'top-left', view });
      const at = (x: number, y: number) => shadow.data[y * frame.width + x]!;
      const cx = place.left + place.width / 2;
      const baseY = place.top + place.height;
      const justBelow = at(cx, baseY + 3);
      const further = at(cx, Math.min(frame.height - 1, baseY + 90));
      expect(justBelow, view).toBeLessThan(200);
      expect(justBelow, view).toBeLessThan(further - 40);
      // The cast shadow reaches out on the shadow side (light from the top left: to the right).
      const darkness = (x0: number) => {
        let sum = 0;
        for (let y = place.top + place.height / 2; y < Math.min(frame.height, baseY + 20); y += 2) for (let x = x0; x < x0 + 40; x += 2) sum += 255 - at(x, y);
        return sum;
      };
      expect(darkness(place.left + place.width), view).toBeGreaterThan(darkness(place.left - 40) * 1.5);
    }
  });
});

describe('shadow of a flat lay', () => {
  it('grounds a plate seen from above softly: no hard dark crescent under its lowest edge', async () => {
    const frame = { width: 800, height: 600 };
    const plate = await shapeMask(300, 300, '<circle cx="150" cy="150" r="148" fill="#fff"/>');
    const place = { left: 250, top: 150, width: 300, height: 300 };
    const shadow = await renderShadow(plate, place, frame, { ambient: 0.38, contact: 0.5, base: 0.7, light: 'top', view: 'top-down' });
    const at = (x: number, y: number) => shadow.data[y * frame.width + x]!;
    // Just outside the rim below it (the light from the top: its shadow falls down), and beside it.
    const below = [3, 6, 10].map((d) => at(400, 450 + d));
    const beside = at(250 - 3, 300);
    // Grounded all round, darker on the shadow side…
    expect(beside).toBeLessThan(235);
    expect(below[0]).toBeLessThan(beside);
    // …but softly: no band darker than 60% under the rim, fading over several pixels, not a line.
    expect(below[0]).toBeGreaterThan(150);
    expect(below[1]! - below[0]!).toBeLessThan(30);
    expect(below[2]).toBeGreaterThan(below[1]!);
  });
});

describe('padding a photo enhanced in place', () => {
  it('continues the table at the border, without a ghost of the dish near the edge', async () => {
    // A light table with a dark-blue plate rim 20 px from the left edge.
    const width = 300;
    const height = 400;
    const data = Buffer.alloc(width * height * 3, 225);
    for (let y = 40; y < 360; y += 1) {
      for (let x = 20; x < 36; x += 1) {
        const i = (y * width + x) * 3;
        data[i] = 30;
        data[i + 1] = 50;
        data[i + 2] = 140;
      }
    }
    const mask = Buffer.alloc(width * height);
    for (let y = 40; y < 360; y += 1) for (let x = 20; x < 36; x += 1) mask[y * width + x] = 255;
    const frame = { width: 400, height: 400 };
    const padded = await extendToFrame({ data, width, height }, frame, 50, 0, { data: mask, width, height });
    // Inside the pad, away from the feather: the table's light colour, no blue band.
    let darkest = 255;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < 20; x += 1) {
        const i = (y * frame.width + x) * 3;
        darkest = Math.min(darkest, padded.data[i]!, padded.data[i + 1]!);
      }
    }
    expect(darkest).toBeGreaterThan(170);
    // The photo itself is untouched where the pad does not reach.
    const i = (200 * frame.width + 50 + 28) * 3;
    expect([padded.data[i], padded.data[i + 1], padded.data[i + 2]]).toEqual([30, 50, 140]);
  });
});

describe('a cut-out dish enlarged and sharpened', () => {
  it('keeps its edge its own colour: no light line round it on a dark backdrop', async () => {
    // A grey bowl (120) on a white table (245), its alpha's edge hard (as the refined matte's is),
    // decontaminated, enlarged 2.4× and sharpened as an enlarged dish is, then laid on black: no
    // pixel may come out lighter than the bowl by more than the edge's own residue of the table.
    // (Resized with premultiplied alpha, the transparent ring came out black and the alpha's ringing
    // lifted the colour just inside the edge: the sharpening drew a line of ~165 round it.)
    const size = 120;
    const rgb = Buffer.alloc(size * size * 3);
    const alpha = Buffer.alloc(size * size);
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const a = Math.max(0, Math.min(1, 0.5 - 2 * (Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) - 40)));
        alpha[y * size + x] = Math.round(a * 255);
        rgb.fill(Math.round(120 * a + 245 * (1 - a)), (y * size + x) * 3, (y * size + x) * 3 + 3);
      }
    }
    const clean = await decontaminateEdges({ data: rgb, width: size, height: size }, { data: alpha, width: size, height: size });
    const big = Math.round(size * 2.4);
    const scaled = await resizeRgba(clean, { data: alpha, width: size, height: size }, big, big);
    const crisp = await sharpenImage(scaled.rgb, 0.7);
    let lightest = 0;
    for (let i = 0; i < big * big; i += 1) lightest = Math.max(lightest, (crisp.data[i * 3]! * scaled.alpha.data[i]!) / 255);
    expect(lightest).toBeLessThan(140);
  });
});
