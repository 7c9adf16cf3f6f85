// /api/admin/* — the back-office's API. One guard on the whole prefix (anonymous 401, signed-in
// non-admin 403), run before anything is parsed or validated; every write records its admin.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminTemplateSchema,
  TEMPLATE_EXAMPLES_PER_UPLOAD,
  TemplateCreateSchema,
  TemplateUpdateSchema,
  AdminCreationDetailSchema,
  AdminCreationsPageSchema,
  AdminCreationsQuerySchema,
  AdminPhotosPageSchema,
  AdminPhotosQuerySchema,
  AdminPhotoStatsSchema,
  AdminScenarioSchema,
  AdminStatsSchema,
  IdParamsSchema,
  SCENARIO_THUMBNAIL_MAX_BYTES,
  ScenarioFormSchema,
  ToggleActiveSchema,
  UpdateUserCreditsSchema,
  PromoteResultSchema,
  UploadedFileSchema,
  UserCreditsListSchema,
  UserCreditsQuerySchema,
  UserIdParamsSchema,
} from '../../../shared/schemas/admin.schema.ts';
import { CreditsSchema } from '../../../shared/schemas/me.schema.ts';
import { TEMPLATE_IMAGE_MAX_BYTES } from '../../../shared/constants.ts';
import { MSG } from '../../../shared/messages.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { badRequest } from '../../http-errors.ts';
import { errorResponses, fileField, multipartBody } from '../../http-contract.ts';
import { currentUser } from '../../plugins/auth.plugin.ts';
import { readMultipart } from '../../plugins/multipart.ts';
import { listAllScenarios, listAllTemplates } from '../catalogue/catalogue.service.ts';
import { listBalances } from '../credits/credits.service.ts';
import { listPhotosForAdmin, photoStatsForAdmin } from '../photos/photos.service.ts';
import {
  addTemplateExamplesAs,
  createScenarioAs,
  createTemplateAs,
  creationDetail,
  creationsPage,
  deleteTemplateAs,
  deleteCreationAs,
  deletePhotoAs,
  generateTemplateExampleAs,
  getStats,
  resetUserCredits,
  storeScenarioThumbnail,
  updateScenarioAs,
  updateTemplateAs,
  updateUserCredits,
  type AdminDeps,
} from './admin.service.ts';
import { adminTrainingRoutes } from './admin-training.routes.ts';
import { promoteCreationAs } from './admin-training.service.ts';

export const ADMIN_PREFIX = '/api/admin';

const ExamplesUpload = multipartBody(
  z.object({ images: z.array(fileField('An example image: JPG, PNG or WEBP, up to 5 MB')).min(1).max(TEMPLATE_EXAMPLES_PER_UPLOAD) }),
);
const ThumbnailUpload = multipartBody(z.object({ file: fileField('The thumbnail: JPG, PNG or WEBP, up to 2 MB') }));

export const adminRoutes: FastifyPluginAsyncZod<{ deps: AdminDeps & { storage: Storage } }> = async (app, opts) => {
  const { deps } = opts;
  const { db } = deps;
  app.addHook('onRequest', app.requireAdmin);
  await app.register(adminTrainingRoutes, { deps });
  const admin = (request: FastifyRequest) => currentUser(request).id;
  const doc = (tags: string[], summary: string) => ({ tags, summary, security: [{ session: [] }] });
  const guarded = errorResponses(401, 403);

  app.get('/stats', { schema: { ...doc(['admin'], 'Dashboard: creations, active templates, training examples, average rating'), response: { 200: AdminStatsSchema, ...guarded } } }, async () =>
    getStats(db),
  );

  // ---- user credits
  const credits = ['admin: user credits'];
  app.get(
    '/user-credits',
    {
      schema: {
        ...doc(credits, 'Accounts with their balances (search by e-mail or name) and the three counters'),
        querystring: UserCreditsQuerySchema,
        response: { 200: UserCreditsListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listBalances(db, request.query.search),
  );
  app.put(
    '/user-credits/:userId',
    {
      schema: {
        ...doc(credits, '"Editar": set a balance, or unlimited (999999)'),
        params: UserIdParamsSchema,
        body: UpdateUserCreditsSchema,
        response: { 200: CreditsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateUserCredits(deps, admin(request), request.params.userId, request.body),
  );
  app.post(
    '/user-credits/:userId/reset',
    {
      schema: {
        ...doc(credits, '"Resetar": 3 credits, unlimited off'),
        params: UserIdParamsSchema,
        response: { 200: CreditsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => resetUserCredits(deps, admin(request), request.params.userId),
  );

  // ---- scenarios
  const scenarios = ['admin: scenarios'];
  app.get('/scenarios', { schema: { ...doc(scenarios, 'Every scenario, active or not, by display order'), response: { 200: z.array(AdminScenarioSchema), ...guarded } } }, async () =>
    listAllScenarios(db),
  );
  app.post(
    '/scenarios',
    { schema: { ...doc(scenarios, '"Novo Cenário"'), body: ScenarioFormSchema, response: { 201: AdminScenarioSchema, ...errorResponses(400, 401, 403) } } },
    async (request, reply) => reply.status(201).send(await createScenarioAs(deps, admin(request), request.body)),
  );
  app.put(
    '/scenarios/:id',
    {
      schema: {
        ...doc(scenarios, 'Edit a scenario'),
        params: IdParamsSchema,
        body: ScenarioFormSchema,
        response: { 200: AdminScenarioSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateScenarioAs(deps, admin(request), request.params.id, request.body),
  );
  app.patch(
    '/scenarios/:id/active',
    {
      schema: {
        ...doc(scenarios, 'Ativar / Desativar'),
        params: IdParamsSchema,
        body: ToggleActiveSchema,
        response: { 200: AdminScenarioSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateScenarioAs(deps, admin(request), request.params.id, { isActive: request.body.isActive }, 'scenario.toggle'),
  );
  app.post(
    '/scenarios/thumbnail',
    {
      validatorCompiler: ThumbnailUpload.validatorCompiler,
      schema: {
        ...doc(scenarios, 'Upload a thumbnail; answers the URL to put in the form'),
        ...ThumbnailUpload.schema,
        response: { 201: UploadedFileSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(MSG.notAnImage, 'file_required');
      const body = await readMultipart(request, SCENARIO_THUMBNAIL_MAX_BYTES, MSG.scenarioThumbnailTooLarge);
      const file = body.files.get('file');
      if (!file || file.bytes.length === 0) throw badRequest(MSG.notAnImage, 'file_required');
      return reply.status(201).send(await storeScenarioThumbnail(deps, admin(request), file.bytes));
    },
  );

  // ---- enhanced photos
  const photos = ['admin: enhanced photos'];
  app.get(
    '/enhanced-photos/stats',
    { schema: { ...doc(photos, 'The four cards (total, average processing time, top platform, average rating) and the filter values'), response: { 200: AdminPhotoStatsSchema, ...guarded } } },
    async () => photoStatsForAdmin(db),
  );
  app.get(
    '/enhanced-photos',
    {
      schema: {
        ...doc(photos, 'Every user\'s enhanced photos, newest first, 20 a page, filtered by platform and style'),
        querystring: AdminPhotosQuerySchema,
        response: { 200: AdminPhotosPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listPhotosForAdmin(deps, request.query),
  );
  app.delete(
    '/enhanced-photos/:id',
    {
      schema: {
        ...doc(photos, '"Deletar": the photo, its files and its ratings'),
        params: IdParamsSchema,
        response: { 204: z.undefined().describe('Deleted'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePhotoAs(deps, admin(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // ---- creations
  const arts = ['admin: creations'];
  app.get(
    '/creations',
    {
      schema: {
        ...doc(arts, "Every user's arts, newest first, 20 a page; `search` looks in all descriptions (any case)"),
        querystring: AdminCreationsQuerySchema,
        response: { 200: AdminCreationsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => creationsPage(deps, request.query),
  );
  app.get(
    '/creations/:id',
    { schema: { ...doc(arts, "An art with its owner's rating details"), params: IdParamsSchema, response: { 200: AdminCreationDetailSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => creationDetail(deps, request.params.id),
  );
  app.delete(
    '/creations/:id',
    { schema: { ...doc(arts, '"Excluir": the art, its files and its ratings'), params: IdParamsSchema, response: { 204: z.undefined().describe('Deleted'), ...errorResponses(401, 403, 404) } } },
    async (request, reply) => {
      await deleteCreationAs(deps, admin(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/creations/:id/promote',
    {
      schema: {
        ...doc(arts, '"Promover para Treinamento" (a second promotion returns the same example)'),
        params: IdParamsSchema,
        response: { 200: PromoteResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => promoteCreationAs(deps, admin(request), request.params.id),
  );

  // ---- templates
  const templates = ['admin: templates'];
  app.get('/templates', { schema: { ...doc(templates, 'Every template, active or not, newest first'), response: { 200: z.array(AdminTemplateSchema), ...guarded } } }, async () =>
    listAllTemplates(db),
  );
  app.post(
    '/templates',
    { schema: { ...doc(templates, '"Novo Template" (active, unused, no examples yet)'), body: TemplateCreateSchema, response: { 201: AdminTemplateSchema, ...errorResponses(400, 401, 403) } } },
    async (request, reply) => reply.status(201).send(await createTemplateAs(deps, admin(request), request.body)),
  );
  app.put(
    '/templates/:id',
    {
      schema: { ...doc(templates, 'Edit a template'), params: IdParamsSchema, body: TemplateUpdateSchema, response: { 200: AdminTemplateSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => updateTemplateAs(deps, admin(request), request.params.id, request.body),
  );
  app.patch(
    '/templates/:id/active',
    { schema: { ...doc(templates, 'Ativar / Desativar'), params: IdParamsSchema, body: ToggleActiveSchema, response: { 200: AdminTemplateSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => updateTemplateAs(deps, admin(request), request.params.id, { isActive: request.body.isActive }, 'template.toggle'),
  );
  app.delete(
    '/templates/:id',
    { schema: { ...doc(templates, '"Excluir": the template and its stored example images'), params: IdParamsSchema, response: { 204: z.undefined().describe('Deleted'), ...errorResponses(401, 403, 404) } } },
    async (request, reply) => {
      await deleteTemplateAs(deps, admin(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/templates/:id/examples',
    {
      validatorCompiler: ExamplesUpload.validatorCompiler,
      schema: {
        ...doc(templates, '"Upload Imagens": example images appended to the template (multipart `images`, several)'),
        params: IdParamsSchema,
        ...ExamplesUpload.schema,
        response: { 200: AdminTemplateSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(MSG.templateExamplesRequired, 'images_required');
      const body = await readMultipart(request, TEMPLATE_IMAGE_MAX_BYTES, MSG.artImageTooLarge, TEMPLATE_EXAMPLES_PER_UPLOAD);
      const images = body.allFiles.filter((file) => file.bytes.length > 0).map((file) => file.bytes);
      if (images.length === 0) throw badRequest(MSG.templateExamplesRequired, 'images_required');
      return addTemplateExamplesAs(deps, admin(request), request.params.id, images);
    },
  );
  app.post(
    '/templates/:id/example',
    {
      schema: {
        ...doc(templates, '"Gerar exemplo": the art engine renders the template with sample texts; appended to the examples'),
        params: IdParamsSchema,
        response: { 200: AdminTemplateSchema, ...errorResponses(401, 403, 404, 503, 504) },
      },
    },
    async (request) => generateTemplateExampleAs(deps, admin(request), request.params.id),
  );
};
