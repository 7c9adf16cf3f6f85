import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sniffImageType, sniffLogoType } from './uploads.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('sniffLogoType', () => {
  it('takes PNG, JPG and WEBP by their magic numbers, whatever the name says', () => {
    expect(sniffLogoType(PNG)).toBe('png');
    expect(sniffLogoType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffLogoType(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
  });

  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Gerado pelo Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg width="10" height="10"></svg>',
    '<!DOCTYPE svg [ <!ENTITY x "y"> ]><svg>',
    '  \n<svg\n  viewBox="0 0 1 1">',
  ])('recognises SVG text: %s', (text) => {
    expect(sniffLogoType(bytes(text))).toBe('svg');
  });

  it.each([
    ['HTML', '<html><svg></svg></html>'],
    ['a text file', 'isto não é uma imagem'],
    ['an svg-ish name only', '<svgfoo>'],
    ['an unclosed comment', '<!-- <svg>'],
  ])('refuses %s', (_name, text) => {
    expect(looksLikeSvg(bytes(text))).toBe(false);
    expect(sniffLogoType(bytes(text))).toBeNull();
  });

  it('refuses binary data and an SVG root too far into the file', () => {
    expect(looksLikeSvg(new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x20, 0x00]))).toBe(false);
    expect(looksLikeSvg(bytes(`<!--${'x'.repeat(5000)}--><svg>`))).toBe(false);
  });

  it('keeps SVG out of the photo types', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
