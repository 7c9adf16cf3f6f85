// How the catalogue's values read in the wizard: cuisines with their emoji, styles and formats.
import {
  ART_FORMAT_SIZE,
  POPULAR_USAGE_THRESHOLD,
  TEMPLATE_CATEGORIES,
  type ArtFormat,
  type TemplateCategory,
  type TemplateStyle,
} from '../../../../shared/constants';
import type { CategoryFilter } from '../api/get-templates';

export type CategoryOption = { value: CategoryFilter; label: string; emoji: string };

const CATEGORY_DETAILS: Record<CategoryFilter, Omit<CategoryOption, 'value'>> = {
  todos: { label: 'Todos', emoji: '🍽️' },
  hamburguer: { label: 'Hambúrguer', emoji: '🍔' },
  pizza: { label: 'Pizza', emoji: '🍕' },
  pastel: { label: 'Pastel', emoji: '🥟' },
  acai: { label: 'Açaí', emoji: '🍇' },
  sobremesas: { label: 'Sobremesas', emoji: '🍰' },
  refeicoes: { label: 'Refeições', emoji: '🍛' },
};

/** The cuisine filter of step 1: "Todos" first, then the categories in the catalogue's order. */
export const CATEGORY_FILTERS: readonly CategoryOption[] = (['todos', ...TEMPLATE_CATEGORIES] as const).map((value) => ({
  value,
  ...CATEGORY_DETAILS[value],
}));

export function categoryOption(value: CategoryFilter): CategoryOption {
  return { value, ...CATEGORY_DETAILS[value] };
}

export function categoryLabel(category: TemplateCategory): string {
  return CATEGORY_DETAILS[category].label;
}

const STYLE_LABELS: Record<TemplateStyle, string> = {
  moderno: 'Moderno',
  elegante: 'Elegante',
  vibrante: 'Vibrante',
  minimalista: 'Minimalista',
  classico: 'Clássico',
};

export function styleLabel(style: TemplateStyle): string {
  return STYLE_LABELS[style];
}

export type FormatOption = { value: ArtFormat; label: string; size: string; description: string };

const FORMAT_DETAILS: Record<ArtFormat, Omit<FormatOption, 'value' | 'size'>> = {
  feed: { label: 'Feed', description: 'Quadrado, para o feed do Instagram e do Facebook' },
  stories: { label: 'Stories', description: 'Vertical, para stories e status do WhatsApp' },
};

export function formatOption(value: ArtFormat): FormatOption {
  const { width, height } = ART_FORMAT_SIZE[value];
  return { value, size: `${width}×${height}`, ...FORMAT_DETAILS[value] };
}

/** A template is "Popular" above this many uses (spec §9). */
export function isPopular(usageCount: number): boolean {
  return usageCount > POPULAR_USAGE_THRESHOLD;
}

/** The average rating with one decimal, as Brazilians write it: "4,5". */
export function formatRating(rating: number): string {
  return rating.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** "1 uso", "12 usos", "1.250 usos". */
export function usesText(count: number): string {
  return count === 1 ? '1 uso' : `${count.toLocaleString('pt-BR')} usos`;
}

/** The template's own colours ("template-palette:#ffc914,#d62828,…"), for a placeholder without examples. */
export function templatePalette(colorStrategy: string | null): string[] {
  const match = /^template-palette:(.+)$/.exec(colorStrategy ?? '');
  if (!match?.[1]) return [];
  return match[1].split(',').filter((colour) => /^#[0-9a-f]{3,8}$/i.test(colour.trim())).map((colour) => colour.trim());
}
