import { PhotoCheckResponseSchema, type PhotoCheckResponse } from '../../../../shared/schemas/photos.schema';
import { postFormWithProgress } from '../../../lib/upload';
import { sendByTokenOrFile, toFormData, type EnhanceRequest } from './enhance-photo';

/** 200 of POST /api/photos/check: what "Gerar Foto Pro" will do with this photo, its warnings, and the token that names it. */
export type PhotoCheckResult = PhotoCheckResponse;

const CHECK_PATH = '/api/photos/check';

export type CheckOptions = {
  /** The share of the photo sent (0..1), when the file goes with the check. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * The free pre-check of the wizard's choices (no credit), naming the photo by its upload token when the
 * request has one (sending the file if the server no longer holds it), else sending the file; its
 * answer's `uploadToken` then names the photo to the generation. Rejects with ApiError on an error answer.
 */
export async function checkPhoto(request: EnhanceRequest, options: CheckOptions & { onUploadTokenRefused?: () => void } = {}): Promise<PhotoCheckResult> {
  const { onUploadTokenRefused, ...upload } = options;
  return sendByTokenOrFile(
    request,
    async (sent) => PhotoCheckResponseSchema.parse(await postFormWithProgress<unknown>(CHECK_PATH, await toFormData(sent), upload)),
    onUploadTokenRefused,
  );
}
