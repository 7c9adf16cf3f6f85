// The "Gerar Arte" progress bar in the spec's stages (§4 Templates), tied to the real request:
// "Processando imagens" while the images upload (0→15), "Analisando template" as the server starts
// (15→30), "Gerando arte com IA" while it renders (30→ towards 85, never reaching it), "Finalizando"
// (95) once the answer arrives and the art loads, "Concluído" (100). A failure goes back to 0.
import type { GenerationPhase } from '../../../hooks/use-generation-progress';

export const ART_STAGE = {
  uploading: { label: 'Processando imagens', value: 15 },
  analysing: { label: 'Analisando template', value: 30 },
  generating: { label: 'Gerando arte com IA', value: 85 },
  finishing: { label: 'Finalizando', value: 95 },
  done: { label: 'Concluído', value: 100 },
} as const;

/** "Analisando template" lasts this long once the upload is done (the spec's 1.5 s). */
export const ANALYSIS_MS = 1_500;
/** Time constant of "Gerando arte com IA": about 90% of its way after the spec's 8 s. */
export const GENERATION_TIME_CONSTANT_MS = 3_500;
/** "Gerando arte com IA" approaches this and never passes it, so even rounded the bar never shows 85% early. */
export const GENERATION_CEILING = ART_STAGE.generating.value - 1;
/** The wait on "Concluído" before the result shows (spec: about 0.5 s). */
export const RESULT_DELAY_MS = 500;

/** Progress in percent from the fraction uploaded and the time since the upload finished (null while sending). */
export function estimateArtProgress(uploaded: number, processingMs: number | null): number {
  const sent = Math.min(1, Math.max(0, uploaded));
  if (processingMs === null) return sent * ART_STAGE.uploading.value;
  const ms = Math.max(0, processingMs);
  if (ms < ANALYSIS_MS) {
    return ART_STAGE.uploading.value + (ART_STAGE.analysing.value - ART_STAGE.uploading.value) * (ms / ANALYSIS_MS);
  }
  const eased = 1 - Math.exp(-(ms - ANALYSIS_MS) / GENERATION_TIME_CONSTANT_MS);
  // Only the answer moves the bar on to "Finalizando".
  return ART_STAGE.analysing.value + (GENERATION_CEILING - ART_STAGE.analysing.value) * eased;
}

/** The stage's name for the label over the bar, or null when nothing runs. */
export function artStageLabel(phase: GenerationPhase, progress: number): string | null {
  switch (phase) {
    case 'uploading':
      return ART_STAGE.uploading.label;
    case 'processing':
      return progress < ART_STAGE.analysing.value ? ART_STAGE.analysing.label : ART_STAGE.generating.label;
    case 'finishing':
      return ART_STAGE.finishing.label;
    case 'done':
      return ART_STAGE.done.label;
    default:
      return null;
  }
}
