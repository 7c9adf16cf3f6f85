// The admin back-office's shapes (/api/admin/*), shared by its forms and its routes, with the spec's
// pt-BR messages (§5 "Scenario create and edit", "Thumbnail upload", "Credit amount").
import { z } from 'zod';
import { ADMIN_PLATFORM_FILTERS, ADMIN_STYLE_FILTERS, ART_FORMATS, TEMPLATE_CATEGORIES, TEMPLATE_STYLES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { plainText } from './text.schema.ts';

/** GET /api/admin/stats: the dashboard's four cards. */
export const AdminStatsSchema = z.object({
  totalCreations: z.number().int(),
  activeTemplates: z.number().int(),
  trainingExamples: z.number().int(),
  /** Mean of every rating given (photos and arts), 0 when none; the dashboard shows one decimal. */
  averageRating: z.number(),
  ratingsCount: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

// ---- user credits ("Gerenciar Créditos dos Usuários")

export const USER_SEARCH_MAX = 120;

/** GET /api/admin/user-credits?search= — e-mail or name, case-insensitive; empty lists everyone. */
export const UserCreditsQuerySchema = z.object({
  search: plainText().trim().max(USER_SEARCH_MAX, { message: MSG.invalidInput }).optional(),
});

export const UserCreditsRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  creditsRemaining: z.number().int(),
  creditsTotal: z.number().int(),
  unlimited: z.boolean(),
  /** ISO 8601 of the balance's last change; null for an account without a balance row. */
  updatedAt: z.string().nullable(),
});
export type UserCreditsRow = z.infer<typeof UserCreditsRowSchema>;

export const UserCreditsListSchema = z.object({
  users: z.array(UserCreditsRowSchema),
  /** Over every account, whatever the search: the page's three counters. */
  counts: z.object({ total: z.number().int(), withoutCredits: z.number().int(), unlimited: z.number().int() }),
  /** True when more accounts match than the list holds: refine the search. */
  truncated: z.boolean(),
});
export type UserCreditsList = z.infer<typeof UserCreditsListSchema>;

export const UserIdParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** PUT /api/admin/user-credits/:userId — "Editar": a balance, or unlimited (stored as 999999). */
export const UpdateUserCreditsSchema = z.object({
  credits: z.number({ message: MSG.creditAmountInvalid }).int({ message: MSG.creditAmountInvalid }).min(0, { message: MSG.creditAmountInvalid }).max(999999, { message: MSG.creditAmountInvalid }),
  unlimited: z.boolean({ message: MSG.invalidInput }),
});
export type UpdateUserCredits = z.infer<typeof UpdateUserCreditsSchema>;

// ---- scenarios ("Gestão de Cenários")

export const SCENARIO_THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

/** A thumbnail URL: absolute http(s), or one of our own stored files (root-relative). */
const thumbnailUrl = z
  .string({ message: MSG.scenarioThumbnailUrlInvalid })
  .trim()
  .max(2000, { message: MSG.scenarioThumbnailUrlInvalid })
  .refine((value) => /^\/storage\/[\w./-]+$/.test(value) || isHttpUrl(value), { message: MSG.scenarioThumbnailUrlInvalid });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Create and edit (spec §5): name ≥ 3, description ≥ 10, prompt ≥ 50, a valid thumbnail URL, order ≥ 0. */
export const ScenarioFormSchema = z.object({
  name: plainText({ message: MSG.scenarioNameMin }).trim().min(3, { message: MSG.scenarioNameMin }).max(120, { message: MSG.invalidInput }),
  description: plainText({ message: MSG.scenarioDescriptionMin }).trim().min(10, { message: MSG.scenarioDescriptionMin }).max(500, { message: MSG.invalidInput }),
  prompt: plainText({ message: MSG.scenarioPromptMin }).trim().min(50, { message: MSG.scenarioPromptMin }).max(4000, { message: MSG.invalidInput }),
  thumbnailUrl,
  displayOrder: z.number({ message: MSG.scenarioOrderMin }).int({ message: MSG.scenarioOrderMin }).min(0, { message: MSG.scenarioOrderMin }).max(100000, { message: MSG.scenarioOrderMin }),
  isActive: z.boolean().default(true),
});
export type ScenarioForm = z.infer<typeof ScenarioFormSchema>;

/** PATCH /api/admin/scenarios/:id/active — the Ativo/Inativo toggle. */
export const ToggleActiveSchema = z.object({ isActive: z.boolean({ message: MSG.invalidInput }) });

/** A row's id; one that is not a UUID is a row that does not exist (404), not bad input. */
export const IdParamsSchema = z.object({ id: z.string().max(100) });

/** A scenario as the admin sees it (the public list hides the prompt and the inactive ones). */
export const AdminScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  prompt: z.string(),
  thumbnailUrl: z.string(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminScenario = z.infer<typeof AdminScenarioSchema>;

/** POST /api/admin/scenarios/thumbnail → where the uploaded image is stored. */
export const UploadedFileSchema = z.object({ url: z.string() });

// ---- enhanced photos ("Fotos Melhoradas - Photo Pro")

/** Admin lists come 20 at a time; a next page exists only when a page came back full. */
export const ADMIN_PAGE_SIZE = 20;

const filterValue = z.string().trim().max(40, { message: MSG.invalidInput }).optional().transform((v) => (v ? v : undefined));

/** GET /api/admin/enhanced-photos?page=&platform=&style= — page 1 first; a filter is an exact value. */
export const AdminPhotosQuerySchema = z.object({
  page: z.coerce.number({ message: MSG.invalidInput }).int({ message: MSG.invalidInput }).min(1, { message: MSG.invalidInput }).max(100000, { message: MSG.invalidInput }).default(1),
  platform: filterValue,
  style: filterValue,
});

export const AdminPhotoSchema = z.object({
  id: z.string(),
  userId: z.string(),
  enhancedPhotoUrl: z.string(),
  /** A URL the admin may load now (signed for a private file on S3). */
  originalPhotoUrl: z.string(),
  platform: z.string(),
  style: z.string(),
  aspectRatio: z.string(),
  processingTimeSeconds: z.number(),
  /** The user's rating, 1–5; null when not rated. */
  rating: z.number().int().nullable(),
  mode: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPhoto = z.infer<typeof AdminPhotoSchema>;

export const AdminPhotosPageSchema = z.object({
  items: z.array(AdminPhotoSchema),
  /** Exact count of the photos the filters match. */
  total: z.number().int(),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminPhotosPage = z.infer<typeof AdminPhotosPageSchema>;

/** GET /api/admin/enhanced-photos/stats — the four cards, and what the filters offer. */
export const AdminPhotoStatsSchema = z.object({
  total: z.number().int(),
  averageProcessingSeconds: z.number(),
  /** The platform with the most photos; null when there are none. */
  topPlatform: z.string().nullable(),
  /** Mean of the photos' ratings; null when none is rated. */
  averageRating: z.number().nullable(),
  /** The spec's lists plus every value that occurs in the data, so no photo is unfilterable. */
  platforms: z.array(z.string()),
  styles: z.array(z.string()),
});
export type AdminPhotoStats = z.infer<typeof AdminPhotoStatsSchema>;

export const ADMIN_FILTER_DEFAULTS = { platforms: ADMIN_PLATFORM_FILTERS, styles: ADMIN_STYLE_FILTERS } as const;

// ---- creations ("Criações dos Usuários")

export const ADMIN_SEARCH_MAX = 200;

/** GET /api/admin/creations?page=&search= — search looks in every creation's description, any case. */
export const AdminCreationsQuerySchema = z.object({
  page: AdminPhotosQuerySchema.shape.page,
  search: plainText().trim().max(ADMIN_SEARCH_MAX, { message: MSG.invalidInput }).optional().transform((v) => (v ? v : undefined)),
});

export const AdminCreationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  description: z.string().nullable(),
  generatedArtUrl: z.string(),
  logoUrl: z.string().nullable(),
  productUrl: z.string().nullable(),
  brandColors: z.array(z.string()),
  format: z.string().nullable(),
  templateName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCreation = z.infer<typeof AdminCreationSchema>;

export const AdminCreationsPageSchema = z.object({
  items: z.array(AdminCreationSchema),
  total: z.number().int(),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminCreationsPage = z.infer<typeof AdminCreationsPageSchema>;

/** GET /api/admin/creations/:id — with the owner's rating details, when rated. */
export const AdminCreationDetailSchema = AdminCreationSchema.extend({
  rating: z
    .object({
      rating: z.number().int(),
      textQuality: z.number().int().nullable(),
      visualHierarchy: z.number().int().nullable(),
      composition: z.number().int().nullable(),
      comment: z.string().nullable(),
    })
    .nullable(),
});
export type AdminCreationDetail = z.infer<typeof AdminCreationDetailSchema>;

/** POST /api/admin/creations/:id/promote → the training example (the same one when promoted before). */
export const PromoteResultSchema = z.object({ trainingExampleId: z.string(), alreadyPromoted: z.boolean() });

// ---- templates ("Gerenciamento de Templates")

/** An optional text saved as null when empty (color_strategy, layout_preferences). */
const optionalNote = plainText().trim().max(2000, { message: MSG.invalidInput }).nullish().transform((v) => (v ? v : null));

const templateFields = (promptMessage: string) => ({
  name: plainText({ message: MSG.templateNameRequired }).trim().min(1, { message: MSG.templateNameRequired }).max(120, { message: MSG.invalidInput }),
  category: z.enum(TEMPLATE_CATEGORIES, { message: MSG.invalidCategory }).default('hamburguer'),
  format: z.enum(ART_FORMATS, { message: MSG.artFormatInvalid }),
  style: z.enum(TEMPLATE_STYLES, { message: MSG.templateStyleInvalid }).default('moderno'),
  promptEnhancements: plainText({ message: promptMessage }).trim().min(1, { message: promptMessage }).max(4000, { message: MSG.invalidInput }),
  colorStrategy: optionalNote,
  layoutPreferences: optionalNote,
});

/** "Novo Template" (spec §5): the form includes the format, so a new template always validates. */
export const TemplateCreateSchema = z.object(templateFields(MSG.templateInstructionsRequired));
export type TemplateCreate = z.infer<typeof TemplateCreateSchema>;
/** "Editar": the same fields; the prompt's message is the edit form's. */
export const TemplateUpdateSchema = z.object(templateFields(MSG.templatePromptRequired));
export type TemplateUpdate = z.infer<typeof TemplateUpdateSchema>;

/** A template as the admin sees it: active or not, with every example image. */
export const AdminTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  format: z.string(),
  style: z.string(),
  promptEnhancements: z.string(),
  colorStrategy: z.string().nullable(),
  layoutPreferences: z.string().nullable(),
  isActive: z.boolean(),
  usageCount: z.number().int(),
  averageRating: z.number(),
  exampleUrls: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminTemplate = z.infer<typeof AdminTemplateSchema>;

/** Example images per upload request ("Fazer Upload de N Imagem(ns)"). */
export const TEMPLATE_EXAMPLES_PER_UPLOAD = 10;
