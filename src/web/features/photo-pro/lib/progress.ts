// The "Gerar Foto Pro" progress bar: the real upload fills the first part ("Enviando sua foto...", with
// the share sent); then, while the server works (1 to 4 s), an eased estimate approaches a ceiling it
// never reaches ("A IA está melhorando sua foto..."). Only the answer brings 100%.
import type { GenerationPhase } from '../../../hooks/use-generation-progress';
import { PHOTO_PRO_MSG } from './messages';

/** Share of the bar filled by the upload itself. */
export const UPLOAD_SHARE = 30;
/** The estimate stays below this until the server answers. */
export const ESTIMATE_CEILING = 95;
/** Time constant of the estimate: about 63% of the remaining way after this long. */
export const PROCESSING_TIME_CONSTANT_MS = 2_000;

/**
 * Progress in percent: `uploaded` is the fraction of the photo sent (0..1); `processingMs` is the time
 * since the upload finished, or null while it is still being sent.
 */
export function estimateProgress(uploaded: number, processingMs: number | null): number {
  const sent = Math.min(1, Math.max(0, uploaded));
  if (processingMs === null) return sent * UPLOAD_SHARE;
  const eased = 1 - Math.exp(-Math.max(0, processingMs) / PROCESSING_TIME_CONSTANT_MS);
  return UPLOAD_SHARE + (ESTIMATE_CEILING - UPLOAD_SHARE) * eased;
}

/** The stage over the bar, and beside it the share of the photo sent while it uploads. */
export function photoProgressLabel(phase: GenerationPhase, uploaded: number): { stage: string; detail?: string } {
  if (phase !== 'uploading') return { stage: PHOTO_PRO_MSG.processing };
  const percent = Math.round(Math.min(1, Math.max(0, uploaded)) * 100);
  return { stage: PHOTO_PRO_MSG.uploading, detail: PHOTO_PRO_MSG.uploadedPercent(percent) };
}
