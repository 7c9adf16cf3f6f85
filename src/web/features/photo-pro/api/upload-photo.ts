import { PhotoUploadResponseSchema, type PhotoUploadResponse } from '../../../../shared/schemas/photos.schema';
import { downsizeForUpload } from '../../../lib/downsize-image';
import { postFormWithProgress } from '../../../lib/upload';
import type { CheckOptions } from './check-photo';

const UPLOADS_PATH = '/api/photos/uploads';

/**
 * POST /api/photos/uploads: the chosen photo alone (downsized, see downsize-image.ts), sent while the
 * user makes the other choices; the answer's token names it to the check and the generation. Free.
 * Rejects with ApiError on an error answer.
 */
export async function uploadPhoto(photo: File, options: CheckOptions = {}): Promise<PhotoUploadResponse> {
  const sent = await downsizeForUpload(photo);
  const form = new FormData();
  form.append('photo', sent, sent.name);
  return PhotoUploadResponseSchema.parse(await postFormWithProgress<unknown>(UPLOADS_PATH, form, options));
}
