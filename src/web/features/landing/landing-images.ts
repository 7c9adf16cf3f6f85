// The landing page's pictures, made at build time by scripts/build-landing-images.ts into
// public/landing/ (served at /landing/): the carousel's before/after pairs, each "after" made by our
// photo engine, and the use-case gallery, each art made by our art engine. This module is the one list
// both sides read — which pictures exist, at which widths and in which formats — so a name or a size
// appears once. Plain data, no React: the build script imports it too.

/** Where the built pictures are served from (public/landing/ in the repository, git-ignored). */
export const LANDING_IMAGE_DIR = '/landing';

/** Every picture in the three formats a <picture> offers, best first; JPEG is the fallback <img>. */
export const LANDING_IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type LandingImageFormat = (typeof LANDING_IMAGE_FORMATS)[number];

export const LANDING_IMAGE_MIME: Record<LandingImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * The carousel's halves are squares (the engine's Instagram frame): shown ~250 px wide beside each other
 * on a computer, ~175 px on a phone — these widths cover both at 1× to 3× screens.
 */
export const CAROUSEL_WIDTHS = [280, 420, 560] as const;

export type CarouselCaseId = 'hamburgueria' | 'pizzaria' | 'confeitaria' | 'acaiteria';

export interface CarouselCase {
  id: CarouselCaseId;
  /** The kind of business (spec §1: Hamburgueria, Pizzaria, Confeitaria, Açaiteria). */
  business: string;
  /** The dish shown. */
  dish: string;
  /** A real photo (credited in assets/landing/SOURCES.md) or our own drawing of an amateur snapshot. */
  before: 'photo' | 'drawing';
  beforeAlt: string;
  afterAlt: string;
}

export const CAROUSEL_CASES: readonly CarouselCase[] = [
  {
    id: 'hamburgueria',
    business: 'Hamburgueria',
    dish: 'Hambúrguer artesanal',
    before: 'drawing',
    beforeAlt: 'Antes, ilustração nossa: um hambúrguer torto numa bancada, com luz amarelada, como numa foto de celular',
    afterAlt: 'Depois, feito pelo FoodArt: o mesmo hambúrguer recortado, nivelado, sobre um fundo novo e com a luz corrigida',
  },
  {
    id: 'pizzaria',
    business: 'Pizzaria',
    dish: 'Pizza de calabresa',
    before: 'drawing',
    beforeAlt: 'Antes, ilustração nossa: uma pizza de calabresa numa bancada, com luz apagada e amarelada',
    afterAlt: 'Depois, feito pelo FoodArt: a mesma pizza recortada sobre um fundo novo, com cor e luz corrigidas',
  },
  {
    id: 'confeitaria',
    business: 'Confeitaria',
    dish: 'Tiramisù',
    before: 'photo',
    beforeAlt: 'Antes, foto real de celular: uma fatia de tiramisù num prato branco, com a travessa ao fundo',
    afterAlt: 'Depois, feito pelo FoodArt: o mesmo tiramisù com luz e cor tratadas e o fundo desfocado',
  },
  {
    id: 'acaiteria',
    business: 'Açaiteria',
    dish: 'Tigela de açaí',
    before: 'drawing',
    beforeAlt: 'Antes, ilustração nossa: uma tigela de açaí com frutas torta numa bancada, com luz apagada e amarelada',
    afterAlt: 'Depois, feito pelo FoodArt: a mesma tigela de açaí recortada sobre um fundo novo, com cor e luz corrigidas',
  },
];

export type CarouselSide = 'antes' | 'depois';

/** Base name of a carousel picture: "confeitaria-depois". */
export const carouselImageName = (id: CarouselCaseId, side: CarouselSide) => `${id}-${side}`;

export type GalleryFormat = 'feed' | 'stories';

/** Gallery cards are ~360 px wide: a feed art (1:1) fills the width, a stories art (9:16) the height. */
export const GALLERY_WIDTHS: Record<GalleryFormat, readonly number[]> = { feed: [400, 800], stories: [270, 540] };

/** Height over width of each art format (1080×1080 and 1080×1920). */
export const GALLERY_ASPECT: Record<GalleryFormat, number> = { feed: 1, stories: 16 / 9 };

export interface GalleryItem {
  id: string;
  /** The spec's use case (§1), as shown. */
  title: string;
  description: string;
  format: GalleryFormat;
}

export const GALLERY_ITEMS: readonly GalleryItem[] = [
  { id: 'promocao-de-combo', title: 'Promoção de Combo', description: 'Combo com preço em destaque para o feed.', format: 'feed' },
  { id: 'cardapio-digital', title: 'Cardápio Digital', description: 'O prato do dia com descrição e preço.', format: 'feed' },
  { id: 'lancamento-de-sobremesa', title: 'Lançamento de Sobremesa', description: 'Anuncie a novidade da vitrine.', format: 'feed' },
  {
    id: 'reels-com-fundo-animado',
    title: 'Reels com Fundo Animado',
    description: 'Arte vertical 9:16 para o seu Reels: anime o fundo no editor de vídeo que você já usa.',
    format: 'stories',
  },
  { id: 'story-de-promocao', title: 'Story de Promoção', description: 'Oferta do dia no formato dos Stories.', format: 'stories' },
  { id: 'banner-para-ifood', title: 'Banner para iFood', description: 'Destaque da loja com o seu logo e preço.', format: 'feed' },
];

/** URL of one built picture: /landing/confeitaria-depois-420.avif. */
export function landingImageUrl(name: string, width: number, format: LandingImageFormat): string {
  return `${LANDING_IMAGE_DIR}/${name}-${width}.${format}`;
}

/** The srcset of a picture in one format: "/landing/x-280.webp 280w, …". */
export function landingSrcSet(name: string, widths: readonly number[], format: LandingImageFormat): string {
  return widths.map((width) => `${landingImageUrl(name, width, format)} ${width}w`).join(', ');
}
