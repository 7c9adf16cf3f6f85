// A visitor's choices, kept while they sign in; the landing page reopens the wizard with them. Apart
// from draft.ts (the wizard's rules) so that the landing reads them without loading the wizard.
import type { EnhancementStyle, Platform, ScenarioType } from '../../../../shared/constants';
import { createPendingDraft } from '../../../lib/pending-draft';

export type WizardDraft = {
  photo: File | null;
  platform: Platform | null;
  scenarioType: ScenarioType | null;
  scenarioId: string | null;
  style: EnhancementStyle | null;
};

const pendingDraft = createPendingDraft<WizardDraft>();
export const keepPendingDraft = pendingDraft.keep;
export const peekPendingDraft = pendingDraft.peek;
export const clearPendingDraft = pendingDraft.clear;
