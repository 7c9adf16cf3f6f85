import { PHOTO_MAX_BYTES } from '../../../../shared/constants';
import { IMAGE_TYPES } from '../../../../shared/uploads';
import { imageFileProblem, type ImageFileRule } from '../../../lib/image-file';
import { PHOTO_PRO_MSG } from './messages';

const PHOTO_RULE: ImageFileRule = {
  types: Object.values(IMAGE_TYPES),
  extensions: /\.(jpe?g|png|webp)$/i,
  maxBytes: PHOTO_MAX_BYTES,
  messages: { notAnImage: PHOTO_PRO_MSG.notAnImage, unsupportedType: PHOTO_PRO_MSG.unsupportedType, tooLarge: PHOTO_PRO_MSG.photoTooLarge },
};

/** Why `file` cannot be sent (a pt-BR toast), or null when it is fine. The server checks again. */
export function photoFileProblem(file: File): string | null {
  return imageFileProblem(file, PHOTO_RULE);
}
