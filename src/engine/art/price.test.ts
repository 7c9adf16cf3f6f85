import { describe, expect, it } from 'vitest';
import { formatPrice, parsePrice, priceParts } from './price.ts';

describe('formatPrice', () => {
  it.each([
    [29.9, 'R$ 29,90'],
    ['29.9', 'R$ 29,90'],
    ['29,90', 'R$ 29,90'],
    ['29,9', 'R$ 29,90'],
    ['29', 'R$ 29,00'],
    ['R$29,90', 'R$ 29,90'],
    ['R$ 29,90', 'R$ 29,90'],
    [' 12,5 ', 'R$ 12,50'],
    ['1.500', 'R$ 1.500,00'],
    ['1.500,00', 'R$ 1.500,00'],
    ['1,500.00', 'R$ 1.500,00'],
    [1500, 'R$ 1.500,00'],
    [0, 'R$ 0,00'],
    [19.999, 'R$ 20,00'],
  ])('%j → %s', (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it('keeps free text as typed and drops empties', () => {
    expect(formatPrice('2 por R$ 30')).toBe('2 por R$ 30');
    expect(formatPrice('  Grátis  ')).toBe('Grátis');
    expect(formatPrice('')).toBeNull();
    expect(formatPrice(null)).toBeNull();
    expect(formatPrice(undefined)).toBeNull();
    expect(formatPrice(Number.NaN)).toBeNull();
    expect(parsePrice('-5')).toBeNull();
  });

  it('splits a formatted price for the promotional "R$ 29,90" look', () => {
    expect(priceParts('R$ 29,90')).toEqual({ currency: 'R$', integer: '29', cents: ',90' });
    expect(priceParts('R$ 1.500,00')).toEqual({ currency: 'R$', integer: '1.500', cents: ',00' });
    expect(priceParts('2 por R$ 30')).toBeNull();
  });
});
