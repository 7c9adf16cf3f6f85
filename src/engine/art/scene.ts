// The pieces a layout is made of: satori element helpers, rectangles, and the report of every text
// box (where, how big, which lines, on which colours) that tests and callers can check.

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const TEXT_ROLES = ['title', 'price', 'description', 'cta', 'kicker', 'watermark'] as const;
export type TextRole = (typeof TEXT_ROLES)[number];

export interface TextBox extends Rect {
  role: TextRole;
  text: string;
  fontSize: number;
  lines: string[];
  /** Degrees, about the box's centre (0 for most). */
  rotation: number;
  /** Axis-aligned bounds after rotation: what must stay on the canvas and apart from other boxes. */
  bounds: Rect;
  color: string;
  /** Every colour the text may sit on (both ends of a gradient, the plate of a button…). */
  backgrounds: string[];
  /** WCAG ratio this text was made to reach: 4.5 body, 3 large display. */
  minContrast: number;
  truncated: boolean;
}

/** A satori element (what JSX would build), without React. */
export interface SatoriElement {
  type: string;
  key?: string | number;
  props: { style?: Record<string, unknown>; children?: SatoriChild | SatoriChild[]; src?: string; width?: number; height?: number };
}
export type SatoriChild = SatoriElement | string;

let keySeq = 0;
export function el(type: string, style: Record<string, unknown>, children?: SatoriChild | SatoriChild[], extra: Record<string, unknown> = {}): SatoriElement {
  keySeq = (keySeq + 1) % 1_000_000;
  return { type, key: keySeq, props: { style, ...(children === undefined ? {} : { children }), ...extra } };
}

export const abs = (r: Rect, style: Record<string, unknown> = {}): Record<string, unknown> => ({
  position: 'absolute',
  left: r.x,
  top: r.y,
  width: r.width,
  height: r.height,
  display: 'flex',
  boxSizing: 'border-box',
  ...style,
});

export function image(src: string, r: Rect, style: Record<string, unknown> = {}): SatoriElement {
  return el('img', abs(r, style), undefined, { src, width: Math.round(r.width), height: Math.round(r.height) });
}

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Bounds of a rectangle rotated about its centre. */
export function rotatedBounds(r: Rect, degrees: number): Rect {
  if (!degrees) return { ...r };
  const a = (degrees * Math.PI) / 180;
  const c = Math.abs(Math.cos(a));
  const s = Math.abs(Math.sin(a));
  const width = r.width * c + r.height * s;
  const height = r.width * s + r.height * c;
  const cx = r.x + r.width / 2;
  const cy = r.y + r.height / 2;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

export function overlaps(a: Rect, b: Rect, tolerance = 0): boolean {
  return a.x + tolerance < b.x + b.width && b.x + tolerance < a.x + a.width && a.y + tolerance < b.y + b.height && b.y + tolerance < a.y + a.height;
}

export function inside(inner: Rect, outer: Rect, tolerance = 0): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
