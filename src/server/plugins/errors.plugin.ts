// Every error leaves the server as `{ error, message }` with a pt-BR message and the right status;
// unknown /api paths are JSON 404s, never the SPA. Errors the router raises before any route runs (a
// malformed `%` escape in the path) get the same shape through `onFrameworkError`.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
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
    // A route schema refused the params, query or body: its first issue carries the pt-BR message.
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ error: 'invalid_input', message: error.validation[0]?.message || MSG.invalidInput });
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, issues: error.cause }, 'response does not match its schema');
      return reply.status(500).send({ error: 'internal', message: MSG.serverError });
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

const CLIENT_ERRORS: Record<string, { status: number; reason: string; error: string; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', error: 'request_timeout', message: MSG.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', error: 'headers_too_large', message: MSG.invalidInput },
};

/**
 * Fastify's `clientErrorHandler`: what the HTTP parser refuses before any route (a body that did not
 * arrive within REQUEST_TIMEOUT_SECONDS, headers too large, malformed HTTP) answers in the same
 * `{ error, message }` shape, in pt-BR, and closes the connection.
 */
export function onClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const known = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, reason: 'Bad Request', error: 'bad_request', message: MSG.invalidInput };
  const body = JSON.stringify({ error: known.error, message: known.message });
  socket.end(
    `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
