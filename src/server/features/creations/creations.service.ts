// "Minhas Criações": the signed-in user's enhanced photos and arts as one list, newest first, 20 a
// page. The cursor is opaque to clients: base64url of the last item's exact time and id. Also who may
// see a stored upload: its owner and admins.
import { ART_FORMATS, PAGE_SIZE, type ArtFormat } from '../../../shared/constants.ts';
import { MSG } from '../../../shared/messages.ts';
import type { CreationItem, CreationsPage } from '../../../shared/schemas/creations.schema.ts';
import { PHOTO_MODES, type PhotoMode } from '../../../shared/schemas/photos.schema.ts';
import { ADMIN_PAGE_SIZE, type AdminCreation, type AdminCreationsPage } from '../../../shared/schemas/admin.schema.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { isAdmin } from '../accounts/accounts.service.ts';
import * as repo from './creations.repo.ts';

const POSITION_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function encodeCursor(position: repo.CreationsPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names; a 400 for anything the server did not hand out. */
export function decodeCursor(cursor: string): repo.CreationsPosition {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length || !createdAt || !id || !POSITION_RE.test(createdAt) || !UUID_RE.test(id) || Number.isNaN(Date.parse(createdAt))) {
    throw badRequest(MSG.invalidInput, 'invalid_cursor');
  }
  return { createdAt, id };
}

function toItem(row: repo.CreationListRow): CreationItem {
  const base = { id: row.id, imageUrl: row.imageUrl, createdAt: row.createdAt.toISOString() };
  return row.type === 'photo'
    ? {
        ...base,
        type: 'photo',
        platform: row.platform ?? '',
        style: row.style ?? '',
        aspectRatio: row.aspectRatio ?? '',
        rating: row.rating,
        mode: (PHOTO_MODES as readonly string[]).includes(row.mode ?? '') ? (row.mode as PhotoMode) : null,
        scenarioApplied: row.scenarioApplied,
        scenarioName: row.scenarioName,
      }
    : { ...base, type: 'art', description: row.description, templateName: row.templateName, format: (ART_FORMATS as readonly string[]).includes(row.format ?? '') ? (row.format as ArtFormat) : null };
}

/** One page of the user's creations; `nextCursor` only when another item exists after it. */
export async function listCreations(db: Db, userId: string, cursor?: string): Promise<CreationsPage> {
  const after = cursor ? decodeCursor(cursor) : undefined;
  // One more than a page tells whether a further page exists without a count.
  const rows = await repo.listCreationsOfUser(db, userId, PAGE_SIZE + 1, after);
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null,
  };
}

/**
 * Whether the user may see the upload served at a path ending in `urlSuffix` (a private storage key):
 * an admin always, anyone else only when one of their photos or arts uses it.
 */
export async function canViewUpload(db: Db, userId: string, urlSuffix: string): Promise<boolean> {
  return (await repo.userOwnsUpload(db, userId, urlSuffix)) || isAdmin(db, userId);
}

// ---- the admins' view of every art ("Criações dos Usuários")

type AdminRow = NonNullable<Awaited<ReturnType<typeof repo.findCreation>>>;
const toAdminCreation = (row: AdminRow): AdminCreation => ({ ...row, brandColors: row.brandColors ?? [], createdAt: row.createdAt.toISOString() });

export async function listAllCreations(db: Db, query: { page: number; search?: string }): Promise<AdminCreationsPage> {
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const { rows, total } = await repo.listAllCreationsPage(db, query.search, offset, ADMIN_PAGE_SIZE);
  const items = rows.map(toAdminCreation);
  return { items, total, page: query.page, hasMore: items.length === ADMIN_PAGE_SIZE && offset + items.length < total };
}

/** One art for the admin; 404 when it does not exist. */
export async function findCreationForAdmin(db: Db, id: string): Promise<AdminCreation> {
  const row = isUuid(id) ? await repo.findCreation(db, id) : undefined;
  if (!row) throw notFound(MSG.adminCreationNotFound);
  return toAdminCreation(row);
}

/** Deletes an art and its files (art, product, logo); 404 when it does not exist. */
export async function deleteCreationForAdmin(db: Db, storage: Storage, id: string): Promise<void> {
  const row = isUuid(id) ? await repo.deleteCreation(db, id) : undefined;
  if (!row) throw notFound(MSG.adminCreationNotFound);
  const keys = [row.generatedArtUrl, row.productUrl, row.logoUrl].map((url) => (url ? storage.keyOf(url) : null));
  await Promise.all(keys.filter((key): key is string => key !== null).map((key) => storage.delete(key)));
}
