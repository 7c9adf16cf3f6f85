import type { EnhancementStyle, Platform, ScenarioType } from '../../../../shared/constants';
import { EnhancePhotoResponseSchema, type EnhancePhotoResponse } from '../../../../shared/schemas/photos.schema';
import { downsizeForUpload } from '../../../lib/downsize-image';
import { postGenerationForm, type GenerationUploadOptions } from '../../../lib/upload';

/** 201 of POST /api/photos/enhance. */
export type EnhanceResult = EnhancePhotoResponse;

export type EnhanceRequest = {
  photo: File;
  platform: Platform;
  style: EnhancementStyle;
  scenarioType: ScenarioType;
  /** Required with the predefined scenario type, ignored otherwise. */
  scenarioId: string | null;
};

const ENHANCE_PATH = '/api/photos/enhance';

/**
 * The multipart body of enhance and of the pre-check (same fields), with the photo as it is uploaded:
 * downsized to what the engine reads (once per chosen photo; see downsize-image.ts).
 */
export async function toFormData(request: EnhanceRequest): Promise<FormData> {
  const photo = await downsizeForUpload(request.photo);
  const form = new FormData();
  // The text fields go before the file, so a streaming multipart parser has them when the file arrives.
  form.append('platform', request.platform);
  form.append('style', request.style);
  form.append('scenarioType', request.scenarioType);
  if (request.scenarioType === 'predefined' && request.scenarioId) form.append('scenarioId', request.scenarioId);
  form.append('photo', photo, photo.name);
  return form;
}

/** Sends the photo with the wizard's choices; rejects with ApiError on an error answer. */
export async function enhancePhoto(request: EnhanceRequest, options: GenerationUploadOptions): Promise<EnhanceResult> {
  return EnhancePhotoResponseSchema.parse(await postGenerationForm(ENHANCE_PATH, await toFormData(request), options));
}
