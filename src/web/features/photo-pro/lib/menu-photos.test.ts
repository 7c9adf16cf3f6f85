import { describe, expect, it } from 'vitest';
import { PHOTO_BATCH_MAX } from '../../../../shared/schemas/photo-batch.schema';
import { durationText, MENU_MSG } from './menu-messages';
import { addMenuPhotos, chunk, completeChoices, creditPlan, isRefunded, photoFileName, photosToSend, planCost, type MenuPhoto } from './menu-photos';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const refuseText = (f: File) => (f.name.endsWith('.pdf') ? 'Não é uma imagem' : null);

describe('addMenuPhotos', () => {
  it(`keeps ${PHOTO_BATCH_MAX} sendable photos, counts the others as dropped, and keeps a refused file with its reason`, () => {
    const files = [file('menu.pdf'), ...Array.from({ length: PHOTO_BATCH_MAX + 2 }, (_, i) => file(`p${i}.jpg`))];
    const { photos, dropped } = addMenuPhotos([], files, refuseText);
    expect(dropped).toBe(2);
    expect(photos).toHaveLength(PHOTO_BATCH_MAX + 1);
    expect(photos[0]).toMatchObject({ problem: 'Não é uma imagem' });
    expect(new Set(photos.map((p) => p.id)).size).toBe(photos.length);
  });

  it('counts the photos already chosen against the limit', () => {
    const first = addMenuPhotos([], Array.from({ length: PHOTO_BATCH_MAX - 1 }, (_, i) => file(`a${i}.jpg`)), refuseText).photos;
    const { photos, dropped } = addMenuPhotos(first, [file('b.jpg'), file('c.jpg')], refuseText);
    expect([photos.length, dropped]).toEqual([PHOTO_BATCH_MAX, 1]);
  });
});

describe('chunk', () => {
  it('splits in runs of the check limit, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8]).map((run) => run.length)).toEqual([6, 2]);
    expect(chunk([])).toEqual([]);
  });
});

describe('photosToSend', () => {
  it('leaves out refused files and those the check could not read', () => {
    const photos: MenuPhoto[] = [
      { id: 'a', file: file('a.jpg'), problem: null },
      { id: 'b', file: file('b.pdf'), problem: 'Não é uma imagem' },
      { id: 'c', file: file('c.jpg'), problem: null },
    ];
    const sent = photosToSend(photos, (p) => (p.id === 'c' ? { kind: 'unreadable', message: 'x' } : undefined));
    expect(sent.map((p) => p.id)).toEqual(['a']);
  });
});

describe('credits', () => {
  it('plans what the balance pays for', () => {
    expect(creditPlan({ remaining: 0, total: 3, unlimited: false }, 8)).toEqual({ kind: 'none' });
    expect(creditPlan({ remaining: 5, total: 5, unlimited: false }, 8)).toEqual({ kind: 'partial', made: 5, total: 8 });
    expect(creditPlan({ remaining: 9, total: 9, unlimited: false }, 8)).toEqual({ kind: 'all', cost: 8 });
    expect(planCost(creditPlan({ remaining: 999999, total: 999999, unlimited: true }, 8), 8)).toBeNull();
    expect(planCost(creditPlan({ remaining: 5, total: 5, unlimited: false }, 8), 8)).toBe(5);
  });

  it('says the shortfall in the singular and the plural', () => {
    expect(MENU_MSG.shortfall(5, 8)).toBe('Você tem 5 créditos: vamos fazer as 5 primeiras fotos de 8. As outras 3 ficam de fora e nada é cobrado por elas.');
    expect(MENU_MSG.shortfall(1, 2)).toBe('Você tem 1 crédito: vamos fazer a primeira foto de 2. A outra fica de fora e nada é cobrado por ela.');
    expect(MENU_MSG.generate(1, 1)).toBe('Gerar cardápio (1 foto · 1 crédito)');
    expect(MENU_MSG.generate(8, null)).toBe('Gerar cardápio (8 fotos)');
  });
});

describe('isRefunded', () => {
  it('is true only for a photo whose credit came back', () => {
    const failed = (code: string, refunded?: boolean) => ({ status: 'failed' as const, error: { code, message: '', ...(refunded === undefined ? {} : { refunded }) } });
    expect(isRefunded(failed('enhance_failed', true))).toBe(true);
    expect(isRefunded(failed('image_unreadable', true))).toBe(true);
    expect(isRefunded(failed('no_credits'))).toBe(false);
    expect(isRefunded(failed('image_unreadable'))).toBe(false);
    expect(isRefunded({ status: 'done', error: null })).toBe(false);
  });
});

describe('small texts', () => {
  it('names a saved photo after its dish', () => {
    expect(photoFileName('Frango Assado (1).JPG')).toBe('foto-pro-Frango-Assado-1.png');
    expect(photoFileName('.jpg')).toBe('foto-pro-prato.png');
  });

  it('says a duration in seconds or minutes', () => {
    expect([durationText(20), durationText(60), durationText(150)]).toEqual(['20 segundos', '1 minuto', '2 min 30 s']);
  });

  it('needs every choice, and a scenario with the predefined type', () => {
    expect(completeChoices({ platform: 'ifood', scenarioType: 'predefined', scenarioId: null, style: 'natural' })).toBeNull();
    expect(completeChoices({ platform: 'ifood', scenarioType: 'ai-create', scenarioId: 'x', style: 'natural' })).toEqual({
      platform: 'ifood',
      scenarioType: 'ai-create',
      scenarioId: null,
      style: 'natural',
    });
  });
});
