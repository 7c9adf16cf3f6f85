import { PhotoCheckResponseSchema, type PhotoCheckResponse } from '../../../../shared/schemas/photos.schema';
import { api } from '../../../lib/api-client';
import { toFormData, type EnhanceRequest } from './enhance-photo';

/** 200 of POST /api/photos/check: what "Gerar Foto Pro" will do with this photo, and its warnings. */
export type PhotoCheckResult = PhotoCheckResponse;

const CHECK_PATH = '/api/photos/check';

/** The free pre-check of the wizard's choices (no credit); rejects with ApiError on an error answer. */
export async function checkPhoto(request: EnhanceRequest, options: { signal?: AbortSignal } = {}): Promise<PhotoCheckResult> {
  return PhotoCheckResponseSchema.parse(await api.post(CHECK_PATH, await toFormData(request), options));
}
