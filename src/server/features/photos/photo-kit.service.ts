// "Baixar kit para todas as plataformas": a Foto Pro photo framed for every destination
// (KIT_DESTINATIONS, engine/photo/kit.ts), as one zip with a README.txt saying which file goes where.
// No credit: the photo was paid for. Built on demand from the stored original — the same bytes, so the
// same decision, look and backdrop seed as the photo itself — and kept in the store (private `kits/`
// keys, one per watermark state), so the next download is a read. The owner or an admin only.
import { type EnhancementStyle, type Platform } from '../../../shared/constants.ts';
import { KIT_DESTINATIONS } from '../../../shared/kit-destinations.ts';
import { formatDate } from '../../../shared/format.ts';
import { MSG } from '../../../shared/messages.ts';
import type { EnhanceOptions } from '../../../engine/photo/enhance.ts';
import type { KitResult } from '../../../engine/photo/kit.ts';
import { EngineBusyError, EngineTimeoutError } from '../../adapters/engine/engine-pool.ts';
import { PhotoDecodeError } from '../../../engine/photo/decode.ts';
import { makeKitKey, sanitizeFilename } from '../../adapters/storage/storage-keys.ts';
import { isUuid } from '../../db/ids.ts';
import { AppError, busy, notFound } from '../../http-errors.ts';
import { isAdmin } from '../accounts/accounts.service.ts';
import { outputGetsWatermark } from '../entitlements/entitlements.service.ts';
import { zipStored } from './kit-zip.ts';
import * as repo from './photos.repo.ts';
import type { PhotoDeps } from './photos.service.ts';

export interface KitDownload {
  /** `foodart-kit-{dish}-{dd-MM-yyyy}.zip` */
  filename: string;
  zip: Buffer;
  /** True when it came from the store, not the engine. */
  cached: boolean;
}

/** The dish's name as the user's file had it (`original-{time}-{random}-{name}.{ext}`), else "prato". */
function dishName(originalUrl: string): string {
  const match = /original-\d+-[0-9a-f]{32}-(.+?)(?:\.[a-z0-9]+)?$/i.exec(originalUrl);
  const name = match?.[1] ? sanitizeFilename(match[1]).toLowerCase() : '';
  return name && name !== 'arquivo' ? name.slice(0, 60) : 'prato';
}

function readme(dish: string, date: string, kit: KitResult): string {
  const lines = [
    `Kit FoodArt — ${dish} (${date})`,
    '',
    'Cada arquivo já está no formato e no tamanho que o destino pede. Use assim:',
    '',
    ...KIT_DESTINATIONS.map((destination) => {
      const file = kit.files.find((f) => f.file === destination.file);
      return `${destination.file.padEnd(20)} ${destination.label}${file ? ` — ${file.width}×${file.height} px` : ''}`;
    }),
    '',
    'Dicas:',
    '- iFood: a foto precisa mostrar o produto que o cliente vai receber.',
    '- Uber Eats e DoorDash não aceitam textos, logotipos ou molduras sobre a foto: envie estes arquivos como estão.',
    '- Stories: o prato fica fora das faixas do topo e da base, onde o aplicativo mostra os botões.',
    '- WhatsApp Business: use o JPEG (uma imagem PNG transparente aparece com fundo preto no catálogo).',
    '- Google: a foto do perfil da empresa deve ter entre 720 e 3000 px de largura.',
    '',
  ];
  if (kit.mode === 'in-place') lines.push('Esta foto foi melhorada mantendo o fundo original: cada formato foi enquadrado a partir da própria cena.', '');
  return lines.join('\r\n');
}

function mapKitError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof EngineBusyError) return busy(error.retryAfterSeconds);
  if (error instanceof EngineTimeoutError) return new AppError(504, 'kit_timeout', MSG.kitFailed);
  if (error instanceof PhotoDecodeError) return new AppError(409, 'kit_original_unreadable', MSG.kitOriginalMissing);
  return Object.assign(new AppError(500, 'kit_failed', MSG.kitFailed), { cause: error });
}

export async function photoKit(deps: Pick<PhotoDeps, 'db' | 'storage' | 'engine'>, input: { userId: string; photoId: string; background?: boolean }): Promise<KitDownload> {
  const { db, storage } = deps;
  const own = isUuid(input.photoId) ? await repo.findPhotoOfUser(db, input.photoId, input.userId) : undefined;
  const row = own ?? (isUuid(input.photoId) && (await isAdmin(db, input.userId)) ? await repo.findPhoto(db, input.photoId) : undefined);
  if (!row) throw notFound(MSG.adminPhotoNotFound);

  const dish = dishName(row.originalPhotoUrl);
  const date = formatDate(row.createdAt);
  const filename = `foodart-kit-${dish}-${date.replaceAll('/', '-')}.zip`;
  // The owner's plan decides the watermark, as it did for the photo.
  const watermark = await outputGetsWatermark(db, row.userId);
  const key = makeKitKey(row.id, watermark);
  const kept = await storage.get(key).catch(() => null);
  if (kept) return { filename, zip: kept.body, cached: true };

  const originalKey = storage.keyOf(row.originalPhotoUrl);
  const original = originalKey ? await storage.get(originalKey) : null;
  if (!original) throw new AppError(409, 'kit_original_missing', MSG.kitOriginalMissing);
  let scenario: EnhanceOptions['scenario'] = { type: 'ai-create' };
  if (row.scenarioType === 'predefined' && row.predefinedScenario) {
    const found = await repo.findScenario(db, row.predefinedScenario);
    const imageKey = found ? (found.imageKey ?? storage.keyOf(found.thumbnailUrl)) : null;
    const image = imageKey ? ((await storage.get(imageKey))?.body ?? null) : null;
    if (!image) throw new AppError(409, 'kit_scenario_missing', MSG.kitScenarioMissing);
    scenario = { type: 'predefined', image };
  }
  const options: EnhanceOptions = { platform: row.platform as Platform, style: row.enhancementStyle as EnhancementStyle, scenario, watermark };
  const kit = await deps.engine.renderKit(original.body, options, KIT_DESTINATIONS, { background: input.background }).catch((error: unknown) => {
    throw mapKitError(error);
  });
  const zip = zipStored(
    [...kit.files.map((file) => ({ name: file.file, data: file.image })), { name: 'README.txt', data: Buffer.from(readme(dish, date, kit), 'utf8') }],
    row.createdAt,
  );
  // Kept for the next download; a store that fails to keep it costs only a rebuild.
  await storage.put(key, zip, 'application/zip').catch(() => undefined);
  return { filename, zip, cached: false };
}
