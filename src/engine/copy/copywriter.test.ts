import { describe, expect, it } from 'vitest';
import { TEMPLATE_CATEGORIES, TEMPLATE_STYLES, type TemplateCategory, type TemplateStyle } from '../../shared/constants.ts';
import type { Agreement } from './agreement.ts';
import { BANNED_CLAIMS, findClaimViolations } from './claims.ts';
import { COPY_CTA_MAX, COPY_DESCRIPTION_MAX, COPY_TITLE_MAX, PRODUCT_NAME_MAX, type CopySuggestion } from './copy.constants.ts';
import { normalizeProductName, suggestCopy, type SuggestCopyInput } from './copywriter.ts';
import { expand, type GrammarContext } from './grammar.ts';
import { CATEGORY_HOOKS, CATEGORY_TITLES, FALLBACK_TITLES, LEXICON, STYLES } from './lexicon.ts';
import { createRng } from './rng.ts';

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);
const PRICE_TEXT = 'R$ 29,90';

/** One product per category, with the price typed the different ways people type it. */
const PRODUCTS: Record<TemplateCategory, { name: string; price: string | number }> = {
  hamburguer: { name: 'X-Bacon', price: '29.9' },
  pizza: { name: 'Pizza Calabresa', price: '29,90' },
  pastel: { name: 'Pastel de Carne', price: 29.9 },
  acai: { name: 'Açaí com Paçoca', price: 'R$ 29,90' },
  sobremesas: { name: 'Torta de Limão', price: '29.90' },
  refeicoes: { name: 'Feijoada Completa', price: 29.9 },
};

const VARIANTS = [
  { label: 'name and price', withName: true, withPrice: true },
  { label: 'no name, no price', withName: false, withPrice: false },
  { label: 'name only', withName: true, withPrice: false },
  { label: 'price only', withName: false, withPrice: true },
] as const;

const EMOJI = /\p{Extended_Pictographic}/u;
const allText = (s: CopySuggestion) => `${s.title}\n${s.description}\n${s.cta}`;

function inputFor(category: TemplateCategory, style: TemplateStyle, variant: (typeof VARIANTS)[number], seed: number): SuggestCopyInput {
  const product = PRODUCTS[category];
  return {
    category,
    style,
    productName: variant.withName ? product.name : null,
    price: variant.withPrice ? product.price : null,
    seed,
  };
}

describe('suggestCopy over every category × style', () => {
  for (const category of TEMPLATE_CATEGORIES) {
    for (const style of TEMPLATE_STYLES) {
      for (const variant of VARIANTS) {
        it(`${category} × ${style} (${variant.label}): varied, fitting, faithful suggestions`, () => {
          const name = PRODUCTS[category].name;
          const suggestions = SEEDS.map((seed) => suggestCopy(inputFor(category, style, variant, seed)));

          expect(new Set(suggestions.map((s) => s.title)).size).toBeGreaterThanOrEqual(5);
          expect(new Set(suggestions.map(allText)).size).toBeGreaterThanOrEqual(10);

          for (const [index, s] of suggestions.entries()) {
            const text = allText(s);
            expect(s.title.length, s.title).toBeGreaterThan(0);
            expect(s.title.length, s.title).toBeLessThanOrEqual(COPY_TITLE_MAX);
            expect(s.description.length, s.description).toBeGreaterThan(0);
            expect(s.description.length, s.description).toBeLessThanOrEqual(COPY_DESCRIPTION_MAX);
            expect(s.cta.length, s.cta).toBeGreaterThan(0);
            expect(s.cta.length, s.cta).toBeLessThanOrEqual(COPY_CTA_MAX);

            if (variant.withPrice) {
              expect(`${s.title} ${s.description}`, text).toContain(PRICE_TEXT);
              for (const [amount] of text.matchAll(/R\$\s?[\d.,]*\d/g)) expect(amount).toBe(PRICE_TEXT);
            } else {
              expect(text).not.toMatch(/R\$|\d+,\d{2}/);
            }
            if (variant.withName) expect(`${s.title} ${s.description}`).toContain(name);

            expect(findClaimViolations(text, variant.withName ? name : null), text).toEqual([]);
            // Accents stay composed characters, never mojibake.
            expect(text).toBe(text.normalize('NFC'));
            expect(text).not.toMatch(/Ã|Â|�|\\u/);
            if (style !== 'vibrante' && style !== 'moderno') expect(text).not.toMatch(EMOJI);
            // No template syntax left behind, no doubled spaces or punctuation.
            expect(text).not.toMatch(/[{}[\]]|\s{2}|\s[,.!?]|\.\./);
            expect(suggestCopy(inputFor(category, style, variant, SEEDS[index] ?? 0))).toEqual(s);
          }
        });
      }
    }
  }
});

describe('suggestCopy', () => {
  it('is deterministic per seed and varies between seeds', () => {
    const input = { category: 'pizza', style: 'vibrante', productName: 'Pizza Margherita', price: 39.9 } as const;
    expect(suggestCopy({ ...input, seed: 42 })).toEqual(suggestCopy({ ...input, seed: 42 }));
    const distinct = new Set(SEEDS.map((seed) => JSON.stringify(suggestCopy({ ...input, seed }))));
    expect(distinct.size).toBeGreaterThanOrEqual(15);
  });

  it('draws a seed when none is given and still fits the limits', () => {
    for (let i = 0; i < 20; i += 1) {
      const s = suggestCopy({ category: 'acai', style: 'moderno', productName: 'Açaí 700ml', price: '22' });
      expect(s.title.length).toBeLessThanOrEqual(COPY_TITLE_MAX);
      expect(`${s.title} ${s.description}`).toContain('R$ 22,00');
    }
  });

  it('keeps emoji to lively styles: some in vibrante, at most two; none in elegante', () => {
    const vibrant = SEEDS.map((seed) => suggestCopy({ category: 'hamburguer', style: 'vibrante', seed }));
    expect(vibrant.some((s) => EMOJI.test(allText(s)))).toBe(true);
    for (const s of vibrant) expect(allText(s).match(/\p{Extended_Pictographic}/gu)?.length ?? 0).toBeLessThanOrEqual(2);
    const modern = SEEDS.map((seed) => suggestCopy({ category: 'hamburguer', style: 'moderno', seed }));
    for (const s of modern) expect(allText(s).match(/\p{Extended_Pictographic}/gu)?.length ?? 0).toBeLessThanOrEqual(1);
    for (const seed of SEEDS) expect(allText(suggestCopy({ category: 'pizza', style: 'elegante', seed }))).not.toMatch(EMOJI);
  });

  it('never invents ingredients: bacon only when the product name says bacon', () => {
    for (const style of TEMPLATE_STYLES) {
      for (const seed of SEEDS) {
        const plain = allText(suggestCopy({ category: 'hamburguer', style, productName: 'Smash Duplo', seed }));
        expect(plain.toLowerCase()).not.toContain('bacon');
        expect(plain.toLowerCase()).not.toContain('artesanal');
      }
    }
    const named = SEEDS.map((seed) => allText(suggestCopy({ category: 'hamburguer', style: 'moderno', productName: 'Burger Artesanal de Bacon', seed })));
    expect(named.some((text) => text.includes('Burger Artesanal de Bacon'))).toBe(true);
  });

  const AGREEMENT_CASES: { category: TemplateCategory; name: string; agreement: Agreement }[] = [
    { category: 'hamburguer', name: 'X-Bacon', agreement: { gender: 'm', plural: false } },
    { category: 'pizza', name: 'Pizza Calabresa', agreement: { gender: 'f', plural: false } },
    { category: 'sobremesas', name: 'Churros', agreement: { gender: 'm', plural: true } },
    { category: 'hamburguer', name: 'Batatas Fritas', agreement: { gender: 'f', plural: true } },
  ];
  const DETERMINERS: Record<string, string[]> = {
    'm-false': ['o', 'um', 'do', 'no', 'esse', 'seu', 'pensado'],
    'f-false': ['a', 'uma', 'da', 'na', 'essa', 'sua', 'pensada'],
    'm-true': ['os', 'uns', 'dos', 'nos', 'esses', 'seus', 'pensados'],
    'f-true': ['as', 'umas', 'das', 'nas', 'essas', 'suas', 'pensadas'],
  };

  for (const { category, name, agreement } of AGREEMENT_CASES) {
    it(`agrees with "${name}" (${agreement.gender}, ${agreement.plural ? 'plural' : 'singular'})`, () => {
      const key = `${agreement.gender}-${agreement.plural}`;
      const wrong = Object.entries(DETERMINERS)
        .filter(([k]) => k !== key)
        .flatMap(([, words]) => words)
        .filter((word) => !(DETERMINERS[key] ?? []).includes(word));
      const before = new RegExp(`(^|[^\\p{L}])(${wrong.join('|')})\\s+${name}`, 'iu');
      const participle = new RegExp(`${name}, (${wrong.filter((word) => word.startsWith('pensad')).join('|')})\\b`, 'iu');
      const verb = agreement.plural ? new RegExp(`${name} (é|vai|tá)\\b`, 'u') : new RegExp(`${name} (são|vão|tão)\\b`, 'u');
      let withArticle = 0;
      for (const style of TEMPLATE_STYLES) {
        for (let seed = 1; seed <= 60; seed += 1) {
          const text = allText(suggestCopy({ category, style, productName: name, price: 19.9, seed }));
          expect(text).not.toMatch(before);
          expect(text).not.toMatch(participle);
          expect(text).not.toMatch(verb);
          if (new RegExp(`\\b(${(DETERMINERS[key] ?? []).join('|')}) ${name}`, 'iu').test(text)) withArticle += 1;
        }
      }
      // The agreeing lines are really used, not just avoided.
      expect(withArticle).toBeGreaterThan(10);
    });
  }

  it('avoids articles with a name whose gender it cannot tell', () => {
    const all = Object.values(DETERMINERS).flat();
    const before = new RegExp(`(^|[^\\p{L}])(${all.join('|')})\\s+(Frango com Catupiry|2 X-Salada)`, 'iu');
    for (const style of TEMPLATE_STYLES) {
      for (let seed = 1; seed <= 40; seed += 1) {
        expect(allText(suggestCopy({ category: 'pizza', style, productName: 'Frango com Catupiry', seed }))).not.toMatch(before);
        expect(allText(suggestCopy({ category: 'hamburguer', style, productName: '2 X-Salada', seed }))).not.toMatch(before);
      }
    }
  });

  it('writes a product name typed in lower case with capitals, and keeps its accents', () => {
    expect(normalizeProductName('  x-bacon  ')).toBe('X-Bacon');
    expect(normalizeProductName('açaí com paçoca')).toBe('Açaí com Paçoca');
    expect(normalizeProductName('"Pizza Margherita".')).toBe('Pizza Margherita');
    expect(normalizeProductName('PASTEL DE QUEIJO')).toBe('PASTEL DE QUEIJO');
    expect(normalizeProductName('   ')).toBeNull();
    expect(normalizeProductName(null)).toBeNull();
    // A decomposed "í" (i + combining accent) is composed.
    expect(normalizeProductName('Aça\u0069\u0301 500ml')).toBe('Açaí 500ml');
    const s = suggestCopy({ category: 'hamburguer', style: 'moderno', productName: 'x-bacon', seed: 3 });
    expect(`${s.title} ${s.description}`).toContain('X-Bacon');
  });

  it('cuts a very long name at a word so everything still fits', () => {
    const long = 'Pizza Grande de Calabresa com Catupiry e Borda Recheada de Cheddar';
    const name = normalizeProductName(long) ?? '';
    expect(name.length).toBeLessThanOrEqual(PRODUCT_NAME_MAX);
    expect(long.startsWith(name)).toBe(true);
    expect(name).not.toMatch(/\s(de|com|e)$/);
    for (const style of TEMPLATE_STYLES) {
      for (const seed of SEEDS) {
        const s = suggestCopy({ category: 'pizza', style, productName: long, price: '1.299,90', seed });
        expect(s.title.length).toBeLessThanOrEqual(COPY_TITLE_MAX);
        expect(s.description.length).toBeLessThanOrEqual(COPY_DESCRIPTION_MAX);
        expect(`${s.title} ${s.description}`).toContain(name);
        expect(`${s.title} ${s.description}`).toContain('R$ 1.299,90');
      }
    }
  });

  it('inserts a name with brackets or braces literally', () => {
    for (const seed of SEEDS) {
      const s = suggestCopy({ category: 'hamburguer', style: 'moderno', productName: 'Combo {p} [Família|2]', seed });
      expect(`${s.title} ${s.description}`).toContain('Combo {p} [Família|2]');
    }
  });

  it('treats a price that is not a positive amount as no price', () => {
    for (const seed of SEEDS) {
      const s = suggestCopy({ category: 'pastel', style: 'classico', productName: 'Pastel de Queijo', price: 'a combinar', seed });
      expect(allText(s)).not.toContain('R$');
    }
  });
});

describe('the lexicon', () => {
  const everyLine = (): string[] => [
    ...Object.values(STYLES).flatMap((g) => [...g.titles, ...g.hooks, ...g.offers, ...g.ctas]),
    ...Object.values(CATEGORY_TITLES).flatMap((lines) => lines.map((l) => l.text)),
    ...Object.values(CATEGORY_HOOKS).flatMap((lines) => lines.map((l) => l.text)),
    ...Object.values(FALLBACK_TITLES),
    ...Object.values(LEXICON).flatMap((lex) => [lex.um, lex.o, lex.do, lex.aquele, lex.bare, lex.fome, lex.ocasiao, lex.mordida].flat()),
  ];

  it('makes no claim of its own', () => {
    for (const line of everyLine()) expect(findClaimViolations(line), line).toEqual([]);
    expect(BANNED_CLAIMS).toEqual(expect.arrayContaining(['melhor da cidade', 'saudável', 'orgânico', 'sem glúten', 'artesanal', 'bacon']));
  });

  it('uses only slots the grammar knows, for every gender and number', () => {
    const agreements: Agreement[] = [
      { gender: 'm', plural: false },
      { gender: 'f', plural: false },
      { gender: 'm', plural: true },
      { gender: 'f', plural: true },
    ];
    for (const category of TEMPLATE_CATEGORIES) {
      for (const agreement of agreements) {
        const ctx: GrammarContext = {
          name: 'Produto',
          agreement,
          subject: agreement,
          price: PRICE_TEXT,
          lexicon: LEXICON[category],
          informal: true,
        };
        for (const line of everyLine()) {
          const text = expand(line, ctx, createRng(1));
          expect(text, line).not.toMatch(/[{}[\]|]/);
        }
      }
    }
  });

  it('flags claims by whole word, without case or accents', () => {
    expect(findClaimViolations('Uma fatia de felicidade')).toEqual([]);
    expect(findClaimViolations('O MELHOR DA CIDADE')).toContain('melhor da cidade');
    expect(findClaimViolations('Opção saudavel e organica')).toEqual(expect.arrayContaining(['saudável', 'orgânica']));
    expect(findClaimViolations('Com bacon crocante', 'X-Bacon')).toEqual([]);
    expect(findClaimViolations('Com bacon crocante', 'X-Salada')).toEqual(['bacon']);
  });
});
