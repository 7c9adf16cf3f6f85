import { z } from 'zod';
import { ART_FORMATS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { PHOTO_MODES } from './photos.schema.ts';

/** GET /api/creations?cursor= — the cursor is the `nextCursor` of the previous page. */
export const CreationsQuerySchema = z.object({
  cursor: z
    .string({ message: MSG.invalidInput })
    .max(200, { message: MSG.invalidInput })
    .regex(/^[A-Za-z0-9_-]+$/, { message: MSG.invalidInput })
    .optional(),
});
export type CreationsQuery = z.infer<typeof CreationsQuerySchema>;

const CreationBase = {
  id: z.string(),
  imageUrl: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
};

/** A Foto Pro result ("Foto Melhorada"). */
export const PhotoCreationSchema = z.object({
  ...CreationBase,
  type: z.literal('photo'),
  platform: z.string(),
  style: z.string(),
  aspectRatio: z.string(),
  rating: z.number().nullable(),
  /** How it was made (cutout, in-place, generative); null for photos made before it was recorded. */
  mode: z.enum(PHOTO_MODES).nullable(),
  /** Whether the chosen scenario is in the photo; null when unknown (older photos). */
  scenarioApplied: z.boolean().nullable(),
  /** The predefined scenario's name; null for "IA Cria Automaticamente" or a scenario since deleted. */
  scenarioName: z.string().nullable(),
});

/** A Templates Rápidos art ("Post Promocional"). */
export const ArtCreationSchema = z.object({
  ...CreationBase,
  type: z.literal('art'),
  description: z.string().nullable(),
  templateName: z.string().nullable(),
  /** feed (1080×1080) or stories (1080×1920); null for arts recorded before formats were kept. */
  format: z.enum(ART_FORMATS).nullable(),
});

export const CreationItemSchema = z.discriminatedUnion('type', [PhotoCreationSchema, ArtCreationSchema]);
export type CreationItem = z.infer<typeof CreationItemSchema>;
export type CreationType = CreationItem['type'];

/** One page, newest first; `nextCursor` is null when this page is the last one. */
export const CreationsPageSchema = z.object({
  items: z.array(CreationItemSchema),
  nextCursor: z.string().nullable(),
});
export type CreationsPage = z.infer<typeof CreationsPageSchema>;
