// What the Foto Pro wizard says (spec §5 "Foto Pro enhance", §8 "Foto Pro" and "Rating, share, download").
// Texts the server also sends come from the shared messages module.
import { MB, PHOTO_MAX_BYTES } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { DOWNLOAD_MSG } from '../../../hooks/use-image-download';

export const PHOTO_MAX_MB = PHOTO_MAX_BYTES / MB;

export const PHOTO_PRO_MSG = {
  completeAllSteps: MSG.completeAllSteps,
  chooseScenario: MSG.chooseScenario,
  loginRequired: MSG.photoLoginRequired,
  enhanceFailed: MSG.enhanceError,
  scenariosFailed: MSG.scenarioFetchError,
  enhancedUnlimited: 'Foto melhorada com sucesso!',
  downloadStarted: DOWNLOAD_MSG.started,
  downloadFailed: DOWNLOAD_MSG.failed,
  photoHint: `JPG, PNG ou WEBP, máx. ${PHOTO_MAX_MB}MB`,
  notAnImage: MSG.notAnImage,
  unsupportedType: 'Formato não suportado - Use uma foto JPG, PNG ou WEBP.',
  photoTooLarge: MSG.photoTooLarge,
} as const;
