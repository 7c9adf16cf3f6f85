// "Dados de Treinamento": the examples admins curate, made by hand in two modes or promoted from a
// user's creation. An example owns its images under training-examples/ (a promotion copies the art's
// files there), so deleting a creation never breaks an example, and deleting an example removes only
// its own files.
import {
  TRAINING_EXTERNAL_DESCRIPTION,
  TRAINING_TAGS,
  type TrainingCreateFields,
  type TrainingExample,
  type TrainingList,
  type TrainingUpdate,
} from '../../../shared/schemas/admin.schema.ts';
import { MSG } from '../../../shared/messages.ts';
import { viewUrlOf, type Storage } from '../../adapters/storage/storage.ts';
import { contentTypeForKey, makeTrainingExampleKey } from '../../adapters/storage/storage-keys.ts';
import { isUuid } from '../../db/ids.ts';
import { notFound } from '../../http-errors.ts';
import { findCreationForAdmin } from '../creations/creations.service.ts';
import { audit, type AdminDeps } from './admin.service.ts';
import * as repo from './admin.repo.ts';
import { keysIn, removeKeys, storeImages } from './admin-uploads.ts';

type Deps = AdminDeps & { storage: Storage };
const FOLDER = 'training-examples';

async function toExample(storage: Storage, row: repo.TrainingRow): Promise<TrainingExample> {
  const view = (url: string | null) => (url ? viewUrlOf(storage, url) : Promise.resolve(null));
  const [logoUrl, productUrl, generatedArtUrl] = await Promise.all([view(row.logoUrl), view(row.productUrl), view(row.generatedArtUrl)]);
  return {
    id: row.id,
    logoUrl,
    productUrl,
    generatedArtUrl,
    category: row.category,
    style: row.style,
    quality: row.quality,
    description: row.description,
    brandColors: row.brandColors ?? [],
    notes: row.notes,
    tags: row.tags ?? [],
    isActive: row.isActive,
    successRate: row.successRate,
    creationId: row.creationId,
    createdAt: row.createdAt.toISOString(),
  };
}

async function exampleOr404<T>(row: Promise<T | undefined> | undefined): Promise<T> {
  const found = row ? await row : undefined;
  if (!found) throw notFound(MSG.adminTrainingNotFound);
  return found;
}

export async function listTrainingExamples(deps: Deps, status: 'all' | 'active' | 'inactive'): Promise<TrainingList> {
  const [rows, counts] = await Promise.all([repo.listTraining(deps.db, status === 'all' ? undefined : status === 'active'), repo.trainingCounts(deps.db)]);
  return { items: await Promise.all(rows.map((row) => toExample(deps.storage, row))), counts };
}

/**
 * "Imagem Gerada" (logo, product and art, a description; tags [user-created]) or "Referência Externa"
 * (one image in all three places, description "Referência externa"; tags [external-reference]).
 * The images are checked and stored first; a failed insert removes them.
 */
export async function createTrainingExampleAs(deps: Deps, actorId: string, fields: TrainingCreateFields, images: Buffer[]): Promise<TrainingExample> {
  const keys = await storeImages(deps.storage, images, makeTrainingExampleKey);
  const urls = keys.map((key) => deps.storage.publicUrl(key));
  const [logoUrl, productUrl, generatedArtUrl] = fields.mode === 'generated' ? urls : [urls[0]!, urls[0]!, urls[0]!];
  try {
    const row = await repo.insertTraining(deps.db, {
      logoUrl,
      productUrl,
      generatedArtUrl,
      category: fields.category,
      style: fields.style,
      quality: fields.quality,
      description: fields.mode === 'generated' ? fields.description : TRAINING_EXTERNAL_DESCRIPTION,
      brandColors: fields.brandColors,
      notes: fields.notes,
      tags: [TRAINING_TAGS[fields.mode]],
      isActive: true,
    });
    await audit(deps.db, actorId, 'training.create', row.id, { mode: fields.mode });
    return toExample(deps.storage, row);
  } catch (error) {
    await removeKeys(deps.storage, keys);
    throw error;
  }
}

/** The inline edit: a blank description is not applied (the schema drops it); absent fields stay. */
export async function updateTrainingExampleAs(deps: Deps, actorId: string, id: string, patch: TrainingUpdate): Promise<TrainingExample> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const row = await exampleOr404(isUuid(id) ? (Object.keys(changes).length ? repo.updateTraining(deps.db, id, changes) : repo.findTraining(deps.db, id)) : undefined);
  await audit(deps.db, actorId, 'training.update', id, changes);
  return toExample(deps.storage, row);
}

export async function setTrainingActiveAs(deps: Deps, actorId: string, id: string, isActive: boolean): Promise<TrainingExample> {
  const row = await exampleOr404(isUuid(id) ? repo.updateTraining(deps.db, id, { isActive }) : undefined);
  await audit(deps.db, actorId, 'training.toggle', id, { isActive });
  return toExample(deps.storage, row);
}

/** Deletes the example and its own files under training-examples/. */
export async function deleteTrainingExampleAs(deps: Deps, actorId: string, id: string): Promise<void> {
  const row = await exampleOr404(isUuid(id) ? repo.deleteTraining(deps.db, id) : undefined);
  await removeKeys(deps.storage, keysIn(deps.storage, FOLDER, [row.logoUrl, row.productUrl, row.generatedArtUrl]));
  await audit(deps.db, actorId, 'training.delete', id);
}

/** A copy of one of the art's stored files under training-examples/; null when absent or not ours. */
async function copyIntoTraining(storage: Storage, url: string | null): Promise<string | null> {
  const key = url ? storage.keyOf(url) : null;
  const object = key ? await storage.get(key) : null;
  if (!key || !object) return null;
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const copy = makeTrainingExampleKey(ext);
  await storage.put(copy, object.body, object.contentType || contentTypeForKey(key));
  return storage.publicUrl(copy);
}

/**
 * "Promover para Treinamento": category outros, style moderno, quality bom; the art's images (copied),
 * colours and description. A second promotion answers the first example and copies nothing.
 */
export async function promoteCreationAs(deps: Deps, actorId: string, id: string) {
  const creation = await findCreationForAdmin(deps.db, id);
  const existing = await repo.findTrainingOfCreation(deps.db, creation.id);
  if (existing) return { trainingExampleId: existing.id, alreadyPromoted: true };
  const [logoUrl, productUrl, generatedArtUrl] = await Promise.all([creation.logoUrl, creation.productUrl, creation.generatedArtUrl].map((url) => copyIntoTraining(deps.storage, url)));
  const copies = keysIn(deps.storage, FOLDER, [logoUrl!, productUrl!, generatedArtUrl!]);
  try {
    const promoted = await repo.promoteToTraining(deps.db, {
      creationId: creation.id,
      category: 'outros',
      style: 'moderno',
      quality: 'bom',
      logoUrl,
      productUrl,
      generatedArtUrl: generatedArtUrl ?? creation.generatedArtUrl,
      brandColors: creation.brandColors,
      description: creation.description ?? '',
    });
    // Two admins promoting at once: the loser's copies are not kept.
    if (promoted.alreadyPromoted) await removeKeys(deps.storage, copies);
    else await audit(deps.db, actorId, 'creation.promote', id, { trainingExampleId: promoted.id });
    return { trainingExampleId: promoted.id, alreadyPromoted: promoted.alreadyPromoted };
  } catch (error) {
    await removeKeys(deps.storage, copies);
    throw error;
  }
}
