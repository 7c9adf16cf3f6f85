// The back-office's logic: the dashboard, and every admin write recorded with who did it. Writes to
// other features' data go through those features' services (credits, catalogue).
import type { AdminStats, ScenarioForm, TemplateCreate, TemplateUpdate, UpdateUserCredits } from '../../../shared/schemas/admin.schema.ts';
import { MSG } from '../../../shared/messages.ts';
import { sniffImageType } from '../../../shared/uploads.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { makeScenarioKey, makeTemplateExampleKey } from '../../adapters/storage/storage-keys.ts';
import { stripMetadata } from '../../adapters/storage/strip-metadata.ts';
import type { Db } from '../../db/client.ts';
import { notFound, unsupportedMedia } from '../../http-errors.ts';
import { appendTemplateExamples, createScenario, createTemplate, deleteTemplate, updateScenario, updateTemplate } from '../catalogue/catalogue.service.ts';
import { resetCredits, setCredits, userExists } from '../credits/credits.service.ts';
import { deleteCreationForAdmin, findCreationForAdmin } from '../creations/creations.service.ts';
import { deletePhotoForAdmin } from '../photos/photos.service.ts';
import { deleteRatingsOf, findRatingOf } from '../ratings/ratings.service.ts';
import * as repo from './admin.repo.ts';

export interface AdminDeps {
  db: Db;
  /** Forgets cached public catalogues after an edit (`scenarios`, `templates:`). */
  clearCatalogue: (prefix: string) => void;
}

/** Who did what to which row. */
function audit(db: Db, actorId: string, action: string, target: string | null, details?: Record<string, unknown>) {
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
  const ext = sniffImageType(bytes);
  if (!ext) throw unsupportedMedia();
  const clean = await stripMetadata(bytes, ext).catch(() => {
    throw unsupportedMedia();
  });
  const key = makeScenarioKey(ext);
  await deps.storage.put(key, clean, `image/${ext === 'jpg' ? 'jpeg' : ext}`);
  await audit(deps.db, actorId, 'scenario.thumbnail', key);
  return { url: deps.storage.publicUrl(key) };
}

/** "Deletar": the photo, its files in storage and its ratings. */
export async function deletePhotoAs(deps: AdminDeps & { storage: Storage }, actorId: string, id: string): Promise<void> {
  await deletePhotoForAdmin(deps, id);
  await deleteRatingsOf(deps.db, id);
  await audit(deps.db, actorId, 'enhanced-photo.delete', id);
}

/** The detail dialog: the art with its owner's rating details. */
export async function creationDetail(db: Db, id: string) {
  const creation = await findCreationForAdmin(db, id);
  return { ...creation, rating: await findRatingOf(db, id) };
}

/** "Excluir": the art, its files and its ratings. */
export async function deleteCreationAs(deps: AdminDeps & { storage: Storage }, actorId: string, id: string): Promise<void> {
  await deleteCreationForAdmin(deps.db, deps.storage, id);
  await deleteRatingsOf(deps.db, id);
  await audit(deps.db, actorId, 'creation.delete', id);
}

/** "Promover para Treinamento": category outros, style moderno, quality bom; the art's images, colours and description. */
export async function promoteCreationAs(deps: AdminDeps, actorId: string, id: string) {
  const creation = await findCreationForAdmin(deps.db, id);
  const promoted = await repo.promoteToTraining(deps.db, {
    creationId: creation.id,
    category: 'outros',
    style: 'moderno',
    quality: 'bom',
    logoUrl: creation.logoUrl,
    productUrl: creation.productUrl,
    generatedArtUrl: creation.generatedArtUrl,
    brandColors: creation.brandColors,
    description: creation.description ?? '',
  });
  if (!promoted.alreadyPromoted) await audit(deps.db, actorId, 'creation.promote', id, { trainingExampleId: promoted.id });
  return { trainingExampleId: promoted.id, alreadyPromoted: promoted.alreadyPromoted };
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
  const keys = template.exampleUrls.map((url) => deps.storage.keyOf(url)).filter((key): key is string => key !== null);
  await Promise.all(keys.map((key) => deps.storage.delete(key)));
  await audit(deps.db, actorId, 'template.delete', id, { name: template.name });
}

/** "Upload Imagens": each file an image by its bytes, stored under template-examples/ and appended in order. */
export async function addTemplateExamplesAs(deps: AdminDeps & { storage: Storage }, actorId: string, id: string, files: Buffer[]) {
  const images = files.map((bytes) => ({ bytes, ext: sniffImageType(bytes) }));
  if (images.some((image) => !image.ext)) throw unsupportedMedia();
  const stored: string[] = [];
  try {
    for (const image of images) {
      const clean = await stripMetadata(image.bytes, image.ext!);
      const key = makeTemplateExampleKey(image.ext!);
      await deps.storage.put(key, clean, `image/${image.ext === 'jpg' ? 'jpeg' : image.ext}`);
      stored.push(key);
    }
    const template = await appendTemplateExamples(deps.db, id, stored.map((key) => deps.storage.publicUrl(key)));
    deps.clearCatalogue('templates:');
    await audit(deps.db, actorId, 'template.examples', id, { added: stored.length });
    return template;
  } catch (error) {
    // Nothing half-done: files of a failed upload are removed.
    await Promise.all(stored.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
