// The admin back-office's shapes (/api/admin/*), shared by its forms and its routes, with the spec's
// pt-BR messages (§5 "Scenario create and edit", "Thumbnail upload", "Credit amount").
import { z } from 'zod';
import {
  ADMIN_PLATFORM_FILTERS,
  ADMIN_STYLE_FILTERS,
  ART_FORMATS,
  TEMPLATE_CATEGORIES,
  TEMPLATE_STYLES,
  TRAINING_CATEGORIES,
  TRAINING_DEFAULTS,
  TRAINING_EDIT_QUALITIES,
  TRAINING_QUALITIES,
} from '../constants.ts';
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

// ---- training examples ("Dados de Treinamento")

/** Colours per example and the longest entry accepted. */
export const TRAINING_COLORS_MAX = 12;
export const TRAINING_TAGS_MAX = 20;
export const TRAINING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const RGB_RE = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)$/i;

/** A brand colour as the form hints (spec §5): hex (#f60, #ff6600) or rgb(255, 102, 0). */
export function isBrandColorEntry(value: string): boolean {
  const v = value.trim();
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v)) return true;
  const rgb = RGB_RE.exec(v);
  return !!rgb && [rgb[1], rgb[2], rgb[3]].every((c) => Number(c) <= 255);
}

const brandColor = z.string({ message: MSG.trainingColorInvalid }).trim().max(40, { message: MSG.trainingColorInvalid }).refine(isBrandColorEntry, { message: MSG.trainingColorInvalid });

/** A list of colours, distinct (the form dedupes; the server keeps the first of each). */
const brandColors = (emptyMessage: string) =>
  z
    .array(brandColor, { message: emptyMessage })
    .min(1, { message: emptyMessage })
    .max(TRAINING_COLORS_MAX, { message: MSG.invalidInput })
    .transform((list) => [...new Set(list.map((c) => c.toLowerCase()))]);

/** Multipart text fields are strings: `brandColors` arrives as a JSON array. */
const jsonArray = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, inner);

const trainingClassification = {
  category: z.enum(TRAINING_CATEGORIES, { message: MSG.trainingCategoryInvalid }).default(TRAINING_DEFAULTS.category),
  style: z.enum(TEMPLATE_STYLES, { message: MSG.templateStyleInvalid }).default(TRAINING_DEFAULTS.style),
  quality: z.enum(TRAINING_QUALITIES, { message: MSG.trainingQualityInvalid }).default(TRAINING_DEFAULTS.quality),
  notes: optionalNote,
};

/**
 * The text fields of POST /api/admin/training-examples (multipart). "Imagem Gerada" sends the files
 * `logo`, `product` and `art` with a description and ≥ 1 colour; "Referência Externa" sends one file
 * `image` and ≥ 1 colour (its description is "Referência externa").
 */
export const TrainingCreateFieldsSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('generated'),
      description: plainText({ message: MSG.trainingDescriptionAndColorRequired })
        .trim()
        .min(1, { message: MSG.trainingDescriptionAndColorRequired })
        .max(2000, { message: MSG.invalidInput }),
      brandColors: jsonArray(brandColors(MSG.trainingDescriptionAndColorRequired)),
      ...trainingClassification,
    }),
    z.object({
      mode: z.literal('external'),
      brandColors: jsonArray(brandColors(MSG.trainingColorRequired)),
      ...trainingClassification,
    }),
  ],
  { message: MSG.trainingModeInvalid },
);
export type TrainingCreateFields = z.infer<typeof TrainingCreateFieldsSchema>;
export const TRAINING_MODES = ['generated', 'external'] as const;
/** The files each mode needs, in the order the form shows them. */
export const TRAINING_FILES = { generated: ['logo', 'product', 'art'], external: ['image'] } as const;
export const TRAINING_EXTERNAL_DESCRIPTION = 'Referência externa';
export const TRAINING_TAGS = { generated: 'user-created', external: 'external-reference' } as const;

/** GET /api/admin/training-examples?status= — Todos / Ativos / Inativos. */
export const TrainingListQuerySchema = z.object({
  status: z.enum(['all', 'active', 'inactive'], { message: MSG.invalidInput }).default('all'),
});

export const TrainingExampleSchema = z.object({
  id: z.string(),
  logoUrl: z.string().nullable(),
  productUrl: z.string().nullable(),
  generatedArtUrl: z.string().nullable(),
  category: z.string(),
  style: z.string(),
  quality: z.string(),
  description: z.string(),
  brandColors: z.array(z.string()),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  isActive: z.boolean(),
  /** Fraction 0..1 (shown as a whole percent); null when not measured yet. */
  successRate: z.number().nullable(),
  /** Set when the example was promoted from a user's creation. */
  creationId: z.string().nullable(),
  createdAt: z.string(),
});
export type TrainingExample = z.infer<typeof TrainingExampleSchema>;

export const TrainingListSchema = z.object({
  items: z.array(TrainingExampleSchema),
  /** Over every example, whatever the filter: the filter buttons' counts. */
  counts: z.object({ all: z.number().int(), active: z.number().int(), inactive: z.number().int() }),
});
export type TrainingList = z.infer<typeof TrainingListSchema>;

/**
 * PUT /api/admin/training-examples/:id — the inline edit (spec §5): a blank description is not sent
 * (and not applied), notes may be cleared, quality is excelente/bom/regular, tags replace the list.
 */
export const TrainingUpdateSchema = z.object({
  description: plainText().trim().max(2000, { message: MSG.invalidInput }).optional().transform((v) => (v ? v : undefined)),
  notes: optionalNote.optional(),
  quality: z.enum(TRAINING_EDIT_QUALITIES, { message: MSG.trainingQualityInvalid }).optional(),
  tags: z.array(plainText().trim().min(1, { message: MSG.invalidInput }).max(60, { message: MSG.invalidInput })).max(TRAINING_TAGS_MAX, { message: MSG.invalidInput }).optional(),
});
export type TrainingUpdate = z.infer<typeof TrainingUpdateSchema>;
