// Upload rules shared by forms and server: accepted image types, sniffed from the bytes.
export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;
export type ImageExt = keyof typeof IMAGE_TYPES;

/** The photo input's accept attribute and what the server takes for Foto Pro. */
export const PHOTO_ACCEPT = Object.values(IMAGE_TYPES).join(',');

/** What the bytes are, whatever the file name or the declared type says; null when not an accepted image. */
export function sniffImageType(bytes: Uint8Array): ImageExt | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47 && bytes[4] === 0x0d && bytes[5] === 0x0a && bytes[6] === 0x1a && bytes[7] === 0x0a) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** A logo may also be an SVG: the server rasterises it (sanitised) and never stores or serves the SVG. */
export type LogoType = ImageExt | 'svg';
export const LOGO_ACCEPT = `${PHOTO_ACCEPT},image/svg+xml`;

/** How far into the file the `<svg` root may start (after an XML declaration, comments, a doctype). */
const SVG_SNIFF_BYTES = 4096;

/** True when the bytes are SVG text: optional BOM, XML declaration, comments and doctype, then `<svg`. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, SVG_SNIFF_BYTES);
  if (head.includes(0)) return false;
  let text = new TextDecoder('utf-8').decode(head).replace(/^\uFEFF/, '');
  for (;;) {
    const trimmed = text.replace(/^\s+/, '');
    const next = trimmed.replace(/^<\?xml[\s\S]*?\?>/, '').replace(/^<!--[\s\S]*?-->/, '').replace(/^<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/i, '');
    if (next === trimmed) return /^<svg[\s>/]/.test(trimmed);
    text = next;
  }
}

/** A logo's type from its bytes: PNG, JPG, WEBP or SVG; null for anything else. */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  return sniffImageType(bytes) ?? (looksLikeSvg(bytes) ? 'svg' : null);
}
