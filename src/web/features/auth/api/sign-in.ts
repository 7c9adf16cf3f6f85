import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Login } from '../../../../shared/schemas/auth.schema';
import { MSG } from '../../../../shared/messages';
import { api, ApiError } from '../../../lib/api-client';
import { onSignedIn } from '../../../lib/auth';

export function signIn(input: Login): Promise<unknown> {
  return api.post('/api/auth/sign-in/email', input);
}

/** Signs in with e-mail and password, then reloads the session (credits, admin status). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => onSignedIn(queryClient),
  });
}

/** The toast text for a failed sign-in. */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.loginError;
  if (error.status === 401) return MSG.invalidCredentials;
  return error.serverMessage ?? MSG.loginError;
}
