// POST /api/photos/enhance — multipart photo (or the pre-check's uploadToken) + platform, style,
// scenarioType, scenarioId?.
// POST /api/photos/check — the same multipart (the photo or its token), no charge: what enhance will do
// with it (cut-out onto the scenario or in place, and why), the photo's quality warnings, and the token
// that names the photo to enhance so it is not uploaded twice.
// POST /api/photos/uploads — the photo alone, as soon as it is chosen: its token, for the other two.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PHOTO_MAX_BYTES } from '../../../shared/constants.ts';
import { MSG } from '../../../shared/messages.ts';
import {
  EnhancePhotoFieldsObject,
  EnhancePhotoFieldsSchema,
  EnhancePhotoResponseSchema,
  PhotoCheckResponseSchema,
  PhotoUploadResponseSchema,
  UploadTokenFieldObject,
} from '../../../shared/schemas/photos.schema.ts';
import type { Config } from '../../config.ts';
import { badRequest } from '../../http-errors.ts';
import { errorResponses, fileField, multipartBody } from '../../http-contract.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { readMultipart } from '../../plugins/multipart.ts';
import { photoLookLimit, rateLimits } from '../../plugins/rate-limits.ts';
import { IdempotencyKeyHeaderSchema } from '../idempotency/idempotency.service.ts';
import {
  PHOTO_BATCH_CHECK_MAX,
  PHOTO_BATCH_MAX,
  PhotoBatchCheckResponseSchema,
  PhotoBatchCreatedSchema,
  PhotoBatchParamsSchema,
  PhotoBatchStatusSchema,
  PhotoBatchZipQuerySchema,
} from '../../../shared/schemas/photo-batch.schema.ts';
import { startBatchRunner, type BatchRunner } from './photo-batch.runner.ts';
import { batchStatus, batchZip, checkBatch, createBatch, type BatchFile } from './photo-batch.service.ts';
import { photoKit } from './photo-kit.service.ts';
import { checkPhoto, enhancePhoto, uploadPhoto, type PhotoDeps } from './photos.service.ts';

const TAGS = ['photos'];
const PHOTO_FILE = 'The dish photo: JPEG, PNG or WebP, up to 10 MB';
const PhotoOnly = multipartBody(z.object({ photo: fileField(PHOTO_FILE) }));
const PhotoUpload = multipartBody(
  EnhancePhotoFieldsObject.extend({ photo: fileField(`${PHOTO_FILE}; or, instead, \`uploadToken\``).optional(), ...UploadTokenFieldObject.shape }),
);

/** The multipart body of a Foto Pro request: its text fields and its file `photo`, if one was sent. */
async function readPhotoMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(MSG.photoRequired, 'photo_required');
  const body = await readMultipart(request, PHOTO_MAX_BYTES, MSG.photoTooLarge);
  const file = body.files.get('photo');
  return { rawFields: body.fields, photo: file && file.bytes.length > 0 ? { bytes: file.bytes, filename: file.filename } : null };
}

/** The multipart body of a Foto Pro request, its text fields checked. */
async function readPhotoBody(request: FastifyRequest) {
  const { rawFields, photo } = await readPhotoMultipart(request);
  return { fields: EnhancePhotoFieldsSchema.parse(rawFields), rawFields, photo };
}

/** The photo (the file, or the token of its earlier upload) and the checked fields of a check or an enhancement. */
async function readPhotoUpload(request: FastifyRequest) {
  const { photo, fields, rawFields } = await readPhotoBody(request);
  const { uploadToken } = UploadTokenFieldObject.parse(rawFields);
  if (photo && uploadToken) throw badRequest(MSG.photoOrUploadToken, 'photo_or_upload_token');
  if (uploadToken) return { photo: { uploadToken }, fields };
  if (!photo) throw badRequest(MSG.photoRequired, 'photo_required');
  return { photo, fields };
}

/** A batch's files together: 30 browser-sized photos are ~10 MB; an API client's full-size ones may be more. */
const BATCH_MAX_TOTAL_BYTES = 80 * 1024 * 1024;
const PhotoBatchUpload = multipartBody(EnhancePhotoFieldsObject.extend({ photos: fileField(`${PHOTO_FILE}; the field repeated once per photo`) }));

/** A batch request's photos (`photos`, repeated) and checked fields; `max` photos at most. */
async function readBatchBody(request: FastifyRequest, max: number): Promise<{ photos: BatchFile[]; fields: ReturnType<typeof EnhancePhotoFieldsSchema.parse> }> {
  if (!request.isMultipart()) throw badRequest(MSG.batchPhotosRequired, 'photos_required');
  const tooMany = max === PHOTO_BATCH_MAX ? MSG.batchTooMany : `Envie no máximo ${max} fotos por verificação.`;
  const body = await readMultipart(request, PHOTO_MAX_BYTES, MSG.photoTooLarge, max, { maxTotalBytes: BATCH_MAX_TOTAL_BYTES, tooManyMessage: tooMany });
  const fields = EnhancePhotoFieldsSchema.parse(body.fields);
  const photos = body.allFiles.filter((file) => file.fieldname === 'photos' && file.bytes.length > 0).map((file) => ({ bytes: file.bytes, filename: file.filename }));
  if (photos.length === 0) throw badRequest(MSG.batchPhotosRequired, 'photos_required');
  if (photos.length > max) throw badRequest(tooMany, 'too_many_files');
  return { photos, fields };
}

export const photosRoutes: FastifyPluginAsyncZod<{ deps: PhotoDeps; config: Config }> = async (app, opts) => {
  // The early upload and the pre-check share one budget (RATE_LIMIT_PHOTO_CHECK_PER_MINUTE).
  const lookLimit = photoLookLimit(app, opts.config);
  // "Cardápio inteiro": this process's batch runner, started when the app is ready, stopped on close.
  let runner: BatchRunner | null = null;
  const leaseId = opts.deps.leaseId;
  if (leaseId) {
    app.addHook('onReady', async () => {
      runner = startBatchRunner({ ...opts.deps, leaseId }, { log: app.log });
    });
    app.addHook('onClose', async () => {
      await runner?.stop();
    });
  }
  const batchDeps = { ...opts.deps, runner: { kick: () => runner?.kick() } };
  app.post(
    '/api/photos/enhance',
    {
      preValidation: app.requireUser,
      config: rateLimits.generation(opts.config),
      validatorCompiler: PhotoUpload.validatorCompiler,
      schema: {
        summary: 'Foto Pro: enhance a dish photo (one credit; refunded if it fails)',
        description:
          "Send the file `photo`, or the pre-check's `uploadToken` (POST /api/photos/check): then the photo is not uploaded again. An unknown, expired or another user's token answers 400 `upload_expired` and charges nothing.",
        tags: TAGS,
        security: [{ session: [] }],
        ...PhotoUpload.schema,
        headers: IdempotencyKeyHeaderSchema,
        response: {
          201: EnhancePhotoResponseSchema,
          ...errorResponses(400, 401, 402, 403, 409, 413, 415, 429, 500, 502, 503, 504),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const idempotencyKey = request.headers['idempotency-key'];
      const upload = await readPhotoUpload(request);
      const result = await enhancePhoto(opts.deps, { userId: user.id, ...upload, idempotencyKey });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(result.status as 201).send(result.body);
    },
  );

  app.post(
    '/api/photos/check',
    {
      preValidation: app.requireUser,
      preHandler: lookLimit,
      validatorCompiler: PhotoUpload.validatorCompiler,
      schema: {
        summary: 'Foto Pro pre-check (free): cut-out or in place, the warnings to show before paying, and a token naming the photo for enhance',
        tags: TAGS,
        security: [{ session: [] }],
        ...PhotoUpload.schema,
        response: { 200: PhotoCheckResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 500, 503, 504) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return checkPhoto(opts.deps, { userId: user.id, ...(await readPhotoUpload(request)) });
    },
  );

  app.post(
    '/api/photos/uploads',
    {
      preValidation: app.requireUser,
      preHandler: lookLimit,
      validatorCompiler: PhotoOnly.validatorCompiler,
      schema: {
        summary: 'Foto Pro: upload the photo alone, as soon as it is chosen (free); the check and enhance then name it by its token',
        description:
          "Answers `uploadToken`, to send to POST /api/photos/check and POST /api/photos/enhance instead of the file, until `uploadExpiresAt` (15 minutes). Only this user can use it.",
        tags: TAGS,
        security: [{ session: [] }],
        ...PhotoOnly.schema,
        response: { 201: PhotoUploadResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { photo } = await readPhotoMultipart(request);
      if (!photo) throw badRequest(MSG.photoRequired, 'photo_required');
      return reply.status(201).send(await uploadPhoto(opts.deps, user.id, photo));
    },
  );

  app.get(
    '/api/photos/:id/kit',
    {
      preValidation: app.requireUser,
      // It runs the engine nine times (free): counted with the generations.
      config: rateLimits.generation(opts.config),
      schema: {
        summary: 'Foto Pro: the export kit — a zip with the photo framed for every platform (no credit)',
        description:
          'One JPEG per destination (iFood 4:3, Uber Eats 5:4, DoorDash 16:9, Instagram 4:5, 3:4 and 1:1, stories 9:16, WhatsApp catalogue 1:1, Google 4:3) and a README.txt saying which goes where. Built on the first request, then kept. The photo\'s owner or an admin.',
        tags: TAGS,
        security: [{ session: [] }],
        params: z.object({ id: z.string().max(100) }),
        response: { 200: fileField('application/zip: the kit'), ...errorResponses(401, 404, 409, 429, 500, 503, 504) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const kit = await photoKit(opts.deps, { userId: user.id, photoId: request.params.id });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${kit.filename}"`)
        .header('cache-control', 'private, no-store')
        .header('x-kit-cached', String(kit.cached))
        .send(kit.zip);
    },
  );

  app.post(
    '/api/photos/batch/check',
    {
      preValidation: app.requireUser,
      preHandler: lookLimit,
      validatorCompiler: PhotoBatchUpload.validatorCompiler,
      schema: {
        summary: `"Cardápio inteiro" pre-check (free): what enhance will do with each of up to ${PHOTO_BATCH_CHECK_MAX} photos`,
        description:
          'The same answer as POST /api/photos/check for each photo, in the order sent (nothing is staged or charged); a file that is no image we read gets its `error` and the others are still checked. A menu is sent in chunks, so each card turns as its chunk is answered; each request counts once against the pre-check rate limit.',
        tags: TAGS,
        security: [{ session: [] }],
        ...PhotoBatchUpload.schema,
        response: { 200: PhotoBatchCheckResponseSchema, ...errorResponses(400, 401, 403, 413, 429, 500, 503, 504) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = await readBatchBody(request, PHOTO_BATCH_CHECK_MAX);
      return checkBatch(opts.deps, { userId: user.id, ...body });
    },
  );

  app.post(
    '/api/photos/batch',
    {
      preValidation: app.requireUser,
      config: rateLimits.generation(opts.config),
      validatorCompiler: PhotoBatchUpload.validatorCompiler,
      schema: {
        summary: `"Cardápio inteiro": enhance up to ${PHOTO_BATCH_MAX} dish photos in one consistent look (one credit per photo made)`,
        description:
          'Answers 202 at once; the photos are made in the background (GET /api/photos/batch/{batchId}). The first `accepted` photos (in the order sent) are the ones the credits pay for; the others are items failed with `no_credits`, not charged. Each photo is charged when it is made and refunded if it fails. 402 when no credit remains.',
        tags: TAGS,
        security: [{ session: [] }],
        ...PhotoBatchUpload.schema,
        headers: IdempotencyKeyHeaderSchema,
        response: { 202: PhotoBatchCreatedSchema, ...errorResponses(400, 401, 402, 403, 409, 413, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = await readBatchBody(request, PHOTO_BATCH_MAX);
      const result = await createBatch(batchDeps, { userId: user.id, ...body, idempotencyKey: request.headers['idempotency-key'] });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(202).send(result.body);
    },
  );

  app.get(
    '/api/photos/batch/:batchId',
    {
      preValidation: app.requireUser,
      schema: {
        summary: '"Cardápio inteiro": the batch\'s progress, photo by photo',
        tags: TAGS,
        security: [{ session: [] }],
        params: PhotoBatchParamsSchema,
        response: { 200: PhotoBatchStatusSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const status = await batchStatus(opts.deps, { userId: user.id, batchId: request.params.batchId });
      return reply.header('cache-control', 'private, no-store').send(status);
    },
  );

  app.get(
    '/api/photos/batch/:batchId/zip',
    {
      preValidation: app.requireUser,
      // Kits run the engine (free): counted with the generations.
      config: rateLimits.generation(opts.config),
      schema: {
        summary: '"Baixar tudo (.zip)": the finished photos of a batch, one kit destination of each, or every dish\'s kit',
        description:
          '`content=photos` (default): each dish\'s photo as made; `content=kits`: each dish\'s nine-file kit in its own folder (built on demand, about 10 s per dish the first time); a destination (`instagram-4x5`, `ifood-4x3`…): that file of each dish\'s kit.',
        tags: TAGS,
        security: [{ session: [] }],
        params: PhotoBatchParamsSchema,
        querystring: PhotoBatchZipQuerySchema,
        response: { 200: fileField('application/zip'), ...errorResponses(400, 401, 404, 409, 429, 500, 503, 504) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const zip = await batchZip(opts.deps, { userId: user.id, batchId: request.params.batchId, content: request.query.content });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${zip.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(zip.zip);
    },
  );
};
