// POST /api/copy/suggest — title, description and CTA for the Templates wizard's step 3.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CopySuggestionSchema, CopySuggestSchema } from '../../../shared/schemas/copy.schema.ts';
import type { LlmCopywriter } from '../../adapters/ai/copy-llm.ts';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../http-contract.ts';
import { rateLimits } from '../../plugins/rate-limits.ts';
import { suggestTemplateCopy } from './copy.service.ts';

export const copyRoutes: FastifyPluginAsyncZod<{ db: Db; llm: LlmCopywriter | null }> = async (app, opts) => {
  app.post(
    '/api/copy/suggest',
    {
      preValidation: app.requireUser,
      config: rateLimits.copySuggestion(),
      schema: {
        summary: 'AI-suggested title, description and call to action for a template (no credit)',
        tags: ['arts'],
        security: [{ session: [] }],
        body: CopySuggestSchema,
        response: { 200: CopySuggestionSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      suggestTemplateCopy(opts.db, opts.llm, request.body, (error) => request.log.warn({ err: error }, 'copy LLM failed; local copywriter used')),
  );
};
