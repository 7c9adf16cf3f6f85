// The local pt-BR copywriter of Templates Rápidos: proposes a title, a description and a call to
// action from the template's category and style, the product name and the price. A small grammar
// (lexicon.ts, grammar.ts) gives varied, idiomatic suggestions without claims the business did not
// make; the same seed always gives the same suggestion, another seed usually another one.
import type { TemplateCategory, TemplateStyle } from '../../shared/constants.ts';
import { inferAgreement } from './agreement.ts';
import { COPY_CTA_MAX, COPY_DESCRIPTION_MAX, COPY_TITLE_MAX, PRODUCT_NAME_MAX, type CopySuggestion } from './copy.constants.ts';
import { canUse, expand, mentionsName, type GrammarContext } from './grammar.ts';
import { CATEGORY_HOOKS, CATEGORY_TITLES, FALLBACK_TITLES, LEXICON, STYLES } from './lexicon.ts';
import { formatPrice } from '../../shared/price.ts';
import { createRng, mixSeed, randomSeed, type Rng } from './rng.ts';
import { capitalize, clipText, foldText, squish } from './text.ts';

export interface SuggestCopyInput {
  category: TemplateCategory;
  style: TemplateStyle;
  productName?: string | null;
  /** "29.9", "29,90", "R$ 29,90" or 29.9; anything that is not a positive amount means no price. */
  price?: string | number | null;
  /** Same seed, same suggestion; without one a random seed is drawn. */
  seed?: number;
}

/** Times a template is drawn before the next one is tried; the pools are small. */
const MAX_ATTEMPTS = 40;
/** How much likelier a title that names the product is than a generic one, when there is a name. */
const NAMED_TITLE_WEIGHT = 2.5;
/** How much likelier a description that does not repeat the product named in the title is. */
const FRESH_DESCRIPTION_WEIGHT = 2;

/** Words kept lower case when a name typed all in lower case is capitalised. */
const PARTICLES = new Set(['de', 'da', 'do', 'das', 'dos', 'com', 'e', 'em', 'na', 'no', 'nas', 'nos', 'ao', 'à', 'a', 'o', 'para', 'pra', 'sem', 'ou']);

function titleCase(name: string): string {
  return name
    .split(' ')
    .map((word, index) =>
      index > 0 && PARTICLES.has(word) ? word : word.split('-').map((part) => capitalize(part)).join('-'),
    )
    .join(' ');
}

/**
 * The product name as the suggestion writes it: trimmed, without wrapping quotes or a trailing full
 * stop, capitalised when typed all in lower case ("x-bacon" → "X-Bacon"), cut to fit in a title.
 */
export function normalizeProductName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let name = squish(raw.normalize('NFC').replace(/[\p{Cc}\p{Co}]/gu, ' '))
    .replace(/^["'“”‘’«»\s]+|["'“”‘’«».!?,;:\s]+$/gu, '')
    .trim();
  if (!name) return null;
  name = name === name.toLocaleLowerCase('pt-BR') ? titleCase(name) : capitalize(name);
  if (name.length > PRODUCT_NAME_MAX) {
    name = clipText(name, PRODUCT_NAME_MAX);
    // A cut must not leave "… com Catupiry e".
    let words = name.split(' ');
    while (words.length > 1 && PARTICLES.has((words.at(-1) ?? '').toLocaleLowerCase('pt-BR'))) words = words.slice(0, -1);
    name = words.join(' ');
  }
  return name || null;
}

interface Weighted {
  template: string;
  weight: number;
}

function pickWeighted(rng: Rng, items: readonly Weighted[]): Weighted {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = rng.next() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1] as Weighted;
}

/** Draws templates until one expands within `max` and passes `accept`; null when none does. */
function draw(
  rng: Rng,
  ctx: GrammarContext,
  pool: readonly Weighted[],
  max: number,
  accept: (text: string, template: string) => boolean = () => true,
): string | null {
  let candidates = pool.filter((item) => canUse(item.template, ctx));
  for (let attempt = 0; attempt < MAX_ATTEMPTS && candidates.length > 0; attempt += 1) {
    const chosen = pickWeighted(rng, candidates);
    const text = expand(chosen.template, ctx, rng);
    if (text.length <= max && accept(text, chosen.template)) return text;
    // Alternatives inside a template may still fit: drop it only after a couple of tries.
    if (attempt % 2 === 1) candidates = candidates.filter((item) => item !== chosen);
  }
  return null;
}

/** Whether two texts share a run of `n` words (compared without case or accents): "Momentos que pedem
 * um burger" and "Para os momentos que pedem…" read as a repetition. */
function repeats(a: string, b: string, n = 3): boolean {
  const words = (text: string) => foldText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const grams = (list: string[]) => new Set(list.slice(0, Math.max(0, list.length - n + 1)).map((_, i) => list.slice(i, i + n).join(' ')));
  const first = grams(words(a));
  for (const gram of grams(words(b))) if (first.has(gram)) return true;
  return false;
}

/** Appends one of the category's emoji when the style allows one and it still fits. */
function withEmoji(text: string, chance: number, budget: { left: number }, emoji: readonly string[], rng: Rng, max: number): string {
  if (budget.left <= 0 || chance <= 0 || !rng.chance(chance)) return text;
  const decorated = `${text} ${rng.pick(emoji)}`;
  if (decorated.length > max) return text;
  budget.left -= 1;
  return decorated;
}

export function suggestCopy(input: SuggestCopyInput): CopySuggestion {
  const { category, style } = input;
  const grammar = STYLES[style];
  const lexicon = LEXICON[category];
  const rng = createRng(mixSeed(input.seed ?? randomSeed(), `${category}/${style}`));
  const name = normalizeProductName(input.productName);
  const agreement = name ? inferAgreement(name, category) : null;
  const price = formatPrice(input.price);
  const ctx: GrammarContext = {
    name,
    agreement,
    subject: name ? agreement : lexicon.subject,
    price,
    lexicon,
    informal: grammar.informal,
  };
  const emojiBudget = { left: grammar.emoji.max };

  // Title: a line that names the product is likelier when there is one.
  const titlePool: Weighted[] = [
    ...grammar.titles,
    ...CATEGORY_TITLES[category].filter((line) => line.styles.includes(style)).map((line) => line.text),
  ].map((template) => ({ template, weight: name && mentionsName(template) ? NAMED_TITLE_WEIGHT : 1 }));
  const plainTitle = draw(rng, ctx, titlePool, COPY_TITLE_MAX) ?? name ?? FALLBACK_TITLES[category];
  const title = withEmoji(plainTitle, grammar.emoji.title, emojiBudget, lexicon.emoji, rng, COPY_TITLE_MAX);

  // Description: an appetite or occasion sentence, then the offer when the title has not stated the
  // price; together they name the product if the title does not.
  const titleHasName = name !== null && title.includes(name);
  const titleHasPrice = price !== null && title.includes(price);
  const needName = name !== null && !titleHasName;
  const needOffer = price !== null && !titleHasPrice;
  const hooks: Weighted[] = [
    ...grammar.hooks,
    ...CATEGORY_HOOKS[category].filter((line) => line.styles.includes(style)).map((line) => line.text),
  ].map((template) => ({ template, weight: titleHasName && mentionsName(template) ? 1 : FRESH_DESCRIPTION_WEIGHT }));
  // The product's own name is not a repetition.
  const withoutName = (text: string) => (name ? text.split(name).join(' · ') : text);
  const offers: Weighted[] = grammar.offers.map((template) => ({ template, weight: 1 }));
  const describes = (text: string) => (!needName || text.includes(name ?? '')) && (!needOffer || text.includes(price ?? ''));

  let description: string | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && description === null; attempt += 1) {
    const hook = draw(rng, ctx, hooks, COPY_DESCRIPTION_MAX, (text) => !repeats(withoutName(plainTitle), withoutName(text)));
    if (hook === null) break;
    if (!needOffer) {
      if (describes(hook)) description = hook;
      continue;
    }
    const hookNamesProduct = name !== null && hook.includes(name);
    const room = COPY_DESCRIPTION_MAX - hook.length - 1;
    const offer = draw(rng, ctx, offers, room, (_text, template) => !(hookNamesProduct && mentionsName(template)));
    if (offer !== null && describes(`${hook} ${offer}`)) description = `${hook} ${offer}`;
  }
  description ??= fallbackDescription(needName ? name : null, needOffer ? price : null);

  const cta = withEmoji(
    draw(rng, ctx, grammar.ctas.map((template) => ({ template, weight: 1 })), COPY_CTA_MAX) ?? 'Peça já!',
    grammar.emoji.cta,
    emojiBudget,
    lexicon.emoji,
    rng,
    COPY_CTA_MAX,
  );
  return { title, description, cta };
}

/** A plain sentence that always fits (names are at most a title long). */
function fallbackDescription(name: string | null, price: string | null): string {
  if (name && price) return `${name} por apenas ${price}.`;
  if (price) return `Por apenas ${price}.`;
  if (name) return `${name}, do jeito que você gosta.`;
  return 'Faça seu pedido e aproveite.';
}
