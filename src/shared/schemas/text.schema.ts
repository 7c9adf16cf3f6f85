import { z } from 'zod';
import { MSG } from '../messages.ts';

/**
 * Control characters (NUL and the like) and bidirectional overrides (which make a text read other
 * than it is stored) have no place in a user's text; line breaks and tabs do.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/** A string that refuses control characters with the pt-BR message, before any other rule. */
export const plainText = (options?: { message?: string }) =>
  z
    .string(options?.message ? { message: options.message } : undefined)
    .refine((value) => !CONTROL_CHARACTERS.test(value), { message: MSG.textInvalidCharacters, abort: true });
