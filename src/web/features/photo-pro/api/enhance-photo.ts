import type { EnhancementStyle, Platform, ScenarioType } from '../../../../shared/constants';
import { EnhancePhotoResponseSchema, type EnhancePhotoResponse } from '../../../../shared/schemas/photos.schema';
import { NetworkError, postFormWithProgress } from '../../../lib/upload';

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

export type EnhanceOptions = {
  /** One key per click of "Gerar Foto Pro"; the automatic retry below reuses it. */
  idempotencyKey: string;
  onUploadProgress?: (fraction: number) => void;
};

const ENHANCE_PATH = '/api/photos/enhance';
/** A dropped connection is retried once, after this pause, with the same Idempotency-Key. */
export const NETWORK_RETRY_DELAY_MS = 1_000;

function toFormData(request: EnhanceRequest): FormData {
  const form = new FormData();
  // The text fields go before the file, so a streaming multipart parser has them when the file arrives.
  form.append('platform', request.platform);
  form.append('style', request.style);
  form.append('scenarioType', request.scenarioType);
  if (request.scenarioType === 'predefined' && request.scenarioId) form.append('scenarioId', request.scenarioId);
  form.append('photo', request.photo, request.photo.name);
  return form;
}

/** Sends the photo with the wizard's choices; rejects with ApiError on an error answer. */
export async function enhancePhoto(request: EnhanceRequest, options: EnhanceOptions): Promise<EnhanceResult> {
  const send = () =>
    postFormWithProgress<unknown>(ENHANCE_PATH, toFormData(request), {
      headers: { 'Idempotency-Key': options.idempotencyKey },
      onUploadProgress: options.onUploadProgress,
    });
  let body: unknown;
  try {
    body = await send();
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    await new Promise((resolve) => setTimeout(resolve, NETWORK_RETRY_DELAY_MS));
    body = await send();
  }
  return EnhancePhotoResponseSchema.parse(body);
}
