// "Cardápio inteiro" (Foto Pro's menu batch): up to PHOTO_BATCH_MAX photos enhanced with one platform,
// scenario and style, in one consistent look. The client checks the photos first
// (POST /api/photos/batch/check, free, in chunks), tells the user what will happen and how many their
// credits pay for, then starts the batch (POST /api/photos/batch → 202) and polls its status.
import { z } from 'zod';
import { KIT_DESTINATIONS } from '../kit-destinations.ts';
import { MSG } from '../messages.ts';
import { IN_PLACE_REASONS, PHOTO_MODES, PhotoCheckResponseSchema } from './photos.schema.ts';

/** Photos in one batch (the limit: a whole menu in one go, not a bulk importer). */
export const PHOTO_BATCH_MAX = 30;
/** Photos per POST /api/photos/batch/check: the client sends a menu in chunks, so each card turns as its chunk is answered. */
export const PHOTO_BATCH_CHECK_MAX = 6;

/** An error said on one photo of a batch (the rest of the batch goes on). */
export const BatchItemErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** A credit was taken for this photo and given back (absent: none was taken). */
  refunded: z.boolean().optional(),
});

/** 200 of POST /api/photos/batch/check: per photo, in the order sent, what enhance will do with it, or why it cannot be read. */
export const PhotoBatchCheckResponseSchema = z.object({
  items: z.array(
    z.object({
      filename: z.string(),
      check: PhotoCheckResponseSchema.pick({ mode: true, scenarioApplied: true, reason: true, warnings: true, photo: true, notice: true }).nullable(),
      error: BatchItemErrorSchema.nullable(),
    }),
  ),
  /** The chosen predefined scenario's name; null for "IA Cria Automaticamente". */
  scenarioName: z.string().nullable(),
});
export type PhotoBatchCheckResponse = z.infer<typeof PhotoBatchCheckResponseSchema>;

/**
 * "Você tem 5 créditos: vamos fazer as 5 primeiras fotos de 8…": said by the wizard before a batch
 * starts, and in the batch's 202, when the credits pay for fewer photos than were sent.
 */
export function batchShortfallNotice(accepted: number, total: number): string {
  const skipped = total - accepted;
  const credits = accepted === 1 ? '1 crédito' : `${accepted} créditos`;
  const made = accepted === 1 ? 'a primeira foto' : `as ${accepted} primeiras fotos`;
  const left = skipped === 1 ? 'A outra fica de fora e nada é cobrado por ela.' : `As outras ${skipped} ficam de fora e nada é cobrado por elas.`;
  return `Você tem ${credits}: vamos fazer ${made} de ${total}. ${left}`;
}

/** 202 of POST /api/photos/batch. */
export const PhotoBatchCreatedSchema = z.object({
  batchId: z.string(),
  /** Photos sent. */
  total: z.number().int(),
  /** Photos the user's credits pay for (the first ones, in the order sent); the others are not made and cost nothing. */
  accepted: z.number().int(),
  /** pt-BR: said when fewer than `total` will be made; null otherwise. */
  notice: z.string().nullable(),
});
export type PhotoBatchCreated = z.infer<typeof PhotoBatchCreatedSchema>;

export const BATCH_ITEM_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BatchItemStatus = (typeof BATCH_ITEM_STATUSES)[number];

/** A finished photo of a batch, as the grid shows it. */
export const BatchPhotoSchema = z.object({
  id: z.string(),
  enhancedPhotoUrl: z.string(),
  /** The original as uploaded (a signed URL on S3). */
  originalPhotoUrl: z.string(),
  aspectRatio: z.enum(['4:3', '1:1']),
  mode: z.enum(PHOTO_MODES),
  scenarioApplied: z.boolean(),
  reason: z.enum(IN_PLACE_REASONS).nullable(),
  processingTimeSeconds: z.number(),
});

export const BatchItemSchema = z.object({
  position: z.number().int(),
  /** The file's name as sent (shown on its card). */
  filename: z.string(),
  status: z.enum(BATCH_ITEM_STATUSES),
  photo: BatchPhotoSchema.nullable(),
  error: BatchItemErrorSchema.nullable(),
});
export type BatchItem = z.infer<typeof BatchItemSchema>;

/** 200 of GET /api/photos/batch/:batchId. */
export const PhotoBatchStatusSchema = z.object({
  batchId: z.string(),
  platform: z.string(),
  style: z.string(),
  scenarioName: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  items: z.array(BatchItemSchema),
  /** Every item is done or failed. */
  done: z.boolean(),
  /** The photos are being checked to plan the menu's one look; none is being made yet. */
  planning: z.boolean(),
  counts: z.object({ queued: z.number().int(), running: z.number().int(), done: z.number().int(), failed: z.number().int() }),
});
export type PhotoBatchStatus = z.infer<typeof PhotoBatchStatusSchema>;

export const PhotoBatchParamsSchema = z.object({ batchId: z.string().max(100) });

/** "Baixar tudo (.zip)": each dish's photo for the chosen platform, one destination of the kit, or each dish's whole kit. */
export const BATCH_ZIP_CONTENTS = ['photos', 'kits', ...KIT_DESTINATIONS.map((d) => d.file.replace(/\.jpg$/, ''))] as const;
export const PhotoBatchZipQuerySchema = z.object({
  content: z.enum(BATCH_ZIP_CONTENTS as unknown as [string, ...string[]], { message: MSG.invalidInput }).default('photos'),
});
export type PhotoBatchZipQuery = z.infer<typeof PhotoBatchZipQuerySchema>;
