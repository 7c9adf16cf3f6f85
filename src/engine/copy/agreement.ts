// Grammatical gender and number of a product name, so a suggestion can say "o X-Bacon", "a Pizza
// Calabresa" or "os Churros". When the name does not tell (a flavour on its own, a quantity, a made-up
// name outside the burger shop), the answer is null and the copywriter only uses sentences without
// articles or agreeing words.
import type { TemplateCategory } from '../../shared/constants.ts';
import { foldText } from './text.ts';

export type Gender = 'm' | 'f';
export interface Agreement {
  gender: Gender;
  plural: boolean;
}

/** Dish nouns a product name is usually headed by, folded (no accents), singular, with their gender. */
const DISH_NOUNS: Record<string, Gender> = {
  // burgers and snacks
  hamburguer: 'm', burger: 'm', burguer: 'm', cheeseburger: 'm', cheese: 'm', smash: 'm', lanche: 'm',
  sanduiche: 'm', sanduba: 'm', xis: 'm', combo: 'm', kit: 'm', dog: 'm', 'hot-dog': 'm',
  'cachorro-quente': 'm', wrap: 'm', taco: 'm', burrito: 'm', nacho: 'm', nugget: 'm', salgado: 'm',
  kibe: 'm', quibe: 'm', bolinho: 'm', pao: 'm', misto: 'm', beirute: 'm', bauru: 'm',
  batata: 'f', porcao: 'f', coxinha: 'f', empada: 'f', empadinha: 'f', esfiha: 'f', esfirra: 'f',
  sfiha: 'f', baguete: 'f', tapioca: 'f', fritas: 'f',
  // pizza and pastel
  pizza: 'f', pizzinha: 'f', fatia: 'f', calzone: 'm', pastel: 'm', pastelzinho: 'm', 'mini-pastel': 'm',
  // açaí and cold
  acai: 'm', copo: 'm', bowl: 'm', tigela: 'f', barca: 'f', taca: 'f', creme: 'm', sorvete: 'm',
  milkshake: 'm', shake: 'm', sundae: 'm', picole: 'm', casquinha: 'f', paleta: 'f', cupuacu: 'm',
  // desserts
  bolo: 'm', brownie: 'm', pudim: 'm', brigadeiro: 'm', beijinho: 'm', cheesecake: 'm', petit: 'm',
  doce: 'm', docinho: 'm', pave: 'm', sonho: 'm', cookie: 'm', churro: 'm', churros: 'm', donut: 'm',
  waffle: 'm', crepe: 'm', tiramisu: 'm', cupcake: 'm', croissant: 'm', torta: 'f', tortinha: 'f',
  trufa: 'f', cocada: 'f', bomba: 'f', rosca: 'f', cuca: 'f', sobremesa: 'f', gelatina: 'f',
  panqueca: 'f', banoffee: 'f',
  // meals
  prato: 'm', pf: 'm', almoco: 'm', jantar: 'm', executivo: 'm', marmitex: 'm', file: 'm', bife: 'm',
  strogonoff: 'm', estrogonofe: 'm', escondidinho: 'm', risoto: 'm', macarrao: 'm', espaguete: 'm',
  nhoque: 'm', yakisoba: 'm', temaki: 'm', sushi: 'm', combinado: 'm', churrasco: 'm', espetinho: 'm',
  galeto: 'm', rodizio: 'm', cuscuz: 'm', acaraje: 'm', baiao: 'm', tropeiro: 'm', feijao: 'm',
  marmita: 'f', quentinha: 'f', refeicao: 'f', salada: 'f', sopa: 'f', lasanha: 'f', feijoada: 'f',
  moqueca: 'f', galinhada: 'f', parmegiana: 'f', parmigiana: 'f', omelete: 'f', polenta: 'f',
  picanha: 'f', costela: 'f', bisteca: 'f', panelinha: 'f',
};

/** Nouns for what is inside rather than the dish: a burger shop's "Costela BBQ" is still a burger. */
const INGREDIENT_NOUNS = new Set([
  'bacon', 'cheddar', 'frango', 'chicken', 'costela', 'picanha', 'carne', 'queijo', 'calabresa', 'cebola',
  'catupiry', 'ovo', 'salada', 'costelinha', 'pernil', 'linguica', 'camarao', 'file',
]);

/** Words before the head noun that do not change its agreement ("Mini Pizzas", "Super X-Tudo"). */
const LEADING_MODIFIERS = new Set(['mini', 'super', 'mega', 'maxi', 'big', 'novo', 'nova', 'meio', 'meia', 'duplo', 'dupla', 'triplo', 'tripla']);

const NUMBER_WORDS = new Set(['um', 'uma', 'dois', 'duas', 'tres', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'doze', 'meia-duzia']);

/** The singular of a folded word and whether it was plural, if the singular is a known dish noun. */
function lookUpDish(word: string): { gender: Gender; plural: boolean } | null {
  const direct = DISH_NOUNS[word];
  if (direct) return { gender: direct, plural: word === 'churros' || word === 'fritas' };
  const singulars = [
    word.replace(/oes$/, 'ao'), // porções → porção
    word.replace(/aes$/, 'ao'), // pães → pão
    word.replace(/eis$/, 'el'), // pastéis → pastel
    word.replace(/es$/, ''), // hambúrgueres → hambúrguer
    word.replace(/s$/, ''), // pizzas → pizza
  ];
  for (const singular of singulars) {
    if (singular === word) continue;
    const gender = DISH_NOUNS[singular];
    if (gender) return { gender, plural: true };
  }
  return null;
}

/** Agreement by a diminutive or noun ending that is reliable for food (-inho, -inha, -ada, -ão). */
function bySuffix(word: string): Agreement | null {
  const rules: [RegExp, Gender, boolean][] = [
    [/inhos$/, 'm', true],
    [/inhas$/, 'f', true],
    [/inho$/, 'm', false],
    [/inha$/, 'f', false],
    [/adas$/, 'f', true],
    [/ada$/, 'f', false],
    [/oes$/, 'm', true],
    [/ao$/, 'm', false],
  ];
  for (const [pattern, gender, plural] of rules) if (pattern.test(word)) return { gender, plural };
  return null;
}

/** The gender and number of a product name, or null when it is not safe to use articles with it. */
export function inferAgreement(productName: string, category: TemplateCategory): Agreement | null {
  const words = foldText(productName)
    .split(/[\s/+&,()]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  const first = words[0];
  if (!first) return null;
  // "2 X-Bacon", "Duas Pizzas": a quantity reads badly after an article.
  if (/^\d/.test(first) || NUMBER_WORDS.has(first)) return null;

  let index = 0;
  while (index < words.length - 1 && LEADING_MODIFIERS.has(words[index] ?? '')) index += 1;
  const head = words[index] ?? first;

  // X-Bacon, X Tudo, Xis Salada: the Brazilian "x" sandwich is masculine.
  if (/^x(-|$)/.test(head) || head === 'xis') return { gender: 'm', plural: false };

  const dish = lookUpDish(head) ?? lookUpDish(head.split('-')[0] ?? head);
  if (dish && !(category === 'hamburguer' && INGREDIENT_NOUNS.has(head))) return dish;

  // A dish noun later in the name decides ("Picanha Burger", "Frango Crispy Burger").
  for (const word of words.slice(index + 1)) {
    if (INGREDIENT_NOUNS.has(word)) continue;
    const later = lookUpDish(word);
    if (later && !['de', 'da', 'do', 'com'].includes(words[words.indexOf(word) - 1] ?? '')) return later;
  }

  if (!INGREDIENT_NOUNS.has(head)) {
    const suffix = bySuffix(head);
    if (suffix) return suffix;
    // A burger shop's named burger ("Brutus", "Big Texas") is "o [hambúrguer] Brutus".
    if (category === 'hamburguer' && !head.endsWith('s')) return { gender: 'm', plural: false };
  }
  return null;
}
