// Copy suggestions for a template: the configured LLM when there is one, else (or when it fails)
// the local pt-BR copywriter. Costs no credit.
import { TEMPLATE_CATEGORIES, TEMPLATE_STYLES, type TemplateCategory, type TemplateStyle } from '../../../shared/constants.ts';
import type { CopySuggest, CopySuggestion } from '../../../shared/schemas/copy.schema.ts';
import type { LlmCopywriter } from '../../adapters/ai/copy-llm.ts';
import { suggestCopyWithFallback } from '../../adapters/ai/copy-llm.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import { findActiveTemplate } from '../catalogue/catalogue.service.ts';

export async function suggestTemplateCopy(
  db: Db,
  llm: LlmCopywriter | null,
  input: CopySuggest,
  onFallback?: (error: Error) => void,
): Promise<CopySuggestion> {
  const template = await findActiveTemplate(db, input.templateId);
  if (!template) throw notFound('Template não encontrado');
  const category = (TEMPLATE_CATEGORIES as readonly string[]).includes(template.category) ? (template.category as TemplateCategory) : 'refeicoes';
  const style = (TEMPLATE_STYLES as readonly string[]).includes(template.style) ? (template.style as TemplateStyle) : 'moderno';
  return suggestCopyWithFallback(
    { category, style, productName: input.productName ?? null, price: input.price ?? null, seed: input.seed, templatePrompt: template.promptEnhancements },
    llm,
    onFallback,
  );
}
