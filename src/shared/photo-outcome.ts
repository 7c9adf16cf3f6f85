// What a Foto Pro result says about its scenario, in pt-BR: on the result step and in Minhas Criações.
import type { InPlaceReason, PhotoMode } from './schemas/photos.schema.ts';

export type PhotoOutcome = {
  mode: PhotoMode | null;
  scenarioApplied: boolean | null;
  scenarioName: string | null;
  reason?: InPlaceReason | null;
};

/** Why the photo kept its background, in a short sentence (the result step's second line). */
export const IN_PLACE_REASON_TEXT: Record<InPlaceReason, string> = {
  'touches-edge': 'O prato encosta na borda da foto original.',
  'close-up': 'A foto original foi tirada muito de perto.',
  'no-dish-found': 'Não encontramos o prato na foto original.',
  'unclear-edge': 'Não conseguimos separar o prato do fundo com segurança.',
};

export const SCENARIO_NOT_APPLIED = 'Foto melhorada no fundo original — o cenário não foi aplicado';
export const AI_SCENARIO_NAME = 'criado pela IA';

/** "Cenário aplicado: Mesa de Madeira Rústica", or that it was not applied; null when unknown (older photos). */
export function scenarioOutcomeText(outcome: PhotoOutcome): string | null {
  if (outcome.scenarioApplied === null || outcome.mode === null) return null;
  if (!outcome.scenarioApplied) return SCENARIO_NOT_APPLIED;
  return `Cenário aplicado: ${outcome.scenarioName ?? AI_SCENARIO_NAME}`;
}
