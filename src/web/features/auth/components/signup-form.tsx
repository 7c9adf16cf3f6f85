import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { SignupFormSchema, type SignupForm as SignupValues } from '../../../../shared/schemas/auth.schema';
import { MSG } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toastFirstFieldError } from '../../../lib/form-errors';
import { readReturnTo, returnToNavigation } from '../../../lib/return-to';
import { formToasts } from '../../../lib/toast';
import { signUpErrorMessage, toSignUpBody, useSignUp } from '../api/sign-up';

type SignupInput = z.input<typeof SignupFormSchema>;
const FIELD_ORDER = ['fullName', 'email', 'whatsapp', 'password', 'confirmPassword'] as const;
// The two tabs of /auth share their toasts: a sign-in that works clears a failed sign-up's error.
const toasts = formToasts('auth');

/** Account creation; the new user gets the free credits and goes back where they came from (else home). */
export function SignupForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput, unknown, SignupValues>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: { fullName: '', email: '', whatsapp: '', password: '', confirmPassword: '' },
  });

  const onValid = async (values: SignupValues) => {
    try {
      await signUp.mutateAsync(toSignUpBody(values));
    } catch (error) {
      toasts.error(signUpErrorMessage(error));
      return;
    }
    toasts.success(MSG.signupSuccess);
    // Back where the visitor was asked to sign in (the plans, a page behind sign-in), else home.
    navigate(...returnToNavigation(readReturnTo(location.state)));
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid, toastFirstFieldError(FIELD_ORDER, toasts))} className="grid gap-4" aria-label="Cadastrar">
      <TextField
        label="Nome completo"
        autoComplete="name"
        placeholder="Maria da Silva"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
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
        label="WhatsApp"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="(11) 98765-4321"
        error={errors.whatsapp?.message}
        {...register('whatsapp')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Senha"
          type="password"
          autoComplete="new-password"
          placeholder="Mínimo 6 caracteres"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirmar senha"
          type="password"
          autoComplete="new-password"
          placeholder="Repita a senha"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Criando conta...' : 'Criar conta'}
      </Button>
    </form>
  );
}
