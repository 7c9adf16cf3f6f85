// The rules of "Cardápio inteiro": which picked files become the menu's photos (at most
// PHOTO_BATCH_MAX that can be sent, the others said on their card), which photos the batch check still
// has to see and in which chunks, what each card says after the check, and how many photos the user's
// credits pay for. Pure, so the wizard stays a thin layer of state and requests.
import { type EnhancementStyle, type Platform, type ScenarioType } from '../../../../shared/constants';
import { KIT_DESTINATIONS } from '../../../../shared/kit-destinations';
import type { Credits } from '../../../../shared/schemas/me.schema';
import type { BatchItem, PhotoBatchCheckResponse } from '../../../../shared/schemas/photo-batch.schema';
import { PHOTO_BATCH_CHECK_MAX, PHOTO_BATCH_MAX } from '../../../../shared/schemas/photo-batch.schema';

/** One picked file, as its card shows it. */
export type MenuPhoto = {
  /** Stable within the wizard (React keys, check results). */
  id: string;
  file: File;
  /** Why this file cannot be sent (not an image, too large), said on its card; null when it can. */
  problem: string | null;
};

/** The menu's choices, made once for every photo. */
export type MenuChoices = {
  platform: Platform | null;
  scenarioType: ScenarioType | null;
  scenarioId: string | null;
  style: EnhancementStyle | null;
};

export const EMPTY_CHOICES: MenuChoices = { platform: null, scenarioType: null, scenarioId: null, style: null };

/** Complete choices, as the batch endpoints take them. */
export type BatchChoices = { platform: Platform; style: EnhancementStyle; scenarioType: ScenarioType; scenarioId: string | null };

export function completeChoices(choices: MenuChoices): BatchChoices | null {
  const { platform, scenarioType, scenarioId, style } = choices;
  if (!platform || !scenarioType || !style) return null;
  if (scenarioType === 'predefined' && !scenarioId) return null;
  return { platform, style, scenarioType, scenarioId: scenarioType === 'predefined' ? scenarioId : null };
}

let nextPhotoId = 1;

/**
 * `current` plus the picked `files`: each gets a card; those `problemOf` refuses keep theirs with the
 * reason, and the sendable ones stop at PHOTO_BATCH_MAX (`dropped` counts the sendable files left out).
 */
export function addMenuPhotos(
  current: readonly MenuPhoto[],
  files: readonly File[],
  problemOf: (file: File) => string | null,
): { photos: MenuPhoto[]; dropped: number } {
  const photos = [...current];
  let sendable = current.filter((photo) => photo.problem === null).length;
  let dropped = 0;
  for (const file of files) {
    const problem = problemOf(file);
    if (problem === null) {
      if (sendable >= PHOTO_BATCH_MAX) {
        dropped += 1;
        continue;
      }
      sendable += 1;
    }
    photos.push({ id: `menu-photo-${nextPhotoId++}`, file, problem });
  }
  return { photos, dropped };
}

/** `items` in runs of `size` (the last one shorter). */
export function chunk<T>(items: readonly T[], size: number = PHOTO_BATCH_CHECK_MAX): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}

/** The check's answer for one photo. */
export type PhotoCheck = NonNullable<PhotoBatchCheckResponse['items'][number]['check']>;

/** What a card shows of the batch check. */
export type CheckState =
  | { kind: 'checking' }
  | { kind: 'checked'; check: PhotoCheck }
  /** The server could not read the file: it stays out of the batch. */
  | { kind: 'unreadable'; message: string }
  /** The check's request failed (rate limit, network): the photo may still be sent. */
  | { kind: 'unchecked' };

/** A check answer belongs to one photo under one set of choices (the style does not change it). */
export function checkKey(photoId: string, choices: BatchChoices): string {
  return [photoId, choices.platform, choices.scenarioType, choices.scenarioId ?? ''].join('|');
}

/** The photos that can go to the batch: sendable files the check did not find unreadable. */
export function photosToSend(photos: readonly MenuPhoto[], stateOf: (photo: MenuPhoto) => CheckState | undefined): MenuPhoto[] {
  return photos.filter((photo) => photo.problem === null && stateOf(photo)?.kind !== 'unreadable');
}

/** What the user's credits do for a menu of `count` photos, told before anything is spent. */
export type CreditPlan =
  | { kind: 'unlimited' }
  | { kind: 'none' }
  /** Every photo is paid for. */
  | { kind: 'all'; cost: number }
  /** The first `made` photos are made; the rest are left out, free. */
  | { kind: 'partial'; made: number; total: number };

export function creditPlan(credits: Credits, count: number): CreditPlan {
  if (credits.unlimited) return { kind: 'unlimited' };
  if (credits.remaining <= 0) return { kind: 'none' };
  if (credits.remaining >= count) return { kind: 'all', cost: count };
  return { kind: 'partial', made: credits.remaining, total: count };
}

/** The credits the generate button names (what the photos will cost): null for unlimited users, nothing to count. */
export function planCost(plan: CreditPlan | null, count: number): number | null {
  if (!plan) return count;
  switch (plan.kind) {
    case 'unlimited':
      return null;
    case 'none':
    case 'all':
      return count;
    case 'partial':
      return plan.made;
  }
}

/** A failed photo whose credit came back ("crédito devolvido"), as opposed to one never charged. */
export function isRefunded(item: Pick<BatchItem, 'status' | 'error'>): boolean {
  return item.status === 'failed' && item.error?.refunded === true;
}

/** Rough time the server takes to build one dish's nine-file kit (the zip of kits is built on request). */
export const KIT_SECONDS_PER_DISH = 10;

export type ZipChoice = { value: string; label: string };

/** The destinations of "Baixar tudo (.zip)" that hold one file of each dish's kit. */
export const ZIP_DESTINATIONS: readonly ZipChoice[] = KIT_DESTINATIONS.map((destination) => ({
  value: destination.file.replace(/\.jpg$/, ''),
  label: destination.label,
}));

/** Local file name of a finished photo: "foto-pro-frango-assado.png". */
export function photoFileName(filename: string): string {
  const base = filename.replace(/\.[^./\\]*$/, '').replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'prato';
  return `foto-pro-${base}.png`;
}
