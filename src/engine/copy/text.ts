// Small text helpers shared by the local copywriter and the LLM adapter.

/** `text` trimmed, with runs of whitespace collapsed to one space. */
export function squish(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * `text` cut to at most `max` characters, at the last word boundary that fits (a single word longer
 * than `max` is cut mid-word), without a dangling comma, dash or colon at the end.
 */
export function clipText(text: string, max: number): string {
  const clean = squish(text);
  if (clean.length <= max) return clean;
  const hard = clean.slice(0, max);
  const lastSpace = hard.lastIndexOf(' ');
  const cut = lastSpace > 0 && clean[max] !== ' ' ? hard.slice(0, lastSpace) : hard;
  return cut.replace(/[\s,;:·–—-]+$/u, '').trim();
}

/** The first letter upper-cased (the rest left as written). */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}

/** Lower case without diacritics, for comparing words the way a reader would ("Açaí" ≈ "acai"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('pt-BR');
}
