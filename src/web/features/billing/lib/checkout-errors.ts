import { ApiError } from '../../../lib/api-client';

const SESSION_ERROR = /Unauthorized|JWT|Authentication failed/i;

/** True when a checkout failed because the session is gone (401, or the provider said so). */
export function isSessionError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  return error instanceof Error && SESSION_ERROR.test(error.message);
}
