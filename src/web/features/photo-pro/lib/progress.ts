// The "Gerar Foto Pro" progress bar. The photo is uploaded once, by the free pre-check: that real
// upload fills the first part ("Enviando sua foto...", with the share sent), the check's analysis the
// next ("Analisando sua foto..."), and the generation, which only names the uploaded photo, the rest
// ("A IA está melhorando sua foto..."), as an eased estimate approaching a ceiling it never reaches.
// Without a check (it could not run) the generation uploads the photo itself: upload, then processing.
// Only the answer brings 100%.
import type { GenerationPhase } from '../../../hooks/use-generation-progress';
import { PHOTO_PRO_MSG } from './messages';

/** Share of the bar filled by the upload itself. */
export const UPLOAD_SHARE = 30;
/** Where the bar stands once the pre-check has answered: the generation starts from here. */
export const CHECK_SHARE = 40;
/** The estimate stays below this until the server answers. */
export const ESTIMATE_CEILING = 95;
/** Time constant of the estimate: about 63% of the remaining way after this long. */
export const PROCESSING_TIME_CONSTANT_MS = 2_000;
/** The check's analysis is one segmentation, about half of a generation. */
const CHECK_TIME_CONSTANT_MS = 1_000;

/**
 * What the bar follows: the pre-check (upload and analysis), a generation naming the photo the check
 * uploaded, or a generation sending the photo itself.
 */
export type ProgressStage = 'check' | 'generate-uploaded' | 'generate';

const eased = (processingMs: number, timeConstantMs: number) => 1 - Math.exp(-Math.max(0, processingMs) / timeConstantMs);

/**
 * Progress in percent: `uploaded` is the fraction of the photo sent (0..1); `processingMs` is the time
 * since the upload finished, or null while it is still being sent.
 */
export function estimateProgress(uploaded: number, processingMs: number | null, stage: ProgressStage = 'generate'): number {
  if (stage === 'generate-uploaded') {
    return CHECK_SHARE + (ESTIMATE_CEILING - CHECK_SHARE) * (processingMs === null ? 0 : eased(processingMs, PROCESSING_TIME_CONSTANT_MS));
  }
  const sent = Math.min(1, Math.max(0, uploaded));
  if (processingMs === null) return sent * UPLOAD_SHARE;
  const ceiling = stage === 'check' ? CHECK_SHARE : ESTIMATE_CEILING;
  return UPLOAD_SHARE + (ceiling - UPLOAD_SHARE) * eased(processingMs, stage === 'check' ? CHECK_TIME_CONSTANT_MS : PROCESSING_TIME_CONSTANT_MS);
}

/** The stage over the bar, and beside it the share of the photo sent while it uploads. */
export function photoProgressLabel(phase: GenerationPhase, uploaded: number, stage: ProgressStage = 'generate'): { stage: string; detail?: string } {
  if (phase !== 'uploading' || stage === 'generate-uploaded') {
    return { stage: stage === 'check' && phase === 'processing' ? PHOTO_PRO_MSG.analysing : PHOTO_PRO_MSG.processing };
  }
  const percent = Math.round(Math.min(1, Math.max(0, uploaded)) * 100);
  return { stage: PHOTO_PRO_MSG.uploading, detail: PHOTO_PRO_MSG.uploadedPercent(percent) };
}
