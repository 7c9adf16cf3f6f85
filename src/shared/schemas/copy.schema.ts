import { z } from 'zod';

/** POST /api/copy/suggest — AI-suggested promotional texts for a template (no credit). */
export const CopySuggestSchema = z.object({
  templateId: z.uuid({ message: 'Selecione um template' }),
  productName: z.string().trim().max(80).nullish(),
  price: z.union([z.string().trim().max(20), z.number().nonnegative()]).nullish(),
  /** Asking again with another seed gives another suggestion. */
  seed: z.number().int().nonnegative().optional(),
});
export type CopySuggest = z.infer<typeof CopySuggestSchema>;

export const CopySuggestionSchema = z.object({ title: z.string(), description: z.string(), cta: z.string() });
export type CopySuggestion = z.infer<typeof CopySuggestionSchema>;
