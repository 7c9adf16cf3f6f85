import { describe, expect, it } from 'vitest';
import { canAdvance, checkDraft, EMPTY_DRAFT, withScenarioType, type WizardDraft } from './draft';
import { CHECK_SHARE, ESTIMATE_CEILING, estimateProgress, photoProgressLabel, UPLOAD_SHARE } from './progress';

const photo = new File(['x'], 'prato.jpg', { type: 'image/jpeg' });
const complete: WizardDraft = { photo, platform: 'ifood', scenarioType: 'ai-create', scenarioId: null, style: 'premium' };

describe('checkDraft', () => {
  it('asks to complete every step when anything is missing', () => {
    for (const field of ['photo', 'platform', 'scenarioType', 'style'] as const) {
      expect(checkDraft({ ...complete, [field]: null })).toEqual({
        ok: false,
        message: 'Por favor, complete todos os passos antes de gerar',
      });
    }
  });

  it('asks for a scenario with the predefined type', () => {
    expect(checkDraft({ ...complete, scenarioType: 'predefined', scenarioId: null })).toEqual({
      ok: false,
      message: 'Por favor, escolha um cenário padrão',
    });
  });

  it('sends the scenario only with the predefined type', () => {
    const predefined = checkDraft({ ...complete, scenarioType: 'predefined', scenarioId: 'abc' });
    expect(predefined.ok && predefined.request.scenarioId).toBe('abc');
    const aiCreate = checkDraft({ ...complete, scenarioId: 'abc' });
    expect(aiCreate.ok && aiCreate.request.scenarioId).toBeNull();
  });
});

describe('step gating', () => {
  it('opens each step once its choice is made', () => {
    expect(canAdvance(1, EMPTY_DRAFT)).toBe(false);
    expect(canAdvance(1, { ...EMPTY_DRAFT, photo })).toBe(true);
    expect(canAdvance(2, { ...EMPTY_DRAFT, platform: 'rappi' })).toBe(true);
    expect(canAdvance(3, { ...EMPTY_DRAFT, scenarioType: 'predefined' })).toBe(false);
    expect(canAdvance(3, { ...EMPTY_DRAFT, scenarioType: 'predefined', scenarioId: 'abc' })).toBe(true);
    expect(canAdvance(3, { ...EMPTY_DRAFT, scenarioType: 'ai-create' })).toBe(true);
    expect(canAdvance(4, { ...EMPTY_DRAFT, style: 'minimal' })).toBe(true);
  });

  it('forgets the predefined scenario when the AI creates it', () => {
    const draft = { ...complete, scenarioType: 'predefined' as const, scenarioId: 'abc' };
    expect(withScenarioType(draft, 'ai-create').scenarioId).toBeNull();
    expect(withScenarioType(draft, 'predefined').scenarioId).toBe('abc');
  });
});

describe('estimateProgress', () => {
  it('fills the upload share with the bytes sent', () => {
    expect(estimateProgress(0, null)).toBe(0);
    expect(estimateProgress(0.5, null)).toBe(UPLOAD_SHARE / 2);
    expect(estimateProgress(1, 0)).toBe(UPLOAD_SHARE);
  });

  it('keeps rising while the server works but never reaches the ceiling', () => {
    let previous = estimateProgress(1, 0);
    for (const ms of [250, 1_000, 2_000, 4_000, 10_000, 60_000]) {
      const value = estimateProgress(1, ms);
      expect(value).toBeGreaterThan(previous);
      expect(value).toBeLessThan(ESTIMATE_CEILING);
      previous = value;
    }
    expect(estimateProgress(1, Number.MAX_SAFE_INTEGER)).toBeLessThanOrEqual(ESTIMATE_CEILING);
    expect(ESTIMATE_CEILING).toBeLessThan(100);
  });

  it('fills the upload share during the pre-check, then stays below where the generation starts', () => {
    expect(estimateProgress(0.5, null, 'check')).toBe(UPLOAD_SHARE / 2);
    expect(estimateProgress(1, 0, 'check')).toBe(UPLOAD_SHARE);
    expect(estimateProgress(1, 500, 'check')).toBeGreaterThan(UPLOAD_SHARE);
    expect(estimateProgress(1, Number.MAX_SAFE_INTEGER, 'check')).toBeLessThanOrEqual(CHECK_SHARE);
  });

  it('starts a generation of an uploaded photo where the check left off, with no upload share, and rises to the ceiling', () => {
    expect(estimateProgress(0, null, 'generate-uploaded')).toBe(CHECK_SHARE);
    expect(estimateProgress(1, 0, 'generate-uploaded')).toBe(CHECK_SHARE);
    expect(estimateProgress(1, 2_000, 'generate-uploaded')).toBeGreaterThan(CHECK_SHARE);
    expect(estimateProgress(1, Number.MAX_SAFE_INTEGER, 'generate-uploaded')).toBeLessThanOrEqual(ESTIMATE_CEILING);
  });
});

describe('photoProgressLabel', () => {
  it('says the photo is being sent, with the share sent, then that the AI works on it', () => {
    expect(photoProgressLabel('uploading', 0)).toEqual({ stage: 'Enviando sua foto...', detail: '0% enviado' });
    expect(photoProgressLabel('uploading', 0.426)).toEqual({ stage: 'Enviando sua foto...', detail: '43% enviado' });
    for (const phase of ['processing', 'finishing', 'done'] as const) {
      expect(photoProgressLabel(phase, 1)).toEqual({ stage: 'A IA está melhorando sua foto...' });
    }
  });

  it('says the pre-check sends the photo, then analyses it; a generation of the uploaded photo only works on it', () => {
    expect(photoProgressLabel('uploading', 0.5, 'check')).toEqual({ stage: 'Enviando sua foto...', detail: '50% enviado' });
    expect(photoProgressLabel('processing', 1, 'check')).toEqual({ stage: 'Analisando sua foto...' });
    expect(photoProgressLabel('uploading', 0, 'generate-uploaded')).toEqual({ stage: 'A IA está melhorando sua foto...' });
  });
});
