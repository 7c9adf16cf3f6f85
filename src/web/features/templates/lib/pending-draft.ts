// A visitor's choices, kept while they sign in; the landing page reopens the wizard with them. Apart
// from draft.ts (the wizard's rules) so that the landing reads them without loading the wizard.
import type { ArtFormat } from '../../../../shared/constants';
import type { Template } from '../../../../shared/schemas/catalogue.schema';
import { createPendingDraft } from '../../../lib/pending-draft';

export type PromoTexts = { title: string; price: string; description: string; cta: string };

export type TemplateDraft = {
  template: Template | null;
  product: File | null;
  logo: File | null;
  format: ArtFormat;
  texts: PromoTexts;
  /** What the product is, to guide "Sugerir com IA"; not printed on the art by itself. */
  productName: string;
};

const pendingDraft = createPendingDraft<TemplateDraft>();
export const keepPendingTemplateDraft = pendingDraft.keep;
export const peekPendingTemplateDraft = pendingDraft.peek;
export const clearPendingTemplateDraft = pendingDraft.clear;
