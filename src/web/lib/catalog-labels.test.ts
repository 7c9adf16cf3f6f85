import { describe, expect, it } from 'vitest';
import { isPopularTemplate, optionsOf, templateCategoryLabel, templateStyleLabel, usesText } from './catalog-labels';

describe('catalogue labels', () => {
  it('calls a template Popular above 10 uses', () => {
    expect(isPopularTemplate(10)).toBe(false);
    expect(isPopularTemplate(11)).toBe(true);
  });

  it('writes the uses in pt-BR', () => {
    expect(usesText(1)).toBe('1 uso');
    expect(usesText(0)).toBe('0 usos');
    expect(usesText(1250)).toBe('1.250 usos');
  });

  it('names the categories and styles, and shows a value it does not know as stored', () => {
    expect(templateCategoryLabel('acai')).toBe('Açaí');
    expect(templateStyleLabel('classico')).toBe('Clássico');
    expect(templateStyleLabel('retro')).toBe('retro');
    expect(templateStyleLabel('constructor')).toBe('constructor');
  });

  it('lists the options in the order of the values', () => {
    expect(optionsOf(['b', 'a'] as const, { a: 'A', b: 'B' })).toEqual([
      { value: 'b', label: 'B' },
      { value: 'a', label: 'A' },
    ]);
  });
});
