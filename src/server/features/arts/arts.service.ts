// Templates Rápidos: validate → reserve a credit → the engine worker cuts the product out and renders
// the art → store product, logo and art → record the creation and count the template's use →
// commit. Any failure refunds the credit and leaves no row and no file behind. The product photo and
// a raster logo are stripped of their metadata (EXIF, GPS) before the engine or the store sees them;
// they are private uploads (served to their owner and admins), and no URL of them is returned.
import { MSG } from '../../../shared/messages.ts';
import type { GenerateArtFields, GenerateArtResponse } from '../../../shared/schemas/arts.schema.ts';
import { sniffImageType, sniffLogoType } from '../../../shared/uploads.ts';
import { PhotoDecodeError } from '../../../engine/photo/decode.ts';
import { inspectSvgLogo } from '../../../engine/art/svg-guard.ts';
import { EngineBusyError, EngineTimeoutError, type PhotoEngine } from '../../adapters/engine/engine-pool.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { makeLogoKey, makeProductKey, makeResultKey } from '../../adapters/storage/storage-keys.ts';
import { stripMetadata } from '../../adapters/storage/strip-metadata.ts';
import type { Db } from '../../db/client.ts';
import { systemClock, type Clock } from '../../clock.ts';
import { AppError, badRequest, busy, tooLarge, unsupportedMedia } from '../../http-errors.ts';
import { findActiveTemplate } from '../catalogue/catalogue.service.ts';
import { commitReservation, refundReservation, reserveCredit } from '../credits/credits.service.ts';
import { outputGetsWatermark } from '../entitlements/entitlements.service.ts';
import { engineJobKey, runIdempotent, type IdempotentResponse } from '../idempotency/idempotency.service.ts';
import * as repo from './arts.repo.ts';

export const GENERATE_ART_ROUTE = 'POST /api/arts/generate';

export interface ArtDeps {
  db: Db;
  /** This process's lease: its reservations are released only if it dies (features/leases). */
  leaseId?: string;
  storage: Storage;
  engine: PhotoEngine;
  /** The public catalogue cache: a template's usage count changes with every art. */
  catalogueCache?: { clear(prefix?: string): void };
  /** Dates the stored files' keys; the system clock when absent. */
  clock?: Clock;
}

export interface UploadedImage {
  bytes: Buffer;
  filename: string;
}

export interface GenerateArtRequest {
  userId: string;
  product: UploadedImage;
  logo?: UploadedImage | null;
  fields: GenerateArtFields;
  idempotencyKey?: string;
}

const artFailed = () => new AppError(500, 'art_failed', MSG.artError);
const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export function generateArt(deps: ArtDeps, input: GenerateArtRequest): Promise<IdempotentResponse<GenerateArtResponse>> {
  return runIdempotent(deps.db, { userId: input.userId, route: GENERATE_ART_ROUTE, key: input.idempotencyKey, ownerId: deps.leaseId }, async () => ({
    status: 201,
    body: await generateOnce(deps, input),
  }));
}

/** The promotion's title and description, as the creation's description (spec §6). */
export function creationDescription(fields: Pick<GenerateArtFields, 'title' | 'description'>): string {
  return fields.description ? `${fields.title} - ${fields.description}` : fields.title;
}

async function generateOnce(deps: ArtDeps, input: GenerateArtRequest): Promise<GenerateArtResponse> {
  const { db, storage } = deps;
  const productExt = sniffImageType(input.product.bytes);
  if (!productExt) throw unsupportedMedia();
  const logoType = input.logo ? sniffLogoType(input.logo.bytes) : null;
  if (input.logo && !logoType) throw unsupportedMedia(MSG.artLogoInvalid);
  if (input.logo && logoType === 'svg') assertSvgLogoDrawable(input.logo.bytes);
  const template = await findActiveTemplate(db, input.fields.templateId);
  if (!template) throw badRequest(MSG.artTemplateAndProductRequired, 'template_invalid');
  const watermark = await outputGetsWatermark(db, input.userId);
  const { fields } = input;

  const [product, rasterLogo] = await Promise.all([
    stripMetadata(input.product.bytes, productExt),
    input.logo && logoType && logoType !== 'svg' ? stripMetadata(input.logo.bytes, logoType) : null,
  ]).catch((error: unknown) => {
    throw mapEngineError(error);
  });
  const reservation = await reserveCredit(db, input.userId, 'art', deps.leaseId ?? null);
  const stored: string[] = [];
  let created: { id: string } | null = null;
  try {
    const logo = rasterLogo ?? input.logo?.bytes ?? null;
    const jobKey = engineJobKey({ userId: input.userId, route: GENERATE_ART_ROUTE, key: input.idempotencyKey }, product, logo, JSON.stringify(fields), String(watermark));
    const art = await deps.engine.renderArt(
      {
        template: { name: template.name, category: template.category, style: template.style, format: template.format, colorStrategy: template.colorStrategy, layoutPreferences: template.layoutPreferences },
        product,
        logo,
        texts: { title: fields.title, price: fields.price ?? null, description: fields.description ?? null, cta: fields.cta ?? null },
        format: fields.format,
        watermark,
      },
      { key: jobKey },
    );

    const now = (deps.clock ?? systemClock).now();
    const put = async (key: string, body: Buffer, contentType: string) => {
      await storage.put(key, body, contentType);
      stored.push(key);
      return storage.publicUrl(key);
    };
    const productUrl = await put(makeProductKey(productExt, now), product, MIME[productExt]!);
    let logoUrl: string | null = null;
    if (input.logo && logoType) {
      // An SVG is never stored or served as SVG: its sanitised rasterisation is kept instead.
      const svg = logoType === 'svg';
      if (svg && !art.logoPng) throw new Error('the engine did not rasterise the SVG logo');
      logoUrl = svg ? await put(makeLogoKey('png', now), art.logoPng!, 'image/png') : await put(makeLogoKey(logoType, now), rasterLogo!, MIME[logoType]!);
    }
    const generatedImageUrl = await put(makeResultKey('arts', 'png', now), art.png, 'image/png');

    const row = await db.transaction(async (tx) => {
      const inserted = await repo.insertCreation(tx, {
        userId: input.userId,
        templateId: template.id,
        logoUrl,
        productUrl,
        generatedArtUrl: generatedImageUrl,
        brandColors: art.brandColors,
        description: creationDescription(fields),
        format: fields.format,
      });
      await repo.addTemplateUsage(tx, template.id, 1);
      return inserted;
    });
    created = row;
    await commitReservation(db, reservation.id);
    deps.catalogueCache?.clear('templates:');
    return { id: row.id, generatedImageUrl, credits: reservation.credits };
  } catch (error) {
    if (created) await undoCreation(db, created.id, input.userId, template.id).catch(() => undefined);
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    // Should the refund itself fail, the stale-reservation sweep releases the credit.
    await refundReservation(db, reservation.id);
    throw mapEngineError(error);
  }
}

/** The creation was recorded but the credit could not be committed: take the row and the use back. */
async function undoCreation(db: Db, id: string, userId: string, templateId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.deleteCreation(tx, id, userId);
    await repo.addTemplateUsage(tx, templateId, -1);
  });
}

/**
 * An SVG logo the engine would refuse (too complex to draw in bounded time, or carrying an image
 * over the pixel cap) is refused here, cheaply and before a credit is reserved.
 */
function assertSvgLogoDrawable(svg: Buffer): void {
  const verdict = inspectSvgLogo(svg);
  if (verdict.ok) return;
  if (verdict.problem === 'image-too-large') throw tooLarge(MSG.artLogoImageTooLarge);
  if (verdict.problem === 'malformed' || verdict.problem === 'image-unreadable') throw unsupportedMedia(MSG.artLogoInvalid);
  throw badRequest(MSG.artLogoTooComplex, 'logo_too_complex');
}

function mapEngineError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof EngineBusyError) return busy(error.retryAfterSeconds);
  if (error instanceof EngineTimeoutError) return new AppError(504, 'engine_timeout', MSG.engineTimeout);
  if (error instanceof PhotoDecodeError) return badRequest(MSG.imageProcessingError, 'image_unreadable');
  return Object.assign(artFailed(), { cause: error });
}
