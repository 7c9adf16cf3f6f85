import { z } from 'zod';
import { TEMPLATE_CATEGORIES } from '../constants.ts';
import { MSG } from '../messages.ts';

/** GET /api/templates?category= — "todos" (or nothing) lists every active template. */
export const TemplatesQuerySchema = z.object({
  category: z
    .union([z.enum(TEMPLATE_CATEGORIES), z.literal('todos'), z.literal('')], { message: MSG.invalidCategory })
    .optional()
    .transform((v) => (v === 'todos' || v === '' ? undefined : v)),
});
