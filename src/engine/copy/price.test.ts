import { describe, expect, it } from 'vitest';
import { formatPrice, parsePrice } from './price.ts';

describe('formatPrice', () => {
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

  it.each([null, undefined, '', '   ', 'abc', 'R$', '0', 0, -5, '-5', Number.NaN, Number.POSITIVE_INFINITY, '29,90,10', '1.2.3'])(
    'has no price for %j',
    (input) => {
      expect(formatPrice(input)).toBeNull();
      expect(parsePrice(input)).toBeNull();
    },
  );
});
