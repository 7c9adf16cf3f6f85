import { describe, expect, it } from 'vitest';
import { BackdropSpecSchema } from '../../../../engine/photo/backdrop.ts';
import {
  ART_FORMATS,
  FREE_SIGNUP_CREDITS,
  PLAN_SLUGS,
  PRO_CREDITS_PER_PERIOD,
  SCENARIO_DESCRIPTION_MIN,
  SCENARIO_NAME_MIN,
  SCENARIO_PROMPT_MIN,
  TEMPLATE_CATEGORIES,
  TEMPLATE_STYLES,
} from '../../../../shared/constants.ts';
import { CREDIT_PACKAGES, LAYOUTS, PLANS, SCENARIOS, STYLE_TEMPLATES } from './catalogue.data.ts';

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe('plans', () => {
  it('has free, pro and studio as the spec prices them', () => {
    expect(PLANS.map((p) => p.slug)).toEqual([...PLAN_SLUGS]);
    const [free, pro, studio] = PLANS;
    expect(free).toMatchObject({ name: 'Gratuito', priceBrlCents: 0, creditsPerPeriod: FREE_SIGNUP_CREDITS, unlimited: false });
    expect(pro).toMatchObject({ name: 'Pro', priceBrlCents: 4900, creditsPerPeriod: PRO_CREDITS_PER_PERIOD, unlimited: false, highlight: 'Mais Popular' });
    expect(studio).toMatchObject({ name: 'Studio', priceBrlCents: 8900, creditsPerPeriod: null, unlimited: true, cta: 'Falar com Vendas' });
    expect(free!.features).toContain("Marca d'água");
    expect(pro!.features).toContain("Sem marca d'água");
    expect(studio!.features[0]).toBe('Tudo do Pro');
  });

  it('orders plans by displayOrder', () => {
    expect(PLANS.map((p) => p.displayOrder)).toEqual([0, 1, 2]);
  });
});

describe('credit packages', () => {
  it('has four packages with unique keys and a falling price per credit', () => {
    expect(CREDIT_PACKAGES).toHaveLength(4);
    expect(new Set(CREDIT_PACKAGES.map((p) => p.key)).size).toBe(4);
    const perCredit = CREDIT_PACKAGES.map((p) => p.priceBrlCents / p.credits);
    for (let i = 1; i < perCredit.length; i += 1) expect(perCredit[i]!).toBeLessThan(perCredit[i - 1]!);
    for (const p of CREDIT_PACKAGES) {
      expect(Number.isInteger(p.priceBrlCents) && p.priceBrlCents > 0).toBe(true);
      expect(p.key).toMatch(/^[a-z0-9-]+$/);
    }
  });
});

describe('scenarios', () => {
  it('has eight valid predefined scenarios', () => {
    expect(SCENARIOS).toHaveLength(8);
    expect(new Set(SCENARIOS.map((s) => s.key)).size).toBe(8);
    expect(new Set(SCENARIOS.map((s) => s.name)).size).toBe(8);
    expect(SCENARIOS.map((s) => s.displayOrder)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const s of SCENARIOS) {
      expect(s.name.length).toBeGreaterThanOrEqual(SCENARIO_NAME_MIN);
      expect(s.description.length).toBeGreaterThanOrEqual(SCENARIO_DESCRIPTION_MIN);
      expect(s.prompt.length).toBeGreaterThanOrEqual(SCENARIO_PROMPT_MIN);
      expect(BackdropSpecSchema.safeParse(s.backdrop).success, s.key).toBe(true);
    }
  });

  it('backs each scenario with a different surface look', () => {
    const looks = SCENARIOS.map((s) => `${s.backdrop.surface}/${s.backdrop.tone}/${s.backdrop.view ?? 'top-down'}`);
    expect(new Set(looks).size).toBe(SCENARIOS.length);
  });
});

describe('style templates', () => {
  it('has 24 templates with unique keys and names', () => {
    expect(STYLE_TEMPLATES).toHaveLength(24);
    expect(new Set(STYLE_TEMPLATES.map((t) => t.key)).size).toBe(24);
    expect(new Set(STYLE_TEMPLATES.map((t) => t.name)).size).toBe(24);
    for (const t of STYLE_TEMPLATES) expect(t.key).toMatch(/^[a-z0-9-]+$/);
  });

  it('covers every category at least four times', () => {
    const counts = countBy(STYLE_TEMPLATES, (t) => t.category);
    expect([...counts.keys()].sort()).toEqual([...TEMPLATE_CATEGORIES].sort());
    for (const category of TEMPLATE_CATEGORIES) expect(counts.get(category), category).toBeGreaterThanOrEqual(4);
  });

  it('uses every style at least four times', () => {
    const counts = countBy(STYLE_TEMPLATES, (t) => t.style);
    expect([...counts.keys()].sort()).toEqual([...TEMPLATE_STYLES].sort());
    for (const style of TEMPLATE_STYLES) expect(counts.get(style), style).toBeGreaterThanOrEqual(4);
  });

  it('never repeats a (category, style) pair', () => {
    const pairs = STYLE_TEMPLATES.map((t) => `${t.category}/${t.style}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('uses both formats, about two thirds feed', () => {
    const counts = countBy(STYLE_TEMPLATES, (t) => t.format);
    expect([...counts.keys()].sort()).toEqual([...ART_FORMATS].sort());
    const feedShare = counts.get('feed')! / STYLE_TEMPLATES.length;
    expect(feedShare).toBeGreaterThanOrEqual(0.6);
    expect(feedShare).toBeLessThanOrEqual(0.75);
  });

  it('gives each a meaningful art direction of one to three sentences', () => {
    for (const t of STYLE_TEMPLATES) {
      expect(t.promptEnhancements.length, t.key).toBeGreaterThanOrEqual(120);
      expect(t.promptEnhancements.length, t.key).toBeLessThanOrEqual(400);
      const sentences = t.promptEnhancements.split(/[.!?](?:\s|$)/).filter((s) => s.trim().length > 0);
      expect(sentences.length, t.key).toBeGreaterThanOrEqual(1);
      expect(sentences.length, t.key).toBeLessThanOrEqual(3);
    }
    expect(new Set(STYLE_TEMPLATES.map((t) => t.promptEnhancements)).size).toBe(24);
  });

  it('uses known layouts and colour strategies, with a valid palette where the template brings one', () => {
    for (const t of STYLE_TEMPLATES) {
      expect(LAYOUTS).toContain(t.layoutPreferences);
      expect(t.colorStrategy).toMatch(/^(brand-dominant|brand-accent|monochrome-brand|template-palette:#[0-9a-f]{6}(,#[0-9a-f]{6}){2,4})$/);
    }
    const layouts = countBy(STYLE_TEMPLATES, (t) => t.layoutPreferences);
    expect(layouts.size).toBe(LAYOUTS.length);
    const strategies = countBy(STYLE_TEMPLATES, (t) => t.colorStrategy.split(':')[0]!);
    expect(strategies.size).toBe(4);
  });
});
