// @vitest-environment jsdom
import '../../../tests/web/setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GenerateArtResponse } from '../../shared/schemas/arts.schema';
import type { EnhancePhotoResponse, PhotoCheckResponse } from '../../shared/schemas/photos.schema';
import { routes } from '../app/routes';
import { keepPendingDraft } from '../features/photo-pro/lib/draft';
import { keepPendingTemplateDraft } from '../features/templates/lib/draft';
import { callsTo, makeMe, mockApi } from '../../../tests/web/mock-api';
import { mockXhr } from '../../../tests/web/mock-xhr';
import { findToast, renderWithApp } from '../../../tests/web/render';
import { makeTemplate } from '../../../tests/web/template-fixtures';

// The landing page fills the wizards' result slots with the share button and the rating widget.

const PHOTO: EnhancePhotoResponse = {
  id: '5f0c3c1e-1111-4c59-8d1f-2f1d7f6f0a01',
  originalPhotoUrl: '/storage/foodart/original-1-prato.jpg',
  enhancedPhotoUrl: '/storage/foodart/enhanced/prato.png',
  cutoutUrl: null,
  aspectRatio: '4:3',
  processingTimeSeconds: 2.4,
  credits: { remaining: 2, total: 3, unlimited: false },
  mode: 'cutout',
  scenarioApplied: true,
  reason: null,
  sourceWindow: { left: 0, top: 0, width: 1, height: 1 },
  scenarioName: null,
};

const CLEAN_CHECK: PhotoCheckResponse = {
  mode: 'cutout',
  scenarioApplied: true,
  reason: null,
  warnings: [],
  photo: { width: 1200, height: 900 },
  scenarioName: null,
  notice: null,
};

const ART: GenerateArtResponse = {
  id: '5f0c3c1e-1111-4c59-8d1f-2f1d7f6f0a02',
  generatedImageUrl: '/storage/foodart/arts/arte.png',
  credits: { remaining: 2, total: 3, unlimited: false },
};

const RATED = { 'POST /api/ratings': { status: 201, body: { ok: true } } };

/** The app's first render loads its routes lazily: on a busy machine that alone can take over findBy's default second. */
const FIRST_RENDER = { timeout: 5_000 };

/** The landing page reopening Foto Pro on its style step (a visitor's draft), then the photo made. */
async function photoResult() {
  keepPendingDraft({
    photo: new File(['x'], 'prato.jpg', { type: 'image/jpeg' }),
    platform: 'ifood',
    scenarioType: 'ai-create',
    scenarioId: null,
    style: 'premium',
  });
  const fetchMock = mockApi({
    'GET /api/me': { body: makeMe() },
    'GET /api/scenarios': { body: [] },
    'POST /api/photos/check': { body: CLEAN_CHECK },
    ...RATED,
  });
  mockXhr(() => ({ status: 201, body: PHOTO }));
  renderWithApp(routes);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Gerar Foto Pro' }, FIRST_RENDER));
  await screen.findByRole('heading', { name: 'Sua Foto Pro está pronta!' }, FIRST_RENDER);
  return { user, fetchMock };
}

/** The landing page reopening Templates Rápidos on its texts (a visitor's draft), then the art made. */
async function artResult() {
  keepPendingTemplateDraft({
    template: makeTemplate({ name: 'Smash Urbano' }),
    product: new File(['x'], 'burger.png', { type: 'image/png' }),
    logo: null,
    format: 'feed',
    texts: { title: 'Combo da Casa', price: '', description: '', cta: '' },
    productName: '',
  });
  const fetchMock = mockApi({ 'GET /api/me': { body: makeMe() }, 'GET /api/templates': { body: [] }, ...RATED });
  mockXhr(() => ({ status: 201, body: ART }));
  renderWithApp(routes);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Gerar Arte' }, FIRST_RENDER));
  await screen.findByRole('heading', { name: 'Arte Criada!' }, FIRST_RENDER);
  return { user, fetchMock };
}

describe('LandingPage', () => {
  it("offers sharing Foto Pro's photo, and rating it once asked", async () => {
    const { user, fetchMock } = await photoResult();
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Precisa melhorar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Avaliar Resultado' }));
    await user.click(await screen.findByRole('button', { name: 'Precisa melhorar' }));
    expect(await findToast('Avaliação enviada! Obrigado pelo feedback.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/ratings')[0]?.body).toEqual({ creationId: PHOTO.id, rating: 2 });
  });

  it("asks about the composition of Foto Pro's photo only when the user loved it", async () => {
    const { user } = await photoResult();
    await user.click(screen.getByRole('button', { name: 'Avaliar Resultado' }));
    await user.click(await screen.findByRole('button', { name: 'Adorei!' }));
    expect(screen.getByRole('radiogroup', { name: 'Composição' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Qualidade do texto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Hierarquia visual' })).not.toBeInTheDocument();
  });

  it('offers sharing and rating the art of Templates Rápidos at once', async () => {
    const { user, fetchMock } = await artResult();
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Precisa melhorar' }));
    expect(await findToast('Avaliação enviada! Obrigado pelo feedback.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/ratings')[0]?.body).toEqual({ creationId: ART.id, rating: 2 });
  });

  it('asks about the text, the hierarchy and the composition of an art the user loved', async () => {
    const { user } = await artResult();
    await user.click(screen.getByRole('button', { name: 'Adorei!' }));
    for (const aspect of ['Qualidade do texto', 'Hierarquia visual', 'Composição']) {
      expect(screen.getByRole('radiogroup', { name: aspect })).toBeInTheDocument();
    }
  });
});
