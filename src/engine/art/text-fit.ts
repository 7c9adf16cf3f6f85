// Text fitting with the real font metrics: wrap at word boundaries (balanced, so a title never
// leaves one orphan word), then binary-search the largest font size whose lines fit the box's width,
// line count and height. When even the minimum size needs more lines, the text may spill to a
// few more (spillLines) rather than lose its end; only past those is it cut with an ellipsis instead
// of overflowing. Lines are handed to satori one per element (no re-wrapping), so what we measure here
// is what gets drawn.
import { isEmoji } from './emoji.ts';
import { metricsFor, type FontFace, type LoadedFonts } from './fonts.ts';

/** Width of a code point no bundled subset covers (satori draws nothing or a box there). */
const MISSING_GLYPH_EM = 0.6;
/** satori draws an emoji as a square image one font size wide. */
const EMOJI_EM = 1;
/**
 * Kerning is not measured, so widths are an upper bound already; this margin covers rounding in
 * satori's layout and the odd positively-kerned pair.
 */
const WIDTH_SAFETY = 0.985;
const ELLIPSIS = '…';

const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

export interface TextLook {
  face: FontFace;
  /** Letter spacing in em. */
  tracking?: number;
  /** Line height as a multiple of the font size. */
  lineHeight: number;
  uppercase?: boolean;
}

export interface FitRequest extends TextLook {
  text: string;
  width: number;
  height: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  /** Even out line lengths (titles); default true. */
  balance?: boolean;
  /**
   * Lines the text may take, as a last resort, when even the minimum size does not fit it in
   * `maxLines` (more, smaller-measure lines rather than an ellipsis); default `maxLines`.
   */
  spillLines?: number;
}

export interface FittedText {
  fontSize: number;
  lines: string[];
  /** Widest line, px. */
  width: number;
  /** lines × fontSize × lineHeight, px. */
  height: number;
  lineHeight: number;
  /** The text had to be shortened with an ellipsis even at the minimum size. */
  truncated: boolean;
}

export function casedText(text: string, look: Pick<TextLook, 'uppercase'>): string {
  const clean = text.replace(/[\t\r ]+/g, ' ').replace(/ *\n */g, '\n').trim();
  return look.uppercase ? clean.toLocaleUpperCase('pt-BR') : clean;
}

export class TextMeasurer {
  /** Width in em (without tracking) and grapheme count per face and string: width scales with size. */
  private readonly cache = new Map<string, { em: number; count: number }>();

  constructor(private readonly fonts: LoadedFonts) {}

  /** Advance width of one line in px (letter spacing after every grapheme, as satori does). */
  measure(text: string, face: FontFace, size: number, tracking = 0): number {
    const key = `${face.family}|${face.weight}|${face.style}|${text}`;
    let hit = this.cache.get(key);
    if (!hit) {
      hit = this.measureEm(text, face);
      if (this.cache.size > 20_000) this.cache.clear();
      this.cache.set(key, hit);
    }
    return (hit.em + tracking * hit.count) * size;
  }

  private measureEm(text: string, face: FontFace): { em: number; count: number } {
    const subsets = metricsFor(this.fonts, face);
    let em = 0;
    let count = 0;
    for (const { segment } of graphemes.segment(text)) {
      count += 1;
      if (isEmoji(segment)) {
        em += EMOJI_EM;
        continue;
      }
      for (const char of segment) {
        const code = char.codePointAt(0)!;
        if (code >= 0x300 && code <= 0x36f) continue; // combining mark: no advance
        if (code === 0xfe0f || code === 0x200d) continue;
        let advance: number | null = null;
        for (const metrics of subsets) {
          const a = metrics.advance(code);
          if (a !== null) {
            advance = a / metrics.unitsPerEm;
            break;
          }
        }
        em += advance ?? MISSING_GLYPH_EM;
      }
    }
    return { em, count };
  }
}

interface Wrapped {
  lines: string[];
  /** A single word was wider than the box. */
  overflow: boolean;
}

function greedyWrap(paragraphs: string[][], maxWidth: number, width: (s: string) => number): Wrapped {
  const lines: string[] = [];
  let overflow = false;
  for (const words of paragraphs) {
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (!line || width(candidate) <= maxWidth) {
        line = candidate;
      } else {
        lines.push(line);
        line = word;
      }
      if (width(line) > maxWidth) overflow = true;
    }
    lines.push(line);
  }
  return { lines, overflow };
}

/** Wraps to the fewest lines, then narrows the measure while the line count holds (balance). */
function wrap(text: string, maxWidth: number, width: (s: string) => number, balance: boolean): Wrapped {
  const paragraphs = text.split('\n').map((p) => p.split(' ').filter(Boolean));
  const greedy = greedyWrap(paragraphs, maxWidth, width);
  if (!balance || greedy.overflow || greedy.lines.length < 2) return greedy;
  let lo = maxWidth / greedy.lines.length;
  let hi = maxWidth;
  let best = greedy;
  for (let i = 0; i < 10; i += 1) {
    const mid = (lo + hi) / 2;
    const attempt = greedyWrap(paragraphs, mid, width);
    if (!attempt.overflow && attempt.lines.length <= greedy.lines.length) {
      best = attempt;
      hi = mid;
    } else {
      lo = mid;
    }
  }
  return best;
}

/** Cuts a line (grapheme by grapheme) so that it plus an ellipsis fits. */
function ellipsize(line: string, maxWidth: number, width: (s: string) => number): string {
  const parts = [...graphemes.segment(line)].map((s) => s.segment);
  while (parts.length > 0 && width(parts.join('').trimEnd() + ELLIPSIS) > maxWidth) parts.pop();
  return parts.join('').trimEnd() + ELLIPSIS;
}

/** Breaks words wider than the box between graphemes (last resort, at the minimum size). */
function hardWrap(text: string, maxWidth: number, width: (s: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const { segment } of graphemes.segment(word)) {
        if (line && width(line + segment) > maxWidth) {
          lines.push(line);
          line = '';
        }
        line += segment;
      }
    }
    lines.push(line);
  }
  return lines;
}

export function fitText(measurer: TextMeasurer, request: FitRequest): FittedText {
  const text = casedText(request.text, request);
  const tracking = request.tracking ?? 0;
  const balance = request.balance ?? true;
  const maxWidth = request.width * WIDTH_SAFETY;
  const minSize = Math.max(1, Math.floor(Math.min(request.minSize, request.maxSize)));
  const attemptIn = (size: number, maxLines: number) => {
    const width = (s: string) => measurer.measure(s, request.face, size, tracking);
    const wrapped = wrap(text, maxWidth, width, balance);
    const fits = !wrapped.overflow && wrapped.lines.length <= maxLines && wrapped.lines.length * size * request.lineHeight <= request.height;
    return { fits, lines: wrapped.lines, width };
  };
  const attempt = (size: number) => attemptIn(size, request.maxLines);
  const result = (size: number, lines: string[], width: (s: string) => number, truncated: boolean): FittedText => ({
    fontSize: size,
    lines,
    width: Math.min(request.width, Math.max(0, ...lines.map(width))),
    height: lines.length * size * request.lineHeight,
    lineHeight: request.lineHeight,
    truncated,
  });

  if (!text) return { fontSize: minSize, lines: [], width: 0, height: 0, lineHeight: request.lineHeight, truncated: false };
  let lo = minSize;
  let hi = Math.floor(request.maxSize);
  const top = attempt(hi);
  if (top.fits) return result(hi, top.lines, top.width, false);
  const bottom = attempt(lo);
  if (bottom.fits) {
    let best = bottom;
    let bestSize = lo;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      const a = attempt(mid);
      if (a.fits) {
        lo = mid;
        best = a;
        bestSize = mid;
      } else {
        hi = mid;
      }
    }
    return result(bestSize, best.lines, best.width, false);
  }
  // The minimum size does not fit in maxLines: one more line at a time (up to spillLines), each at
  // the largest size that fits it.
  for (let lines = request.maxLines + 1; lines <= (request.spillLines ?? request.maxLines); lines += 1) {
    const least = attemptIn(minSize, lines);
    if (!least.fits) continue;
    let best = least;
    let bestSize = minSize;
    let low = minSize;
    let high = hi;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      const a = attemptIn(mid, lines);
      if (a.fits) {
        low = mid;
        best = a;
        bestSize = mid;
      } else {
        high = mid;
      }
    }
    return result(bestSize, best.lines, best.width, false);
  }
  // Even the minimum size does not fit: break long words, keep what fits and end with an ellipsis.
  const width = bottom.width;
  const maxLinesByHeight = Math.max(1, Math.floor(request.height / (minSize * request.lineHeight) + 1e-9));
  const keep = Math.min(Math.max(request.maxLines, request.spillLines ?? 0), maxLinesByHeight);
  const lines = hardWrap(text, maxWidth, width);
  if (lines.length <= keep) return result(minSize, lines, width, false);
  const kept = lines.slice(0, keep);
  kept[keep - 1] = ellipsize(`${kept[keep - 1]} ${lines[keep]}`, maxWidth, width);
  return result(minSize, kept, width, true);
}
