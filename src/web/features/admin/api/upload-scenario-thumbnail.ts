import { useMutation } from '@tanstack/react-query';
import { SCENARIO_THUMBNAIL_MAX_BYTES, UploadedFileSchema } from '../../../../shared/schemas/admin.schema';
import { IMAGE_TYPES } from '../../../../shared/uploads';
import { api } from '../../../lib/api-client';
import { imageFileProblem, type ImageFileRule } from '../../../lib/image-file';
import { ADMIN_MSG } from '../lib/messages';

/** The input's accept attribute: the types the server stores (it sniffs the bytes again). */
export const THUMBNAIL_ACCEPT = Object.values(IMAGE_TYPES).join(',');

const THUMBNAIL_RULE: ImageFileRule = {
  types: Object.values(IMAGE_TYPES),
  extensions: /\.(jpe?g|png|webp)$/i,
  maxBytes: SCENARIO_THUMBNAIL_MAX_BYTES,
  // The spec has one message for anything that is not a JPG, PNG or WEBP image.
  messages: { notAnImage: ADMIN_MSG.thumbnailNotAnImage, unsupportedType: ADMIN_MSG.thumbnailNotAnImage, tooLarge: ADMIN_MSG.thumbnailTooLarge },
};

/** Why `file` cannot be a thumbnail (spec §5 "Thumbnail upload"), or null when it can be sent. */
export function thumbnailFileProblem(file: File): string | null {
  return imageFileProblem(file, THUMBNAIL_RULE);
}

/** POST /api/admin/scenarios/thumbnail (multipart `file`): stores the image and answers its URL. */
export async function uploadScenarioThumbnail(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return UploadedFileSchema.parse(await api.post<unknown>('/api/admin/scenarios/thumbnail', form)).url;
}

export function useUploadScenarioThumbnail() {
  return useMutation({ mutationFn: uploadScenarioThumbnail });
}
