import type { EnhancementStyle, Platform, ScenarioType } from '../../../../shared/constants';
import { EnhancePhotoResponseSchema, type EnhancePhotoResponse } from '../../../../shared/schemas/photos.schema';
import { ApiError } from '../../../lib/api-client';
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
  /** The pre-check's token for this very photo: sent instead of the file, so the photo is uploaded once. */
  uploadToken?: string | null;
};

const ENHANCE_PATH = '/api/photos/enhance';
/** The server's answer to a token it no longer holds (expired, or another session's): the file goes instead. */
export const UPLOAD_EXPIRED = 'upload_expired';

/**
 * The multipart body of enhance and of the pre-check (same fields): with the request's upload token when
 * it has one, else with the photo as it is uploaded, downsized to what the engine reads (once per chosen
 * photo; see downsize-image.ts).
 */
export async function toFormData(request: EnhanceRequest): Promise<FormData> {
  const form = new FormData();
  // The text fields go before the file, so a streaming multipart parser has them when the file arrives.
  form.append('platform', request.platform);
  form.append('style', request.style);
  form.append('scenarioType', request.scenarioType);
  if (request.scenarioType === 'predefined' && request.scenarioId) form.append('scenarioId', request.scenarioId);
  if (request.uploadToken) {
    form.append('uploadToken', request.uploadToken);
  } else {
    const photo = await downsizeForUpload(request.photo);
    form.append('photo', photo, photo.name);
  }
  return form;
}

export type EnhanceOptions = GenerationUploadOptions & {
  /** The token was refused (expired): the photo was sent instead, and the token should be forgotten. */
  onUploadTokenRefused?: () => void;
};

/**
 * `send(request)` naming the photo by its upload token when it has one; when the server no longer holds
 * it (400 upload_expired, which costs nothing there), the same request again with the file.
 */
export async function sendByTokenOrFile<T>(request: EnhanceRequest, send: (request: EnhanceRequest) => Promise<T>, onUploadTokenRefused?: () => void): Promise<T> {
  if (!request.uploadToken) return send(request);
  try {
    return await send(request);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === UPLOAD_EXPIRED)) throw error;
    onUploadTokenRefused?.();
    return send({ ...request, uploadToken: null });
  }
}

/**
 * Sends the wizard's choices with the photo's upload token, or with the photo itself; rejects with
 * ApiError on an error answer. A refused token goes again as the file with the same Idempotency-Key
 * (the refusal freed it).
 */
export async function enhancePhoto(request: EnhanceRequest, options: EnhanceOptions): Promise<EnhanceResult> {
  const { onUploadTokenRefused, ...upload } = options;
  return sendByTokenOrFile(
    request,
    async (sent) => EnhancePhotoResponseSchema.parse(await postGenerationForm(ENHANCE_PATH, await toFormData(sent), upload)),
    onUploadTokenRefused,
  );
}
