// /api/admin/training-examples — "Dados de Treinamento". Registered inside adminRoutes, under its guard.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  ToggleActiveSchema,
  TRAINING_FILES,
  TRAINING_IMAGE_MAX_BYTES,
  TrainingCreateFieldsSchema,
  TrainingExampleSchema,
  TrainingListQuerySchema,
  TrainingListSchema,
  TrainingUpdateSchema,
} from '../../../shared/schemas/admin.schema.ts';
import { MSG } from '../../../shared/messages.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { badRequest } from '../../http-errors.ts';
import { errorResponses, fileField, multipartBody } from '../../http-contract.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { readMultipart } from '../../plugins/multipart.ts';
import type { AdminDeps } from './admin.service.ts';
import { createTrainingExampleAs, deleteTrainingExampleAs, listTrainingExamples, setTrainingActiveAs, updateTrainingExampleAs } from './admin-training.service.ts';

const image = (what: string) => fileField(`${what}: JPG, PNG or WEBP, up to 5 MB`).optional();
const CreateUpload = multipartBody(
  z.object({
    mode: z.enum(['generated', 'external']).describe('"Imagem Gerada" or "Referência Externa"'),
    description: z.string().optional().describe('Required in generated mode'),
    brandColors: z.string().describe('JSON array of colours, hex or rgb(): ["#ff6600","rgb(0, 0, 0)"]'),
    category: z.string().optional(),
    style: z.string().optional(),
    quality: z.string().optional(),
    notes: z.string().optional(),
    logo: image('Generated mode: the logo'),
    product: image('Generated mode: the product photo'),
    art: image('Generated mode: the generated art'),
    image: image('External mode: the reference image'),
  }),
);

/** The files a mode needs, in order; the spec's message when one is missing. */
function requiredImages(mode: unknown, files: Map<string, { bytes: Buffer }>): Buffer[] {
  if (mode !== 'generated' && mode !== 'external') throw badRequest(MSG.trainingModeInvalid);
  const images = TRAINING_FILES[mode].map((name) => files.get(name)?.bytes).filter((bytes): bytes is Buffer => !!bytes && bytes.length > 0);
  if (images.length < TRAINING_FILES[mode].length) throw badRequest(mode === 'generated' ? MSG.trainingImagesRequired : MSG.trainingReferenceRequired, 'images_required');
  return images;
}

export const adminTrainingRoutes: FastifyPluginAsyncZod<{ deps: AdminDeps & { storage: Storage } }> = async (app, { deps }) => {
  const admin = (request: FastifyRequest) => currentUser(request).id;
  const doc = (summary: string) => ({ tags: ['admin: training examples'], summary, security: [{ session: [] }] });

  app.get(
    '/training-examples',
    {
      schema: {
        ...doc('Every example, newest first, filtered Todos / Ativos / Inativos, with the three counts'),
        querystring: TrainingListQuerySchema,
        response: { 200: TrainingListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listTrainingExamples(deps, request.query.status),
  );
  app.post(
    '/training-examples',
    {
      validatorCompiler: CreateUpload.validatorCompiler,
      schema: {
        ...doc('"Novo Exemplo de Treinamento": Imagem Gerada (logo, product, art) or Referência Externa (one image)'),
        ...CreateUpload.schema,
        response: { 201: TrainingExampleSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(MSG.trainingModeInvalid);
      const body = await readMultipart(request, TRAINING_IMAGE_MAX_BYTES, MSG.artImageTooLarge, 4);
      // The spec's order: the images first, then the description and colours.
      const images = requiredImages(body.fields.mode, body.files);
      const fields = TrainingCreateFieldsSchema.parse(body.fields);
      return reply.status(201).send(await createTrainingExampleAs(deps, admin(request), fields, images));
    },
  );
  app.put(
    '/training-examples/:id',
    {
      schema: {
        ...doc('The inline edit: description (when not blank), notes, quality, tags'),
        params: IdParamsSchema,
        body: TrainingUpdateSchema,
        response: { 200: TrainingExampleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateTrainingExampleAs(deps, admin(request), request.params.id, request.body),
  );
  app.patch(
    '/training-examples/:id/active',
    {
      schema: {
        ...doc('Ativar / Desativar'),
        params: IdParamsSchema,
        body: ToggleActiveSchema,
        response: { 200: TrainingExampleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => setTrainingActiveAs(deps, admin(request), request.params.id, request.body.isActive),
  );
  app.delete(
    '/training-examples/:id',
    {
      schema: { ...doc('Excluir: the example and its own images'), params: IdParamsSchema, response: { 204: z.undefined().describe('Deleted'), ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      await deleteTrainingExampleAs(deps, admin(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
