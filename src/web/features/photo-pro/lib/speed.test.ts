import { describe, expect, it } from 'vitest';
import { formatSeconds, speedLine } from './speed';

describe('speedLine', () => {
  it('makes the spec\'s promise before a photo is made', () => {
    expect(speedLine(null)).toBe('Feito em 8 segundos');
  });

  it('states the measured time with a pt-BR decimal comma once a photo is made', () => {
    expect(speedLine(2.43)).toBe('Feito em 2,4 segundos');
    expect(speedLine(12)).toBe('Feito em 12 segundos');
  });
});

describe('formatSeconds', () => {
  it('rounds to one decimal and keeps the unit singular below 2, as Portuguese does', () => {
    expect(formatSeconds(1.83)).toBe('1,8 segundo');
    expect(formatSeconds(1)).toBe('1 segundo');
    expect(formatSeconds(1.96)).toBe('2 segundos');
    expect(formatSeconds(7.25)).toBe('7,3 segundos');
  });

  it('never says a photo took "0" seconds', () => {
    expect(formatSeconds(0.02)).toBe('0,1 segundo');
  });
});
