// Just enough of a font parser to measure text the way satori lays it out: WOFF 1 (or bare TTF/OTF)
// → unitsPerEm, cmap (formats 4 and 12) and horizontal advances. Kerning and ligatures are ignored;
// in the Latin fonts we bundle they only ever tighten a line, so a measured width is an upper bound
// of what satori draws (checked against satori's own layout in text-fit.test.ts).
import { inflateSync } from 'node:zlib';

export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  /** Advance of a code point in font units; null when the font has no glyph for it. */
  advance(codePoint: number): number | null;
}

interface TableRecord {
  offset: number;
  compLength: number;
  origLength: number;
}

function readTables(font: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  const signature = font.toString('latin1', 0, 4);
  if (signature === 'wOFF') {
    const numTables = font.readUInt16BE(12);
    for (let i = 0; i < numTables; i += 1) {
      const at = 44 + i * 20;
      const tag = font.toString('latin1', at, at + 4);
      const rec: TableRecord = { offset: font.readUInt32BE(at + 4), compLength: font.readUInt32BE(at + 8), origLength: font.readUInt32BE(at + 12) };
      const raw = font.subarray(rec.offset, rec.offset + rec.compLength);
      tables.set(tag, rec.compLength < rec.origLength ? inflateSync(raw) : raw);
    }
    return tables;
  }
  if (signature === 'wOF2') throw new Error('WOFF2 is not supported: use the .woff files');
  const numTables = font.readUInt16BE(4);
  for (let i = 0; i < numTables; i += 1) {
    const at = 12 + i * 16;
    const tag = font.toString('latin1', at, at + 4);
    const offset = font.readUInt32BE(at + 8);
    tables.set(tag, font.subarray(offset, offset + font.readUInt32BE(at + 12)));
  }
  return tables;
}

type CmapLookup = (codePoint: number) => number;

function format4(t: Buffer, at: number): CmapLookup {
  const segCount = t.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  return (c) => {
    if (c > 0xffff) return 0;
    for (let i = 0; i < segCount; i += 1) {
      if (t.readUInt16BE(ends + i * 2) < c) continue;
      const start = t.readUInt16BE(starts + i * 2);
      if (start > c) return 0;
      const delta = t.readInt16BE(deltas + i * 2);
      const rangeOffset = t.readUInt16BE(rangeOffsets + i * 2);
      if (rangeOffset === 0) return (c + delta) & 0xffff;
      const glyphAt = rangeOffsets + i * 2 + rangeOffset + (c - start) * 2;
      const glyph = t.readUInt16BE(glyphAt);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

function format12(t: Buffer, at: number): CmapLookup {
  const groups = t.readUInt32BE(at + 12);
  return (c) => {
    for (let i = 0; i < groups; i += 1) {
      const g = at + 16 + i * 12;
      const start = t.readUInt32BE(g);
      const end = t.readUInt32BE(g + 4);
      if (c >= start && c <= end) return t.readUInt32BE(g + 8) + (c - start);
    }
    return 0;
  };
}

function readCmap(cmap: Buffer): CmapLookup {
  const count = cmap.readUInt16BE(2);
  const subtables: { platform: number; encoding: number; offset: number; format: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = 4 + i * 8;
    const offset = cmap.readUInt32BE(at + 4);
    subtables.push({ platform: cmap.readUInt16BE(at), encoding: cmap.readUInt16BE(at + 2), offset, format: cmap.readUInt16BE(offset) });
  }
  const full = subtables.find((s) => s.format === 12);
  if (full) return format12(cmap, full.offset);
  const bmp = subtables.find((s) => s.format === 4 && (s.platform === 3 || s.platform === 0));
  if (bmp) return format4(cmap, bmp.offset);
  throw new Error('font has no usable cmap');
}

export function parseFontMetrics(font: Buffer): FontMetrics {
  const tables = readTables(font);
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const cmap = tables.get('cmap');
  if (!head || !hhea || !hmtx || !cmap) throw new Error('font lacks head/hhea/hmtx/cmap');
  const unitsPerEm = head.readUInt16BE(18);
  const numberOfHMetrics = hhea.readUInt16BE(34);
  const lookup = readCmap(cmap);
  const cache = new Map<number, number | null>();
  return {
    unitsPerEm,
    ascender: hhea.readInt16BE(4),
    descender: hhea.readInt16BE(6),
    advance(codePoint) {
      const known = cache.get(codePoint);
      if (known !== undefined) return known;
      const glyph = lookup(codePoint);
      const value = glyph === 0 ? null : hmtx.readUInt16BE(Math.min(glyph, numberOfHMetrics - 1) * 4);
      cache.set(codePoint, value);
      return value;
    },
  };
}
