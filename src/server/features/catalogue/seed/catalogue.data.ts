// The product catalogue seeded into a fresh database: plans, credit packages, predefined scenarios
// and style templates. Pure data and types; the seeder upserts by the stable `slug`/`key` so it can
// run on every start without duplicating rows. User-facing text is Brazilian Portuguese.

import { BACKDROP_PRESETS, type BackdropSpec } from '../../../../engine/photo/backdrop.ts';
import type { ColorStrategy, Layout } from '../../../../engine/art/layouts.ts';
import {
  FREE_SIGNUP_CREDITS,
  PRO_CREDITS_PER_PERIOD,
  type ArtFormat,
  type PlanSlug,
  type TemplateCategory,
  type TemplateStyle,
} from '../../../../shared/constants.ts';

// ---------------------------------------------------------------------------------------------
// Plans (spec §6, §9)

export interface PlanSeed {
  slug: PlanSlug;
  name: string;
  /** Monthly price in centavos. */
  priceBrlCents: number;
  /** Credits granted each billing period (free: the one-off signup grant); null when unlimited. */
  creditsPerPeriod: number | null;
  unlimited: boolean;
  features: string[];
  displayOrder: number;
  /** Badge shown on the card. */
  highlight?: string;
  /** Button label when it is not the default subscribe action. */
  cta?: string;
}

export const PLANS: readonly PlanSeed[] = [
  {
    slug: 'free',
    name: 'Gratuito',
    priceBrlCents: 0,
    creditsPerPeriod: FREE_SIGNUP_CREDITS,
    unlimited: false,
    features: [`${FREE_SIGNUP_CREDITS} artes de teste`, "Marca d'água", 'Formatos básicos', 'Suporte por e-mail'],
    displayOrder: 0,
  },
  {
    slug: 'pro',
    name: 'Pro',
    priceBrlCents: 4900,
    creditsPerPeriod: PRO_CREDITS_PER_PERIOD,
    unlimited: false,
    features: [
      `${PRO_CREDITS_PER_PERIOD} artes por mês`,
      "Sem marca d'água",
      'Logo automático',
      'Download em HD',
      'Todos os formatos',
      'Suporte prioritário',
    ],
    displayOrder: 1,
    highlight: 'Mais Popular',
  },
  {
    slug: 'studio',
    name: 'Studio',
    priceBrlCents: 8900,
    creditsPerPeriod: null,
    unlimited: true,
    features: ['Tudo do Pro', 'Artes ilimitadas', 'Gestão de equipe', 'Templates exclusivos', 'Gerente de conta dedicado'],
    displayOrder: 2,
    cta: 'Falar com Vendas',
  },
];

// ---------------------------------------------------------------------------------------------
// One-off credit packages (the price per credit falls as the package grows).

export interface CreditPackageSeed {
  /** Stable slug for idempotent seeding. */
  key: string;
  credits: number;
  priceBrlCents: number;
  displayOrder: number;
}

export const CREDIT_PACKAGES: readonly CreditPackageSeed[] = [
  { key: 'pacote-10', credits: 10, priceBrlCents: 1990, displayOrder: 0 },
  { key: 'pacote-25', credits: 25, priceBrlCents: 3990, displayOrder: 1 },
  { key: 'pacote-60', credits: 60, priceBrlCents: 7990, displayOrder: 2 },
  { key: 'pacote-150', credits: 150, priceBrlCents: 17990, displayOrder: 3 },
];

// ---------------------------------------------------------------------------------------------
// Predefined scenarios: each image/thumbnail is rendered from its backdrop spec at seed time, and
// the prompt describes the same scene for a generative model when one is configured.

export interface ScenarioSeed {
  key: string;
  name: string;
  description: string;
  prompt: string;
  displayOrder: number;
  backdrop: BackdropSpec;
}

export const SCENARIOS: readonly ScenarioSeed[] = [
  {
    key: 'mesa-madeira-rustica',
    name: 'Mesa de Madeira Rústica',
    description: 'Tábuas de madeira escura com veios marcados e luz quente lateral.',
    prompt:
      'Prato servido sobre uma mesa de tábuas de madeira rústica com veios e nós aparentes, luz natural quente vinda da esquerda, sombras suaves e clima aconchegante de cozinha caseira.',
    displayOrder: 0,
    backdrop: BACKDROP_PRESETS['rustic-wood'],
  },
  {
    key: 'marmore-branco',
    name: 'Mármore Branco',
    description: 'Bancada de mármore claro com veios cinza, limpa e sofisticada.',
    prompt:
      'Prato sobre bancada de mármore branco Carrara com veios cinza delicados, luz difusa de janela vinda de cima, visual limpo, claro e sofisticado de confeitaria ou bistrô.',
    displayOrder: 1,
    backdrop: BACKDROP_PRESETS['white-marble'],
  },
  {
    key: 'ardosia-escura',
    name: 'Ardósia Escura',
    description: 'Pedra escura fosca com luz dramática, ideal para pratos premium.',
    prompt:
      'Prato sobre placa de ardósia preta fosca, iluminação lateral dramática com fundo caindo para o escuro nas bordas, contraste alto e brilho realçando a textura do alimento.',
    displayOrder: 2,
    backdrop: BACKDROP_PRESETS['dark-slate'],
  },
  {
    key: 'linho-natural',
    name: 'Linho Natural',
    description: 'Toalha de linho cru com dobras suaves e tons bege.',
    prompt:
      'Prato sobre toalha de linho natural em tom bege, com dobras suaves e textura de trama aparente, luz natural difusa da manhã e estética leve de café da manhã.',
    displayOrder: 3,
    backdrop: BACKDROP_PRESETS['natural-linen'],
  },
  {
    key: 'estudio-branco',
    name: 'Estúdio Branco',
    description: 'Fundo infinito branco de estúdio, perfeito para cardápios de delivery.',
    prompt:
      'Prato fotografado em estúdio sobre fundo infinito branco, luz de softbox frontal superior, sombra de contato curta e nítida, visual comercial limpo para aplicativos de delivery.',
    displayOrder: 4,
    backdrop: BACKDROP_PRESETS['studio-white'],
  },
  {
    key: 'balcao-hamburgueria',
    name: 'Balcão de Hamburgueria',
    description: 'Papel kraft sobre o balcão, o clima de uma hamburgueria artesanal.',
    prompt:
      'Lanche servido sobre papel kraft amassado em balcão de hamburgueria artesanal, luz quente de ambiente, sombras marcadas e clima descontraído de street food.',
    displayOrder: 5,
    backdrop: BACKDROP_PRESETS['butcher-paper'],
  },
  {
    key: 'cozinha-italiana',
    name: 'Cozinha Italiana',
    description: 'Piso de terracota e luz de fim de tarde de uma cantina italiana.',
    prompt:
      'Prato sobre superfície de lajotas de terracota artesanais em uma cantina italiana, luz dourada de fim de tarde entrando pela janela, tons quentes e clima rústico mediterrâneo.',
    displayOrder: 6,
    backdrop: BACKDROP_PRESETS['terracotta-tiles'],
  },
  {
    key: 'piquenique-ar-livre',
    name: 'Piquenique ao Ar Livre',
    description: 'Madeira clara e luz do dia, como uma mesa de piquenique no jardim.',
    prompt:
      'Prato sobre mesa de madeira clara ao ar livre, luz do sol filtrada por árvores, sombras leves e naturais, cores frescas e clima alegre de piquenique em dia de verão.',
    displayOrder: 7,
    backdrop: BACKDROP_PRESETS['light-oak'],
  },
];

// ---------------------------------------------------------------------------------------------
// Style templates

// The layouts and colour strategies are the art engine's vocabulary: src/engine/art/layouts.ts.
export { LAYOUTS, type ColorStrategy, type Layout } from '../../../../engine/art/layouts.ts';

export interface StyleTemplateSeed {
  key: string;
  name: string;
  category: TemplateCategory;
  style: TemplateStyle;
  format: ArtFormat;
  /** Art direction (pt-BR) given to the art engine / a generative model. */
  promptEnhancements: string;
  colorStrategy: ColorStrategy;
  layoutPreferences: Layout;
}

export const STYLE_TEMPLATES: readonly StyleTemplateSeed[] = [
  // hamburguer
  {
    key: 'hamburguer-moderno-smash-urbano',
    name: 'Smash Urbano',
    category: 'hamburguer',
    style: 'moderno',
    format: 'stories',
    promptEnhancements:
      'Hambúrguer smash em destaque com luz lateral dura e fundo escuro texturizado, no clima de street food urbano. Faixa diagonal na cor da marca atravessa a arte com tipografia condensada em caixa alta, e o queijo derretido fica em primeiro plano.',
    colorStrategy: 'brand-dominant',
    layoutPreferences: 'diagonal-band',
  },
  {
    key: 'hamburguer-vibrante-explosao-suculenta',
    name: 'Explosão Suculenta',
    category: 'hamburguer',
    style: 'vibrante',
    format: 'feed',
    promptEnhancements:
      'Cores saturadas de ketchup e mostarda, com o hambúrguer levemente inclinado e os ingredientes "voando" ao redor para transmitir energia. Selo de preço grande e arredondado, texto com contorno grosso e clima de promoção de fim de semana.',
    colorStrategy: 'template-palette:#ffc914,#d62828,#1d1d1b',
    layoutPreferences: 'price-badge',
  },
  {
    key: 'hamburguer-classico-diner-americano',
    name: 'Diner Americano',
    category: 'hamburguer',
    style: 'classico',
    format: 'feed',
    promptEnhancements:
      'Estética de lanchonete americana dos anos 50: fundo creme, moldura de cantos arredondados e tipografia serifada robusta. Hambúrguer alto no centro, acompanhado de batata frita e milkshake, sob luz quente e acolhedora.',
    colorStrategy: 'brand-accent',
    layoutPreferences: 'frame',
  },
  {
    key: 'hamburguer-elegante-burger-noir',
    name: 'Burger Gourmet Noir',
    category: 'hamburguer',
    style: 'elegante',
    format: 'feed',
    promptEnhancements:
      'Hambúrguer artesanal em pão brioche sobre fundo quase preto, iluminado por um círculo de luz suave. Tipografia fina e espaçada em tons da marca, muito respiro ao redor e nenhum elemento gritante.',
    colorStrategy: 'monochrome-brand',
    layoutPreferences: 'circle-spotlight',
  },
  // pizza
  {
    key: 'pizza-classico-cantina-da-nonna',
    name: 'Cantina da Nonna',
    category: 'pizza',
    style: 'classico',
    format: 'feed',
    promptEnhancements:
      'Pizza inteira vista de cima sobre toalha xadrez vermelha e branca, com manjericão fresco e um fio de azeite. Moldura rústica e letreiro em serifa clássica, lembrando as cantinas italianas tradicionais.',
    colorStrategy: 'template-palette:#f4ecdc,#b3261e,#2f5d34',
    layoutPreferences: 'frame',
  },
  {
    key: 'pizza-elegante-forno-a-lenha',
    name: 'Forno a Lenha Premium',
    category: 'pizza',
    style: 'elegante',
    format: 'stories',
    promptEnhancements:
      'Fatia sendo puxada com o queijo esticando, sobre fundo escuro com brasas desfocadas do forno a lenha. Títulos empilhados em serifa elegante e paleta sóbria com um único toque da cor da marca.',
    colorStrategy: 'monochrome-brand',
    layoutPreferences: 'stacked-type',
  },
  {
    key: 'pizza-vibrante-noite-da-pizza',
    name: 'Noite da Pizza',
    category: 'pizza',
    style: 'vibrante',
    format: 'feed',
    promptEnhancements:
      'Pizza em ângulo dinâmico com as fatias se separando, sobre fundo na cor da marca com formas gráficas e rodelas de pepperoni como confete. Preço dentro de um selo chamativo e chamada urgente para o pedido de sexta à noite.',
    colorStrategy: 'brand-dominant',
    layoutPreferences: 'price-badge',
  },
  {
    key: 'pizza-minimalista-margherita-essencial',
    name: 'Margherita Essencial',
    category: 'pizza',
    style: 'minimalista',
    format: 'feed',
    promptEnhancements:
      'Uma única pizza margherita centralizada sobre fundo claro e liso, com sombra suave e muito espaço em branco. Apenas o sabor e o preço em tipografia sem serifa discreta, com um pequeno detalhe na cor da marca.',
    colorStrategy: 'brand-accent',
    layoutPreferences: 'hero-center',
  },
  // pastel
  {
    key: 'pastel-vibrante-feira-de-domingo',
    name: 'Feira de Domingo',
    category: 'pastel',
    style: 'vibrante',
    format: 'stories',
    promptEnhancements:
      'Pastéis dourados e crocantes empilhados com o recheio à mostra, no clima de feira livre com cores quentes e ensolaradas. Barra inferior forte com o sabor e o preço, em letras arredondadas e alegres.',
    colorStrategy: 'template-palette:#ffb703,#fb5607,#1b4332',
    layoutPreferences: 'bottom-bar',
  },
  {
    key: 'pastel-classico-pastelaria-tradicional',
    name: 'Pastelaria Tradicional',
    category: 'pastel',
    style: 'classico',
    format: 'feed',
    promptEnhancements:
      'Metade da arte com o pastel aberto mostrando o recheio e metade com o texto sobre fundo de papel kraft. Tipografia serifada tradicional e detalhes em vermelho e amarelo, como nas pastelarias de bairro.',
    colorStrategy: 'brand-accent',
    layoutPreferences: 'split',
  },
  {
    key: 'pastel-moderno-crocancia-em-foco',
    name: 'Crocância em Foco',
    category: 'pastel',
    style: 'moderno',
    format: 'feed',
    promptEnhancements:
      'Close do pastel partido ao meio com vapor subindo, sobre fundo chapado na cor da marca e uma faixa diagonal com o nome do sabor. Tipografia geométrica em caixa alta e composição assimétrica de alto contraste.',
    colorStrategy: 'brand-dominant',
    layoutPreferences: 'diagonal-band',
  },
  {
    key: 'pastel-minimalista-pastel-e-caldo',
    name: 'Pastel & Caldo',
    category: 'pastel',
    style: 'minimalista',
    format: 'feed',
    promptEnhancements:
      'Um pastel sobre fundo neutro com um copo de caldo de cana ao lado, sombra natural e composição limpa. Texto curto em uma linha, sem ornamentos, com a cor da marca apenas no preço.',
    colorStrategy: 'monochrome-brand',
    layoutPreferences: 'hero-center',
  },
  // açaí
  {
    key: 'acai-vibrante-acai-tropical',
    name: 'Açaí Tropical',
    category: 'acai',
    style: 'vibrante',
    format: 'stories',
    promptEnhancements:
      'Copo de açaí transbordando com granola, banana, morango e leite condensado escorrendo, cercado de frutas tropicais. Fundo roxo intenso com folhas de palmeira e títulos grandes empilhados, clima de verão e praia.',
    colorStrategy: 'template-palette:#4a1466,#b5e61d,#ff4f9a',
    layoutPreferences: 'stacked-type',
  },
  {
    key: 'acai-moderno-monte-seu-acai',
    name: 'Monte seu Açaí',
    category: 'acai',
    style: 'moderno',
    format: 'stories',
    promptEnhancements:
      'Tigela de açaí vista de cima com os acompanhamentos organizados em faixas, ao lado da lista de adicionais. Visual de aplicativo moderno, cantos arredondados, ícones simples e a cor da marca dominando o fundo.',
    colorStrategy: 'brand-dominant',
    layoutPreferences: 'split',
  },
  {
    key: 'acai-minimalista-bowl-natural',
    name: 'Bowl Natural',
    category: 'acai',
    style: 'minimalista',
    format: 'feed',
    promptEnhancements:
      'Bowl de açaí com frutas frescas sobre fundo off-white, luz natural de janela e sombras suaves. Tipografia leve, poucas palavras e um círculo sutil na cor da marca destacando o produto.',
    colorStrategy: 'brand-accent',
    layoutPreferences: 'circle-spotlight',
  },
  {
    key: 'acai-elegante-acai-signature',
    name: 'Açaí Signature',
    category: 'acai',
    style: 'elegante',
    format: 'feed',
    promptEnhancements:
      'Taça de vidro com camadas de açaí, creme e frutas vermelhas sobre mármore escuro. Moldura fina, tipografia serifada delicada e tons roxos profundos para transmitir sofisticação.',
    colorStrategy: 'monochrome-brand',
    layoutPreferences: 'frame',
  },
  // sobremesas
  {
    key: 'sobremesas-elegante-confeitaria-fina',
    name: 'Confeitaria Fina',
    category: 'sobremesas',
    style: 'elegante',
    format: 'stories',
    promptEnhancements:
      'Fatia de bolo ou torta em prato de porcelana, com foco seletivo e fundo escuro aveludado. Tipografia caligráfica fina, detalhes dourados e muito respiro, como o cardápio de uma confeitaria francesa.',
    colorStrategy: 'monochrome-brand',
    layoutPreferences: 'circle-spotlight',
  },
  {
    key: 'sobremesas-minimalista-doce-pausa',
    name: 'Doce Pausa',
    category: 'sobremesas',
    style: 'minimalista',
    format: 'stories',
    promptEnhancements:
      'Uma sobremesa centralizada sobre fundo em tom pastel claro, luz difusa e sombra curta. Texto mínimo em sem serifa fina, com a cor da marca apenas em um detalhe ou no preço.',
    colorStrategy: 'brand-accent',
    layoutPreferences: 'hero-center',
  },
  {
    key: 'sobremesas-moderno-drip-cake-pop',
    name: 'Drip Cake Pop',
    category: 'sobremesas',
    style: 'moderno',
    format: 'feed',
    promptEnhancements:
      'Brownie, bolo ou milkshake com calda escorrendo em close, sobre fundo chapado na cor da marca e uma faixa diagonal com o nome do doce. Tipografia arredondada e encorpada, composição divertida e contemporânea.',
    colorStrategy: 'brand-dominant',
    layoutPreferences: 'diagonal-band',
  },
  {
    key: 'sobremesas-classico-receita-de-vo',
    name: 'Receita de Vó',
    category: 'sobremesas',
    style: 'classico',
    format: 'feed',
    promptEnhancements:
      'Pudim, bolo caseiro ou doce em compota sobre toalha de crochê e mesa de madeira, com luz quente de fim de tarde. Moldura vintage e tipografia serifada que lembra os cadernos de receita de família.',
    colorStrategy: 'template-palette:#f6ead4,#8c4a2f,#c97b84',
    layoutPreferences: 'frame',
  },
  // refeições
  {
    key: 'refeicoes-classico-prato-feito-caprichado',
    name: 'Prato Feito Caprichado',
    category: 'refeicoes',
    style: 'classico',
    format: 'feed',
    promptEnhancements:
      'Prato feito completo com arroz, feijão, bife, salada e farofa, visto a 45 graus sobre mesa de madeira. Barra inferior com preço e dias da semana, tipografia serifada firme e clima de restaurante caseiro.',
    colorStrategy: 'brand-accent',
    layoutPreferences: 'bottom-bar',
  },
  {
    key: 'refeicoes-moderno-marmita-fit',
    name: 'Marmita Fit da Semana',
    category: 'refeicoes',
    style: 'moderno',
    format: 'stories',
    promptEnhancements:
      'Marmitas vistas de cima com porções coloridas e bem separadas, ao lado do cardápio da semana. Visual limpo e moderno com ícones de proteína e calorias, e a cor da marca no fundo dos blocos de texto.',
    colorStrategy: 'brand-dominant',
    layoutPreferences: 'split',
  },
  {
    key: 'refeicoes-minimalista-executivo-do-dia',
    name: 'Executivo do Dia',
    category: 'refeicoes',
    style: 'minimalista',
    format: 'feed',
    promptEnhancements:
      'Um único prato executivo bem montado sobre fundo claro e liso, com sombra natural e composição centralizada. Apenas o nome do prato e o preço em tipografia discreta, transmitindo cuidado e simplicidade.',
    colorStrategy: 'monochrome-brand',
    layoutPreferences: 'hero-center',
  },
  {
    key: 'refeicoes-vibrante-festival-de-sabores',
    name: 'Festival de Sabores',
    category: 'refeicoes',
    style: 'vibrante',
    format: 'feed',
    promptEnhancements:
      'Mesa farta com várias porções de comida brasileira em cores quentes e saturadas, como feijoada, frango assado e mandioca frita. Selo de preço chamativo, tipografia grossa e elementos gráficos festivos para promoções de almoço.',
    colorStrategy: 'template-palette:#ff7b00,#c1121f,#ffd166',
    layoutPreferences: 'price-badge',
  },
];
