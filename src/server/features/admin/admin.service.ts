// The back-office's logic: the dashboard, and every admin write recorded with who did it. Writes to
// other features' data go through those features' services (credits, catalogue).
import type { AdminStats, ScenarioForm, TemplateCreate, TemplateUpdate, UpdateUserCredits } from '../../../shared/schemas/admin.schema.ts';
import { MSG } from '../../../shared/messages.ts';
import { viewUrlOf, type Storage } from '../../adapters/storage/storage.ts';
import { makeScenarioKey, makeTemplateExampleKey } from '../../adapters/storage/storage-keys.ts';
import type { PhotoEngine } from '../../adapters/engine/engine-pool.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import { appendTemplateExamples, createScenario, findTemplate, createTemplate, deleteTemplate, updateScenario, updateTemplate } from '../catalogue/catalogue.service.ts';
import { resetCredits, setCredits, userExists } from '../credits/credits.service.ts';
import { deleteCreationForAdmin, findCreationForAdmin, listAllCreations } from '../creations/creations.service.ts';
import { deletePhotoForAdmin } from '../photos/photos.service.ts';
import { deleteRatingsOf, findRatingOf } from '../ratings/ratings.service.ts';
import * as repo from './admin.repo.ts';
import { keysIn, removeKeys, storeImages } from './admin-uploads.ts';

export interface AdminDeps {
  db: Db;
  /** Renders "Gerar exemplo" arts, through the same queue and deadline as users' arts. */
  engine: Pick<PhotoEngine, 'renderArt'>;
  /** Forgets cached public catalogues after an edit (`scenarios`, `templates:`). */
  clearCatalogue: (prefix: string) => void;
}

/** Who did what to which row. */
export function audit(db: Db, actorId: string, action: string, target: string | null, details?: Record<string, unknown>) {
  return repo.insertAudit(db, { actorId, action, target, details: details ?? null });
}

export async function getStats(db: Db): Promise<AdminStats> {
  const counts = await repo.dashboardCounts(db);
  return { ...counts, averageRating: Math.round(counts.averageRating * 100) / 100 };
}

async function requireUser(db: Db, userId: string) {
  if (!(await userExists(db, userId))) throw notFound(MSG.adminUserNotFound);
}

/** "Editar": a balance set outright, or unlimited; the credit ledger records the admin as actor. */
export async function updateUserCredits(deps: AdminDeps, actorId: string, userId: string, input: UpdateUserCredits) {
  await requireUser(deps.db, userId);
  const credits = await setCredits(deps.db, { userId, remaining: input.credits, unlimited: input.unlimited, reason: 'admin_set', actorId });
  await audit(deps.db, actorId, 'user-credits.set', userId, input);
  return credits;
}

/** "Resetar": 3 credits, unlimited off. */
export async function resetUserCredits(deps: AdminDeps, actorId: string, userId: string) {
  await requireUser(deps.db, userId);
  const credits = await resetCredits(deps.db, userId, actorId);
  await audit(deps.db, actorId, 'user-credits.reset', userId);
  return credits;
}

export async function createScenarioAs(deps: AdminDeps, actorId: string, form: ScenarioForm) {
  const scenario = await createScenario(deps.db, form);
  deps.clearCatalogue('scenarios');
  await audit(deps.db, actorId, 'scenario.create', scenario.id, { name: scenario.name });
  return scenario;
}

export async function updateScenarioAs(deps: AdminDeps, actorId: string, id: string, patch: Partial<ScenarioForm>, action = 'scenario.update') {
  const scenario = await updateScenario(deps.db, id, patch);
  deps.clearCatalogue('scenarios');
  await audit(deps.db, actorId, action, id, patch);
  return scenario;
}

/** A scenario thumbnail (≤ 2 MB, an image by its bytes), stored without metadata as `scenarios/{random}.{ext}`. */
export async function storeScenarioThumbnail(deps: AdminDeps & { storage: Storage }, actorId: string, bytes: Buffer) {
  const [key] = await storeImages(deps.storage, [bytes], makeScenarioKey);
  await audit(deps.db, actorId, 'scenario.thumbnail', key!);
  return { url: deps.storage.publicUrl(key!) };
}

/** "Deletar": the photo, its files in storage and its ratings. */
export async function deletePhotoAs(deps: AdminDeps & { storage: Storage }, actorId: string, id: string): Promise<void> {
  await deletePhotoForAdmin(deps, id);
  await deleteRatingsOf(deps.db, id);
  await audit(deps.db, actorId, 'enhanced-photo.delete', id);
}

/** An art with URLs the admin's browser may load now (the product and logo are private uploads). */
async function viewable<T extends { generatedArtUrl: string; logoUrl: string | null; productUrl: string | null }>(storage: Storage, creation: T): Promise<T> {
  const view = (url: string | null) => (url ? viewUrlOf(storage, url) : Promise.resolve(null));
  const [generatedArtUrl, logoUrl, productUrl] = await Promise.all([viewUrlOf(storage, creation.generatedArtUrl), view(creation.logoUrl), view(creation.productUrl)]);
  return { ...creation, generatedArtUrl, logoUrl, productUrl };
}

/** "Criações dos Usuários": a page of every user's arts. */
export async function creationsPage(deps: AdminDeps & { storage: Storage }, query: { page: number; search?: string }) {
  const page = await listAllCreations(deps.db, query);
  return { ...page, items: await Promise.all(page.items.map((item) => viewable(deps.storage, item))) };
}

/** The detail dialog: the art with its owner's rating details. */
export async function creationDetail(deps: AdminDeps & { storage: Storage }, id: string) {
  const creation = await findCreationForAdmin(deps.db, id);
  return { ...(await viewable(deps.storage, creation)), rating: await findRatingOf(deps.db, id) };
}

/** "Excluir": the art, its files and its ratings. */
export async function deleteCreationAs(deps: AdminDeps & { storage: Storage }, actorId: string, id: string): Promise<void> {
  await deleteCreationForAdmin(deps.db, deps.storage, id);
  await deleteRatingsOf(deps.db, id);
  await audit(deps.db, actorId, 'creation.delete', id);
}

export async function createTemplateAs(deps: AdminDeps, actorId: string, form: TemplateCreate) {
  const template = await createTemplate(deps.db, form);
  deps.clearCatalogue('templates:');
  await audit(deps.db, actorId, 'template.create', template.id, { name: template.name });
  return template;
}

export async function updateTemplateAs(deps: AdminDeps, actorId: string, id: string, patch: Partial<TemplateUpdate> & { isActive?: boolean }, action = 'template.update') {
  const template = await updateTemplate(deps.db, id, patch);
  deps.clearCatalogue('templates:');
  await audit(deps.db, actorId, action, id, patch);
  return template;
}

/** "Excluir": the template and the example images stored for it. */
export async function deleteTemplateAs(deps: AdminDeps & { storage: Storage }, actorId: string, id: string): Promise<void> {
  const template = await deleteTemplate(deps.db, id);
  deps.clearCatalogue('templates:');
  await removeKeys(deps.storage, keysIn(deps.storage, 'template-examples', template.exampleUrls));
  await audit(deps.db, actorId, 'template.delete', id, { name: template.name });
}

/** "Upload Imagens": each file an image by its bytes, stored under template-examples/ and appended in order. */
export async function addTemplateExamplesAs(deps: AdminDeps & { storage: Storage }, actorId: string, id: string, files: Buffer[]) {
  const stored = await storeImages(deps.storage, files, makeTemplateExampleKey);
  try {
    const template = await appendTemplateExamples(deps.db, id, stored.map((key) => deps.storage.publicUrl(key)));
    deps.clearCatalogue('templates:');
    await audit(deps.db, actorId, 'template.examples', id, { added: stored.length });
    return template;
  } catch (error) {
    // Nothing half-done: files of a failed upload are removed.
    await removeKeys(deps.storage, stored);
    throw error;
  }
}

/**
 * "Gerar exemplo": the art engine renders the template with its category's sample product, logo and
 * texts (the seed's examples are made the same way); the small JPEG is appended to example_urls.
 */
export async function generateTemplateExampleAs(deps: AdminDeps & { storage: Storage }, actorId: string, id: string) {
  const template = await findTemplate(deps.db, id);
  const { templateExampleInput, templateExampleJpeg } = await import('../../../engine/art/samples.ts');
  const art = await deps.engine.renderArt(await templateExampleInput(template));
  const key = makeTemplateExampleKey('jpg');
  await deps.storage.put(key, await templateExampleJpeg(art.png), 'image/jpeg');
  try {
    const updated = await appendTemplateExamples(deps.db, id, [deps.storage.publicUrl(key)]);
    deps.clearCatalogue('templates:');
    await audit(deps.db, actorId, 'template.example.generate', id);
    return updated;
  } catch (error) {
    await removeKeys(deps.storage, [key]);
    throw error;
  }
}
