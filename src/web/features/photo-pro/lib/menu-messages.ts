// What "Cardápio inteiro" (Foto Pro's menu batch, issue #15) says. Texts the server also sends (the
// per-photo errors, the check's warnings) come from its answers and are shown as they are.
import { batchShortfallNotice, PHOTO_BATCH_MAX } from '../../../../shared/schemas/photo-batch.schema';
import { PHOTO_PRO_MSG } from './messages';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
/** "1 foto", "8 fotos". */
export const photosText = (n: number) => `${n} ${plural(n, 'foto', 'fotos')}`;
/** "1 crédito", "5 créditos". */
export const creditsText = (n: number) => `${n} ${plural(n, 'crédito', 'créditos')}`;

export const MENU_MSG = {
  modeSingle: 'Uma foto',
  modeMenu: 'Cardápio inteiro',
  modesLabel: 'Como usar o Foto Pro',
  loginRequired: PHOTO_PRO_MSG.loginRequired,
  // Step 1: the photos.
  dropEmpty: `Arraste as fotos dos pratos ou clique para escolher (até ${PHOTO_BATCH_MAX})`,
  dropMore: 'Arraste mais fotos ou clique para adicionar',
  dropHere: 'Solte as fotos aqui',
  dropFull: `Você já escolheu ${PHOTO_BATCH_MAX} fotos, o máximo de um cardápio.`,
  hint: `${PHOTO_PRO_MSG.photoHint} cada · até ${PHOTO_BATCH_MAX} fotos`,
  tooMany: (dropped: number) =>
    `Um cardápio leva no máximo ${PHOTO_BATCH_MAX} fotos: ${dropped === 1 ? 'a última foto ficou' : `as últimas ${dropped} fotos ficaram`} de fora.`,
  chosenCount: (n: number) => `${photosText(n)} ${plural(n, 'escolhida', 'escolhidas')} de ${PHOTO_BATCH_MAX}`,
  remove: (name: string) => `Remover ${name}`,
  notSent: 'Esta foto não vai para o cardápio.',
  // Step 5: the check.
  checking: 'Verificando…',
  checkingAll: 'Verificando as fotos...',
  checkedOk: 'Tudo certo',
  scenarioLost: 'O cenário não vai aparecer nesta foto',
  checkFailed: 'Não foi possível verificar as fotos agora. Você pode gerar assim mesmo ou verificar de novo.',
  checkFailedWith: (message: string) => `${message} Você pode gerar assim mesmo ou verificar de novo.`,
  checkAgain: 'Verificar de novo',
  checkSummary: (checked: number, warned: number) =>
    warned === 0
      ? `${photosText(checked)} ${plural(checked, 'verificada', 'verificadas')}: nada a avisar.`
      : `${photosText(checked)} ${plural(checked, 'verificada', 'verificadas')}: ${warned} com ${plural(warned, 'aviso', 'avisos')}. Você pode remover as que quiser.`,
  checkSignedOut: 'Entre na sua conta para conferir as fotos antes de gerar.',
  // Credits, before anything is spent.
  /** The server's own sentence (its 202 says the same). */
  shortfall: batchShortfallNotice,
  noCredits: 'Você não tem créditos para gerar o cardápio.',
  buyCredits: 'Comprar créditos',
  generate: (photos: number, credits: number | null) =>
    credits === null ? `Gerar cardápio (${photosText(photos)})` : `Gerar cardápio (${photosText(photos)} · ${creditsText(credits)})`,
  uploading: (percent: number) => `Enviando as fotos... ${percent}%`,
  startFailed: 'Não foi possível começar o cardápio. Suas fotos e escolhas continuam aqui: tente novamente.',
  // Step 6: progress and result.
  queued: 'Na fila',
  running: 'Melhorando…',
  done: 'Pronta',
  failed: 'Falhou',
  refunded: 'Crédito devolvido',
  overall: (ready: number, total: number, failed: number) =>
    `${ready} de ${total} ${plural(total, 'pronta', 'prontas')}${failed > 0 ? ` · ${failed} ${plural(failed, 'falhou', 'falharam')}` : ''}`,
  planning: (total: number) => `Analisando ${photosText(total)} para dar um visual só ao cardápio…`,
  finished: (ready: number, total: number) => `Cardápio pronto: ${ready} de ${photosText(total)} ${plural(ready, 'pronta', 'prontas')}.`,
  statusFailed: 'Não conseguimos acompanhar o cardápio agora. Tentando de novo…',
  statusLost: 'Não encontramos este cardápio. Suas fotos prontas estão em Minhas Criações.',
  openPhoto: (name: string) => `Abrir a foto de ${name}`,
  downloadPhoto: (name: string) => `Baixar a foto de ${name}`,
  downloadKit: (name: string) => `Baixar o kit de ${name}`,
  // "Baixar tudo (.zip)".
  zipLabel: 'O que baixar',
  zipButton: 'Baixar tudo (.zip)',
  zipPhotos: (platform: string) => `Fotos para ${platform}`,
  zipKits: 'Kit completo de cada prato',
  zipOneGroup: 'Só um formato de cada prato',
  zipKitsSlow: (seconds: number) => `O kit completo é montado na hora: leva cerca de ${durationText(seconds)} para este cardápio.`,
  zipBuilding: 'Montando o .zip do cardápio…',
  zipBuildingKits: (seconds: number) => `Montando os kits de cada prato… (cerca de ${durationText(seconds)})`,
  zipDone: 'Download do cardápio iniciado!',
  zipFailed: 'Não foi possível baixar o cardápio. Tente novamente.',
  newMenu: 'Novo cardápio',
} as const;

/** "40 segundos", "1 minuto", "2 min 30 s". */
export function durationText(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds));
  if (whole < 60) return `${whole} ${plural(whole, 'segundo', 'segundos')}`;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (rest === 0) return `${minutes} ${plural(minutes, 'minuto', 'minutos')}`;
  return `${minutes} min ${rest} s`;
}
