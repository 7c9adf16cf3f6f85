// Test fixtures made by the tests themselves (never dataset photos): a synthetic dish — a white plate
// ellipse with a coloured food blob — on a textured wooden table, the exact mask of that dish at any
// size, and a fake segmenter that answers with a degraded version of that mask (soft, coarse,
// ghosted food, a speck), the way IS-Net fails on real food.
import sharp from 'sharp';
import type { Segmenter } from './enhance.ts';

export interface DishShape {
  /** Plate ellipse in frame fractions. */
  plate: { cx: number; cy: number; rx: number; ry: number };
  /** Food blobs (circles) in frame fractions of the width. */
  food: { cx: number; cy: number; r: number }[];
}

export const CENTRED_DISH: DishShape = {
  plate: { cx: 0.5, cy: 0.52, rx: 0.3, ry: 0.32 },
  food: [
    { cx: 0.47, cy: 0.5, r: 0.12 },
    { cx: 0.56, cy: 0.55, r: 0.09 },
    { cx: 0.44, cy: 0.6, r: 0.07 },
  ],
};

/** SVG of the dish shapes only (white on transparent) — the ground-truth mask. */
function shapeSvg(shape: DishShape, width: number, height: number, fill = '#fff'): string {
  const { plate } = shape;
  const circles = shape.food.map((f) => `<circle cx="${f.cx * width}" cy="${f.cy * height}" r="${f.r * width}" fill="${fill}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<ellipse cx="${plate.cx * width}" cy="${plate.cy * height}" rx="${plate.rx * width}" ry="${plate.ry * height}" fill="${fill}"/>${circles}</svg>`
  );
}

/** The exact dish mask (0/255) at the given size. */
export async function dishMask(shape: DishShape, width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite([{ input: Buffer.from(shapeSvg(shape, width, height)) }])
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

/** Deterministic wood-like table: warm planks with grain stripes and fine noise. */
function woodTable(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const plank = Math.floor((y / height) * 6);
    for (let x = 0; x < width; x += 1) {
      let h = Math.imul(x + 1, 0x27d4eb2d) ^ Math.imul(y + 1, 0x165667b1);
      h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
      const noise = ((h >>> 8) & 255) / 255 - 0.5;
      const grain = Math.sin((x / width) * 90 + Math.sin((y / height) * 7 + plank) * 3) * 0.5 + 0.5;
      const seam = (y * 6) % height < 3 ? 0.55 : 1;
      const k = (0.8 + grain * 0.25 + noise * 0.1 + (plank % 2) * 0.06) * seam;
      const i = (y * width + x) * 3;
      data[i] = Math.min(255, 150 * k);
      data[i + 1] = Math.min(255, 100 * k);
      data[i + 2] = Math.min(255, 62 * k);
    }
  }
  return data;
}

export interface DishPhotoOptions {
  width?: number;
  height?: number;
  shape?: DishShape;
  /** Per-channel multipliers simulating a colour cast (e.g. [0.9, 1, 1.15] = bluish light). */
  cast?: [number, number, number];
  format?: 'jpeg' | 'png' | 'webp';
  /** Plate decoration: radial blue strokes between the well and the rim, like a painted plate. */
  platePattern?: 'plain' | 'stripes';
  /** Table under the dish: the wooden planks, or a plain cream cloth close to the plate's white. */
  table?: 'wood' | 'cream';
  /** Colour of the plate's rim line (default a soft grey). */
  rim?: string;
}

/** Radial strokes (polygons) on the plate, from 40% to 88% of its radii. */
function stripesSvg(plate: DishShape['plate'], width: number, height: number): string {
  const strokes: string[] = [];
  for (let k = 0; k < 28; k += 1) {
    const angle = (k / 28) * 2 * Math.PI;
    const spread = 0.05;
    const at = (t: number, a: number) => `${(plate.cx + Math.cos(a) * plate.rx * t) * width},${(plate.cy + Math.sin(a) * plate.ry * t) * height}`;
    strokes.push(`<polygon points="${at(0.4, angle)} ${at(0.88, angle - spread)} ${at(0.88, angle + spread)}" fill="#1f3f8f"/>`);
  }
  return strokes.join('');
}

/** A plain cream cloth with fine noise. */
function creamTable(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    let h = Math.imul(i + 7, 0x27d4eb2d);
    h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
    const noise = ((h >>> 8) & 15) - 7;
    data[i * 3] = 236 + noise;
    data[i * 3 + 1] = 224 + noise;
    data[i * 3 + 2] = 212 + noise;
  }
  return data;
}

/** A synthetic dish photo: plate with a subtle rim shadow, textured food, on a wooden table. */
export async function makeDishPhoto(options: DishPhotoOptions = {}): Promise<Buffer> {
  const width = options.width ?? 800;
  const height = options.height ?? 600;
  const shape = options.shape ?? CENTRED_DISH;
  const { plate } = shape;
  const foods = shape.food
    .map((f, i) => {
      const colours = ['#c0612b', '#d89a3a', '#6f9a3c'];
      return `<circle cx="${f.cx * width}" cy="${f.cy * height}" r="${f.r * width}" fill="${colours[i % colours.length]}" filter="url(#t)"/>`;
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><radialGradient id="p" cx="45%" cy="40%" r="65%"><stop offset="0" stop-color="#fbfaf7"/><stop offset="0.8" stop-color="#ecebe6"/><stop offset="1" stop-color="#d9d7d0"/></radialGradient>` +
    `<filter id="t"><feTurbulence type="fractalNoise" baseFrequency="0.08" numOctaves="2" seed="3"/><feColorMatrix type="saturate" values="0"/>` +
    `<feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer><feComposite in2="SourceGraphic" operator="in"/><feBlend in="SourceGraphic" mode="multiply"/></filter></defs>` +
    `<ellipse cx="${plate.cx * width}" cy="${plate.cy * height}" rx="${plate.rx * width}" ry="${plate.ry * height}" fill="url(#p)" stroke="${options.rim ?? '#c9c6bd'}" stroke-width="${width * 0.004}"/>` +
    `${options.platePattern === 'stripes' ? stripesSvg(plate, width, height) : ''}${foods}</svg>`;
  const table = options.table === 'cream' ? creamTable(width, height) : woodTable(width, height);
  let pipeline = sharp(table, { raw: { width, height, channels: 3 } }).composite([{ input: Buffer.from(svg) }]);
  const flattened = await pipeline.removeAlpha().raw().toBuffer();
  const cast = options.cast;
  if (cast) for (let i = 0; i < flattened.length; i += 1) flattened[i] = Math.min(255, Math.round(flattened[i]! * cast[i % 3]!));
  pipeline = sharp(flattened, { raw: { width, height, channels: 3 } });
  const format = options.format ?? 'jpeg';
  if (format === 'png') return pipeline.png().toBuffer();
  if (format === 'webp') return pipeline.webp({ quality: 90 }).toBuffer();
  return pipeline.jpeg({ quality: 92 }).toBuffer();
}

export interface FakeSegmenterOptions {
  /** Probability given to the food (a ghosted, semi-transparent slice), 0..255. */
  foodProbability?: number;
  /** Adds a small detached speck the cleanup must drop. */
  speck?: boolean;
  /** Resolution the fake "model" works at (its mask is upscaled like a real model's). */
  modelSize?: number;
  /** The model keeps the food and misses the plate under it. */
  missPlate?: boolean;
}

/**
 * A segmenter that returns the shape's mask the way a real model degrades it: computed at a coarse
 * size, blurred, with the food ghosted and an optional speck.
 */
export function fakeSegmenter(shape: DishShape, options: FakeSegmenterOptions = {}): Segmenter & { calls: number } {
  const fake = {
    calls: 0,
    async segment(rgb: { data: Buffer; width: number; height: number }): Promise<Buffer> {
      fake.calls += 1;
      // The mask is computed at the model's coarse resolution, with the photo's proportions.
      const size = options.modelSize ?? 160;
      const sizeY = Math.max(1, Math.round((size * rgb.height) / rgb.width));
      const plateOnly: DishShape = { plate: shape.plate, food: [] };
      const foodOnly = await dishMask({ plate: { cx: -1, cy: -1, rx: 0, ry: 0 }, food: shape.food }, size, sizeY);
      const plateMask = await dishMask(plateOnly, size, sizeY);
      const mask = Buffer.alloc(size * sizeY);
      const ghost = options.foodProbability ?? 255;
      for (let i = 0; i < mask.length; i += 1) {
        const inFood = foodOnly[i]! > 127;
        const inPlate = plateMask[i]! > 127;
        mask[i] = inFood ? (inPlate ? ghost : Math.max(ghost, 200)) : inPlate && !options.missPlate ? 235 : 0;
      }
      if (options.speck) {
        const s = Math.round(size * 0.03);
        for (let y = 2; y < 2 + s; y += 1) for (let x = size - 2 - s; x < size - 2; x += 1) mask[y * size + x] = 255;
      }
      return sharp(mask, { raw: { width: size, height: sizeY, channels: 1 } })
        .blur(0.8)
        .resize(rgb.width, rgb.height, { fit: 'fill', kernel: 'cubic' })
        .toColourspace('b-w')
        .raw()
        .toBuffer();
    },
  };
  return fake;
}

/** Intersection over union of two masks (pixels ≥ 128 count as set). */
export function maskIoU(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) throw new RangeError('masks differ in size');
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]! >= 128;
    const y = b[i]! >= 128;
    if (x && y) inter += 1;
    if (x || y) union += 1;
  }
  return union === 0 ? 1 : inter / union;
}
