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

export const photosRoutes: FastifyPluginAsyncZod<{ deps: PhotoDeps; config: Config }> = async (app, opts) => {
  // The early upload and the pre-check share one budget (RATE_LIMIT_PHOTO_CHECK_PER_MINUTE).
  const lookLimit = photoLookLimit(app, opts.config);
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
};
