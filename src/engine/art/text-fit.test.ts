import satori from 'satori';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAdditionalAsset } from './emoji.ts';
import { loadFonts, type FontFace, type LoadedFonts } from './fonts.ts';
import { el } from './scene.ts';
import { casedText, fitText, TextMeasurer } from './text-fit.ts';

let fonts: LoadedFonts;
let measurer: TextMeasurer;

beforeAll(async () => {
  fonts = await loadFonts();
  measurer = new TextMeasurer(fonts);
});

const MONTSERRAT: FontFace = { family: 'Montserrat', weight: 800, style: 'normal' };
const faces: FontFace[] = [
  MONTSERRAT,
  { family: 'Inter', weight: 300, style: 'normal' },
  { family: 'Playfair Display', weight: 500, style: 'italic' },
  { family: 'Bebas Neue', weight: 400, style: 'normal' },
  { family: 'DM Serif Display', weight: 400, style: 'normal' },
  { family: 'Pacifico', weight: 400, style: 'normal' },
];

describe('measuring with the real font metrics', () => {
  it('measures an upper bound of what satori lays out, within a few percent', async () => {
    const samples = ['Promoção de Verão 🍔🔥 — Açaí', 'PASTELÃO DE CARNE, QUEIJO, OVO', 'Coração de frango à parmegiana', 'Peça já! 😋'];
    const rows = faces.flatMap((face) => samples.map((text) => ({ face, text, size: 48, tracking: face.family === 'Inter' ? 0.05 : 0 })));
    const widths = new Map<string, number>();
    const tree = el(
      'div',
      { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', width: 2400, height: 2400 },
      rows.map((r, i) =>
        el('div', { display: 'flex', whiteSpace: 'nowrap', fontFamily: r.face.family, fontWeight: r.face.weight, fontStyle: r.face.style, fontSize: r.size, letterSpacing: r.tracking * r.size, lineHeight: 1.2 }, `${i}|${r.text}`),
      ),
    );
    await satori(tree as unknown as Parameters<typeof satori>[0], {
      width: 2400,
      height: 2400,
      fonts: fonts.satori,
      loadAdditionalAsset,
      onNodeDetected: (node) => {
        if (typeof node.textContent === 'string') widths.set(node.textContent, node.width);
      },
    });
    for (const [i, r] of rows.entries()) {
      const label = `${i}|${r.text}`;
      const satoriWidth = widths.get(label)!;
      const ours = measurer.measure(label, r.face, r.size, r.tracking);
      // Within the 1.5 % margin fitText keeps (WIDTH_SAFETY) of satori's width, never more narrow.
      expect(ours, `${r.face.family} ${r.text}`).toBeGreaterThanOrEqual(satoriWidth * 0.99);
      expect(ours, `${r.face.family} ${r.text}`).toBeLessThanOrEqual(satoriWidth * 1.06);
    }
  });
});

describe('fitText', () => {
  const base = { face: MONTSERRAT, lineHeight: 1.1, maxLines: 2, minSize: 20, maxSize: 120 };

  it('keeps a short title at its largest size on one line', () => {
    const fitted = fitText(measurer, { ...base, text: 'Smash', width: 900, height: 300 });
    expect(fitted.fontSize).toBe(120);
    expect(fitted.lines).toEqual(['Smash']);
  });

  it('shrinks a long title until it fits the width, lines and height', () => {
    const text = 'Combo Família Supremo com Batata Rústica e Refrigerante de 2 Litros';
    const fitted = fitText(measurer, { ...base, text, width: 800, height: 200 });
    expect(fitted.lines.length).toBeLessThanOrEqual(2);
    expect(fitted.height).toBeLessThanOrEqual(200);
    for (const line of fitted.lines) expect(measurer.measure(line, MONTSERRAT, fitted.fontSize)).toBeLessThanOrEqual(800);
    expect(fitted.lines.join(' ')).toBe(text);
    expect(fitted.truncated).toBe(false);
    // The largest size: one point more no longer fits.
    const bigger = fitText(measurer, { ...base, text, width: 800, height: 200, minSize: fitted.fontSize + 1, maxSize: fitted.fontSize + 1 });
    expect(bigger.truncated || bigger.fontSize > fitted.fontSize).toBe(true);
  });

  it('balances lines instead of leaving an orphan word', () => {
    // Greedy would leave "Queijo" alone on the second line.
    const fitted = fitText(measurer, { ...base, text: 'Hambúrguer Duplo com Queijo', width: 1150, height: 400, maxSize: 100, minSize: 100 });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).not.toBe('Queijo');
    const [a, b] = fitted.lines.map((l) => measurer.measure(l, MONTSERRAT, 100));
    expect(Math.min(a!, b!) / Math.max(a!, b!)).toBeGreaterThan(0.5);
  });

  it('ellipsizes rather than overflow when even the minimum size is too big', () => {
    const text = 'Uma descrição longuíssima '.repeat(20);
    const fitted = fitText(measurer, { ...base, text, width: 400, height: 60, minSize: 24, maxSize: 30 });
    expect(fitted.truncated).toBe(true);
    expect(fitted.height).toBeLessThanOrEqual(60);
    expect(fitted.lines.at(-1)!.endsWith('…')).toBe(true);
    for (const line of fitted.lines) expect(measurer.measure(line, MONTSERRAT, fitted.fontSize)).toBeLessThanOrEqual(400);
  });

  it('spills to more lines at its largest fitting size rather than cut a text that no longer fits its preferred lines', () => {
    const text = 'Pão brioche tostado na manteiga, dois hambúrgueres de 150 g, bacon crocante e cheddar — só nesta sexta-feira, até às 23h!';
    const cut = fitText(measurer, { ...base, text, width: 600, height: 1000, minSize: 24, maxSize: 32, maxLines: 2 });
    expect(cut.truncated).toBe(true);
    const spilled = fitText(measurer, { ...base, text, width: 600, height: 1000, minSize: 24, maxSize: 32, maxLines: 2, spillLines: 6 });
    expect(spilled.truncated).toBe(false);
    expect(spilled.lines.join(' ')).toBe(text);
    expect(spilled.lines.length).toBeGreaterThan(2);
    expect(spilled.lines.length).toBeLessThanOrEqual(6);
    expect(spilled.fontSize).toBeGreaterThanOrEqual(24);
    // The fewest extra lines: one line less does not fit even at the minimum size.
    const tighter = fitText(measurer, { ...base, text, width: 600, height: 1000, minSize: 24, maxSize: 24, maxLines: spilled.lines.length - 1 });
    expect(tighter.truncated).toBe(true);
  });

  it('breaks a single word wider than the box', () => {
    const fitted = fitText(measurer, { ...base, text: 'Supercalifragilisticexpialidocious', width: 200, height: 400, minSize: 30, maxSize: 30, maxLines: 6 });
    for (const line of fitted.lines) expect(measurer.measure(line, MONTSERRAT, 30)).toBeLessThanOrEqual(200);
  });

  it('uppercases in pt-BR and tidies spaces', () => {
    expect(casedText('  promoção   de  verão ', { uppercase: true })).toBe('PROMOÇÃO DE VERÃO');
  });
});
