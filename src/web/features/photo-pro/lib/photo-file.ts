import { PHOTO_MAX_BYTES } from '../../../../shared/constants';
import { IMAGE_TYPES } from '../../../../shared/uploads';
import { PHOTO_PRO_MSG } from './messages';

const ACCEPTED_TYPES: readonly string[] = Object.values(IMAGE_TYPES);
/** Some systems report no type for .webp files; the extension decides then (the server sniffs the bytes). */
const ACCEPTED_EXTENSION = /\.(jpe?g|png|webp)$/i;

/** Why `file` cannot be sent (a pt-BR toast), or null when it is fine. The server checks again. */
export function photoFileProblem(file: File): string | null {
  const accepted = ACCEPTED_TYPES.includes(file.type) || (!file.type && ACCEPTED_EXTENSION.test(file.name));
  if (!accepted) return file.type.startsWith('image/') ? PHOTO_PRO_MSG.unsupportedType : PHOTO_PRO_MSG.notAnImage;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_PRO_MSG.photoTooLarge;
  return null;
}
