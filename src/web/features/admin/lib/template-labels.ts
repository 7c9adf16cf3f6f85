// How a template's values read in the back-office: categories, styles and formats in pt-BR, its counters.
import {
  ART_FORMAT_SIZE,
  ART_FORMATS,
  POPULAR_USAGE_THRESHOLD,
  TEMPLATE_CATEGORIES,
  TEMPLATE_STYLES,
  type ArtFormat,
  type TemplateCategory,
  type TemplateStyle,
} from '../../../../shared/constants';
import { formatCount } from './format';

const CATEGORY_LABELS: Record<TemplateCategory, string> = {
  hamburguer: 'Hambúrguer',
  pizza: 'Pizza',
  pastel: 'Pastel',
  acai: 'Açaí',
  sobremesas: 'Sobremesas',
  refeicoes: 'Refeições',
};

const STYLE_LABELS: Record<TemplateStyle, string> = {
  moderno: 'Moderno',
  elegante: 'Elegante',
  vibrante: 'Vibrante',
  minimalista: 'Minimalista',
  classico: 'Clássico',
};

const FORMAT_NAMES: Record<ArtFormat, string> = { feed: 'Feed', stories: 'Stories' };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export type Option<T extends string> = { value: T; label: string };

export const CATEGORY_OPTIONS: readonly Option<TemplateCategory>[] = TEMPLATE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
export const STYLE_OPTIONS: readonly Option<TemplateStyle>[] = TEMPLATE_STYLES.map((value) => ({ value, label: STYLE_LABELS[value] }));
/** "Feed (1080×1080)", "Stories (1080×1920)". */
export const FORMAT_OPTIONS: readonly Option<ArtFormat>[] = ART_FORMATS.map((value) => ({ value, label: formatLabel(value) }));

/** The server sends plain strings; an unknown value (an older row) reads as itself. */
export function categoryLabel(category: string): string {
  return isOneOf(TEMPLATE_CATEGORIES, category) ? CATEGORY_LABELS[category] : category;
}

export function styleLabel(style: string): string {
  return isOneOf(TEMPLATE_STYLES, style) ? STYLE_LABELS[style] : style;
}

export function formatLabel(format: string): string {
  if (!isOneOf(ART_FORMATS, format)) return format;
  const { width, height } = ART_FORMAT_SIZE[format];
  return `${FORMAT_NAMES[format]} (${width}×${height})`;
}

/** Spec §9: "Popular" above this many uses. */
export function isPopularTemplate(usageCount: number): boolean {
  return usageCount > POPULAR_USAGE_THRESHOLD;
}

/** "1 uso", "12 usos", "1.250 usos". */
export function usesText(count: number): string {
  return count === 1 ? '1 uso' : `${formatCount(count)} usos`;
}

/** "Nenhuma imagem de exemplo", "1 imagem de exemplo", "4 imagens de exemplo". */
export function examplesText(count: number): string {
  if (count === 0) return 'Nenhuma imagem de exemplo';
  return count === 1 ? '1 imagem de exemplo' : `${formatCount(count)} imagens de exemplo`;
}
