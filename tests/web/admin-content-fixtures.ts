// Builders for "Criações dos Usuários" and "Fotos Melhoradas" answers (valid by the shared schemas), with
// overrides, and small in-memory servers that page, search, filter and delete like the real API.
import {
  ADMIN_PAGE_SIZE,
  type AdminCreation,
  type AdminCreationDetail,
  type AdminCreationsPage,
  type AdminPhoto,
  type AdminPhotosPage,
  type AdminPhotoStats,
} from '../../src/shared/schemas/admin.schema';
import type { MockHandler } from './mock-api';

const uuid = (prefix: string, n: number) => `00000000-0000-4000-${prefix}-${String(n).padStart(12, '0')}`;

let creationSeq = 0;

/** An art of some user; dates without a zone read the same in any test time zone. */
export function makeAdminCreation(overrides: Partial<AdminCreation> = {}): AdminCreation {
  creationSeq += 1;
  return {
    id: uuid('8000', creationSeq),
    userId: 'user-1',
    description: `Combo ${creationSeq} - Hambúrguer com batata`,
    generatedArtUrl: `/storage/foodart/arts/${creationSeq}.jpg`,
    logoUrl: `/storage/foodart/logos/${creationSeq}.png`,
    productUrl: `/storage/foodart/products/${creationSeq}.jpg`,
    brandColors: [],
    format: 'feed',
    templateName: 'Smash Urbano',
    createdAt: '2026-11-21T14:05:00',
    ...overrides,
  };
}

export function makeCreationDetail(creation: AdminCreation, rating: AdminCreationDetail['rating'] = null): AdminCreationDetail {
  return { ...creation, rating };
}

/** `count` arts, newest first (the first is the most recent). */
export function makeAdminCreations(count: number, overrides: (n: number) => Partial<AdminCreation> = () => ({})): AdminCreation[] {
  return Array.from({ length: count }, (_, i) => makeAdminCreation(overrides(i + 1)));
}

function pageOf<T>(rows: T[], page: number) {
  const start = (page - 1) * ADMIN_PAGE_SIZE;
  const items = rows.slice(start, start + ADMIN_PAGE_SIZE);
  return { items, total: rows.length, page, hasMore: items.length === ADMIN_PAGE_SIZE && start + ADMIN_PAGE_SIZE < rows.length };
}

/**
 * The creations API over `initial`: 20 a page, `search` over every description (any case), the detail
 * with `ratings[id]`, delete and promote. `state.creations` shows what is left.
 */
export function creationsServer(initial: AdminCreation[], ratings: Record<string, AdminCreationDetail['rating']> = {}) {
  const state = { creations: [...initial], promoted: new Set<string>() };
  const handlers: Record<string, MockHandler> = {
    'GET /api/admin/creations': ({ query }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      const found = state.creations.filter((c) => !search || (c.description ?? '').toLowerCase().includes(search));
      const page: AdminCreationsPage = pageOf(found, Number(query.get('page') ?? '1'));
      return { body: page };
    },
  };
  for (const creation of initial) {
    const path = `/api/admin/creations/${creation.id}`;
    const gone = () => !state.creations.some((c) => c.id === creation.id);
    const notFound = { status: 404, body: { error: 'not_found', message: 'Criação não encontrada' } };
    handlers[`GET ${path}`] = () => (gone() ? notFound : { body: makeCreationDetail(creation, ratings[creation.id] ?? null) });
    handlers[`DELETE ${path}`] = () => {
      if (gone()) return notFound;
      state.creations = state.creations.filter((c) => c.id !== creation.id);
      return { status: 204 };
    };
    handlers[`POST ${path}/promote`] = () => {
      const alreadyPromoted = state.promoted.has(creation.id);
      state.promoted.add(creation.id);
      return { body: { trainingExampleId: uuid('a000', 1), alreadyPromoted } };
    };
  }
  return { handlers, state };
}

let photoSeq = 0;

export function makeAdminPhoto(overrides: Partial<AdminPhoto> = {}): AdminPhoto {
  photoSeq += 1;
  return {
    id: uuid('9000', photoSeq),
    userId: 'user-1',
    enhancedPhotoUrl: `/storage/foodart/enhanced/${photoSeq}.jpg`,
    originalPhotoUrl: `/storage/foodart/original-${photoSeq}.jpg`,
    platform: 'ifood',
    style: 'premium',
    aspectRatio: '4:3',
    processingTimeSeconds: 1.4,
    rating: null,
    mode: 'cutout',
    createdAt: '2026-11-21T14:05:00',
    ...overrides,
  };
}

export function makeAdminPhotos(count: number, overrides: (n: number) => Partial<AdminPhoto> = () => ({})): AdminPhoto[] {
  return Array.from({ length: count }, (_, i) => makeAdminPhoto(overrides(i + 1)));
}

export function makePhotoStats(overrides: Partial<AdminPhotoStats> = {}): AdminPhotoStats {
  return {
    total: 42,
    averageProcessingSeconds: 3.24,
    topPlatform: 'ifood',
    averageRating: 4.26,
    platforms: ['ifood', 'rappi', 'instagram', 'facebook', 'uber-eats'],
    styles: ['natural', 'premium', 'vibrant', 'minimal'],
    ...overrides,
  };
}

/** The enhanced-photos API over `initial`: 20 a page, exact platform/style filters, stats and delete. */
export function photosServer(initial: AdminPhoto[], stats: Partial<AdminPhotoStats> = {}) {
  const state = { photos: [...initial] };
  const handlers: Record<string, MockHandler> = {
    'GET /api/admin/enhanced-photos/stats': () => ({ body: makePhotoStats({ total: state.photos.length, ...stats }) }),
    'GET /api/admin/enhanced-photos': ({ query }) => {
      const platform = query.get('platform');
      const style = query.get('style');
      const found = state.photos.filter((p) => (!platform || p.platform === platform) && (!style || p.style === style));
      const page: AdminPhotosPage = pageOf(found, Number(query.get('page') ?? '1'));
      return { body: page };
    },
  };
  for (const photo of initial) {
    handlers[`DELETE /api/admin/enhanced-photos/${photo.id}`] = () => {
      state.photos = state.photos.filter((p) => p.id !== photo.id);
      return { status: 204 };
    };
  }
  return { handlers, state };
}
