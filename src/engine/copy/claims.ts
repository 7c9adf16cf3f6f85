// Words a suggestion must not say unless the product's own name says them: claims about ingredients,
// preparation, health or rank that the business never made. Suggestions keep to appetite, occasion
// and offer language; the LLM adapter checks its model's answer against the same list.
import { foldText } from './text.ts';

/** Health and diet claims. */
const HEALTH_CLAIMS = [
  'saudável', 'saudáveis', 'orgânico', 'orgânica', 'orgânicos', 'orgânicas', 'sem glúten', 'sem lactose',
  'sem açúcar', 'zero açúcar', 'zero lactose', 'diet', 'light', 'fit', 'low carb', 'vegano', 'vegana',
  'veganos', 'veganas', 'vegetariano', 'vegetariana', 'natural', 'naturais', 'nutritivo', 'nutritiva',
  'proteico', 'proteica', 'proteína', 'emagrece', 'detox', 'funcional', 'integral',
];

/** Rank and superlative claims. */
const RANK_CLAIMS = [
  'melhor da cidade', 'o melhor', 'a melhor', 'os melhores', 'as melhores', 'número 1', 'nº 1', 'n° 1',
  'imbatível', 'incomparável', 'premiado', 'premiada', 'famoso', 'famosa', 'o único', 'a única',
];

/** Preparation, origin and quality claims. */
const MAKING_CLAIMS = [
  'artesanal', 'artesanais', 'caseiro', 'caseira', 'caseiros', 'caseiras', 'gourmet', 'premium',
  'fresco', 'fresca', 'frescos', 'frescas', 'fresquinho', 'fresquinha', 'feito na hora', 'feita na hora',
  'forno a lenha', 'importado', 'importada', 'receita da vovó', 'receita de família', '100%', 'grátis',
];

/** Ingredients and toppings: named only when the product name names them. */
const INGREDIENTS = [
  'bacon', 'cheddar', 'catupiry', 'requeijão', 'queijo', 'mussarela', 'muçarela', 'parmesão', 'nutella',
  'ninho', 'leite condensado', 'chocolate', 'morango', 'banana', 'granola', 'paçoca', 'leite em pó',
  'calabresa', 'pepperoni', 'presunto', 'picanha', 'costela', 'frango', 'carne', 'camarão', 'ovo',
  'cebola', 'tomate', 'manjericão', 'azeite', 'brioche', 'maionese', 'molho especial', 'batata',
];

export const BANNED_CLAIMS: readonly string[] = [...HEALTH_CLAIMS, ...RANK_CLAIMS, ...MAKING_CLAIMS, ...INGREDIENTS];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole-word (or whole-phrase) matcher over folded text, so "fit" does not match "fatia". */
const MATCHERS = BANNED_CLAIMS.map((claim) => ({
  claim,
  folded: foldText(claim),
  pattern: new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(foldText(claim))}(?=$|[^\\p{L}\\p{N}])`, 'u'),
}));

/**
 * The banned claims `text` makes that `allowedSource` (the product name, say) does not already make,
 * compared without case or accents.
 */
export function findClaimViolations(text: string, allowedSource?: string | null): string[] {
  const folded = foldText(text);
  const allowed = foldText(allowedSource ?? '');
  return MATCHERS.filter(({ pattern }) => pattern.test(folded) && !pattern.test(allowed)).map(({ claim }) => claim);
}
