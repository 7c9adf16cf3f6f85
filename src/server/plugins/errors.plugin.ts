// Every error leaves the server as `{ error, message }` with a pt-BR message and the right status;
// unknown /api paths are JSON 404s, never the SPA. Errors the router raises before any route runs (a
// malformed `%` escape in the path) get the same shape through `onFrameworkError`.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { firstIssueMessage } from '../../shared/schemas/auth.schema.ts';
import { MSG } from '../../shared/messages.ts';
import { AppError } from '../http-errors.ts';

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send({ error: error.code, message: error.message });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ error: 'invalid_input', message: firstIssueMessage(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: 'rate_limited', message: MSG.tooManyRequests });
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: 'too_large', message: MSG.fileTooLarge });
    }
    if (status === 415) return reply.status(415).send({ error: 'unsupported_media_type', message: MSG.notAnImage });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: error.code ?? 'bad_request', message: MSG.invalidInput });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'internal', message: MSG.serverError });
  });
});

/** Fastify's `frameworkErrors`: a path the router cannot decode (or too long) is bad input, answered without a stack. */
export function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    void reply.status(status).send({ error: 'bad_url', message: MSG.invalidInput });
    return;
  }
  request.log.error({ err: error }, 'router error');
  void reply.status(500).send({ error: 'internal', message: MSG.serverError });
}
