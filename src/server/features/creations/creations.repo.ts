// Reads one user's photos (enhanced_photos) and arts (creations) as one list, newest first, and
// answers whether a stored upload (an original, a product photo, a logo) is one of theirs; for the
// admins, every user's arts paged and searched, and their deletion.
import { count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { creations, enhancedPhotos, predefinedScenarios, styleTemplates } from '../../db/schema/index.ts';

/** Where the previous page ended: the last item's exact creation time (UTC, microseconds) and id. */
export interface CreationsPosition {
  createdAt: string;
  id: string;
}

export interface CreationListRow {
  id: string;
  type: 'photo' | 'art';
  imageUrl: string;
  createdAt: Date;
  /** created_at to the microsecond, `YYYY-MM-DDTHH:MM:SS.ffffffZ`: what a cursor carries. */
  position: string;
  platform: string | null;
  style: string | null;
  aspectRatio: string | null;
  rating: number | null;
  description: string | null;
  templateName: string | null;
  format: string | null;
  /** Photos: cutout | in-place | generative; null for photos made before it was recorded. */
  mode: string | null;
  scenarioApplied: boolean | null;
  /** Photos: the predefined scenario's name (null for "IA Cria Automaticamente"). */
  scenarioName: string | null;
}

const POSITION_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

function positionOf(column: AnyPgColumn): SQL {
  return sql`to_char(${column} AT TIME ZONE 'UTC', ${POSITION_FORMAT})`;
}

/**
 * Up to `limit` items of the user, newest first (ties broken by id), strictly after `after`. Each
 * branch filters and limits on its own (user_id, created_at) index before the two are merged.
 */
export async function listCreationsOfUser(db: Executor, userId: string, limit: number, after?: CreationsPosition): Promise<CreationListRow[]> {
  const photoAfter = after
    ? sql`AND (${enhancedPhotos.createdAt}, ${enhancedPhotos.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const artAfter = after ? sql`AND (${creations.createdAt}, ${creations.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``;
  // Both drivers answer a raw query with `{ rows }` (see db/client.ts).
  const result = (await db.execute(sql`
    SELECT * FROM (
      (SELECT ${enhancedPhotos.id} AS id, 'photo'::text AS type, ${enhancedPhotos.enhancedPhotoUrl} AS image_url,
              ${enhancedPhotos.createdAt} AS created_at, ${positionOf(enhancedPhotos.createdAt)} AS position,
              ${enhancedPhotos.platform} AS platform, ${enhancedPhotos.enhancementStyle} AS style,
              ${enhancedPhotos.aspectRatio} AS aspect_ratio, ${enhancedPhotos.feedbackRating} AS rating,
              NULL::text AS description, NULL::text AS template_name, NULL::text AS format,
              ${enhancedPhotos.mode} AS mode, ${enhancedPhotos.scenarioApplied} AS scenario_applied,
              ${predefinedScenarios.name} AS scenario_name
         FROM ${enhancedPhotos}
         LEFT JOIN ${predefinedScenarios} ON ${predefinedScenarios.id}::text = ${enhancedPhotos.predefinedScenario}
        WHERE ${enhancedPhotos.userId} = ${userId} ${photoAfter}
        ORDER BY ${enhancedPhotos.createdAt} DESC, ${enhancedPhotos.id} DESC
        LIMIT ${limit})
      UNION ALL
      (SELECT ${creations.id}, 'art'::text, ${creations.generatedArtUrl},
              ${creations.createdAt}, ${positionOf(creations.createdAt)},
              NULL::text, NULL::text, NULL::text, NULL::integer,
              ${creations.description}, ${styleTemplates.name}, ${creations.format},
              NULL::text, NULL::boolean, NULL::text
         FROM ${creations}
         LEFT JOIN ${styleTemplates} ON ${styleTemplates.id} = ${creations.templateId}
        WHERE ${creations.userId} = ${userId} ${artAfter}
        ORDER BY ${creations.createdAt} DESC, ${creations.id} DESC
        LIMIT ${limit})
    ) AS items
    ORDER BY created_at DESC, id DESC
    LIMIT ${limit}`)) as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    id: String(r.id),
    type: r.type === 'photo' ? 'photo' : 'art',
    imageUrl: String(r.image_url),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
    position: String(r.position),
    platform: (r.platform as string | null) ?? null,
    style: (r.style as string | null) ?? null,
    aspectRatio: (r.aspect_ratio as string | null) ?? null,
    rating: r.rating === null || r.rating === undefined ? null : Number(r.rating),
    description: (r.description as string | null) ?? null,
    templateName: (r.template_name as string | null) ?? null,
    format: (r.format as string | null) ?? null,
    mode: (r.mode as string | null) ?? null,
    scenarioApplied: r.scenario_applied === null || r.scenario_applied === undefined ? null : Boolean(r.scenario_applied),
    scenarioName: (r.scenario_name as string | null) ?? null,
  }));
}

/**
 * True when one of the user's photos has the upload as its original, or one of their arts as its
 * product photo or logo. URLs are matched by their ending (`/storage/foodart/{key}`), so a row written
 * with an absolute base URL still matches; keys are unique, and the user's index keeps it cheap.
 */
export async function userOwnsUpload(db: Executor, userId: string, urlSuffix: string): Promise<boolean> {
  const endsWith = (column: AnyPgColumn) => sql`right(${column}, ${urlSuffix.length}) = ${urlSuffix}`;
  const result = (await db.execute(sql`
    SELECT 1 FROM ${enhancedPhotos} WHERE ${enhancedPhotos.userId} = ${userId} AND ${endsWith(enhancedPhotos.originalPhotoUrl)}
    UNION ALL
    SELECT 1 FROM ${creations} WHERE ${creations.userId} = ${userId} AND (${endsWith(creations.productUrl)} OR ${endsWith(creations.logoUrl)})
    LIMIT 1`)) as { rows: unknown[] };
  return result.rows.length > 0;
}

const adminCreationColumns = {
  id: creations.id,
  userId: creations.userId,
  description: creations.description,
  generatedArtUrl: creations.generatedArtUrl,
  logoUrl: creations.logoUrl,
  productUrl: creations.productUrl,
  brandColors: creations.brandColors,
  format: creations.format,
  templateName: styleTemplates.name,
  createdAt: creations.createdAt,
};

/** Every user's arts, newest first, with the exact count; `search` looks in the descriptions, any case. */
export async function listAllCreationsPage(db: Executor, search: string | undefined, offset: number, limit: number) {
  const where = search ? ilike(creations.description, containsPattern(search)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminCreationColumns)
      .from(creations)
      .leftJoin(styleTemplates, eq(styleTemplates.id, creations.templateId))
      .where(where)
      .orderBy(desc(creations.createdAt), desc(creations.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(creations).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findCreation(db: Executor, id: string) {
  const [row] = await db.select(adminCreationColumns).from(creations).leftJoin(styleTemplates, eq(styleTemplates.id, creations.templateId)).where(eq(creations.id, id));
  return row;
}

export async function deleteCreation(db: Executor, id: string) {
  const [row] = await db.delete(creations).where(eq(creations.id, id)).returning();
  return row;
}
