// The template language of the copywriter. A template is pt-BR text with:
//   [a|b|c]      one of the alternatives (synonyms, small variations)
//   {p}          the product name            {preco}   the price, "R$ 29,90"
//   {!preco}     nothing, but the template only applies when there is a price
//   {c:key}      a phrase of the category's lexicon ("uma pizza", "fome de burger"); {C:key} capitalised
//   {o} {um} {esse} {seu} {oseu} {do} {no}   words agreeing with the product ("o"/"a"/"os"/"as"…);
//                capitalised slot name → capitalised word ({O}, {Esse})
//   {~quentinho} an -o adjective agreeing with the product; {#vai|vão} singular|plural verb
//   {s:oseu} {s:omeu}  "o seu"/"a sua"… agreeing with the product, or with the category's noun when
//                there is no product
// A template is only used when everything it needs is known (a name, a price, the agreement).
import type { Agreement } from './agreement.ts';
import type { CategoryLexicon, LexiconKey } from './lexicon.ts';
import type { Rng } from './rng.ts';
import { capitalize, squish } from './text.ts';

export interface GrammarContext {
  name: string | null;
  /** The product name's gender and number; null when unknown or when there is no name. */
  agreement: Agreement | null;
  /** What "o seu"/"a sua" refer to: the product, or the category noun when there is no product. */
  subject: Agreement | null;
  price: string | null;
  lexicon: CategoryLexicon;
  /** "pro fim de semana" rather than "para o fim de semana". */
  informal: boolean;
}

type Forms = readonly [masculine: string, feminine: string, masculinePlural: string, femininePlural: string];

const AGREEING_WORDS: Record<string, Forms> = {
  o: ['o', 'a', 'os', 'as'],
  um: ['um', 'uma', 'uns', 'umas'],
  esse: ['esse', 'essa', 'esses', 'essas'],
  seu: ['seu', 'sua', 'seus', 'suas'],
  oseu: ['o seu', 'a sua', 'os seus', 'as suas'],
  omeu: ['o meu', 'a minha', 'os meus', 'as minhas'],
  do: ['do', 'da', 'dos', 'das'],
  no: ['no', 'na', 'nos', 'nas'],
};

/** Stands for the product name until the sentence is finished (a private-use character names never keep). */
export const NAME_MARK = '\uE000';
const SLOT = /\{([^{}]+)\}/g;
const ALTERNATION = /\[([^[\]]*)\]/;

interface Needs {
  name: boolean;
  price: boolean;
  agreement: boolean;
  singular: boolean;
  subject: boolean;
}

const needsCache = new Map<string, Needs>();

function needsOf(template: string): Needs {
  const cached = needsCache.get(template);
  if (cached) return cached;
  const needs: Needs = { name: false, price: false, agreement: false, singular: false, subject: false };
  for (const [, slot = ''] of template.matchAll(SLOT)) {
    const lower = slot.toLowerCase();
    if (slot === 'p') needs.name = true;
    else if (slot === 'preco' || slot === '!preco') needs.price = true;
    else if (lower.startsWith('s:')) needs.subject = true;
    else if (slot.startsWith('~') || slot.startsWith('#') || lower in AGREEING_WORDS) {
      needs.agreement = true;
      if (lower === 'um') needs.singular = true;
    }
  }
  needsCache.set(template, needs);
  return needs;
}

/** Whether everything the template needs is known in this context. */
export function canUse(template: string, ctx: GrammarContext): boolean {
  const needs = needsOf(template);
  if (needs.name && !ctx.name) return false;
  if (needs.price && !ctx.price) return false;
  if (needs.agreement && !(ctx.name && ctx.agreement)) return false;
  if (needs.singular && ctx.agreement?.plural) return false;
  if (needs.subject && !ctx.subject) return false;
  return true;
}

/** Whether the template names the product. */
export function mentionsName(template: string): boolean {
  return needsOf(template).name;
}

function formIndex(agreement: Agreement): 0 | 1 | 2 | 3 {
  return ((agreement.gender === 'f' ? 1 : 0) + (agreement.plural ? 2 : 0)) as 0 | 1 | 2 | 3;
}

/** "-o" adjectives and participles: quentinho, quentinha, quentinhos, quentinhas. */
function inflect(word: string, agreement: Agreement): string {
  const stem = word.endsWith('o') ? word.slice(0, -1) : word;
  const feminine = agreement.gender === 'f' && word.endsWith('o') ? `${stem}a` : word;
  return agreement.plural ? `${feminine}s` : feminine;
}

function informalize(phrase: string): string {
  return phrase
    .replace(/\bpara o /g, 'pro ')
    .replace(/\bpara a /g, 'pra ')
    .replace(/\bpara os /g, 'pros ')
    .replace(/\bpara as /g, 'pras ')
    .replace(/\bpara /g, 'pra ');
}

function renderSlot(slot: string, ctx: GrammarContext, rng: Rng): string {
  if (slot === 'p') return ctx.name ?? '';
  if (slot === 'preco') return ctx.price ?? '';
  if (slot === '!preco') return '';
  const capital = slot.charAt(0) !== slot.charAt(0).toLowerCase();
  const lower = slot.toLowerCase();
  let text: string;
  if (lower.startsWith('c:')) {
    const key = lower.slice(2) as LexiconKey;
    const phrase = rng.pick(ctx.lexicon[key]);
    text = key === 'ocasiao' && ctx.informal ? informalize(phrase) : phrase;
  } else if (lower.startsWith('s:')) {
    const forms = AGREEING_WORDS[lower.slice(2)];
    if (!forms || !ctx.subject) throw new Error(`Unknown slot {${slot}}`);
    text = forms[formIndex(ctx.subject)];
  } else {
    const agreement = ctx.agreement;
    if (!agreement) throw new Error(`Slot {${slot}} needs the product's agreement`);
    if (slot.startsWith('~')) {
      text = inflect(slot.slice(1), agreement);
    } else if (slot.startsWith('#')) {
      const [singular = '', plural = singular] = slot.slice(1).split('|');
      text = agreement.plural ? plural : singular;
    } else {
      const forms = AGREEING_WORDS[lower];
      if (!forms) throw new Error(`Unknown slot {${slot}}`);
      text = forms[formIndex(agreement)];
    }
  }
  return capital ? capitalize(text) : text;
}

/** Tidies spacing and capitalises the start of every sentence. */
export function finishSentence(text: string): string {
  return capitalize(
    squish(text)
      .replace(/\s+([,.!?:;])/g, '$1')
      .replace(/([.!?]\s+)(\p{Ll})/gu, (_, gap: string, letter: string) => gap + letter.toLocaleUpperCase('pt-BR')),
  );
}

/** The template with its alternatives chosen and its slots filled. */
export function expand(template: string, ctx: GrammarContext, rng: Rng): string {
  let text = template;
  for (let match = ALTERNATION.exec(text); match; match = ALTERNATION.exec(text)) {
    const options = (match[1] ?? '').split('|');
    text = text.slice(0, match.index) + rng.pick(options) + text.slice(match.index + match[0].length);
  }
  // The product name goes in last, so its own characters are never read as template syntax.
  const filled = text.replace(SLOT, (_, slot: string) => (slot === 'p' ? NAME_MARK : renderSlot(slot, ctx, rng)));
  return finishSentence(filled).split(NAME_MARK).join(ctx.name ?? '');
}
