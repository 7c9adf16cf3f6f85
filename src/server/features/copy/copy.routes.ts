// POST /api/copy/suggest — title, description and CTA for the Templates wizard's step 3.
import type { FastifyInstance } from 'fastify';
import { CopySuggestSchema } from '../../../shared/schemas/copy.schema.ts';
import type { LlmCopywriter } from '../../adapters/ai/copy-llm.ts';
import type { Db } from '../../db/client.ts';
import { suggestTemplateCopy } from './copy.service.ts';

const MINUTE_MS = 60_000;
const SUGGESTIONS_PER_MINUTE = 30;

export async function copyRoutes(app: FastifyInstance, opts: { db: Db; llm: LlmCopywriter | null }) {
  app.post(
    '/api/copy/suggest',
    { preHandler: app.requireUser, config: { rateLimit: { max: SUGGESTIONS_PER_MINUTE, timeWindow: MINUTE_MS } } },
    async (request) => {
      const input = CopySuggestSchema.parse(request.body ?? {});
      return suggestTemplateCopy(opts.db, opts.llm, input, (error) => request.log.warn({ err: error }, 'copy LLM failed; local copywriter used'));
    },
  );
}
