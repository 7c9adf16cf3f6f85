import { describe, expect, it } from 'vitest';
import { makeTemplate } from '../../../../../tests/web/template-fixtures';
import { canAdvance, checkDraft, EMPTY_DRAFT, emptyFields, fillEmptyFields, resumeStep, withTemplate, type TemplateDraft } from './draft';
import { templatePalette } from './labels';
import { maskPrice } from './price';
import { ANALYSIS_MS, ART_STAGE, artStageLabel, estimateArtProgress } from './progress';

const template = makeTemplate({ name: 'Smash Urbano', format: 'stories' });
const product = new File(['x'], 'burger.png', { type: 'image/png' });
const ready: TemplateDraft = { ...EMPTY_DRAFT, template, product, texts: { title: 'Smash em dobro', price: '', description: '', cta: '' } };

describe('checkDraft', () => {
  it('asks for a template and the product first, then the title', () => {
    expect(checkDraft(EMPTY_DRAFT)).toEqual({ ok: false, message: 'Selecione um template e carregue o produto', field: null });
    expect(checkDraft({ ...EMPTY_DRAFT, template })).toMatchObject({ ok: false, message: 'Selecione um template e carregue o produto', field: 'product' });
    expect(checkDraft({ ...ready, texts: { ...ready.texts, title: '   ' } })).toEqual({
      ok: false,
      message: 'Preencha ao menos o título da promoção',
      field: 'title',
    });
  });

  it('sends trimmed texts with the template, the files and the format', () => {
    const check = checkDraft({ ...ready, format: 'feed', texts: { title: '  Açaí da Casa ', price: 'R$ 19,90', description: ' Cremoso ', cta: '' } });
    expect(check).toEqual({
      ok: true,
      request: { templateId: template.id, product, logo: null, format: 'feed', title: 'Açaí da Casa', price: 'R$ 19,90', description: 'Cremoso', cta: '' },
    });
  });

  it('refuses a text over its limit', () => {
    expect(checkDraft({ ...ready, texts: { ...ready.texts, cta: 'x'.repeat(61) } })).toMatchObject({ ok: false, field: 'cta' });
  });
});

describe('steps', () => {
  it('opens step 2 with a template and step 3 with a product', () => {
    expect(canAdvance(1, EMPTY_DRAFT)).toBe(false);
    expect(canAdvance(1, { ...EMPTY_DRAFT, template })).toBe(true);
    expect(canAdvance(2, { ...EMPTY_DRAFT, template })).toBe(false);
    expect(canAdvance(2, { ...EMPTY_DRAFT, template, product })).toBe(true);
    expect(resumeStep(ready)).toBe(3);
    expect(resumeStep({ ...EMPTY_DRAFT, template })).toBe(1);
  });

  it("takes a new template's format, but keeps the format chosen for the same template", () => {
    expect(withTemplate(EMPTY_DRAFT, template).format).toBe('stories');
    expect(withTemplate({ ...ready, format: 'feed' }, template).format).toBe('feed');
  });
});

describe('AI suggestions', () => {
  it('fill only the blank fields and never the price', () => {
    const texts = { title: 'Meu título', price: '', description: ' ', cta: '' };
    expect(emptyFields(texts)).toEqual(['description', 'cta']);
    expect(fillEmptyFields(texts, { title: 'Outro', description: 'Sugerida', cta: 'Peça já' })).toEqual({
      title: 'Meu título',
      price: '',
      description: 'Sugerida',
      cta: 'Peça já',
    });
  });
});

describe('labels', () => {
  it("reads the template's own palette", () => {
    expect(templatePalette('template-palette:#ffc914,#d62828,#1d1d1b')).toEqual(['#ffc914', '#d62828', '#1d1d1b']);
    expect(templatePalette('brand-dominant')).toEqual([]);
    expect(templatePalette(null)).toEqual([]);
  });
});

describe('maskPrice', () => {
  it('fills from the cents up, as a till does', () => {
    expect(maskPrice('2')).toBe('R$ 0,02');
    expect(maskPrice('2990')).toBe('R$ 29,90');
    expect(maskPrice('R$ 29,90')).toBe('R$ 29,90');
    expect(maskPrice('R$ 29,9')).toBe('R$ 2,99');
    expect(maskPrice('150000')).toBe('R$ 1.500,00');
    expect(maskPrice('abc')).toBe('');
    expect(maskPrice('000')).toBe('');
    expect(maskPrice('1234567890')).toBe('R$ 123.456,78');
  });
});

describe('estimateArtProgress', () => {
  it('spends the upload on "Processando imagens" and the first 1.5 s on "Analisando template"', () => {
    expect(estimateArtProgress(0, null)).toBe(0);
    expect(estimateArtProgress(1, null)).toBe(ART_STAGE.uploading.value);
    expect(estimateArtProgress(1, 0)).toBe(ART_STAGE.uploading.value);
    expect(estimateArtProgress(1, ANALYSIS_MS)).toBeCloseTo(ART_STAGE.analysing.value);
    expect(artStageLabel('uploading', 5)).toBe('Processando imagens');
    expect(artStageLabel('processing', 20)).toBe('Analisando template');
    expect(artStageLabel('processing', 30)).toBe('Gerando arte com IA');
  });

  it('keeps rising while the art renders but stays below 85 until the answer', () => {
    let previous = estimateArtProgress(1, ANALYSIS_MS);
    for (const ms of [2_000, 4_000, 9_500, 20_000, 60_000]) {
      const value = estimateArtProgress(1, ms);
      expect(value).toBeGreaterThan(previous);
      expect(value).toBeLessThan(ART_STAGE.generating.value);
      previous = value;
    }
    expect(Math.round(estimateArtProgress(1, Number.MAX_SAFE_INTEGER))).toBeLessThan(ART_STAGE.generating.value);
    expect(artStageLabel('finishing', 95)).toBe('Finalizando');
    expect(artStageLabel('done', 100)).toBe('Concluído');
    expect(artStageLabel('idle', 0)).toBeNull();
  });
});
