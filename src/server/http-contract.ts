// Building blocks of the route schemas (plugins/api-contract.plugin.ts): the shared error body for
// each status a route can answer, and multipart bodies, which are documented by their schema but read
// as a stream by the handler (plugins/multipart.ts), which checks the fields with the same schema.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../shared/schemas/me.schema.ts';

/** What each error status means in this API (spec: ARCHITECTURE §4). */
const ERROR_MEANINGS = {
  400: 'Invalid input: `message` says what to fix',
  401: 'Not signed in',
  402: 'No credits left',
  403: 'Not allowed (not an admin, or a foreign Origin)',
  404: 'Not found (or not yours)',
  409: 'Conflict: the same request is in progress, or the state forbids it',
  413: 'File too large',
  415: 'Not a supported image',
  429: 'Too many requests: wait a minute',
  500: 'Unexpected failure (a charged credit is refunded)',
  502: 'An upstream provider failed',
  503: 'Busy: try again after `Retry-After` seconds',
  504: 'The engine took too long (the credit is refunded)',
} as const;
export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** `{ error, message }` for each given status, described, for a route's `response`. */
export function errorResponses(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, z.ZodType>> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema.describe(ERROR_MEANINGS[status])]));
}

/** A file field of a multipart body, for the document. */
export const fileField = (description: string) => z.file().describe(description);

/** The body of a multipart route stays a stream for the handler; the other parts are validated. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route's compiler is typed by its own schema
export const multipartValidator: FastifySchemaCompiler<any> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route);

/** The `schema` fields and route options of a multipart route whose body is `body`. */
export function multipartBody(body: z.ZodType) {
  return { schema: { consumes: ['multipart/form-data'], body }, validatorCompiler: multipartValidator };
}
