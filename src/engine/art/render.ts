// Templates Rápidos, the art engine: a style template + product + logo + promotional texts → a
// 1080×1080 (feed) or 1080×1920 (stories) PNG. satori lays the element tree out as SVG (our own
// fitted lines, so nothing re-wraps), resvg rasterises it. Pure: no HTTP, no database. Fonts are
// read once per process; call warmUpArt() at start so the first user does not pay for parsing.
import { availableParallelism } from 'node:os';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { blendOver, WCAG_AA_BODY } from '../../shared/colors.ts';
import { ART_FORMAT_SIZE } from '../../shared/constants.ts';
import { compose, type ArtFormatName, type Composition, type ComposeTexts } from './compose.ts';
import { resolveDesign, type Design, type TemplateInput } from './design.ts';
import { svgDocument } from './decor.ts';
import { loadAdditionalAsset } from './emoji.ts';
import { loadFonts } from './fonts.ts';
import { extractBrandColorsFromImage, prepareLogo, renderLogo } from './logo.ts';
import { formatPrice } from '../../shared/price.ts';
import { prepareProduct, renderProduct } from './product.ts';
import { el, type SatoriElement, type TextBox } from './scene.ts';
import { fitText, TextMeasurer } from './text-fit.ts';
import { Typesetter } from './typeset.ts';

export type { TextBox } from './scene.ts';

export interface RenderArtInput {
  template: TemplateInput;
  product: { image: Buffer; cutout: boolean };
  logo?: Buffer | null;
  /** Brand colours (e.g. from extractBrandColors on the logo); extracted from the logo when absent. */
  brandColors?: string[];
  texts: { title: string; price?: string | null; description?: string | null; cta?: string | null };
  format: ArtFormatName;
  watermark: boolean;
}

export interface RenderArtResult {
  png: Buffer;
  width: number;
  height: number;
  textBoxes: TextBox[];
  /** ms per stage: fonts, prepare, compose, product, satori, resvg, encode, total. */
  timings: Record<string, number>;
  /** What the template resolved to (layout, palette, type), for tests and the admin. */
  design: Design;
}

export interface RenderArtOptions {
  /** Also return satori's own layout of every text line (slower; for tests). */
  collectLayout?: boolean;
}

export interface SatoriTextNode {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

const WATERMARK = { text: 'FoodArt', size: 22, padX: 14, padY: 7, margin: 22, alpha: 0.62, plate: '#111111' };

/**
 * The final PNG: zlib level 3 without adaptive filtering encodes a story in ~17 ms (~310 KB); level 6
 * with filtering saves a fifth of the bytes for ~60 ms more (measured on a 1080×1920 post).
 */
const PNG_OPTIONS = { compressionLevel: 3, adaptiveFiltering: false } as const;

let measurer: TextMeasurer | undefined;

/** resvg hands out premultiplied RGBA; sharp composites straight alpha. */
function unpremultiply(pixels: Buffer): Buffer {
  for (let i = 3; i < pixels.length; i += 4) {
    const a = pixels[i]!;
    if (a === 0 || a === 255) continue;
    const k = 255 / a;
    pixels[i - 3] = Math.min(255, Math.round(pixels[i - 3]! * k));
    pixels[i - 2] = Math.min(255, Math.round(pixels[i - 2]! * k));
    pixels[i - 1] = Math.min(255, Math.round(pixels[i - 1]! * k));
  }
  return pixels;
}

async function typesetter(): Promise<Typesetter> {
  const fonts = await loadFonts();
  measurer ??= new TextMeasurer(fonts);
  return new Typesetter(measurer);
}

/** Cheap deterministic seed for decoration scatter. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function watermarkNode(width: number, height: number, ts: Typesetter): { nodes: SatoriElement[]; box: TextBox } {
  const face = { family: 'Inter', weight: 600, style: 'normal' } as const;
  const fitted = fitText(ts.measurer, { text: WATERMARK.text, face, lineHeight: 1.2, width: 400, height: 100, maxLines: 1, maxSize: WATERMARK.size, minSize: WATERMARK.size, tracking: 0.02 });
  const w = Math.ceil(fitted.width + 2 * WATERMARK.padX);
  const h = Math.ceil(fitted.height + 2 * WATERMARK.padY);
  const x = width - WATERMARK.margin - w;
  const y = height - WATERMARK.margin - h;
  // Worst cases for the translucent plate: over white and over black.
  const backgrounds = [blendOver(WATERMARK.plate, WATERMARK.alpha, '#ffffff'), blendOver(WATERMARK.plate, WATERMARK.alpha, '#000000')];
  const node = el(
    'div',
    { position: 'absolute', left: x, top: y, width: w, height: h, display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: h / 2, backgroundColor: `rgba(17,17,17,${WATERMARK.alpha})`, color: '#ffffff', fontFamily: face.family, fontWeight: face.weight, fontSize: fitted.fontSize, lineHeight: 1.2, letterSpacing: 0.02 * fitted.fontSize, whiteSpace: 'nowrap' },
    WATERMARK.text,
  );
  const r = { x, y, width: w, height: h };
  return { nodes: [node], box: { role: 'watermark', text: WATERMARK.text, ...r, fontSize: fitted.fontSize, lines: [WATERMARK.text], rotation: 0, bounds: r, color: '#ffffff', backgrounds, minContrast: WCAG_AA_BODY, truncated: false } };
}

export interface LayoutArtInput {
  template: TemplateInput;
  /** The product's shape: width / height of the (trimmed) cut-out or photo. */
  product: { cutout: boolean; aspect: number };
  hasLogo: boolean;
  brandColors?: readonly string[];
  texts: RenderArtInput['texts'];
  format: ArtFormatName;
  watermark: boolean;
}

export interface LayoutArtResult {
  design: Design;
  composition: Composition;
  /** Every text on the art, the watermark included. */
  textBoxes: TextBox[];
  /** Elements drawn after the layout's own (the watermark). */
  extraNodes: SatoriElement[];
}

/**
 * The layout alone, without rasterising: where every text box goes, at which size, in which colour
 * on which background. Milliseconds; renderArt draws exactly this.
 */
export async function layoutArt(input: LayoutArtInput): Promise<LayoutArtResult> {
  const size = ART_FORMAT_SIZE[input.format];
  if (!size) throw new TypeError(`unknown format: ${String(input.format)}`);
  const ts = await typesetter();
  const design = resolveDesign(input.template, input.brandColors);
  const texts: ComposeTexts = {
    title: input.texts.title?.trim() ?? '',
    price: formatPrice(input.texts.price, { keepText: true, allowZero: true }),
    description: input.texts.description?.trim() || null,
    cta: input.texts.cta?.trim() || null,
  };
  const composition = compose({ format: input.format, ...size, design, texts, product: input.product, hasLogo: input.hasLogo, typesetter: ts, seed: seedOf(texts.title) });
  const textBoxes = [...composition.boxes];
  const extraNodes: SatoriElement[] = [];
  if (input.watermark) {
    const mark = watermarkNode(size.width, size.height, ts);
    extraNodes.push(...mark.nodes);
    textBoxes.push(mark.box);
  }
  return { design, composition, textBoxes, extraNodes };
}

export async function renderArt(input: RenderArtInput, options: RenderArtOptions = {}): Promise<RenderArtResult & { satoriText?: SatoriTextNode[] }> {
  const timings: Record<string, number> = {};
  const started = performance.now();
  const time = async <T>(stage: string, run: () => Promise<T> | T): Promise<T> => {
    const t0 = performance.now();
    try {
      return await run();
    } finally {
      timings[stage] = Math.round(((timings[stage] ?? 0) + performance.now() - t0) * 10) / 10;
    }
  };
  const size = ART_FORMAT_SIZE[input.format];
  if (!size) throw new TypeError(`unknown format: ${String(input.format)}`);
  const { width, height } = size;

  await time('fonts', typesetter);
  const [product, logo, brandColors] = await time('prepare', () =>
    Promise.all([
      prepareProduct(input.product),
      input.logo ? prepareLogo(input.logo) : Promise.resolve(null),
      input.brandColors && input.brandColors.length > 0 ? Promise.resolve(input.brandColors) : input.logo ? extractBrandColorsFromImage(input.logo) : Promise.resolve(undefined),
    ]),
  );
  const planned = await time('compose', () => layoutArt({ ...input, product: { cutout: product.cutout, aspect: product.aspect }, hasLogo: logo !== null, brandColors }));
  const { design, composition } = planned;
  const canvas = { width, height };
  // Three layers: the background (our SVG, opaque), the product (sharp: raster work stays raster)
  // and the top (satori: decoration over the product, logo, texts), composited by sharp.
  const [bottom, drawnProduct] = await Promise.all([
    time('background', () => renderAsync(svgDocument(width, height, composition.under), { fitTo: { mode: 'original' }, font: { loadSystemFonts: false }, background: design.palette.bg })),
    time('product', () => renderProduct(product, composition.product, canvas)),
  ]);
  const children: SatoriElement[] = [];
  if (logo && composition.logo) children.push(...renderLogo(logo, composition.logo, design.palette.bg));
  children.push(...composition.nodes);
  children.push(...planned.extraNodes);
  const textBoxes = planned.textBoxes;
  const root = el('div', { width, height, display: 'flex', position: 'relative' }, children);

  const fonts = await loadFonts();
  const satoriText: SatoriTextNode[] = [];
  const topSvg = await time('satori', () =>
    satori(root as unknown as Parameters<typeof satori>[0], {
      width,
      height,
      fonts: fonts.satori,
      loadAdditionalAsset,
      ...(options.collectLayout
        ? {
            onNodeDetected: (node) => {
              if (typeof node.textContent === 'string' && node.textContent.length > 0) satoriText.push({ text: node.textContent, left: node.left, top: node.top, width: node.width, height: node.height });
            },
          }
        : {}),
    }),
  );
  // The decoration above the product goes first inside satori's SVG, under the logo and texts.
  const svg = composition.over ? topSvg.replace(/^(<svg[^>]*>)/, `$1${composition.over}`) : topSvg;
  const top = await time('resvg', () => renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }));
  const png = await time('encode', async () => {
    const topPixels = unpremultiply(top.pixels);
    return sharp(bottom.pixels, { raw: { width, height, channels: 4 } })
      .composite([...drawnProduct.layers, { input: topPixels, raw: { width, height, channels: 4 }, left: 0, top: 0 }])
      .removeAlpha()
      .png(PNG_OPTIONS)
      .toBuffer();
  });
  timings.total = Math.round((performance.now() - started) * 10) / 10;
  return { png, width, height, textBoxes, timings, design, ...(options.collectLayout ? { satoriText } : {}) };
}

let warming: Promise<void> | undefined;

/**
 * Loads the fonts and runs one small render, so satori's layout engine and font parsing are paid at
 * start-up rather than by the first user. Also lets sharp use every core (its default here was 1).
 */
export function warmUpArt(): Promise<void> {
  warming ??= (async () => {
    sharp.concurrency(availableParallelism());
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 1 } } }).png().toBuffer();
    await renderArt({
      template: { category: 'hamburguer', style: 'vibrante', format: 'feed', colorStrategy: null, layoutPreferences: null },
      product: { image: png, cutout: false },
      texts: { title: 'Açaí 🍔', price: '9,90', description: 'Pão', cta: 'Peça já' },
      format: 'feed',
      watermark: true,
    });
  })();
  warming.catch(() => {
    warming = undefined;
  });
  return warming;
}
