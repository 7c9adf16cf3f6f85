// Logos: SVG uploads rasterised safely (resvg never runs scripts or fetches; svg-guard.ts strips
// scripts, event handlers, external references, filters and dashes and bounds the drawing's work
// before it parses anything), brand colours from a logo (spec §9 via src/shared/colors.ts, the
// 100×100 fit done here with sharp) and the logo's placement on the art — bare when it reads on the
// background, on a plate when it would disappear.
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { BRAND_FIT_SIDE, contrastRatio, extractBrandColors, readableOn, rgbToHex } from '../../shared/colors.ts';
import { MAX_INPUT_PIXELS } from '../../shared/constants.ts';
import type { LogoPlan } from './compose.ts';
import { el, image, type Rect, type SatoriElement } from './scene.ts';
import { assertSvgWithinBounds, sanitiseSvg } from './svg-guard.ts';

export { sanitiseSvg };

export const LOGO_MAX_SIDE = 600;
const MIN_SIDE = 16;
const MAX_SIDE = 4096;
/** A bare logo needs at least this contrast (its mean colour) with the background, else a plate. */
const BARE_LOGO_CONTRAST = 2.6;
/** Logos up to this far from square sit on a round plate, filling this share of its diameter. */
const ROUND_PLATE_MAX_ASPECT = 1.25;
const ROUND_PLATE_INNER = 0.8;

/**
 * An SVG logo → PNG whose longer side is `maxSide`, or less when the drawing is complex enough that
 * resvg would take long at that size (svg-guard.ts). No scripts (resvg has no script engine), no
 * network, no files: references are stripped first and resvg gets no resource directory. A drawing
 * beyond the guard's bounds throws SvgRefusedError before resvg parses it.
 */
export function rasteriseSvgLogo(svg: Buffer, maxSide: number): Buffer {
  const clean = sanitiseSvg(svg.toString('utf8'));
  const { maxSide: affordable } = assertSvgWithinBounds(clean);
  const side = Math.round(Math.min(MAX_SIDE, affordable, Math.max(MIN_SIDE, maxSide)));
  const options = { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' }, shapeRendering: 2 as const, textRendering: 1 as const, imageRendering: 0 as const };
  const probe = new Resvg(clean, options);
  const wide = probe.width >= probe.height;
  const resvg = new Resvg(clean, { ...options, fitTo: wide ? { mode: 'width', value: side } : { mode: 'height', value: side } });
  return resvg.render().asPng();
}

/** The Node side of spec §9: fit inside 100×100 with sharp, then the shared extraction. */
export async function extractBrandColorsFromImage(image: Buffer): Promise<string[]> {
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(BRAND_FIT_SIDE, BRAND_FIT_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return extractBrandColors({ data, width: info.width, height: info.height, channels: 4 });
}

export interface PreparedLogo {
  png: Buffer;
  width: number;
  height: number;
  aspect: number;
  /** Has see-through pixels (a shaped logo) rather than a rectangle of its own background. */
  transparent: boolean;
  /** Mean colour of its visible pixels. */
  mean: string;
}

export async function prepareLogo(logo: Buffer): Promise<PreparedLogo> {
  let input = sharp(logo, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  try {
    input = sharp(await input.trim({ threshold: 12 }).toBuffer());
  } catch {
    // A uniform image has nothing to trim.
    input = sharp(logo, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  }
  const { data, info } = await input.resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let see = 0;
  let r = 0;
  let g = 0;
  let b = 0;
  let weight = 0;
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3]!;
    if (a < 250) see += 1;
    r += data[i]! * a;
    g += data[i + 1]! * a;
    b += data[i + 2]! * a;
    weight += a;
  }
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).png({ compressionLevel: 2 }).toBuffer();
  const w = Math.max(1, weight);
  return {
    png,
    width: info.width,
    height: info.height,
    aspect: info.width / info.height,
    transparent: see / (info.width * info.height) > 0.05,
    mean: rgbToHex([r / w, g / w, b / w]),
  };
}

/** The logo drawn in its slot: bare when it reads on `background`, else on a plate. */
export function renderLogo(logo: PreparedLogo, plan: LogoPlan, background: string): SatoriElement[] {
  const { slot } = plan;
  const src = `data:image/png;base64,${logo.png.toString('base64')}`;
  const fit = (box: Rect, aspect: number, align: LogoPlan['align']): Rect => {
    let height = box.height;
    let width = height * aspect;
    if (width > box.width) {
      width = box.width;
      height = width / aspect;
    }
    const x = align === 'left' ? box.x : align === 'right' ? box.x + box.width - width : box.x + (box.width - width) / 2;
    return { x, y: box.y + (box.height - height) / 2, width, height };
  };
  if (!logo.transparent) {
    // A logo with its own background: a rounded card.
    const r = fit(slot, logo.aspect, plan.align);
    return [image(src, r, { borderRadius: Math.min(r.width, r.height) * 0.16, border: '2px solid rgba(0,0,0,0.10)' })];
  }
  if (plan.plate === null && contrastRatio(logo.mean, background) >= BARE_LOGO_CONTRAST) return [image(src, fit(slot, logo.aspect, plan.align))];
  if (contrastRatio(logo.mean, background) >= BARE_LOGO_CONTRAST + 1.4 && plan.shape === 'rect') return [image(src, fit(slot, logo.aspect, plan.align))];
  const plate = readableOn(logo.mean, '#1a1a1a', plan.plate ?? '#ffffff') === '#1a1a1a' ? '#1a1a1a' : (plan.plate ?? '#ffffff');
  // A squarish logo (a round badge, most often) gets a round plate whatever the style: a square one
  // behind a round badge reads as a box.
  if ((plan.shape === 'round' && logo.aspect < 1.6) || (logo.aspect >= 1 / ROUND_PLATE_MAX_ASPECT && logo.aspect <= ROUND_PLATE_MAX_ASPECT)) {
    const d = slot.height;
    const x = plan.align === 'left' ? slot.x : plan.align === 'right' ? slot.x + slot.width - d : slot.x + (slot.width - d) / 2;
    const m = (1 - ROUND_PLATE_INNER) / 2;
    const inner = fit({ x: x + d * m, y: slot.y + d * m, width: d * ROUND_PLATE_INNER, height: d * ROUND_PLATE_INNER }, logo.aspect, 'center');
    return [
      el('div', { position: 'absolute', left: x, top: slot.y, width: d, height: d, borderRadius: d / 2, backgroundColor: plate, border: '2px solid rgba(0,0,0,0.08)', boxSizing: 'border-box' }),
      image(src, inner),
    ];
  }
  const padY = slot.height * 0.16;
  const innerH = slot.height - 2 * padY;
  const innerW = Math.min(slot.width - 2 * padY, innerH * logo.aspect);
  const inner = fit({ x: 0, y: 0, width: innerW, height: innerH }, logo.aspect, 'center');
  const plateW = inner.width + 2 * padY * 1.3;
  const plateH = inner.height + 2 * padY;
  const px = plan.align === 'left' ? slot.x : plan.align === 'right' ? slot.x + slot.width - plateW : slot.x + (slot.width - plateW) / 2;
  const py = slot.y + (slot.height - plateH) / 2;
  return [
    el('div', { position: 'absolute', left: px, top: py, width: plateW, height: plateH, borderRadius: Math.min(plateH / 2, 22), backgroundColor: plate, border: '2px solid rgba(0,0,0,0.08)', boxSizing: 'border-box' }),
    image(src, { x: px + (plateW - inner.width) / 2, y: py + (plateH - inner.height) / 2, width: inner.width, height: inner.height }),
  ];
}
