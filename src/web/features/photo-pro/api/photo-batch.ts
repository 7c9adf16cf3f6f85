// "Cardápio inteiro" against the server (src/shared/schemas/photo-batch.schema.ts): the free check of
// a chunk of photos, the start of the batch (202, one credit per photo made), its status while the
// wizard polls, and "Baixar tudo (.zip)". Every photo is downsized in the browser before it is sent.
import { queryOptions } from '@tanstack/react-query';
import {
  PhotoBatchCheckResponseSchema,
  PhotoBatchCreatedSchema,
  PhotoBatchStatusSchema,
  type PhotoBatchCheckResponse,
  type PhotoBatchCreated,
  type PhotoBatchStatus,
} from '../../../../shared/schemas/photo-batch.schema';
import { api, ApiError, toApiError } from '../../../lib/api-client';
import { downsizeForUpload } from '../../../lib/downsize-image';
import { postFormWithProgress, postGenerationForm, type GenerationUploadOptions, type UploadOptions } from '../../../lib/upload';
import type { BatchChoices } from '../lib/menu-photos';

const BATCH_PATH = '/api/photos/batch';
const BATCH_CHECK_PATH = '/api/photos/batch/check';
/** How often the wizard asks for a running batch's status. */
export const BATCH_POLL_MS = 1_500;

/** The multipart body of the check and of the batch: the choices first, then each photo (field `photos`, repeated) in order. */
export async function batchFormData(photos: readonly File[], choices: BatchChoices): Promise<FormData> {
  const form = new FormData();
  // The text fields go before the files, so a streaming multipart parser has them when the files arrive.
  form.append('platform', choices.platform);
  form.append('style', choices.style);
  form.append('scenarioType', choices.scenarioType);
  if (choices.scenarioType === 'predefined' && choices.scenarioId) form.append('scenarioId', choices.scenarioId);
  const sent = await Promise.all(photos.map((photo) => downsizeForUpload(photo)));
  for (const photo of sent) form.append('photos', photo, photo.name);
  return form;
}

/** POST /api/photos/batch/check: what enhance will do with each photo (at most PHOTO_BATCH_CHECK_MAX), in order. Free. */
export async function checkPhotoBatch(photos: readonly File[], choices: BatchChoices, options: UploadOptions = {}): Promise<PhotoBatchCheckResponse> {
  return PhotoBatchCheckResponseSchema.parse(await postFormWithProgress<unknown>(BATCH_CHECK_PATH, await batchFormData(photos, choices), options));
}

/** POST /api/photos/batch → 202: the batch is under way; the first `accepted` photos are the ones the credits pay for. */
export async function createPhotoBatch(photos: readonly File[], choices: BatchChoices, options: GenerationUploadOptions): Promise<PhotoBatchCreated> {
  return PhotoBatchCreatedSchema.parse(await postGenerationForm(BATCH_PATH, await batchFormData(photos, choices), options));
}

const batchPath = (batchId: string) => `${BATCH_PATH}/${encodeURIComponent(batchId)}`;

/** GET /api/photos/batch/:batchId: each photo's state. */
export async function getPhotoBatch(batchId: string): Promise<PhotoBatchStatus> {
  return PhotoBatchStatusSchema.parse(await api.get<unknown>(batchPath(batchId)));
}

const STOP_POLLING_STATUSES = new Set([401, 403, 404]);

export const photoBatchQueryKey = (batchId: string) => ['photo-batch', batchId] as const;

/** The batch's status, asked again every `intervalMs` until every photo is done or failed. */
export const photoBatchQueryOptions = (batchId: string, intervalMs: number = BATCH_POLL_MS) =>
  queryOptions({
    queryKey: photoBatchQueryKey(batchId),
    queryFn: () => getPhotoBatch(batchId),
    refetchInterval: (query) => {
      if (query.state.data?.done) return false;
      // A batch that is not (or no longer) this user's, or a lapsed session: asking again will not help.
      const error = query.state.error;
      if (error instanceof ApiError && STOP_POLLING_STATUSES.has(error.status)) return false;
      return intervalMs;
    },
    // A phone that locks its screen comes back to the right state at once.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) => !query.state.data?.done,
  });

/** The file name the server gave (Content-Disposition), else a dated default. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `cardapio-foodart-${Date.now()}.zip`;
}

/** GET /api/photos/batch/:batchId/zip?content=…: the finished photos, one kit destination of each, or every kit. */
export async function fetchPhotoBatchZip(batchId: string, content: string): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetch(`${batchPath(batchId)}/zip?content=${encodeURIComponent(content)}`, { credentials: 'include' });
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as unknown;
    throw toApiError(response.status, data);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}
