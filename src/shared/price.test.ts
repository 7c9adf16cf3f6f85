import { describe, expect, it } from 'vitest';
import { formatPrice, parsePrice, priceParts } from './price.ts';

/** How the art engine reads the price field: free text and zero are shown as given. */
const ART = { keepText: true, allowZero: true } as const;

describe('parsePrice', () => {
  it.each([
    ['29.9', 29.9],
    ['29,9', 29.9],
    ['R$29', 29],
    ['r$ 1.500', 1500],
    ['1.500.000', 1_500_000],
    ['1.299,90', 1299.9],
    ['1,299.90', 1299.9],
    ['1,500', 1500],
    ['12\u00a0345,67', 12345.67],
    [19.999, 20],
    [0, 0],
    ['0', 0],
  ])('reads %j as %d reais', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each([null, undefined, '', 'R$', 'abc', '-5', -5, Number.NaN, Number.POSITIVE_INFINITY, '29,90,10', '1.2.3', '29,999.9.9', '2 por R$ 30', '29,90 reais'])('has no amount in %j', (input) => {
    expect(parsePrice(input)).toBeNull();
  });
});

describe('formatPrice for the copywriter (amounts only)', () => {
  it.each([
    ['29.9', 'R$ 29,90'],
    ['29,90', 'R$ 29,90'],
    [29.9, 'R$ 29,90'],
    ['R$ 29,90', 'R$ 29,90'],
    ['R$29', 'R$ 29,00'],
    [' 12 ', 'R$ 12,00'],
    ['1.500', 'R$ 1.500,00'],
    ['1.299,90', 'R$ 1.299,90'],
    ['1,299.90', 'R$ 1.299,90'],
    ['0,99', 'R$ 0,99'],
    [49.999, 'R$ 50,00'],
  ])('formats %j as %s with a plain space and comma decimals', (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it.each([null, undefined, '', '   ', 'abc', 'R$', '0', 0, -5, '-5', Number.NaN, Number.POSITIVE_INFINITY, '29,90,10', '1.2.3', '2 por R$ 30'])('has no price for %j', (input) => {
    expect(formatPrice(input)).toBeNull();
  });
});

describe('formatPrice for the art (free text and zero kept)', () => {
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
    expect(formatPrice(input, ART)).toBe(expected);
  });

  it('keeps free text as typed and drops empties', () => {
    expect(formatPrice('2 por R$ 30', ART)).toBe('2 por R$ 30');
    expect(formatPrice('  Grátis  ', ART)).toBe('Grátis');
    expect(formatPrice('', ART)).toBeNull();
    expect(formatPrice(null, ART)).toBeNull();
    expect(formatPrice(undefined, ART)).toBeNull();
    expect(formatPrice(Number.NaN, ART)).toBeNull();
  });
});

describe('priceParts', () => {
  it('splits a formatted price for the promotional "R$ 29,90" look', () => {
    expect(priceParts('R$ 29,90')).toEqual({ currency: 'R$', integer: '29', cents: ',90' });
    expect(priceParts('R$ 1.500,00')).toEqual({ currency: 'R$', integer: '1.500', cents: ',00' });
    expect(priceParts('2 por R$ 30')).toBeNull();
  });
});
