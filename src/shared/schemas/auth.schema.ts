import { z } from 'zod';
import { FULL_NAME_MIN, PASSWORD_MIN, WHATSAPP_MIN } from '../constants.ts';
import { MSG } from '../messages.ts';

const email = z.string().trim().toLowerCase().pipe(z.email({ message: MSG.invalidEmail }));
const password = z.string({ message: MSG.passwordMin }).min(PASSWORD_MIN, { message: MSG.passwordMin });
/** Digits only, so "(11) 98765-4321" counts its 11 digits. */
const whatsapp = z
  .string({ message: MSG.whatsappMin })
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().min(WHATSAPP_MIN, { message: MSG.whatsappMin }));

export const LoginSchema = z.object({ email, password });
export type Login = z.infer<typeof LoginSchema>;

/** The sign-up form (spec §5): what the user types. */
export const SignupFormSchema = z
  .object({
    fullName: z.string({ message: MSG.fullNameMin }).trim().min(FULL_NAME_MIN, { message: MSG.fullNameMin }),
    email,
    whatsapp,
    password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDiffer, path: ['confirmPassword'] });
export type SignupForm = z.infer<typeof SignupFormSchema>;

/** The body of better-auth's POST /api/auth/sign-up/email: name carries the full name. */
export const SignUpBodySchema = z.object({
  name: z.string({ message: MSG.fullNameMin }).trim().min(FULL_NAME_MIN, { message: MSG.fullNameMin }),
  email,
  password,
  whatsapp,
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

/** First message of a failed parse: the one the user sees as a toast. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? MSG.invalidInput;
}
