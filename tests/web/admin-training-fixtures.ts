// Builders for "Dados de Treinamento" answers (valid by the shared schemas), with overrides.
import type { TrainingExample, TrainingList } from '../../src/shared/schemas/admin.schema';

let trainingSeq = 0;

/** A generated-art example with its three images; dates without a zone read the same in any time zone. */
export function makeTrainingExample(overrides: Partial<TrainingExample> = {}): TrainingExample {
  trainingSeq += 1;
  const folder = `/storage/foodart/training-examples/${trainingSeq}`;
  return {
    id: `10000000-0000-4000-a000-${String(trainingSeq).padStart(12, '0')}`,
    logoUrl: `${folder}-logo.png`,
    productUrl: `${folder}-product.jpg`,
    generatedArtUrl: `${folder}-art.jpg`,
    category: 'food',
    style: 'moderno',
    quality: 'bom',
    description: `Combo promocional ${trainingSeq} com batata e refrigerante`,
    brandColors: ['#ff6600', '#1e1e1e'],
    notes: null,
    tags: ['user-created'],
    isActive: true,
    successRate: null,
    creationId: null,
    createdAt: '2026-11-21T14:05:00',
    ...overrides,
  };
}

/** An external reference: its one image fills the three URLs (spec §7). */
export function makeExternalTrainingExample(overrides: Partial<TrainingExample> = {}): TrainingExample {
  const example = makeTrainingExample(overrides);
  const url = overrides.generatedArtUrl ?? `/storage/foodart/training-examples/${example.id}-ref.jpg`;
  return { ...example, logoUrl: url, productUrl: url, generatedArtUrl: url, description: 'Referência externa', tags: ['external-reference'], ...overrides };
}

/** The list answer for `status`, with counts over every example (as the server gives them). */
export function makeTrainingList(examples: TrainingExample[], status: 'all' | 'active' | 'inactive' = 'all'): TrainingList {
  const active = examples.filter((e) => e.isActive).length;
  const items = status === 'all' ? examples : examples.filter((e) => e.isActive === (status === 'active'));
  return { items, counts: { all: examples.length, active, inactive: examples.length - active } };
}
