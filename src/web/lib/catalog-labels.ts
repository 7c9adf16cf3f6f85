// How the template catalogue's values read in pt-BR (categories, styles, formats, uses), alike in the
// Templates wizard and the back-office. The server sends plain strings: a value the lists do not know
// (an older row) reads as itself.
import {
  ART_FORMAT_SIZE,
  POPULAR_USAGE_THRESHOLD,
  TEMPLATE_CATEGORIES,
  TEMPLATE_STYLES,
  type ArtFormat,
  type TemplateCategory,
  type TemplateStyle,
} from '../../shared/constants';
import { formatCount } from '../../shared/format';

/** One choice of a select. */
export type Option<T extends string> = { value: T; label: string };

export const TEMPLATE_CATEGORY_LABELS: Record<TemplateCategory, string> = {
  hamburguer: 'Hambúrguer',
  pizza: 'Pizza',
  pastel: 'Pastel',
  acai: 'Açaí',
  sobremesas: 'Sobremesas',
  refeicoes: 'Refeições',
};

export const TEMPLATE_STYLE_LABELS: Record<TemplateStyle, string> = {
  moderno: 'Moderno',
  elegante: 'Elegante',
  vibrante: 'Vibrante',
  minimalista: 'Minimalista',
  classico: 'Clássico',
};

export const ART_FORMAT_NAMES: Record<ArtFormat, string> = { feed: 'Feed', stories: 'Stories' };

/** `value`'s label, or `value` itself when `labels` does not know it. */
export function labelOf(labels: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value]! : value;
}

/** A select's choices: each of `values`, in its order, with its label. */
export function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>): Option<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const templateCategoryLabel = (category: string) => labelOf(TEMPLATE_CATEGORY_LABELS, category);
export const templateStyleLabel = (style: string) => labelOf(TEMPLATE_STYLE_LABELS, style);

export const TEMPLATE_CATEGORY_OPTIONS: readonly Option<TemplateCategory>[] = optionsOf(TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS);
export const TEMPLATE_STYLE_OPTIONS: readonly Option<TemplateStyle>[] = optionsOf(TEMPLATE_STYLES, TEMPLATE_STYLE_LABELS);

/** "1080×1080". */
export function artFormatSize(format: ArtFormat): string {
  const { width, height } = ART_FORMAT_SIZE[format];
  return `${width}×${height}`;
}

/** A template is "Popular" above this many uses (spec §9). */
export function isPopularTemplate(usageCount: number): boolean {
  return usageCount > POPULAR_USAGE_THRESHOLD;
}

/** "1 uso", "12 usos", "1.250 usos". */
export function usesText(count: number): string {
  return count === 1 ? '1 uso' : `${formatCount(count)} usos`;
}
