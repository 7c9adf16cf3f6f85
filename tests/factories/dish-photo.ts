// Makes a dish photo for tests: a white plate with a browned food mound on a grainy wood-coloured
// table, lit slightly warm — an "amateur" photo the engine can cut out. No dataset photo is used.
import sharp from 'sharp';
import { MSG } from '../../src/shared/messages.ts';

export interface DishPhotoOptions {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** Centre of the plate as fractions of the width and height (default the middle). */
  centre?: [number, number];
  /** Multiplies every pixel value: below 1 a photo taken in a dim room. */
  exposure?: number;
}

/**
 * A dish the photo's frame cuts: the plate sits in the bottom-left corner and runs off the left and
 * the bottom edges. Cut on two sides, the engine keeps the photo's own scene (in place, touches-edge).
 */
export const CUT_BY_FRAME: Pick<DishPhotoOptions, 'centre'> = { centre: [0.12, 0.86] };

export async function makeDishPhoto({ width = 1200, height = 900, format = 'jpeg', centre = [0.5, 0.5], exposure = 1 }: DishPhotoOptions = {}): Promise<Buffer> {
  const cx = width * centre[0];
  const cy = height * centre[1];
  const plateRx = width * 0.3;
  const plateRy = height * 0.3;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.012 0.35" numOctaves="3" seed="7"/>
        <feColorMatrix values="0 0 0 0 0.55  0 0 0 0 0.36  0 0 0 0 0.2  0 0 0 0.55 0"/></filter>
      <radialGradient id="food" cx="45%" cy="40%" r="60%"><stop offset="0" stop-color="#d9822b"/><stop offset="1" stop-color="#7a3412"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="#8a5a34"/>
    <rect width="100%" height="100%" filter="url(#grain)"/>
    <ellipse cx="${cx + 8}" cy="${cy + 14}" rx="${plateRx}" ry="${plateRy}" fill="#000" opacity="0.25"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${plateRx}" ry="${plateRy}" fill="#f4f1ea"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${plateRx * 0.78}" ry="${plateRy * 0.78}" fill="#e9e4da"/>
    <ellipse cx="${cx}" cy="${cy - plateRy * 0.05}" rx="${plateRx * 0.5}" ry="${plateRy * 0.45}" fill="url(#food)"/>
    <circle cx="${cx - plateRx * 0.15}" cy="${cy - plateRy * 0.15}" r="${plateRx * 0.08}" fill="#3f7d20"/>
  </svg>`;
  // A warm cast, as under kitchen light.
  const image = sharp(Buffer.from(svg)).linear([1.04 * exposure, exposure, 0.88 * exposure], [0, 0, 0]);
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp().toBuffer();
  return image.jpeg({ quality: 85 }).toBuffer();
}

/** A multipart body for POST /api/photos/enhance. */
export function enhanceForm(photo: Buffer | null, fields: Record<string, string>, filename = 'prato.jpg'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (photo) form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), filename);
  return form;
}

/** Foto Pro text fields the server refuses with 400, and the pt-BR message it answers (check and enhance alike). */
export const INVALID_PHOTO_FIELDS: [Record<string, string>, string][] = [
  [{ platform: 'orkut' }, MSG.completeAllSteps],
  [{ style: 'neon' }, MSG.completeAllSteps],
  [{ scenarioType: 'predefined' }, MSG.chooseScenario],
  [{ scenarioType: 'predefined', scenarioId: 'nao-e-uuid' }, MSG.scenarioInvalid],
  [{ scenarioType: 'predefined', scenarioId: '00000000-0000-4000-8000-000000000000' }, MSG.scenarioInvalid],
];
