// Errors a service may throw that the error plugin turns into `{ error, message }` with a status.
import { MSG } from '../shared/messages.ts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'invalid_input') => new AppError(400, code, message);
export const unauthorized = (message: string = MSG.loginRequired) => new AppError(401, 'unauthorized', message);
export const noCredits = () => new AppError(402, 'no_credits', MSG.outOfCredits);
export const forbidden = (message: string = MSG.notAllowed) => new AppError(403, 'forbidden', message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const tooLarge = (message: string = MSG.fileTooLarge) => new AppError(413, 'too_large', message);
export const unsupportedMedia = (message: string = MSG.notAnImage) => new AppError(415, 'unsupported_media_type', message);
export const busy = (retryAfterSeconds: number) =>
  new AppError(503, 'engine_busy', MSG.engineBusy, { 'retry-after': String(retryAfterSeconds) });
