import { z } from 'zod';
import { ENHANCEMENT_STYLES, PLATFORMS, SCENARIO_TYPES } from '../constants.ts';
import { MSG } from '../messages.ts';

/** The text fields of POST /api/photos/enhance and /check, as sent (the photo itself is the multipart file `photo`). */
export const EnhancePhotoFieldsObject = z.object({
  platform: z.enum(PLATFORMS, { message: MSG.completeAllSteps }),
  style: z.enum(ENHANCEMENT_STYLES, { message: MSG.completeAllSteps }),
  scenarioType: z.enum(SCENARIO_TYPES, { message: MSG.completeAllSteps }),
  /** A predefined scenario's id; required when scenarioType is `predefined`. */
  scenarioId: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** The text fields, checked together: a predefined scenario needs its id. */
export const EnhancePhotoFieldsSchema = EnhancePhotoFieldsObject.superRefine((value, ctx) => {
    if (value.scenarioType === 'predefined' && !value.scenarioId) {
      ctx.addIssue({ code: 'custom', message: MSG.chooseScenario, path: ['scenarioId'] });
    }
    if (value.scenarioType === 'predefined' && value.scenarioId && !z.uuid().safeParse(value.scenarioId).success) {
      ctx.addIssue({ code: 'custom', message: MSG.scenarioInvalid, path: ['scenarioId'] });
    }
  })
  .transform((value) => ({ ...value, scenarioId: value.scenarioType === 'predefined' ? value.scenarioId : undefined }));
export type EnhancePhotoFields = z.infer<typeof EnhancePhotoFieldsSchema>;

/**
 * The field of POST /api/photos/enhance that names the photo the pre-check received (its answer's
 * `uploadToken`) instead of sending the file `photo` again; one of the two, never both. Any string is
 * taken: one that names no live upload of the user's answers 400 `upload_expired`, whatever it is.
 */
export const UploadTokenFieldObject = z.object({
  uploadToken: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .describe("The pre-check's `uploadToken`, instead of the file `photo`: the photo is not uploaded twice"),
});

/**
 * What the engine does with a photo: `cutout` puts the dish on the chosen scenario; `in-place`
 * enhances the photo keeping its own background (the scenario is not applied); `generative` is a
 * remote AI provider (AI_PROVIDER) redrawing the whole photo from the scenario's prompt.
 */
export const PHOTO_MODES = ['cutout', 'in-place', 'generative'] as const;
export type PhotoMode = (typeof PHOTO_MODES)[number];
/** Why a photo is enhanced in place (the engine's IN_PLACE_REASONS). */
export const IN_PLACE_REASONS = ['touches-edge', 'close-up', 'no-dish-found', 'unclear-edge'] as const;
export type InPlaceReason = (typeof IN_PLACE_REASONS)[number];
/** What the pre-check warns about: an in-place reason, or a quality issue. */
export const PHOTO_WARNINGS = [...IN_PLACE_REASONS, 'dark', 'blurred', 'too-small', 'no-food'] as const;
export type PhotoWarningCode = (typeof PHOTO_WARNINGS)[number];

/** The pt-BR sentence of each warning (the server sends it; the wizard shows it as is). */
export const PHOTO_WARNING_MESSAGES: Record<PhotoWarningCode, string> = {
  'touches-edge': MSG.checkTouchesEdge,
  'close-up': MSG.checkCloseUp,
  'no-dish-found': MSG.checkNoDish,
  'unclear-edge': MSG.checkUnclearEdge,
  dark: MSG.checkDark,
  blurred: MSG.checkBlurred,
  'too-small': MSG.checkTooSmall,
  'no-food': MSG.checkNoFood,
};

/**
 * The part of the original photo the output frame shows, as fractions of the original's width and
 * height; beyond 0..1 where the frame shows new backdrop or padding. `turn: 90`: the original was
 * turned a quarter clockwise first (a dish seen from above, turned to fit its frame), and the
 * fractions are of the turned photo.
 */
export const SourceWindowSchema = z.object({
  left: z.number(),
  top: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
  turn: z.literal(90).optional(),
});
export type SourceWindow = z.infer<typeof SourceWindowSchema>;

/** 200 of POST /api/photos/check (multipart: the same fields as enhance, with the file). Nothing is charged. */
export const PhotoCheckResponseSchema = z.object({
  mode: z.enum(PHOTO_MODES),
  /** Whether the chosen scenario (predefined, or the one the AI creates) will be in the photo. */
  scenarioApplied: z.boolean(),
  reason: z.enum(IN_PLACE_REASONS).nullable(),
  /** In the order to show them: the in-place reason first, then quality issues. Empty: nothing to say. */
  warnings: z.array(z.object({ code: z.enum(PHOTO_WARNINGS), message: z.string() })),
  /** The photo's size as the engine reads it (EXIF-oriented); null with a remote provider. */
  photo: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  /** The chosen predefined scenario's name; null for "IA Cria Automaticamente". */
  scenarioName: z.string().nullable(),
  /** A note about the mode that is not a warning (the remote provider's), or null. */
  notice: z.string().nullable(),
  /**
   * Names the photo this check received: send it to POST /api/photos/enhance (field `uploadToken`)
   * instead of the file. Only this user can use it, until `uploadExpiresAt`. Always sent by this
   * server; a client without it sends the file.
   */
  uploadToken: z.string().optional(),
  /** ISO 8601; after it, enhance answers 400 `upload_expired` and the file must be sent. */
  uploadExpiresAt: z.string().optional(),
});
export type PhotoCheckResponse = z.infer<typeof PhotoCheckResponseSchema>;

/**
 * 201 of POST /api/photos/uploads (multipart: the file `photo` alone): names the photo to the pre-check
 * and to enhance (field `uploadToken`) until `uploadExpiresAt`, so it is uploaded once, as soon as it is
 * chosen. Only this user can use it.
 */
export const PhotoUploadResponseSchema = z.object({
  uploadToken: z.string(),
  /** ISO 8601; after it, the check and enhance answer 400 `upload_expired` and the file must be sent. */
  uploadExpiresAt: z.string(),
});
export type PhotoUploadResponse = z.infer<typeof PhotoUploadResponseSchema>;

export const EnhancePhotoResponseSchema = z.object({
  id: z.string(),
  originalPhotoUrl: z.string(),
  enhancedPhotoUrl: z.string(),
  cutoutUrl: z.string().nullable(),
  aspectRatio: z.enum(['4:3', '1:1']),
  processingTimeSeconds: z.number(),
  credits: z.object({ remaining: z.number(), total: z.number(), unlimited: z.boolean() }),
  mode: z.enum(PHOTO_MODES),
  /** Whether the chosen scenario is in the photo (false when it was enhanced in place). */
  scenarioApplied: z.boolean(),
  /** Why it was enhanced in place; null otherwise. */
  reason: z.enum(IN_PLACE_REASONS).nullable(),
  /** Null when the output is not a window of the original (a remote provider's redrawn photo). */
  sourceWindow: SourceWindowSchema.nullable(),
  /** The chosen predefined scenario's name; null for "IA Cria Automaticamente". */
  scenarioName: z.string().nullable(),
});
export type EnhancePhotoResponse = z.infer<typeof EnhancePhotoResponseSchema>;
