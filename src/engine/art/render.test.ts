import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { contrastRatio, WCAG_AA_BODY, WCAG_AA_LARGE } from '../../shared/colors.ts';
import { ART_FORMAT_SIZE, ART_FORMATS, type ArtFormat } from '../../shared/constants.ts';
// The seeded catalogue is this test's fixture: the engine itself never imports src/server.
// eslint-disable-next-line no-restricted-imports
import { STYLE_TEMPLATES } from '../../server/features/catalogue/seed/catalogue.data.ts';
import { layoutArt, renderArt, warmUpArt, type TextBox } from './render.ts';
import { ACCENT_EMOJI_TEXTS, SAMPLE_TEXTS, sampleLogo, sampleProduct, type SampleTexts } from './samples.ts';
import { inside, overlaps } from './scene.ts';
import { LARGE_TEXT_PX } from './typeset.ts';

const TEXT_SETS = ['short', 'long', 'accent'] as const;
/** Rounding of positions to whole pixels. */
const TOLERANCE = 1;

function textsFor(category: (typeof STYLE_TEMPLATES)[number]['category'], set: (typeof TEXT_SETS)[number]): SampleTexts {
  return set === 'accent' ? ACCENT_EMOJI_TEXTS : SAMPLE_TEXTS[category][set];
}

/** Every check a rendered or laid-out art must pass; returns the problems found. */
function problems(boxes: TextBox[], format: ArtFormat): string[] {
  const { width, height } = ART_FORMAT_SIZE[format];
  const canvas = { x: 0, y: 0, width, height };
  const found: string[] = [];
  for (const b of boxes) {
    if (!inside(b.bounds, canvas, TOLERANCE)) found.push(`${b.role} leaves the canvas: ${JSON.stringify(b.bounds)}`);
    if (b.width <= 0 || b.height <= 0 || b.lines.length === 0) found.push(`${b.role} is empty`);
    const required = (b.role === 'title' || b.role === 'price') && b.fontSize >= LARGE_TEXT_PX ? WCAG_AA_LARGE : WCAG_AA_BODY;
    if (b.minContrast < required) found.push(`${b.role} aims too low: ${b.minContrast}`);
    for (const bg of b.backgrounds) {
      const ratio = contrastRatio(b.color, bg);
      if (ratio < required - 1e-9) found.push(`${b.role} ${b.color} on ${bg}: ${ratio.toFixed(2)} < ${required}`);
    }
  }
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      if (overlaps(boxes[i]!.bounds, boxes[j]!.bounds, TOLERANCE)) found.push(`${boxes[i]!.role} overlaps ${boxes[j]!.role}`);
    }
  }
  return found;
}

beforeAll(async () => {
  await warmUpArt();
}, 60_000);

describe('renderArt on every seeded template', () => {
  it.each(STYLE_TEMPLATES.map((t) => [t.key, t] as const))('%s: exact size, texts on the canvas, apart, readable, as measured', async (_key, template) => {
    const logo = await sampleLogo();
    for (const format of ART_FORMATS) {
      for (const set of TEXT_SETS) {
        const texts = textsFor(template.category, set);
        const result = await renderArt(
          { template, product: { image: sampleProduct(template.category), cutout: true }, logo: set === 'accent' ? logo : null, texts, format, watermark: set !== 'short' },
          { collectLayout: true },
        );
        const label = `${template.key} ${format} ${set}`;
        const meta = await sharp(result.png).metadata();
        expect([meta.width, meta.height], label).toEqual([ART_FORMAT_SIZE[format].width, ART_FORMAT_SIZE[format].height]);
        expect([result.width, result.height]).toEqual([meta.width, meta.height]);
        expect(problems(result.textBoxes, format), label).toEqual([]);
        const roles = result.textBoxes.map((b) => b.role);
        for (const role of ['title', 'price', 'description', 'cta'] as const) expect(roles, `${label} ${role}`).toContain(role);
        if (set !== 'short') expect(roles).toContain('watermark');
        // satori laid every line inside the box we report (our metrics never under-measure).
        for (const node of result.satoriText ?? []) {
          const home = result.textBoxes.some((b) => inside({ x: node.left, y: node.top, width: node.width, height: node.height }, b, 2));
          expect(home, `${label}: "${node.text}" at ${node.left},${node.top} ${node.width}×${node.height}`).toBe(true);
        }
      }
    }
  });
});

describe('layout with awkward brand colours', () => {
  const BRANDS: Record<string, string[]> = {
    yellow: ['#ffd400'],
    'light grey': ['#cccccc'],
    'dark navy': ['#1b2a4a'],
    'red and yellow': ['#c8102e', '#ffb81c'],
    'almost white': ['#f0f0f0', '#d8d8d8'],
    'almost black': ['#1e1e1e'],
    teal: ['#00a99d', '#f7931e'],
  };

  it.each(Object.entries(BRANDS))('%s: every text reaches AA on its background, none collide', async (_name, brandColors) => {
    for (const template of STYLE_TEMPLATES) {
      for (const format of ART_FORMATS) {
        for (const set of TEXT_SETS) {
          for (const hasLogo of [false, true]) {
            const { textBoxes } = await layoutArt({ template, product: { cutout: true, aspect: 1.1 }, hasLogo, brandColors, texts: textsFor(template.category, set), format, watermark: true });
            expect(problems(textBoxes, format), `${template.key} ${format} ${set} logo=${hasLogo}`).toEqual([]);
          }
        }
      }
    }
  });

  it('lays out photos (not cut-outs) of any shape and texts without price or description', async () => {
    for (const template of STYLE_TEMPLATES) {
      for (const format of ART_FORMATS) {
        for (const aspect of [0.5, 1, 2.2]) {
          const { textBoxes } = await layoutArt({ template, product: { cutout: false, aspect }, hasLogo: true, texts: { title: 'Pastel de Feira', price: null, description: '', cta: null }, format, watermark: false });
          expect(problems(textBoxes, format)).toEqual([]);
          expect(textBoxes.map((b) => b.role)).toEqual(expect.arrayContaining(['title']));
        }
      }
    }
  });
});
