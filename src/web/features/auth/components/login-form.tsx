import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { LoginSchema, type Login } from '../../../../shared/schemas/auth.schema';
import { MSG } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toastFirstFieldError } from '../../../lib/form-errors';
import { readReturnTo, returnToNavigation } from '../../../lib/return-to';
import { formToasts } from '../../../lib/toast';
import { signInErrorMessage, useSignIn } from '../api/sign-in';

type LoginInput = z.input<typeof LoginSchema>;
const FIELD_ORDER = ['email', 'password'] as const;
// The two tabs of /auth share their toasts: a sign-up that works clears a failed sign-in's error.
const toasts = formToasts('auth');

/** E-mail and password sign-in for users; goes back where the visitor came from (else home) when it succeeds. */
export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onValid = async (values: Login) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      toasts.error(signInErrorMessage(error));
      return;
    }
    toasts.success(MSG.loginSuccess);
    // Back where the visitor was asked to sign in (the plans, a page behind sign-in), else home.
    navigate(...returnToNavigation(readReturnTo(location.state)));
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, toastFirstFieldError(FIELD_ORDER, toasts))} className="grid gap-5" aria-label="Entrar">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="voce@restaurante.com.br"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="current-password"
        placeholder="••••••"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
