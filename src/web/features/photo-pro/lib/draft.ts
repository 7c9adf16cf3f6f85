// The wizard's choices and the rules between steps (spec §4 Foto Pro, §5 Foto Pro enhance).
import type { ScenarioType } from '../../../../shared/constants';
import type { WizardDraft } from './pending-draft';
import type { EnhanceRequest } from '../api/enhance-photo';
import { PHOTO_PRO_MSG } from './messages';

export type Step = 1 | 2 | 3 | 4 | 5;
/** The label of each step, in order (step 1 first). */
export const STEP_LABELS = ['Foto', 'Plataforma', 'Cenário', 'Estilo', 'Resultado'] as const;

export type { WizardDraft };

export const EMPTY_DRAFT: WizardDraft = { photo: null, platform: null, scenarioType: null, scenarioId: null, style: null };

/** Whether "Próximo" is available on `step`: its choice has been made. */
export function canAdvance(step: Step, draft: WizardDraft): boolean {
  switch (step) {
    case 1:
      return draft.photo !== null;
    case 2:
      return draft.platform !== null;
    case 3:
      return draft.scenarioType === 'ai-create' || (draft.scenarioType === 'predefined' && draft.scenarioId !== null);
    case 4:
      return draft.style !== null;
    default:
      return false;
  }
}

/** Choosing the scenario mode; "IA Cria Automaticamente" forgets any predefined scenario. */
export function withScenarioType(draft: WizardDraft, scenarioType: ScenarioType): WizardDraft {
  return { ...draft, scenarioType, scenarioId: scenarioType === 'ai-create' ? null : draft.scenarioId };
}

export type DraftCheck = { ok: true; request: EnhanceRequest } | { ok: false; message: string };

/** The request to send, or the message saying what is missing. */
export function checkDraft(draft: WizardDraft): DraftCheck {
  const { photo, platform, scenarioType, scenarioId, style } = draft;
  if (!photo || !platform || !scenarioType || !style) return { ok: false, message: PHOTO_PRO_MSG.completeAllSteps };
  if (scenarioType === 'predefined' && !scenarioId) return { ok: false, message: PHOTO_PRO_MSG.chooseScenario };
  return { ok: true, request: { photo, platform, scenarioType, style, scenarioId: scenarioType === 'predefined' ? scenarioId : null } };
}

export { clearPendingDraft, keepPendingDraft, peekPendingDraft } from './pending-draft';
