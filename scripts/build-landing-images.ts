// Part of `npm run build` (step "landing", before "web"): the landing page's pictures, made by our own
// engines so that what the page shows is what FoodArt does (issue #13, an honest demonstration):
//  * the carousel's four before/after pairs — each "before" is a real photo whose licence allows it
//    (assets/landing/photos, credited in assets/landing/SOURCES.md) or, where no real photo fits the
//    case, our own drawing of an amateur snapshot; each "after" is that picture through the photo
//    engine (enhancePhoto with the bundled segmentation model), as a user's upload would be;
//  * the use-case gallery's six arts, each rendered by the art engine (generateArt, the path a user's
//    art takes) from a seeded template, its category's sample product and shop logo, and pt-BR texts.
// Each picture is written to public/landing/ (git-ignored; Vite copies it into dist/web) at the widths
// and in the formats src/web/features/landing/landing-images.ts lists. `npm start` skips this step while
// the engines, the sources and this script are unchanged (scripts/build-plan.ts).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import type { EnhancementStyle, TemplateCategory } from '../src/shared/constants.ts';
import { generateArt } from '../src/engine/art/generate.ts';
import { sampleLogo, sampleProduct } from '../src/engine/art/samples.ts';
import { warmUpArt } from '../src/engine/art/render.ts';
import { enhancePhoto, type SourceWindow } from '../src/engine/photo/enhance.ts';
import { createOnnxSegmenter } from '../src/engine/photo/segmenter.ts';
import { STYLE_TEMPLATES } from '../src/server/features/catalogue/seed/catalogue.data.ts';
import {
  CAROUSEL_CASES,
  CAROUSEL_WIDTHS,
  GALLERY_ITEMS,
  GALLERY_WIDTHS,
  carouselImageName,
  type CarouselCaseId,
  type LandingImageFormat,
} from '../src/web/features/landing/landing-images.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LANDING_SOURCES_DIR = path.join(ROOT, 'assets/landing/photos');
const LANDING_OUTPUT_DIR = path.join(ROOT, 'public/landing');

/** Where each case's "before" comes from, and the Foto Pro style its "after" is made in. */
type CaseSource = { style: EnhancementStyle } & ({ photo: string } | { drawing: TemplateCategory; tilt: number });

const CASE_SOURCES: Record<CarouselCaseId, CaseSource> = {
  // burger-01 (MIT) came out worse than it went in (a wrapper cut straight across): drawn instead.
  hamburgueria: { drawing: 'hamburguer', tilt: -7, style: 'premium' },
  pizzaria: { drawing: 'pizza', tilt: 5, style: 'natural' },
  confeitaria: { photo: 'confeitaria-tiramisu.jpg', style: 'premium' },
  // No public-domain photo of açaí in the dataset (a passion-fruit drink stood in): drawn instead.
  acaiteria: { drawing: 'acai', tilt: 3, style: 'natural' },
};

type ArtTexts = { title: string; price: string; description: string; cta: string };

/** The seeded template and the texts of each gallery art. */
const GALLERY_SOURCES: Record<string, { template: string; texts: ArtTexts }> = {
  'promocao-de-combo': {
    template: 'hamburguer-vibrante-explosao-suculenta',
    texts: { title: 'Combo Smash + Fritas', price: '34,90', description: 'Smash duplo, batata crocante e refrigerante gelado.', cta: 'Peça agora' },
  },
  'cardapio-digital': {
    template: 'refeicoes-minimalista-executivo-do-dia',
    texts: { title: 'Executivo do Dia', price: '29,90', description: 'Arroz, feijão, bife acebolado, farofa e salada.', cta: 'Veja o cardápio' },
  },
  'lancamento-de-sobremesa': {
    template: 'sobremesas-moderno-drip-cake-pop',
    texts: { title: 'Novidade: Bolo de Morango', price: '16,90', description: 'Massa fofinha, creme de baunilha e morangos frescos.', cta: 'Prove hoje' },
  },
  'reels-com-fundo-animado': {
    template: 'acai-vibrante-acai-tropical',
    texts: { title: 'Açaí Tropical', price: '22,90', description: 'Granola, banana, morango e leite condensado.', cta: 'Monte o seu' },
  },
  'story-de-promocao': {
    template: 'pizza-elegante-forno-a-lenha',
    texts: { title: 'Terça da Pizza', price: '49,90', description: 'Calabresa artesanal assada no forno a lenha.', cta: 'Peça pelo WhatsApp' },
  },
  'banner-para-ifood': {
    template: 'pizza-vibrante-noite-da-pizza',
    texts: { title: 'Noite da Pizza', price: '44,90', description: 'Muçarela e calabresa fatiada na hora.', cta: 'Peça pelo iFood' },
  },
};

/** The ground shown where an "after" frame reaches past the original photo (the wizard's stone-200). */
const NEUTRAL = '#e7e5e4';

const ENCODERS: Record<LandingImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 52, effort: 2 }),
  webp: (image) => image.webp({ quality: 74, effort: 5 }),
  jpg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

/** Writes `name` at every width in every format; returns the bytes written. */
async function writeSizes(image: Buffer, name: string, widths: readonly number[]): Promise<number> {
  let bytes = 0;
  for (const width of widths) {
    const resized = await sharp(image).resize({ width, kernel: 'lanczos3' }).toBuffer();
    for (const [format, encode] of Object.entries(ENCODERS) as [LandingImageFormat, (image: Sharp) => Sharp][]) {
      const out = await encode(sharp(resized)).toBuffer();
      writeFileSync(path.join(LANDING_OUTPUT_DIR, `${name}-${width}.${format}`), out);
      bytes += out.length;
    }
  }
  return bytes;
}

/** Deterministic pseudo-random numbers (the drawn scenes come out the same on every build). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const SCENE_SIDE = 1200;

/**
 * Our drawing of the amateur snapshot a shop would send: the category's sample dish (the art engine's
 * own drawing), tilted, on a dull laminate counter under a warm, uneven light, a little soft and
 * compressed — what Foto Pro is for.
 */
async function drawnSnapshot(category: TemplateCategory, tilt: number): Promise<Buffer> {
  const next = random(category.length * 7919);
  const grain = Buffer.alloc(SCENE_SIDE * SCENE_SIDE * 3);
  for (let i = 0; i < grain.length; i += 3) {
    const n = Math.floor(next() * 26);
    grain[i] = 150 + n;
    grain[i + 1] = 136 + n;
    grain[i + 2] = 112 + n;
  }
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_SIDE}" height="${SCENE_SIDE}">` +
      `<defs><radialGradient id="l" cx="0.32" cy="0.22" r="0.95"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.55"/>` +
      `<stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#l)"/>` +
      `<rect y="${SCENE_SIDE * 0.86}" width="100%" height="${SCENE_SIDE * 0.14}" fill="#3b3229" fill-opacity="0.55"/></svg>`,
  );
  const dish = await sharp(sampleProduct(category))
    .rotate(tilt, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .resize(Math.round(SCENE_SIDE * 0.66))
    .toBuffer();
  const dishSide = (await sharp(dish).metadata()).width!;
  const shadow = await sharp({ create: { width: dishSide, height: dishSide, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${dishSide}" height="${dishSide}"><ellipse cx="${dishSide / 2}" cy="${dishSide * 0.78}" rx="${dishSide * 0.4}" ry="${dishSide * 0.1}" fill="#1c140c" fill-opacity="0.22"/></svg>`) }])
    .blur(40)
    .png()
    .toBuffer();
  const left = Math.round((SCENE_SIDE - dishSide) / 2 + SCENE_SIDE * 0.04);
  const top = Math.round((SCENE_SIDE - dishSide) / 2 + SCENE_SIDE * 0.03);
  const scene = await sharp(grain, { raw: { width: SCENE_SIDE, height: SCENE_SIDE, channels: 3 } })
    .composite([
      { input: light, left: 0, top: 0 },
      { input: shadow, left, top: top + 30 },
      { input: dish, left, top },
    ])
    .png()
    .toBuffer();
  // A cheap phone's look: dim, flat, a yellow cast, soft, compressed.
  return sharp(scene)
    .modulate({ brightness: 0.84, saturation: 0.78 })
    .linear(0.82, 16)
    .recomb([
      [1.0, 0.06, 0],
      [0.02, 0.95, 0.02],
      [0, 0.05, 0.78],
    ])
    .blur(1.3)
    .jpeg({ quality: 70 })
    .toBuffer();
}

/**
 * The "before" half: the part of the original the engine's frame shows (its source window, in
 * fractions of the photo, beyond 0..1 where the frame shows new backdrop: neutral there, as in the
 * wizard's comparison), at the frame's size, so both halves line up.
 */
async function beforeThroughWindow(original: Buffer, window: SourceWindow, width: number, height: number): Promise<Buffer> {
  // A flat lay turned for its frame: the window is of the photo turned a quarter clockwise.
  const { data, info } = await sharp(original).autoOrient().rotate(window.turn ?? 0).toBuffer({ resolveWithObject: true });
  const box = {
    left: Math.round(window.left * info.width),
    top: Math.round(window.top * info.height),
    width: Math.round(window.width * info.width),
    height: Math.round(window.height * info.height),
  };
  const pad = {
    left: Math.max(0, -box.left),
    top: Math.max(0, -box.top),
    right: Math.max(0, box.left + box.width - info.width),
    bottom: Math.max(0, box.top + box.height - info.height),
  };
  const padded = await sharp(data).extend({ ...pad, background: NEUTRAL }).png().toBuffer();
  return sharp(padded)
    .extract({ left: box.left + pad.left, top: box.top + pad.top, width: box.width, height: box.height })
    .resize(width, height, { fit: 'fill' })
    .png()
    .toBuffer();
}

function clearOutput(): void {
  mkdirSync(LANDING_OUTPUT_DIR, { recursive: true });
  for (const file of readdirSync(LANDING_OUTPUT_DIR)) {
    if (file !== '.gitignore') rmSync(path.join(LANDING_OUTPUT_DIR, file), { recursive: true, force: true });
  }
}

async function buildCarousel(): Promise<number> {
  const segmenter = await createOnnxSegmenter({});
  let bytes = 0;
  for (const item of CAROUSEL_CASES) {
    const source = CASE_SOURCES[item.id];
    const original = 'photo' in source ? readFileSync(path.join(LANDING_SOURCES_DIR, source.photo)) : await drawnSnapshot(source.drawing, source.tilt);
    const started = performance.now();
    const result = await enhancePhoto(original, { platform: 'instagram', style: source.style, scenario: { type: 'ai-create' }, watermark: false }, segmenter);
    const ms = Math.round(performance.now() - started);
    const before = await beforeThroughWindow(original, result.facts.sourceWindow, result.width, result.height);
    bytes += await writeSizes(before, carouselImageName(item.id, 'antes'), CAROUSEL_WIDTHS);
    bytes += await writeSizes(result.image, carouselImageName(item.id, 'depois'), CAROUSEL_WIDTHS);
    console.log(`landing: ${item.business} — ${result.mode}${result.facts.reason ? ` (${result.facts.reason})` : ''}, ${source.style}, ${ms} ms`);
  }
  return bytes;
}

async function buildGallery(): Promise<number> {
  await warmUpArt();
  let bytes = 0;
  for (const item of GALLERY_ITEMS) {
    const source = GALLERY_SOURCES[item.id];
    if (!source) throw new Error(`no art source for the gallery item ${item.id}`);
    const template = STYLE_TEMPLATES.find((t) => t.key === source.template);
    if (!template) throw new Error(`no seeded template ${source.template}`);
    // The product is the sample drawing, already cut out: no segmentation model is needed.
    const art = await generateArt(
      { template, product: sampleProduct(template.category), logo: await sampleLogo(template.category), texts: source.texts, format: item.format, watermark: false },
      null,
    );
    bytes += await writeSizes(art.png, item.id, GALLERY_WIDTHS[item.format]);
    console.log(`landing: ${item.title} — ${template.name}, ${item.format}, ${Math.round(art.timings.total ?? 0)} ms`);
  }
  return bytes;
}

async function main(): Promise<void> {
  const started = performance.now();
  sharp.cache(false);
  clearOutput();
  const bytes = (await buildCarousel()) + (await buildGallery());
  const count = readdirSync(LANDING_OUTPUT_DIR).filter((f) => f !== '.gitignore').length;
  console.log(`landing: ${count} pictures (${(bytes / 1024).toFixed(0)} KiB) in ${((performance.now() - started) / 1000).toFixed(1)} s → public/landing/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
