import { describe, expect, it } from 'vitest';
import { ART_FORMAT_SIZE, ART_FORMATS, ART_TEXT_MAX, type ArtFormat } from '../../shared/constants.ts';
// The seeded catalogue is this test's fixture: the engine itself never imports src/server.
// eslint-disable-next-line no-restricted-imports
import { STYLE_TEMPLATES } from '../../server/features/catalogue/seed/catalogue.data.ts';
import { CARD_ASPECT, coverKeep, distribute, FILL_MIN_KEEP, largestEmptyBand, STORIES_SAFE_BOTTOM, STORIES_SAFE_TOP } from './compose.ts';
import { layoutArt } from './render.ts';
import { ACCENT_EMOJI_TEXTS, SAMPLE_TEXTS, type SampleTexts } from './samples.ts';
import { inside, overlaps } from './scene.ts';

/**
 * The largest horizontal band with nothing in it (no text, product, logo or layout shape), as a
 * share of the height. The stories strips the Instagram UI covers count as empty: 250 of the 1920 px
 * at the bottom are 13% on their own.
 */
const MAX_EMPTY_BAND: Record<ArtFormat, number> = { feed: 0.18, stories: 0.16 };
/**
 * A title alone (or with just a price) has less to spread: the product reaches its widest and the
 * rest is air, shared above and below (in stories at most 230 px beyond the reply bar's strip).
 */
const MAX_EMPTY_BAND_TITLE_ONLY: Record<ArtFormat, number> = { feed: 0.18, stories: 0.25 };

/** Product shapes: cut-outs (wide, tall) and photos (4:3, 3:4 phone, 16:9). */
const PRODUCTS = [
  { cutout: true, aspect: 1.35 },
  { cutout: true, aspect: 0.7 },
  { cutout: false, aspect: 4 / 3 },
  { cutout: false, aspect: 3 / 4 },
  { cutout: false, aspect: 16 / 9 },
];

function textSets(category: (typeof STYLE_TEMPLATES)[number]['category']): Record<string, SampleTexts> {
  const { short, long } = SAMPLE_TEXTS[category];
  return {
    short,
    long,
    accent: ACCENT_EMOJI_TEXTS,
    'title only': { title: short.title, price: null, description: null, cta: null },
    'long title only': { title: long.title, price: null, description: null, cta: null },
    'title only and price': { title: short.title, price: short.price, description: null, cta: null },
  };
}

describe('distribute', () => {
  const piece = (height: number, gap = 0, rigid = false) => ({ height, gap, rigid });

  it('shares the spare height so that the gaps, edges included, come out equal', () => {
    const tops = distribute(0, 1000, 0, 0, [piece(100), piece(100), piece(100)]);
    expect(tops).toEqual([175, 450, 725]);
  });

  it('keeps each minimum and stretches the smaller gaps first', () => {
    // 620 px are spare: the two middle gaps (40 each) grow to 85 while the edges stay at 200 and 250.
    const tops = distribute(0, 1920, 200, 250, [piece(400), piece(500, 40), piece(400, 40)]);
    expect(tops).toEqual([200, 685, 1270]);
    expect(1920 - (tops[2]! + 400)).toBe(250);
  });

  it('holds a rigid gap (an overlap) exactly', () => {
    const tops = distribute(0, 1000, 0, 0, [piece(400), piece(200, -50, true)]);
    expect(tops[1]! - (tops[0]! + 400)).toBe(-50);
  });
});

describe('composition of every seeded template', () => {
  it.each(STYLE_TEMPLATES.map((t) => [t.key, t] as const))('%s: no dead band, the logo on the canvas and clear of every text', async (_key, template) => {
    for (const format of ART_FORMATS) {
      const { width, height } = ART_FORMAT_SIZE[format];
      for (const [set, texts] of Object.entries(textSets(template.category))) {
        for (const hasLogo of [false, true]) {
          for (const product of PRODUCTS) {
            const label = `${format} ${set} logo=${hasLogo} ${product.cutout ? 'cut-out' : 'photo'} ${product.aspect.toFixed(2)}`;
            const { composition, textBoxes } = await layoutArt({ template, product, hasLogo, texts, format, watermark: true });
            const band = largestEmptyBand(composition, height);
            const limit = (set.includes('title only') ? MAX_EMPTY_BAND_TITLE_ONLY : MAX_EMPTY_BAND)[format];
            expect(band.height / height, `${label}: empty from ${band.y} to ${band.y + band.height}`).toBeLessThanOrEqual(limit);
            const canvas = { x: 0, y: 0, width, height };
            if (hasLogo) {
              const logo = composition.logo!.slot;
              expect(inside(logo, canvas), `${label}: logo ${JSON.stringify(logo)}`).toBe(true);
              if (format === 'stories') expect(logo.y, `${label}: logo under the Instagram header`).toBeGreaterThanOrEqual(STORIES_SAFE_TOP);
              for (const box of textBoxes) expect(overlaps(logo, box.bounds, 1), `${label}: logo over the ${box.role}`).toBe(false);
            } else {
              expect(composition.logo).toBeNull();
            }
            if (format === 'stories') {
              for (const box of composition.boxes) {
                expect(box.bounds.y, `${label}: ${box.role} under the Instagram header`).toBeGreaterThanOrEqual(STORIES_SAFE_TOP - 1);
                expect(box.bounds.y + box.bounds.height, `${label}: ${box.role} under the reply bar`).toBeLessThanOrEqual(height - STORIES_SAFE_BOTTOM + 1);
              }
            }
          }
        }
      }
    }
  });

  it('fills a panel with a photo only when the crop keeps most of it, and frames it otherwise', async () => {
    for (const template of STYLE_TEMPLATES) {
      for (const format of ART_FORMATS) {
        for (const aspect of [9 / 16, 3 / 4, 1, 4 / 3, 16 / 9, 2.4]) {
          const { composition } = await layoutArt({ template, product: { cutout: false, aspect }, hasLogo: false, texts: SAMPLE_TEXTS[template.category].short, format, watermark: false });
          const plan = composition.product;
          const label = `${template.key} ${format} ${aspect.toFixed(2)}: ${plan.mode}`;
          expect(plan.mode).not.toBe('cutout');
          if (plan.mode === 'fill') expect(coverKeep(aspect, plan.slot), label).toBeGreaterThanOrEqual(FILL_MIN_KEEP);
          if (plan.mode === 'card' && aspect >= CARD_ASPECT.min && aspect <= CARD_ASPECT.max) {
            // A photo within the card shapes is shown whole.
            expect(composition.productRect.width / composition.productRect.height, label).toBeCloseTo(aspect, 1);
          }
        }
      }
    }
  });
});

/** Texts a user really types, and texts at the server's limits (ART_TEXT_MAX), in Portuguese. */
const LONG_TEXTS: Record<string, SampleTexts> = {
  'x-bacon promotion': {
    title: 'Promoção de Sexta: X-Bacon Duplo com Cheddar e Cebola Caramelizada',
    description: 'Pão brioche tostado na manteiga, dois hambúrgueres de 150 g, bacon crocante, cheddar cremoso e maionese da casa. Acompanha batata rústica e refrigerante — só nesta sexta-feira, até às 23h!',
    cta: 'Peça já pelo iFood ou WhatsApp!',
    price: 'R$ 34,90',
  },
  'at the limits': {
    title: 'Combo Família Completo: Pizza Gigante, Calabresa Acebolada e Guaraná Bem Gelado!',
    description:
      'Massa de fermentação natural assada no forno à lenha, molho de tomate caseiro, muçarela derretida, calabresa artesanal e cebola roxa. Inclui borda recheada de catupiry, refrigerante de dois litros e uma sobremesa de chocolate com morangos!!',
    cta: 'Faça já o seu pedido agora mesmo pelo WhatsApp ou pelo iFood',
    price: 'R$ 1.234,90',
  },
};

describe('long texts within the server limits', () => {
  it('the limit texts are as long as the server allows', () => {
    const limits = LONG_TEXTS['at the limits']!;
    expect([limits.title.length, limits.description!.length, limits.cta!.length]).toEqual([ART_TEXT_MAX.title, ART_TEXT_MAX.description, ART_TEXT_MAX.cta]);
  });

  it.each(STYLE_TEMPLATES.map((t) => [t.key, t] as const))('%s: every text shown whole, on the canvas, apart, no dead band', async (_key, template) => {
    for (const format of ART_FORMATS) {
      const { width, height } = ART_FORMAT_SIZE[format];
      const canvas = { x: 0, y: 0, width, height };
      for (const [set, texts] of Object.entries(LONG_TEXTS)) {
        for (const hasLogo of [false, true]) {
          for (const product of [PRODUCTS[0]!, PRODUCTS[2]!]) {
            const label = `${format} ${set} logo=${hasLogo} ${product.cutout ? 'cut-out' : 'photo'}`;
            const { composition, textBoxes } = await layoutArt({ template, product, hasLogo, texts, format, watermark: true });
            for (const role of ['title', 'description', 'price', 'cta'] as const) expect(textBoxes.map((b) => b.role), `${label}: ${role}`).toContain(role);
            for (const box of textBoxes) {
              expect(box.truncated, `${label}: ${box.role} cut to "${box.lines.join(' ')}"`).toBe(false);
              expect(inside(box.bounds, canvas, 1), `${label}: ${box.role} off the canvas`).toBe(true);
            }
            for (let i = 0; i < textBoxes.length; i += 1) {
              for (let j = i + 1; j < textBoxes.length; j += 1) expect(overlaps(textBoxes[i]!.bounds, textBoxes[j]!.bounds, 1), `${label}: ${textBoxes[i]!.role} over ${textBoxes[j]!.role}`).toBe(false);
            }
            if (hasLogo) for (const box of textBoxes) expect(overlaps(composition.logo!.slot, box.bounds, 1), `${label}: logo over the ${box.role}`).toBe(false);
            if (format === 'stories') {
              for (const box of textBoxes.filter((b) => b.role !== 'watermark')) {
                expect(box.bounds.y, `${label}: ${box.role} under the Instagram header`).toBeGreaterThanOrEqual(STORIES_SAFE_TOP - 1);
                expect(box.bounds.y + box.bounds.height, `${label}: ${box.role} under the reply bar`).toBeLessThanOrEqual(height - STORIES_SAFE_BOTTOM + 1);
              }
            }
            const band = largestEmptyBand(composition, height);
            expect(band.height / height, `${label}: empty from ${band.y} to ${band.y + band.height}`).toBeLessThanOrEqual(MAX_EMPTY_BAND[format]);
          }
        }
      }
    }
  });
});
