import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToHsl } from '../../shared/colors.ts';
import { TEMPLATE_CATEGORIES, TEMPLATE_STYLES } from '../../shared/constants.ts';
// The seeded catalogue is this test's fixture: the engine itself never imports src/server.
// eslint-disable-next-line no-restricted-imports
import { STYLE_TEMPLATES } from '../../server/features/catalogue/seed/catalogue.data.ts';
import { CATEGORY_COLORS, DEFAULT_LAYOUT, pickBrandColors, resolveDesign, TYPE_KITS } from './design.ts';
import { LAYOUTS, parseColorStrategy, parseLayoutPreference } from './layouts.ts';

describe('template → design', () => {
  it('resolves every seeded template to its own layout and colour strategy', () => {
    for (const t of STYLE_TEMPLATES) {
      const design = resolveDesign(t);
      expect(design.layout).toBe(t.layoutPreferences);
      expect(design.strategy.kind).toBe(t.colorStrategy.split(':')[0]);
      expect(design.type).toBe(TYPE_KITS[t.style]);
    }
  });

  it('uses the type pairing of each style', () => {
    expect(TYPE_KITS.moderno.title.face.family).toBe('Montserrat');
    expect(TYPE_KITS.moderno.body.face.family).toBe('Inter');
    expect(TYPE_KITS.elegante.title.face.family).toBe('Playfair Display');
    expect(TYPE_KITS.vibrante.title.face.family).toBe('Bebas Neue');
    expect(TYPE_KITS.vibrante.body.face.family).toBe('Montserrat');
    expect(TYPE_KITS.minimalista.title.face).toMatchObject({ family: 'Inter', weight: 300 });
    expect(TYPE_KITS.classico.title.face.family).toBe('DM Serif Display');
    expect(TYPE_KITS.classico.kicker?.face.family).toBe('Pacifico');
  });

  it('makes the five styles of every category look different (type, layout or palette)', () => {
    for (const category of TEMPLATE_CATEGORIES) {
      const signatures = TEMPLATE_STYLES.map((style) => {
        const seeded = STYLE_TEMPLATES.find((t) => t.category === category && t.style === style);
        const d = resolveDesign(seeded ?? { category, style, colorStrategy: null, layoutPreferences: null });
        return { font: d.type.title.face.family, sig: `${d.layout}|${d.palette.bg}|${d.type.title.face.family}` };
      });
      expect(new Set(signatures.map((s) => s.font)).size).toBe(TEMPLATE_STYLES.length);
      expect(new Set(signatures.map((s) => s.sig)).size).toBe(TEMPLATE_STYLES.length);
    }
  });

  it('falls back to the style signature layout and strategy for empty or unknown values', () => {
    for (const style of TEMPLATE_STYLES) {
      const d = resolveDesign({ category: 'pizza', style, colorStrategy: null, layoutPreferences: 'something else' });
      expect(d.layout).toBe(DEFAULT_LAYOUT[style]);
      expect(LAYOUTS).toContain(d.layout);
    }
    expect(new Set(Object.values(DEFAULT_LAYOUT)).size).toBe(TEMPLATE_STYLES.length);
    expect(resolveDesign({ category: '??', style: '??', colorStrategy: 'nonsense', layoutPreferences: null }).layout).toBe(DEFAULT_LAYOUT.moderno);
  });

  it('parses stored layout preferences and colour strategies', () => {
    expect(parseLayoutPreference('split, bottom-bar')).toBe('split');
    expect(parseLayoutPreference('Bottom-Bar')).toBe('bottom-bar');
    expect(parseLayoutPreference(null)).toBeNull();
    expect(parseColorStrategy('template-palette:#FFC914, #d62828,#1d1d1b')).toEqual({ kind: 'template-palette', colors: ['#ffc914', '#d62828', '#1d1d1b'] });
    expect(parseColorStrategy('template-palette:#abc')).toEqual({ kind: 'template-palette', colors: ['#aabbcc'] });
    expect(parseColorStrategy('brand-accent')).toEqual({ kind: 'brand-accent' });
    expect(parseColorStrategy('template-palette:nope')).toBeNull();
    expect(parseColorStrategy('')).toBeNull();
  });

  it('leads with the most frequent colourful brand colour and finds a distinct second', () => {
    expect(pickBrandColors(['#222222', '#c8102e', '#ffb81c'], 'hamburguer')).toEqual({ primary: '#c8102e', secondary: '#ffb81c' });
    expect(pickBrandColors([], 'acai')).toEqual({ primary: CATEGORY_COLORS.acai[0], secondary: CATEGORY_COLORS.acai[1] });
    const grey = pickBrandColors(['#cccccc'], 'pizza');
    expect(grey.primary).toBe('#cccccc');
    expect(grey.secondary).not.toBe(grey.primary);
  });

  it('pairs a one-hue brand with a shade of its own colour, not an invented hue', () => {
    // Orange and yellow are too close to count as two hues, and so is the pastel category's yellow.
    const orange = pickBrandColors(['#e85d04', '#ffba08', '#fff8e7'], 'pastel');
    expect(orange.primary).toBe('#e85d04');
    const [h, , l] = hexToHsl(orange.secondary);
    expect(Math.abs(h - hexToHsl('#e85d04')[0])).toBeLessThan(3);
    expect(l).toBeLessThan(0.25);
    expect(hexToHsl(pickBrandColors(['#7a2e00'], 'pastel').secondary)[2]).toBeGreaterThan(0.8);
  });

  it('builds palettes whose ink reads on their background', () => {
    for (const brand of [['#ffd400'], ['#cccccc'], ['#1b2a4a'], ['#c8102e', '#ffb81c']]) {
      for (const t of STYLE_TEMPLATES) {
        const { palette } = resolveDesign(t, brand);
        expect(contrastRatio(palette.inkPanel, palette.panel)).toBeGreaterThanOrEqual(3);
        expect(contrastRatio(palette.onAccent, palette.accent)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
