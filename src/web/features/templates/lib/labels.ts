// How the catalogue's values read in the wizard: cuisines with their emoji and formats with their use
// (the labels themselves are the catalogue's: src/web/lib/catalog-labels).
import { TEMPLATE_CATEGORIES, type ArtFormat } from '../../../../shared/constants';
import { ART_FORMAT_NAMES, artFormatSize, TEMPLATE_CATEGORY_LABELS } from '../../../lib/catalog-labels';
import type { CategoryFilter } from '../api/get-templates';

export type CategoryOption = { value: CategoryFilter; label: string; emoji: string };

const CATEGORY_LABELS: Record<CategoryFilter, string> = { todos: 'Todos', ...TEMPLATE_CATEGORY_LABELS };

const CATEGORY_EMOJI: Record<CategoryFilter, string> = {
  todos: '🍽️',
  hamburguer: '🍔',
  pizza: '🍕',
  pastel: '🥟',
  acai: '🍇',
  sobremesas: '🍰',
  refeicoes: '🍛',
};

export function categoryOption(value: CategoryFilter): CategoryOption {
  return { value, label: CATEGORY_LABELS[value], emoji: CATEGORY_EMOJI[value] };
}

/** The cuisine filter of step 1: "Todos" first, then the categories in the catalogue's order. */
export const CATEGORY_FILTERS: readonly CategoryOption[] = (['todos', ...TEMPLATE_CATEGORIES] as const).map(categoryOption);

export type FormatOption = { value: ArtFormat; label: string; size: string; description: string };

const FORMAT_DESCRIPTIONS: Record<ArtFormat, string> = {
  feed: 'Quadrado, para o feed do Instagram e do Facebook',
  stories: 'Vertical, para stories e status do WhatsApp',
};

export function formatOption(value: ArtFormat): FormatOption {
  return { value, label: ART_FORMAT_NAMES[value], size: artFormatSize(value), description: FORMAT_DESCRIPTIONS[value] };
}

/** The template's own colours ("template-palette:#ffc914,#d62828,…"), for a placeholder without examples. */
export function templatePalette(colorStrategy: string | null): string[] {
  const match = /^template-palette:(.+)$/.exec(colorStrategy ?? '');
  if (!match?.[1]) return [];
  return match[1].split(',').filter((colour) => /^#[0-9a-f]{3,8}$/i.test(colour.trim())).map((colour) => colour.trim());
}
