import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { LoginSchema, type Login } from '../../../../shared/schemas/auth.schema';
import { MSG } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { ME_QUERY_KEY, clearSession, getMe, noteSessionStarted, signOut } from '../../../lib/auth';
import { toastFirstFieldError } from '../../../lib/form-errors';
import { formToasts } from '../../../lib/toast';
import { signIn } from '../api/sign-in';

type LoginInput = z.input<typeof LoginSchema>;
const FIELD_ORDER = ['email', 'password'] as const;
const toasts = formToasts('admin-login');

/** Administrator sign-in: only an account with the admin role gets through to /admin. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
      await signIn(values);
      noteSessionStarted();
      const me = await getMe();
      if (me?.isAdmin) {
        queryClient.setQueryData(ME_QUERY_KEY, me);
        toasts.success(MSG.loginSuccess);
        navigate('/admin', { replace: true });
        return;
      }
      toasts.error(MSG.loginError, { description: MSG.notAllowed });
      await signOut().catch(() => undefined);
      clearSession(queryClient);
    } catch (error) {
      if (error instanceof ApiError) {
        const description = error.status === 401 ? MSG.invalidCredentials : (error.serverMessage ?? MSG.tryLater);
        toasts.error(MSG.loginError, { description });
      } else {
        toasts.error(MSG.unexpectedError, { description: MSG.tryLater });
      }
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, toastFirstFieldError(FIELD_ORDER, toasts))} className="grid gap-5" aria-label="Acesso administrativo">
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        placeholder="admin@foodart.com.br"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  );
}
