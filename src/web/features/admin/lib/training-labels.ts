// How a training example's classification reads on "Dados de Treinamento" (spec §3 "training_examples").
import { TRAINING_CATEGORIES, TRAINING_EDIT_QUALITIES, TRAINING_QUALITIES, type TrainingCategory, type TrainingQuality } from '../../../../shared/constants';
import { labelOf, optionsOf, type Option } from '../../../lib/catalog-labels';

const CATEGORY_LABELS: Record<TrainingCategory, string> = {
  food: 'Comida',
  bebidas: 'Bebidas',
  produtos: 'Produtos',
  servicos: 'Serviços',
  outros: 'Outros',
};

const QUALITY_LABELS: Record<TrainingQuality, string> = {
  excelente: 'Excelente',
  bom: 'Bom',
  regular: 'Regular',
  ruim: 'Ruim',
};

/** A stored value the lists do not know (an older row) is shown as it is. An example's style is a template style. */
export const categoryLabel = (value: string) => labelOf(CATEGORY_LABELS, value);
export const qualityLabel = (value: string) => labelOf(QUALITY_LABELS, value);

export const CATEGORY_OPTIONS: Option<TrainingCategory>[] = optionsOf(TRAINING_CATEGORIES, CATEGORY_LABELS);
export const QUALITY_OPTIONS: Option<TrainingQuality>[] = optionsOf(TRAINING_QUALITIES, QUALITY_LABELS);
/** The inline edit offers three of the four (spec §5). */
export const EDIT_QUALITY_OPTIONS: Option<(typeof TRAINING_EDIT_QUALITIES)[number]>[] = optionsOf(TRAINING_EDIT_QUALITIES, QUALITY_LABELS);

export function isEditQuality(value: string): value is (typeof TRAINING_EDIT_QUALITIES)[number] {
  return (TRAINING_EDIT_QUALITIES as readonly string[]).includes(value);
}

/** The badge's colour: green for the best, red for the worst. */
export function qualityVariant(value: string): 'success' | 'default' | 'secondary' | 'destructive' {
  if (value === 'excelente') return 'success';
  if (value === 'bom') return 'default';
  if (value === 'ruim') return 'destructive';
  return 'secondary';
}

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

/** Spec §9: the success rate (a fraction) as a whole percent, "83%"; "—" when not measured yet. */
export function formatSuccessRate(rate: number | null): string {
  return rate === null ? '—' : percent.format(rate).replace(/\s/g, '');
}

/** Comma-separated tags as typed → distinct, trimmed, none empty. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}
