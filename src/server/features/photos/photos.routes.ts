// POST /api/photos/enhance — multipart photo + platform, style, scenarioType, scenarioId?.
// POST /api/photos/check — the same multipart, no charge: what enhance will do with it (cut-out onto
// the scenario or in place, and why) and the photo's quality warnings.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES } from '../../../shared/constants.ts';
import { MSG } from '../../../shared/messages.ts';
import { EnhancePhotoFieldsObject, EnhancePhotoFieldsSchema, EnhancePhotoResponseSchema, PhotoCheckResponseSchema } from '../../../shared/schemas/photos.schema.ts';
import type { Config } from '../../config.ts';
import { badRequest } from '../../http-errors.ts';
import { errorResponses, fileField, multipartBody } from '../../http-contract.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { readMultipart } from '../../plugins/multipart.ts';
import { rateLimits } from '../../plugins/rate-limits.ts';
import { IdempotencyKeyHeaderSchema } from '../idempotency/idempotency.service.ts';
import { checkPhoto, enhancePhoto, type PhotoDeps } from './photos.service.ts';

const TAGS = ['photos'];
const PhotoUpload = multipartBody(
  EnhancePhotoFieldsObject.extend({ photo: fileField('The dish photo: JPEG, PNG or WebP, up to 10 MB') }),
);

/** The photo and the checked fields of a Foto Pro upload. */
async function readPhotoUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(MSG.photoRequired, 'photo_required');
  const body = await readMultipart(request, PHOTO_MAX_BYTES, MSG.photoTooLarge);
  const photo = body.files.get('photo');
  const fields = EnhancePhotoFieldsSchema.parse(body.fields);
  if (!photo || photo.bytes.length === 0) throw badRequest(MSG.photoRequired, 'photo_required');
  return { photo: { bytes: photo.bytes, filename: photo.filename }, fields };
}

export const photosRoutes: FastifyPluginAsyncZod<{ deps: PhotoDeps; config: Config }> = async (app, opts) => {
  app.post(
    '/api/photos/enhance',
    {
      preValidation: app.requireUser,
      config: rateLimits.generation(opts.config),
      validatorCompiler: PhotoUpload.validatorCompiler,
      schema: {
        summary: 'Foto Pro: enhance a dish photo (one credit; refunded if it fails)',
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
      config: rateLimits.photoCheck(opts.config),
      validatorCompiler: PhotoUpload.validatorCompiler,
      schema: {
        summary: 'Foto Pro pre-check (free): cut-out or in place, and the warnings to show before paying',
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
};
