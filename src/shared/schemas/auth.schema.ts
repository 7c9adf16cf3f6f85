import { z } from 'zod';
import { FULL_NAME_MIN, PASSWORD_MIN, WHATSAPP_MIN } from '../constants.ts';
import { MSG } from '../messages.ts';
import { isGuessablePassword, isPasswordLikeEmail, isPasswordLikeProfile } from './password-rules.ts';
import { plainText } from './text.schema.ts';

/** Upper bounds of the sign-up fields: room for any real value, none for a megabyte of text. */
export const FULL_NAME_MAX = 120;
/** E.164: a phone number has at most 15 digits. */
export const WHATSAPP_MAX = 15;
/** The WhatsApp as typed, with spaces, brackets and dashes around its digits. */
const WHATSAPP_INPUT_MAX = 40;
/** better-auth's own ceiling for a password. */
export const PASSWORD_MAX = 128;
/** RFC 5321's limit for an address. */
export const EMAIL_MAX = 254;

const email = z.string().trim().toLowerCase().max(EMAIL_MAX, { message: MSG.invalidEmail }).pipe(z.email({ message: MSG.invalidEmail }));
/** Signing in: any password the account was created with. */
const password = z.string({ message: MSG.passwordMin }).min(PASSWORD_MIN, { message: MSG.passwordMin });
/** A new password: the spec's minimum, then nothing an attacker tries first. */
const newPassword = password
  .max(PASSWORD_MAX, { message: MSG.passwordMax })
  .refine((value) => !isGuessablePassword(value), { message: MSG.passwordWeak });
const fullName = plainText({ message: MSG.fullNameMin })
  .trim()
  .min(FULL_NAME_MIN, { message: MSG.fullNameMin })
  .max(FULL_NAME_MAX, { message: MSG.fullNameMax });
/** Digits only, so "(11) 98765-4321" counts its 11 digits. */
const whatsapp = z
  .string({ message: MSG.whatsappMin })
  .max(WHATSAPP_INPUT_MAX, { message: MSG.whatsappMax })
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().min(WHATSAPP_MIN, { message: MSG.whatsappMin }).max(WHATSAPP_MAX, { message: MSG.whatsappMax }));

/** The new password must not be the e-mail, the name or the WhatsApp, nor close to them (checked once the fields are valid). */
function refusePersonalPassword(value: { email: string; password: string; name: string; whatsapp: string }, ctx: z.RefinementCtx) {
  if (isPasswordLikeEmail(value.password, value.email)) {
    ctx.addIssue({ code: 'custom', message: MSG.passwordLikeEmail, path: ['password'] });
  } else if (isPasswordLikeProfile(value.password, value)) {
    ctx.addIssue({ code: 'custom', message: MSG.passwordLikeProfile, path: ['password'] });
  }
}

export const LoginSchema = z.object({ email, password });
export type Login = z.infer<typeof LoginSchema>;

/** The sign-up form (spec §5): what the user types. */
export const SignupFormSchema = z
  .object({
    fullName,
    email,
    whatsapp,
    password: newPassword,
    confirmPassword: z.string(),
  })
  .superRefine((v, ctx) => refusePersonalPassword({ ...v, name: v.fullName }, ctx))
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDiffer, path: ['confirmPassword'] });
export type SignupForm = z.infer<typeof SignupFormSchema>;

/** The body of better-auth's POST /api/auth/sign-up/email: name carries the full name. */
export const SignUpBodySchema = z
  .object({
    name: fullName,
    email,
    password: newPassword,
    whatsapp,
  })
  .superRefine(refusePersonalPassword);
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

/**
 * A new password set outside the sign-up form (the first admin from ADMIN_PASSWORD, the admin CLI):
 * the length and guessable-password rules; the operator picks the address, so no e-mail rule.
 */
export const NewPasswordSchema = newPassword;

/** First message of a failed parse: the one the user sees as a toast. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? MSG.invalidInput;
}

/** The account as better-auth answers it (dates in ISO 8601). The session token never appears: the httpOnly cookie carries it. */
export const AuthUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The full name. */
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullish(),
  whatsapp: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** 200 of sign-up and sign-in: the account, signed in (the session cookie is set). */
export const AuthResultSchema = z.object({
  user: AuthUserSchema,
  redirect: z.boolean().optional(),
  url: z.string().nullish(),
});
export type AuthResult = z.infer<typeof AuthResultSchema>;

/** 200 of GET /api/auth/get-session: the session and its user, or null when signed out. */
export const SessionResultSchema = z
  .object({
    session: z.object({
      id: z.string(),
      userId: z.string(),
      expiresAt: z.string(),
      createdAt: z.string(),
      updatedAt: z.string(),
      ipAddress: z.string().nullish(),
      userAgent: z.string().nullish(),
    }),
    user: AuthUserSchema,
  })
  .nullable();

/** 200 of POST /api/auth/sign-out. */
export const SignOutResultSchema = z.object({ success: z.boolean() });
