// The copywriter's words: each category's phrases, each style's templates, and a few lines that only
// fit one category. Data, not code: a new line here is a new suggestion. Keep to appetite, occasion
// and offer language — no ingredient, preparation, health or rank claims (see claims.ts), which the
// tests check over every category × style.
import type { TemplateCategory, TemplateStyle } from '../../shared/constants.ts';
import type { Agreement } from './agreement.ts';

export type LexiconKey = 'um' | 'o' | 'do' | 'aquele' | 'bare' | 'fome' | 'ocasiao' | 'mordida';

export interface CategoryLexicon extends Record<LexiconKey, readonly string[]> {
  /** What "o seu"/"a sua" refers to when there is no product name (the category's own noun). */
  subject: Agreement;
  /** Emoji a lively post may carry. */
  emoji: readonly string[];
}

const M: Agreement = { gender: 'm', plural: false };
const F: Agreement = { gender: 'f', plural: false };

/** Occasions are written formally ("para o…"); casual styles say "pro…", "pra…". */
export const LEXICON: Record<TemplateCategory, CategoryLexicon> = {
  hamburguer: {
    um: ['um burger', 'um hambúrguer', 'um lanche'],
    o: ['o burger', 'o hambúrguer', 'o lanche'],
    do: ['do burger', 'do hambúrguer', 'do lanche'],
    aquele: ['aquele burger', 'aquele hambúrguer', 'aquele lanche'],
    bare: ['burger', 'hambúrguer', 'lanche'],
    fome: ['fome de burger', 'vontade de hambúrguer', 'fome de lanche'],
    ocasiao: ['para o fim de semana', 'para o happy hour', 'para o jantar', 'para a noite de hoje', 'para a sessão de filme'],
    mordida: ['mordida'],
    subject: M,
    emoji: ['🍔', '🔥', '😋'],
  },
  pizza: {
    um: ['uma pizza'],
    o: ['a pizza'],
    do: ['da pizza'],
    aquele: ['aquela pizza'],
    bare: ['pizza'],
    fome: ['vontade de pizza', 'fome de pizza'],
    ocasiao: ['para a noite em família', 'para o fim de semana', 'para reunir os amigos', 'para a noite de hoje', 'para a sessão de filme'],
    mordida: ['fatia', 'mordida'],
    subject: F,
    emoji: ['🍕', '🔥', '😋'],
  },
  pastel: {
    um: ['um pastel'],
    o: ['o pastel'],
    do: ['do pastel'],
    aquele: ['aquele pastel'],
    bare: ['pastel'],
    fome: ['vontade de pastel', 'fome de pastel'],
    ocasiao: ['para o lanche da tarde', 'para o fim de semana', 'para a pausa do dia', 'para matar a fome'],
    mordida: ['mordida'],
    subject: M,
    emoji: ['😋', '🔥', '🤤'],
  },
  acai: {
    um: ['um açaí'],
    o: ['o açaí'],
    do: ['do açaí'],
    aquele: ['aquele açaí'],
    bare: ['açaí'],
    fome: ['vontade de açaí'],
    ocasiao: ['para os dias de calor', 'para refrescar a tarde', 'para o fim de semana', 'para a tarde de hoje'],
    mordida: ['colherada'],
    subject: M,
    emoji: ['💜', '😋', '🤩'],
  },
  sobremesas: {
    um: ['uma sobremesa', 'um doce', 'um docinho'],
    o: ['a sobremesa', 'o doce', 'o docinho'],
    do: ['da sobremesa', 'do docinho'],
    aquele: ['aquela sobremesa', 'aquele docinho', 'aquele doce'],
    bare: ['sobremesa', 'doce'],
    fome: ['vontade de doce', 'vontade de sobremesa', 'vontade de um docinho'],
    ocasiao: ['para depois do almoço', 'para o café da tarde', 'para adoçar o dia', 'para o fim de semana'],
    mordida: ['colherada', 'mordida'],
    subject: F,
    emoji: ['🍰', '😋', '💕'],
  },
  refeicoes: {
    um: ['uma refeição', 'um prato', 'um almoço'],
    o: ['o almoço', 'a refeição', 'o prato'],
    do: ['do almoço', 'da boa comida'],
    aquele: ['aquele almoço', 'aquela refeição', 'aquele prato'],
    bare: ['comida boa'],
    fome: ['fome de comida boa', 'vontade de comida boa'],
    ocasiao: ['para o almoço', 'para o jantar', 'para a pausa do almoço', 'para o dia a dia'],
    mordida: ['garfada'],
    subject: M,
    emoji: ['🍽️', '😋', '🔥'],
  },
};

export interface StyleGrammar {
  /** Casual register: "pra", "tá", "bora". */
  informal: boolean;
  /** Chance of an emoji on the title and on the call to action, and the most one suggestion carries. */
  emoji: { title: number; cta: number; max: number };
  titles: readonly string[];
  /** The description's first sentence: appetite or occasion. */
  hooks: readonly string[];
  /** The description's second sentence when there is a price. */
  offers: readonly string[];
  ctas: readonly string[];
}

export const STYLES: Record<TemplateStyle, StyleGrammar> = {
  moderno: {
    informal: true,
    emoji: { title: 0.2, cta: 0.1, max: 1 },
    titles: [
      'Bateu a {c:fome}?',
      'Hora {c:do}',
      'Seu dia pede {c:um}',
      'Partiu {c:bare}?',
      'Tá com {c:fome}?',
      'Hoje é dia de {c:bare}',
      'Fome? A gente resolve',
      '{C:bare} por {preco}',
      '{C:um} por {preco}',
      'Bateu a vontade de {p}?',
      'Hora {do} {p}',
      'Partiu {p}?',
      'Vai de {p}?',
      'Que tal {um} {p}?',
      '{p} na área',
      'Seu dia pede {um} {p}',
      '{p} pra [hoje|agora]',
      '{p} por {preco}',
    ],
    hooks: [
      'Sabor que resolve a sua {c:fome}.',
      'A pedida certa {c:ocasiao}.',
      'Perfeito {c:ocasiao}.',
      'Pra quem não abre mão de {c:um} de respeito.',
      'Seu momento de pausa merece {c:um}.',
      '{p} com aquele gostinho de quero mais.',
      'Bateu a vontade? {p} {#é|são} a pedida certa.',
      '{Esse} {p} {#vai|vão} te conquistar na primeira {c:mordida}.',
      '{p} do jeito que você gosta.',
      'Peça {o} {p} e deixe a fome pra trás.',
    ],
    offers: [
      'Por apenas {preco}.',
      'Sai por {preco}.',
      'Tudo isso por {preco}.',
      'Tá saindo por {preco}.',
      'Aproveite por {preco}.',
      '{p} por {preco}.',
    ],
    ctas: ['Peça já!', 'Peça agora', 'Faça seu pedido', 'Chama no WhatsApp', 'Peça pelo iFood', 'Bora pedir?', 'Garanta {s:oseu}'],
  },
  elegante: {
    informal: false,
    emoji: { title: 0, cta: 0, max: 0 },
    titles: [
      'Um momento de sabor',
      'Sabor em cada detalhe',
      'Para saborear sem pressa',
      '{C:um} para [apreciar|saborear]',
      'A arte {c:do}',
      'Um convite ao sabor',
      'Momentos que pedem {c:um}',
      'Uma pausa para o sabor',
      '{p}, para saborear sem pressa',
      'Conheça {o} {p}',
      '{p}: um convite ao sabor',
      '{p} em destaque',
      'O prazer de {um} {p}',
      'Momento {p}',
      '{p} · {preco}',
      '{p} por {preco}',
    ],
    hooks: [
      'Um convite para desacelerar e apreciar cada {c:mordida}.',
      'Uma escolha especial {c:ocasiao}.',
      'Permita-se um momento de sabor.',
      'Para os momentos que pedem {c:um} especial.',
      'Sabor em cada detalhe, do começo ao fim.',
      '{p}, para apreciar com calma.',
      '{p}: uma pausa para os sentidos.',
      '{O} {p}, {~pensado} para quem aprecia cada detalhe.',
      'Aprecie {o} {p} sem pressa.',
    ],
    offers: ['Por {preco}.', 'Disponível por {preco}.', 'Uma experiência por {preco}.', '{p} por {preco}.'],
    ctas: ['Faça seu pedido', 'Peça {s:oseu}', 'Experimente', 'Peça agora'],
  },
  vibrante: {
    informal: true,
    emoji: { title: 0.65, cta: 0.3, max: 2 },
    titles: [
      'Bateu a {c:fome}?',
      'Alerta de {c:bare}!',
      'Bora pedir {c:um}?',
      'A fome bateu forte!',
      'Dá água na boca!',
      'Tá esperando o quê?',
      '{C:bare} pra já!',
      'Só {preco}!',
      '{C:bare} por {preco}!',
      'Promoção de {c:bare}!{!preco}',
      'Alerta de {p}!',
      '{p} pra já!',
      'Bora de {p}?',
      'Olha {o} {p} aí!',
      'Chegou a vez {do} {p}!',
      '{p} {#tá|tão} chamando!',
      'Partiu {p}!',
      '{p} por {preco}!',
      'Só {preco} {o} {p}!',
    ],
    hooks: [
      'Bateu a {c:fome}? A gente resolve!',
      'Chama a galera e aproveita!',
      'Dá água na boca só de olhar!',
      'É sabor do começo ao fim!',
      'Perfeito {c:ocasiao}!',
      'Impossível resistir a {esse} {p}!',
      '{O} {p} {#tá|tão} te esperando!',
      '{p} pra matar a vontade de vez!',
      'Vai {um} {p} aí?',
    ],
    offers: [
      'Só {preco}!',
      'Por apenas {preco}!',
      'Tá saindo por {preco}, aproveita!',
      'Tudo isso por {preco}!',
      'Preço de promoção: {preco}!',
      '{p} por apenas {preco}!',
    ],
    ctas: ['Peça já!', 'Corre pra pedir!', 'Chama no WhatsApp!', 'Peça pelo iFood!', 'Bora pedir!', 'Quero {s:omeu}!', 'Pede agora!'],
  },
  minimalista: {
    informal: false,
    emoji: { title: 0, cta: 0, max: 0 },
    titles: [
      '{C:bare}, simples assim',
      'Simples e gostoso',
      'Menos pressa, mais sabor',
      'O essencial é o sabor',
      'Hoje: {c:bare}',
      'Só o que importa',
      'Puro sabor',
      'Sabor sem complicação',
      '{C:bare} · {preco}',
      '{p}',
      '{p}. Só isso.',
      '{p}, simples assim',
      'Hoje: {p}',
      '{p} · {preco}',
      '{p} — {preco}',
    ],
    hooks: [
      'Sabor sem complicação.',
      'Simples assim.',
      'Peça, aproveite, repita.',
      'Ideal {c:ocasiao}.',
      'Só o essencial: sabor.',
      '{p}. Sabor sem complicação.',
      '{p}, simples assim.',
      '{p}. Peça, aproveite, repita.',
    ],
    offers: ['{preco}.', 'Por {preco}.', 'Apenas {preco}.', '{p}, {preco}.'],
    ctas: ['Peça agora', 'Faça seu pedido', 'Peça já', 'Pedidos no WhatsApp', 'Experimente'],
  },
  classico: {
    informal: false,
    emoji: { title: 0, cta: 0, max: 0 },
    titles: [
      '{C:aquele} de sempre',
      'Clássico é clássico',
      'Sabor que não sai de moda',
      'Um clássico à mesa',
      '{C:um} como manda o figurino',
      'Sabor que reúne a família',
      'Do jeito que você gosta',
      '{C:um} por apenas {preco}',
      '{O} {p} de sempre',
      '{p}, um clássico',
      '{p} como manda o figurino',
      'Um clássico: {p}',
      '{Esse} {p} {#é um clássico|são clássicos}',
      '{p} por apenas {preco}',
    ],
    hooks: [
      'Aquele gostinho que você conhece bem.',
      'Sabor que reúne a família à mesa.',
      'Um clássico perfeito {c:ocasiao}.',
      'Para reunir quem você gosta em volta da mesa.',
      'Bom de lembrar e de saborear.',
      '{p}, como manda o figurino.',
      '{O} {p} de sempre, do jeito que você gosta.',
      '{p}: sabor que não sai de moda.',
    ],
    offers: ['Por apenas {preco}.', 'Tudo isso por {preco}.', 'Preço camarada: {preco}.', '{p} por apenas {preco}.'],
    ctas: ['Faça seu pedido', 'Peça já {s:oseu}', 'Peça pelo WhatsApp', 'Venha provar', 'Peça já!'],
  },
};

/** A line that suits one category, in the styles listed. */
export interface CategoryLine {
  text: string;
  styles: readonly TemplateStyle[];
}

const ALL: readonly TemplateStyle[] = ['moderno', 'elegante', 'vibrante', 'minimalista', 'classico'];

export const CATEGORY_TITLES: Record<TemplateCategory, readonly CategoryLine[]> = {
  hamburguer: [
    { text: 'Mordida que vale a pena', styles: ['moderno', 'vibrante', 'classico'] },
    { text: 'Segura com as duas mãos!', styles: ['vibrante'] },
    { text: 'Hambúrguer bom não espera', styles: ['moderno', 'vibrante'] },
    { text: 'Um hambúrguer à altura da sua fome', styles: ['elegante', 'classico'] },
  ],
  pizza: [
    { text: 'Noite de pizza', styles: ALL },
    { text: 'Pizza boa se divide', styles: ['classico', 'moderno'] },
    { text: 'Uma fatia de felicidade', styles: ['moderno', 'classico', 'elegante'] },
    { text: 'Juntou a galera? Pede pizza!', styles: ['vibrante'] },
    { text: 'Pizza quentinha na mesa', styles: ['classico', 'vibrante', 'moderno'] },
  ],
  pastel: [
    { text: 'Gostinho de feira', styles: ['classico', 'moderno'] },
    { text: 'Pastel quentinho pra já!', styles: ['vibrante'] },
    { text: 'Pastel de respeito', styles: ['moderno', 'vibrante'] },
    { text: 'Uma pausa para um pastel', styles: ['elegante', 'minimalista'] },
  ],
  acai: [
    { text: 'O calor pede açaí', styles: ALL },
    { text: 'Açaí geladinho pra já!', styles: ['vibrante'] },
    { text: 'Bateu o calor?', styles: ['moderno', 'vibrante'] },
    { text: 'Um açaí para refrescar', styles: ['elegante', 'classico', 'minimalista'] },
  ],
  sobremesas: [
    { text: 'Um docinho sempre cai bem', styles: ['moderno', 'classico'] },
    { text: 'Adoce o seu dia', styles: ALL },
    { text: 'A sobremesa que faltava', styles: ['moderno', 'elegante'] },
    { text: 'Momento doce', styles: ['minimalista', 'elegante'] },
    { text: 'Hora do docinho!', styles: ['vibrante'] },
  ],
  refeicoes: [
    { text: 'Almoço resolvido', styles: ['moderno', 'minimalista'] },
    { text: 'Comida boa, do jeito que você gosta', styles: ['classico'] },
    { text: 'Bateu a fome do almoço?', styles: ['vibrante', 'moderno'] },
    { text: 'Comida boa pra já!', styles: ['vibrante'] },
    { text: 'Pausa para o almoço', styles: ['elegante', 'minimalista'] },
  ],
};

export const CATEGORY_HOOKS: Record<TemplateCategory, readonly CategoryLine[]> = {
  hamburguer: [{ text: 'Sabor pra comer com as duas mãos.', styles: ['moderno', 'vibrante'] }],
  pizza: [
    { text: 'Uma fatia puxa a outra.', styles: ['moderno', 'vibrante', 'classico'] },
    { text: 'Pizza quentinha pra dividir com quem você gosta.', styles: ['moderno', 'classico'] },
  ],
  pastel: [
    { text: 'Pastel quentinho pra qualquer hora do dia.', styles: ['moderno', 'classico'] },
    { text: 'Impossível comer um só!', styles: ['vibrante'] },
  ],
  acai: [
    { text: 'Geladinho, perfeito pros dias de calor.', styles: ['moderno', 'vibrante'] },
    { text: 'Refresque o seu dia com um açaí.', styles: ['elegante', 'classico', 'minimalista'] },
  ],
  sobremesas: [
    { text: 'Porque todo dia merece um final doce.', styles: ['moderno', 'elegante', 'classico'] },
    { text: 'Aquele docinho que faltava no seu dia.', styles: ['moderno', 'vibrante', 'classico'] },
  ],
  refeicoes: [
    { text: 'Um almoço que abraça.', styles: ['classico', 'moderno'] },
    { text: 'Sua pausa merece comida boa.', styles: ['moderno', 'vibrante', 'minimalista'] },
  ],
};

/** Short titles that always fit and need nothing: the last resort when nothing else fits. */
export const FALLBACK_TITLES: Record<TemplateCategory, string> = {
  hamburguer: 'Hora do burger',
  pizza: 'Hora da pizza',
  pastel: 'Hora do pastel',
  acai: 'Hora do açaí',
  sobremesas: 'Hora da sobremesa',
  refeicoes: 'Hora do almoço',
};
