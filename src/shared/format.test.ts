import { describe, expect, it } from 'vitest';
import { formatBRL, formatCount, formatDate, formatDateTime, formatRating } from './format.ts';

describe('pt-BR formatting', () => {
  it('formats dates as dd/MM/yyyy', () => {
    expect(formatDate(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026');
    expect(formatDateTime(new Date(2026, 10, 21, 14, 5))).toBe('21/11/2026 14:05');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });

  it('formats money as BRL with a plain space', () => {
    expect(formatBRL(49)).toBe('R$ 49,00');
    expect(formatBRL(1500)).toBe('R$ 1.500,00');
    expect(formatBRL(0)).toBe('R$ 0,00');
  });

  it('writes counts with a thousands dot and ratings with one decimal', () => {
    expect(formatCount(1250)).toBe('1.250');
    expect(formatRating(4.46)).toBe('4,5');
    expect(formatRating(4)).toBe('4,0');
  });
});
