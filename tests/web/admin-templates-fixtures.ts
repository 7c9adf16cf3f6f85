// Builders for "Gerenciamento de Templates": API answers valid by the shared schemas, and picked files.
import type { AdminTemplate } from '../../src/shared/schemas/admin.schema';

let templateSeq = 0;

/** A template as GET /api/admin/templates answers it; `overrides` set what a test is about. */
export function makeAdminTemplate(overrides: Partial<AdminTemplate> = {}): AdminTemplate {
  templateSeq += 1;
  return {
    id: `10000000-0000-4000-a000-${String(templateSeq).padStart(12, '0')}`,
    name: `Template ${templateSeq}`,
    category: 'hamburguer',
    format: 'feed',
    style: 'moderno',
    promptEnhancements: 'Produto em destaque no centro, título grande no topo, fundo escuro com brilho neon.',
    colorStrategy: null,
    layoutPreferences: null,
    isActive: true,
    usageCount: 0,
    averageRating: 0,
    exampleUrls: [],
    createdAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

/** A stored example image's URL, as the server answers it. */
export function exampleUrl(name: string): string {
  return `/storage/foodart/template-examples/${name}`;
}

/** A picked file of `bytes` bytes (only the size and type matter to the checks before upload). */
export function makeImageFile(name: string, { type = 'image/jpeg', bytes = 1024 }: { type?: string; bytes?: number } = {}): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
