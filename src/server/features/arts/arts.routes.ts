// POST /api/arts/generate — multipart product, logo? + templateId, format, title, price?, description?, cta?.
import type { FastifyInstance } from 'fastify';
import { TEMPLATE_IMAGE_MAX_BYTES } from '../../../shared/constants.ts';
import { MSG } from '../../../shared/messages.ts';
import { GenerateArtFieldsSchema } from '../../../shared/schemas/arts.schema.ts';
import type { Config } from '../../config.ts';
import { badRequest } from '../../http-errors.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { generationRateLimit } from '../../plugins/generation-limit.ts';
import { readMultipart } from '../../plugins/multipart.ts';
import { parseIdempotencyKey } from '../idempotency/idempotency.service.ts';
import { generateArt, type ArtDeps } from './arts.service.ts';

export async function artsRoutes(app: FastifyInstance, opts: { deps: ArtDeps; config: Config }) {
  app.post(
    '/api/arts/generate',
    {
      preHandler: app.requireUser,
      config: { rateLimit: generationRateLimit(opts.config) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const idempotencyKey = parseIdempotencyKey(request.headers['idempotency-key']);
      if (!request.isMultipart()) throw badRequest(MSG.artTemplateAndProductRequired, 'product_required');
      const body = await readMultipart(request, TEMPLATE_IMAGE_MAX_BYTES, MSG.artImageTooLarge);
      const product = body.files.get('product');
      // The spec's order: a template and a product first, then the title.
      if (!product || product.bytes.length === 0) throw badRequest(MSG.artTemplateAndProductRequired, 'product_required');
      const fields = GenerateArtFieldsSchema.parse(body.fields);
      const logo = body.files.get('logo');
      const result = await generateArt(opts.deps, {
        userId: user.id,
        product: { bytes: product.bytes, filename: product.filename },
        logo: logo && logo.bytes.length > 0 ? { bytes: logo.bytes, filename: logo.filename } : null,
        fields,
        idempotencyKey,
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(result.status).send(result.body);
    },
  );
}
