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
  // The progress of "Gerar Foto Pro": the photo's upload, then the engine's work.
  uploading: 'Enviando sua foto...',
  processing: 'A IA está melhorando sua foto...',
  uploadedPercent: (percent: number) => `${percent}% enviado`,
  analysing: 'Analisando sua foto...',
  // The pre-check (POST /api/photos/check), before "Gerar Foto Pro" spends a credit.
  checking: 'Verificando a foto...',
  checkScenarioTitle: 'O cenário escolhido não vai aparecer',
  checkQualityTitle: 'Sua foto pode sair melhor',
  checkDescription: 'Antes de gerar, veja o que encontramos na sua foto.',
  checkContinuePaid: 'Continuar gera a foto assim mesmo e usa 1 crédito. Trocar foto não gasta nada.',
  checkContinueFree: 'Continuar gera a foto assim mesmo. Trocar foto volta para a primeira etapa.',
} as const;
