import { PhotoCheckResponseSchema, type PhotoCheckResponse } from '../../../../shared/schemas/photos.schema';
import { postFormWithProgress } from '../../../lib/upload';
import { toFormData, type EnhanceRequest } from './enhance-photo';

/** 200 of POST /api/photos/check: what "Gerar Foto Pro" will do with this photo, its warnings, and the token that names it. */
export type PhotoCheckResult = PhotoCheckResponse;

const CHECK_PATH = '/api/photos/check';

export type CheckOptions = {
  /** The share of the photo sent (0..1): the check is where the photo is uploaded, once. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * The free pre-check of the wizard's choices (no credit), sending the photo itself; its answer's
 * `uploadToken` lets the generation name the photo instead of sending it again. Rejects with ApiError
 * on an error answer.
 */
export async function checkPhoto(request: EnhanceRequest, options: CheckOptions = {}): Promise<PhotoCheckResult> {
  const form = await toFormData({ ...request, uploadToken: null });
  return PhotoCheckResponseSchema.parse(await postFormWithProgress<unknown>(CHECK_PATH, form, options));
}
