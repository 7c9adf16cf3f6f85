import { z } from 'zod';
import { ENHANCEMENT_STYLES, PLATFORMS, SCENARIO_TYPES } from '../constants.ts';
import { MSG } from '../messages.ts';

/** The text fields of POST /api/photos/enhance (the photo itself is the multipart file `photo`). */
export const EnhancePhotoFieldsSchema = z
  .object({
    platform: z.enum(PLATFORMS, { message: MSG.completeAllSteps }),
    style: z.enum(ENHANCEMENT_STYLES, { message: MSG.completeAllSteps }),
    scenarioType: z.enum(SCENARIO_TYPES, { message: MSG.completeAllSteps }),
    scenarioId: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((value, ctx) => {
    if (value.scenarioType === 'predefined' && !value.scenarioId) {
      ctx.addIssue({ code: 'custom', message: MSG.chooseScenario, path: ['scenarioId'] });
    }
    if (value.scenarioType === 'predefined' && value.scenarioId && !z.uuid().safeParse(value.scenarioId).success) {
      ctx.addIssue({ code: 'custom', message: MSG.scenarioInvalid, path: ['scenarioId'] });
    }
  })
  .transform((value) => ({ ...value, scenarioId: value.scenarioType === 'predefined' ? value.scenarioId : undefined }));
export type EnhancePhotoFields = z.infer<typeof EnhancePhotoFieldsSchema>;

export const EnhancePhotoResponseSchema = z.object({
  id: z.string(),
  originalPhotoUrl: z.string(),
  enhancedPhotoUrl: z.string(),
  cutoutUrl: z.string().nullable(),
  aspectRatio: z.enum(['4:3', '1:1']),
  processingTimeSeconds: z.number(),
  credits: z.object({ remaining: z.number(), total: z.number(), unlimited: z.boolean() }),
});
export type EnhancePhotoResponse = z.infer<typeof EnhancePhotoResponseSchema>;
