// The bundled typefaces (@fontsource .woff files, latin + latin-ext subsets: pt-BR accents are in
// latin, latin-ext covers the rest of a Brazilian menu's names) loaded once per process: satori's
// font list and our own metrics for fitting text. Paths resolve through the packages, so the engine
// works from any working directory.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseFontMetrics, type FontMetrics } from './font-metrics.ts';

export const FONT_FAMILIES = ['Inter', 'Montserrat', 'Playfair Display', 'Bebas Neue', 'DM Serif Display', 'Pacifico'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type FontWeight = 300 | 400 | 500 | 600 | 700 | 800 | 900;
export type FontStyleName = 'normal' | 'italic';

/** Every face the layouts use. A face not listed here is never requested. */
const FACES: Record<FontFamily, { pkg: string; weights: FontWeight[]; italic?: FontWeight[] }> = {
  Inter: { pkg: 'inter', weights: [300, 400, 500, 600, 700, 800] },
  Montserrat: { pkg: 'montserrat', weights: [500, 600, 700, 800, 900] },
  'Playfair Display': { pkg: 'playfair-display', weights: [400, 500, 600, 700], italic: [400, 500] },
  'Bebas Neue': { pkg: 'bebas-neue', weights: [400] },
  'DM Serif Display': { pkg: 'dm-serif-display', weights: [400], italic: [400] },
  Pacifico: { pkg: 'pacifico', weights: [400] },
};
const SUBSETS = ['latin', 'latin-ext'] as const;

export interface FontFace {
  family: FontFamily;
  weight: FontWeight;
  style: FontStyleName;
}

/** What satori's `fonts` option takes. */
export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: FontStyleName;
}

export interface LoadedFonts {
  satori: SatoriFont[];
  /** Metrics per face, subsets in fallback order (latin first). */
  metrics: Map<string, FontMetrics[]>;
}

export const faceKey = (face: FontFace) => `${face.family}|${face.weight}|${face.style}`;

let loading: Promise<LoadedFonts> | undefined;

async function loadAll(): Promise<LoadedFonts> {
  const require = createRequire(import.meta.url);
  const ordered: { font: SatoriFont; order: number }[] = [];
  const metrics = new Map<string, FontMetrics[]>();
  const jobs: Promise<void>[] = [];
  for (const family of FONT_FAMILIES) {
    const spec = FACES[family];
    const dir = path.join(path.dirname(require.resolve(`@fontsource/${spec.pkg}/package.json`)), 'files');
    const faces: FontFace[] = [
      ...spec.weights.map((weight) => ({ family, weight, style: 'normal' as const })),
      ...(spec.italic ?? []).map((weight) => ({ family, weight, style: 'italic' as const })),
    ];
    for (const face of faces) {
      const list: FontMetrics[] = [];
      metrics.set(faceKey(face), list);
      for (const [i, subset] of SUBSETS.entries()) {
        const order = jobs.length;
        jobs.push(
          readFile(path.join(dir, `${spec.pkg}-${subset}-${face.weight}-${face.style}.woff`)).then((data) => {
            // satori falls back through same-named fonts in list order: latin before latin-ext.
            ordered.push({ font: { name: family, data, weight: face.weight, style: face.style }, order });
            list[i] = parseFontMetrics(data);
          }),
        );
      }
    }
  }
  await Promise.all(jobs);
  return { satori: ordered.sort((a, b) => a.order - b.order).map((o) => o.font), metrics };
}

/** The fonts, read and parsed once per process (a failed load is retried on the next call). */
export function loadFonts(): Promise<LoadedFonts> {
  loading ??= loadAll();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export function metricsFor(fonts: LoadedFonts, face: FontFace): FontMetrics[] {
  const list = fonts.metrics.get(faceKey(face));
  if (!list) throw new Error(`font face not bundled: ${faceKey(face)}`);
  return list;
}
