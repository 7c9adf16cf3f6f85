// "Minhas Criações": the signed-in user's enhanced photos and arts as one list, newest first, 20 a
// page. The cursor is opaque to clients: base64url of the last item's exact time and id. Also who may
// see a stored upload: its owner and admins.
import { ART_FORMATS, PAGE_SIZE, type ArtFormat } from '../../../shared/constants.ts';
import { MSG } from '../../../shared/messages.ts';
import type { CreationItem, CreationsPage } from '../../../shared/schemas/creations.schema.ts';
import { PHOTO_MODES, type PhotoMode } from '../../../shared/schemas/photos.schema.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http-errors.ts';
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
