// Templates for component and unit tests, shaped like GET /api/templates.
import type { Template } from '../../src/shared/schemas/catalogue.schema';

/** A valid template; `overrides` set what a test is about. */
export function makeTemplate(overrides: Partial<Template> = {}): Template {
  return {
    id: '0b7c9c1e-5c1a-4c59-8d1f-2f1d7f6f0a00',
    name: 'Template',
    category: 'hamburguer',
    format: 'feed',
    style: 'moderno',
    promptEnhancements: 'Direção de arte.',
    colorStrategy: 'brand-dominant',
    layoutPreferences: 'diagonal-band',
    usageCount: 0,
    averageRating: 0,
    exampleUrls: [],
    ...overrides,
  };
}
