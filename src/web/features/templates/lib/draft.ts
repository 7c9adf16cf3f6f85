// The Templates wizard's choices and the rules between steps (spec §4 Templates, §5 Template generation).
import { ART_TEXT_MAX } from '../../../../shared/constants';
import type { PromoTexts, TemplateDraft } from './pending-draft';
import type { GenerateArtRequest } from '../api/generate-art';
import type { Template } from '../../../../shared/schemas/catalogue.schema';
import { TEMPLATES_MSG } from './messages';

export type Step = 1 | 2 | 3 | 4;
/** The label of each step, in order (step 1 first). */
export const STEP_LABELS = ['Template', 'Imagens', 'Textos', 'Resultado'] as const;

export type { PromoTexts, TemplateDraft };
export type PromoField = keyof PromoTexts;
export const PROMO_FIELDS = ['title', 'price', 'description', 'cta'] as const satisfies readonly PromoField[];

export const EMPTY_TEXTS: PromoTexts = { title: '', price: '', description: '', cta: '' };

export const EMPTY_DRAFT: TemplateDraft = {
  template: null,
  product: null,
  logo: null,
  format: 'feed',
  texts: EMPTY_TEXTS,
  productName: '',
};

/** Whether "Próximo" is available on `step`: a template on step 1, a product image on step 2. */
export function canAdvance(step: Step, draft: TemplateDraft): boolean {
  if (step === 1) return draft.template !== null;
  if (step === 2) return draft.template !== null && draft.product !== null;
  return false;
}

/** Choosing a template; another template brings its own format as the starting choice. */
export function withTemplate(draft: TemplateDraft, template: Template): TemplateDraft {
  if (draft.template?.id === template.id) return { ...draft, template };
  return { ...draft, template, format: template.format };
}

/** The step a draft reopens on: the texts once a template and a product are there, else the start. */
export function resumeStep(draft: TemplateDraft): Step {
  return draft.template && draft.product ? 3 : 1;
}

export type DraftCheck =
  | { ok: true; request: GenerateArtRequest }
  | { ok: false; message: string; field: 'product' | PromoField | null };

/** The request to send, or the message (and the field) saying what is missing, in the spec's order. */
export function checkDraft(draft: TemplateDraft): DraftCheck {
  const { template, product, logo, format } = draft;
  if (!template || !product) return { ok: false, message: TEMPLATES_MSG.templateAndProductRequired, field: template ? 'product' : null };
  const texts = trimTexts(draft.texts);
  if (!texts.title) return { ok: false, message: TEMPLATES_MSG.titleRequired, field: 'title' };
  const tooLong = PROMO_FIELDS.find((field) => texts[field].length > ART_TEXT_MAX[field]);
  if (tooLong) return { ok: false, message: TEMPLATES_MSG.textTooLong, field: tooLong };
  return { ok: true, request: { templateId: template.id, product, logo, format, ...texts } };
}

function trimTexts(texts: PromoTexts): PromoTexts {
  return { title: texts.title.trim(), price: texts.price.trim(), description: texts.description.trim(), cta: texts.cta.trim() };
}

/** The fields of `texts` still blank, which a suggestion may fill. */
export function emptyFields(texts: PromoTexts): PromoField[] {
  return PROMO_FIELDS.filter((field) => field !== 'price' && !texts[field].trim());
}

/** Fills only the blank fields with the suggestion; what the user wrote stays. */
export function fillEmptyFields(texts: PromoTexts, suggestion: Partial<Record<PromoField, string>>): PromoTexts {
  const next = { ...texts };
  for (const field of emptyFields(texts)) {
    const value = suggestion[field];
    if (value) next[field] = value.slice(0, ART_TEXT_MAX[field]);
  }
  return next;
}

export { clearPendingTemplateDraft, keepPendingTemplateDraft, peekPendingTemplateDraft } from './pending-draft';
