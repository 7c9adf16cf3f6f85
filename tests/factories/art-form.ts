// Uploads for POST /api/arts/generate made by the tests: a square brand logo (PNG or SVG) and the
// multipart body with the product, the optional logo and the text fields.
import sharp from 'sharp';

/** A round logo of one brand colour on transparency, with a white initial. */
export async function makeLogoPng(colour = '#c8102e', size = 240): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg(colour, size))).png().toBuffer();
}

export function logoSvg(colour = '#c8102e', size = 240, extra = ''): string {
  const r = size / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<circle cx="${r}" cy="${r}" r="${r * 0.95}" fill="${colour}"/>` +
    `<rect x="${r * 0.7}" y="${r * 0.5}" width="${r * 0.6}" height="${r}" rx="${r * 0.1}" fill="#ffffff"/>${extra}</svg>`
  );
}

export interface ArtUpload {
  bytes: Buffer;
  filename: string;
  type?: string;
}

/** A multipart body for POST /api/arts/generate; null leaves the file out. */
export function artForm(fields: Record<string, string>, product: ArtUpload | null, logo: ArtUpload | null = null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (product) form.append('product', new Blob([new Uint8Array(product.bytes)], { type: product.type ?? 'image/jpeg' }), product.filename);
  if (logo) form.append('logo', new Blob([new Uint8Array(logo.bytes)], { type: logo.type ?? 'image/png' }), logo.filename);
  return form;
}
