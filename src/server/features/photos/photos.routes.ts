// POST /api/photos/enhance — multipart photo + platform, style, scenarioType, scenarioId?.
// POST /api/photos/check — the same multipart, no charge: what enhance will do with it (cut-out onto
// the scenario or in place, and why) and the photo's quality warnings.
import type { FastifyInstance } from 'fastify';
import { PHOTO_MAX_BYTES } from '../../../shared/constants.ts';
import { MSG } from '../../../shared/messages.ts';
import { EnhancePhotoFieldsSchema } from '../../../shared/schemas/photos.schema.ts';
import type { Config } from '../../config.ts';
import { badRequest } from '../../http-errors.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { generationRateLimit, photoCheckRateLimit } from '../../plugins/generation-limit.ts';
import { readMultipart } from '../../plugins/multipart.ts';
import { parseIdempotencyKey } from '../idempotency/idempotency.service.ts';
import { checkPhoto, enhancePhoto, type PhotoDeps } from './photos.service.ts';

export async function photosRoutes(app: FastifyInstance, opts: { deps: PhotoDeps; config: Config }) {
  app.post(
    '/api/photos/enhance',
    {
      preHandler: app.requireUser,
      config: { rateLimit: generationRateLimit(opts.config) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const idempotencyKey = parseIdempotencyKey(request.headers['idempotency-key']);
      if (!request.isMultipart()) throw badRequest(MSG.photoRequired, 'photo_required');
      const body = await readMultipart(request, PHOTO_MAX_BYTES, MSG.photoTooLarge);
      const photo = body.files.get('photo');
      const fields = EnhancePhotoFieldsSchema.parse(body.fields);
      if (!photo || photo.bytes.length === 0) throw badRequest(MSG.photoRequired, 'photo_required');
      const result = await enhancePhoto(opts.deps, {
        userId: user.id,
        photo: { bytes: photo.bytes, filename: photo.filename },
        fields,
        idempotencyKey,
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(result.status).send(result.body);
    },
  );

  app.post(
    '/api/photos/check',
    {
      preHandler: app.requireUser,
      config: { rateLimit: photoCheckRateLimit(opts.config) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw badRequest(MSG.photoRequired, 'photo_required');
      const body = await readMultipart(request, PHOTO_MAX_BYTES, MSG.photoTooLarge);
      const photo = body.files.get('photo');
      const fields = EnhancePhotoFieldsSchema.parse(body.fields);
      if (!photo || photo.bytes.length === 0) throw badRequest(MSG.photoRequired, 'photo_required');
      const result = await checkPhoto(opts.deps, { userId: user.id, photo: { bytes: photo.bytes, filename: photo.filename }, fields });
      return reply.status(200).send(result);
    },
  );
}
