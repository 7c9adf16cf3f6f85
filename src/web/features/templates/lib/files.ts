import { TEMPLATE_IMAGE_MAX_BYTES } from '../../../../shared/constants';
import { IMAGE_TYPES, LOGO_ACCEPT, PHOTO_ACCEPT } from '../../../../shared/uploads';
import { imageFileProblem, type ImageFileRule } from '../../../lib/image-file';
import { TEMPLATES_MSG } from './messages';

/** The product photo: JPG or PNG as the hint says (WEBP is taken too: the server reads it). */
export const PRODUCT_ACCEPT = PHOTO_ACCEPT;
export const LOGO_FILE_ACCEPT = LOGO_ACCEPT;

const PRODUCT_RULE: ImageFileRule = {
  types: Object.values(IMAGE_TYPES),
  extensions: /\.(jpe?g|png|webp)$/i,
  maxBytes: TEMPLATE_IMAGE_MAX_BYTES,
  messages: { notAnImage: TEMPLATES_MSG.notAnImage, unsupportedType: TEMPLATES_MSG.productUnsupported, tooLarge: TEMPLATES_MSG.imageTooLarge },
};

const LOGO_RULE: ImageFileRule = {
  types: [...Object.values(IMAGE_TYPES), 'image/svg+xml'],
  extensions: /\.(jpe?g|png|webp|svg)$/i,
  maxBytes: TEMPLATE_IMAGE_MAX_BYTES,
  messages: { notAnImage: TEMPLATES_MSG.notAnImage, unsupportedType: TEMPLATES_MSG.logoUnsupported, tooLarge: TEMPLATES_MSG.imageTooLarge },
};

export function productFileProblem(file: File): string | null {
  return imageFileProblem(file, PRODUCT_RULE);
}

export function logoFileProblem(file: File): string | null {
  return imageFileProblem(file, LOGO_RULE);
}
