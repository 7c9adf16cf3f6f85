// Colour emoji for satori's 'emoji' segments, from @twemoji/svg (one SVG per code point sequence).
// Twemoji artwork: Copyright Twitter, Inc. and other contributors (jdecked/twemoji), licensed under
// CC-BY 4.0 (https://creativecommons.org/licenses/by/4.0/); the credit lives in the README.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const ZWJ = 0x200d;
const VS16 = 0xfe0f;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

let twemojiDir: string | undefined;
const cache = new Map<string, Promise<string | null>>();

function dir(): string {
  twemojiDir ??= path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
  return twemojiDir;
}

/** Twemoji's file name for a grapheme: code points in hex joined by '-', VS16 dropped unless ZWJ. */
export function twemojiName(grapheme: string): string {
  const points = [...grapheme].map((c) => c.codePointAt(0)!);
  const kept = points.includes(ZWJ) ? points : points.filter((p) => p !== VS16);
  return kept.map((p) => p.toString(16)).join('-');
}

export function isEmoji(grapheme: string): boolean {
  return EMOJI.test(grapheme);
}

/** The emoji as an SVG data URI, or null when Twemoji has no such file (satori then skips it). */
export function loadEmoji(grapheme: string): Promise<string | null> {
  let hit = cache.get(grapheme);
  if (!hit) {
    hit = (async () => {
      const names = [twemojiName(grapheme), [...grapheme].map((c) => c.codePointAt(0)!).filter((p) => p !== VS16).map((p) => p.toString(16)).join('-')];
      for (const name of new Set(names)) {
        if (!/^[0-9a-f-]+$/.test(name)) continue;
        try {
          const svg = await readFile(path.join(dir(), `${name}.svg`));
          return `data:image/svg+xml;base64,${svg.toString('base64')}`;
        } catch {
          // try the next spelling
        }
      }
      return null;
    })();
    cache.set(grapheme, hit);
  }
  return hit;
}

/** satori's `loadAdditionalAsset`: emoji from Twemoji; other scripts are not bundled. */
export async function loadAdditionalAsset(code: string, segment: string): Promise<string | []> {
  if (code === 'emoji') return (await loadEmoji(segment)) ?? [];
  return [];
}
