// POST /api/arts/generate — multipart product, logo? + templateId, format, title, price?, description?, cta?.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TEMPLATE_IMAGE_MAX_BYTES } from '../../../shared/constants.ts';
import { MSG } from '../../../shared/messages.ts';
import { GenerateArtFieldsSchema, GenerateArtResponseSchema } from '../../../shared/schemas/arts.schema.ts';
import type { Config } from '../../config.ts';
import { badRequest } from '../../http-errors.ts';
import { errorResponses, fileField, multipartBody } from '../../http-contract.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { readMultipart } from '../../plugins/multipart.ts';
import { rateLimits } from '../../plugins/rate-limits.ts';
import { IdempotencyKeyHeaderSchema } from '../idempotency/idempotency.service.ts';
import { generateArt, type ArtDeps } from './arts.service.ts';

const ArtUpload = multipartBody(
  GenerateArtFieldsSchema.extend({
    product: fileField('The product photo: JPEG, PNG or WebP, up to 5 MB'),
    logo: fileField('The brand logo (optional): PNG, JPEG, WebP or SVG, up to 5 MB').optional(),
  }),
);

export const artsRoutes: FastifyPluginAsyncZod<{ deps: ArtDeps; config: Config }> = async (app, opts) => {
  app.post(
    '/api/arts/generate',
    {
      preValidation: app.requireUser,
      config: rateLimits.generation(opts.config),
      validatorCompiler: ArtUpload.validatorCompiler,
      schema: {
        summary: 'Templates Rápidos: render a promotional post (one credit; refunded if it fails)',
        tags: ['arts'],
        security: [{ session: [] }],
        ...ArtUpload.schema,
        headers: IdempotencyKeyHeaderSchema,
        response: {
          201: GenerateArtResponseSchema,
          ...errorResponses(400, 401, 402, 403, 409, 413, 415, 429, 500, 503, 504),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const idempotencyKey = request.headers['idempotency-key'];
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
      return reply.status(result.status as 201).send(result.body);
    },
  );
};
