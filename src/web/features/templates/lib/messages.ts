// What the Templates Rápidos wizard says (spec §5 "Template generation", §8 "Templates").
// Texts the server also sends come from the shared messages module.
import { MB, TEMPLATE_IMAGE_MAX_BYTES } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { remainingCreditsText } from '../../../lib/credits-text';

export const TEMPLATE_IMAGE_MAX_MB = TEMPLATE_IMAGE_MAX_BYTES / MB;

export const TEMPLATES_MSG = {
  templateAndProductRequired: MSG.artTemplateAndProductRequired,
  titleRequired: MSG.artTitleRequired,
  textTooLong: MSG.artTextTooLong,
  loginRequired: MSG.artLoginRequired,
  generateFailed: MSG.artError,
  templatesFailed: 'Erro ao carregar templates',
  createdUnlimited: 'Arte criada com sucesso!',
  productHint: `PNG ou JPG até ${TEMPLATE_IMAGE_MAX_MB}MB`,
  logoHint: `PNG, JPG ou SVG até ${TEMPLATE_IMAGE_MAX_MB}MB`,
  notAnImage: MSG.notAnImage,
  productUnsupported: 'Formato não suportado - Use uma imagem PNG ou JPG.',
  logoUnsupported: MSG.artLogoInvalid,
  imageTooLarge: MSG.artImageTooLarge,
  suggestFailed: 'Não foi possível sugerir os textos agora. Tente novamente.',
  suggestNothingEmpty: 'Todos os textos já estão preenchidos. Apague um campo para receber uma sugestão da IA.',
  suggestFilled: 'Sugestão da IA aplicada aos campos vazios. Edite à vontade!',
} as const;

/** "Arte criada! 1 crédito restante", "Arte criada! 2 créditos restantes". */
export function artCreatedText(remaining: number): string {
  return `Arte criada! ${remainingCreditsText(remaining)}`;
}
