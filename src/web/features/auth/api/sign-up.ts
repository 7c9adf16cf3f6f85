import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpBody, SignupForm } from '../../../../shared/schemas/auth.schema';
import { MSG } from '../../../../shared/messages';
import { api, ApiError } from '../../../lib/api-client';
import { onSignedIn } from '../../../lib/auth';

/** better-auth's sign-up body: the full name travels as `name`. */
export function toSignUpBody(form: SignupForm): SignUpBody {
  return { name: form.fullName, email: form.email, password: form.password, whatsapp: form.whatsapp };
}

export function signUp(body: SignUpBody): Promise<unknown> {
  return api.post('/api/auth/sign-up/email', body);
}

/** Creates the account (the server signs it in and grants the free credits), then reloads the session. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => onSignedIn(queryClient),
  });
}

const EMAIL_TAKEN_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

/** The toast text for a failed sign-up. */
export function signUpErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.signupError;
  if (error.status === 409 || EMAIL_TAKEN_CODES.has(error.code)) return MSG.emailTaken;
  return error.serverMessage ?? MSG.signupError;
}
