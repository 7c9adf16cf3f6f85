import { z } from 'zod';
import { ART_FORMATS, ART_TEXT_MAX } from '../constants.ts';
import { MSG } from '../messages.ts';
import { CreditsSchema } from './me.schema.ts';
import { plainText } from './text.schema.ts';

/** An optional text: trimmed, and absent when blank. */
const optionalText = (max: number) =>
  plainText()
    .trim()
    .max(max, { message: MSG.artTextTooLong })
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * The text fields of POST /api/arts/generate (the product image and the optional logo are the
 * multipart files `product` and `logo`). Checked in the spec's order: template, title, format.
 */
export const GenerateArtFieldsSchema = z.object({
  templateId: z.uuid({ message: MSG.artTemplateAndProductRequired }),
  title: plainText({ message: MSG.artTitleRequired })
    .trim()
    .min(1, { message: MSG.artTitleRequired })
    .max(ART_TEXT_MAX.title, { message: MSG.artTextTooLong }),
  format: z.enum(ART_FORMATS, { message: MSG.artFormatInvalid }),
  price: optionalText(ART_TEXT_MAX.price),
  description: optionalText(ART_TEXT_MAX.description),
  cta: optionalText(ART_TEXT_MAX.cta),
});
export type GenerateArtFields = z.infer<typeof GenerateArtFieldsSchema>;

export const GenerateArtResponseSchema = z.object({
  id: z.string(),
  generatedImageUrl: z.string(),
  credits: CreditsSchema,
});
export type GenerateArtResponse = z.infer<typeof GenerateArtResponseSchema>;
