// Domain constants shared by the browser and the server. A number appears here once.

export const FREE_SIGNUP_CREDITS = 3;
export const RESET_CREDITS = 3;
/** Unlimited users are shown a total of 999999 and treated as having that many remaining. */
export const UNLIMITED_CREDITS = 999999;
export const CREDITS_PER_GENERATION = 1;

export const PAGE_SIZE = 20;
export const POPULAR_USAGE_THRESHOLD = 10;
export const MAX_TEMPLATE_THUMBNAILS = 3;
export const APPROVED_FOR_TRAINING_MIN_RATING = 4;
export const RATING_LOVED = 5;
export const RATING_NEEDS_WORK = 2;

export const MB = 1024 * 1024;
export const PHOTO_MAX_BYTES = 10 * MB;
export const TEMPLATE_IMAGE_MAX_BYTES = 5 * MB;
export const THUMBNAIL_MAX_BYTES = 2 * MB;
export const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Long side of the photo engine's working image: every photo is decoded to fit inside this square
 * (grading, matte refinement and the cut-out happen at this size), so the engine reads no more of it.
 */
export const WORKING_MAX_SIDE = 1536;
/**
 * Long side a browser downsizes a photo to before uploading it: max(WORKING_MAX_SIDE, the largest side
 * anything made from the photo has). Nothing is larger than the working side — the platform frames
 * (IFOOD_FRAME, SQUARE_FRAME), the art's product (PRODUCT_MAX_SIDE), a remote model's image (its
 * output is fitted to the frame) — so a photo downsized to it gives the same result as the full-size
 * one, in a fraction of the bytes. src/engine/photo/decode.test.ts fails if an output outgrows it.
 */
export const UPLOAD_MAX_SIDE = WORKING_MAX_SIDE;

export const PASSWORD_MIN = 6;
export const FULL_NAME_MIN = 2;
export const WHATSAPP_MIN = 10;

export const SCENARIO_NAME_MIN = 3;
export const SCENARIO_DESCRIPTION_MIN = 10;
export const SCENARIO_PROMPT_MIN = 50;

export const HERO_CAROUSEL_DELAY_MS = 4000;
export const LOGO_STRIP_DELAY_MS = 2000;
export const LINK_COPIED_INDICATOR_MS = 2000;

export const SIDEBAR_COOKIE_MAX_AGE_DAYS = 7;
export const SIDEBAR_WIDTH = '16rem';
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

export const TEMPLATE_CATEGORIES = ['hamburguer', 'pizza', 'pastel', 'acai', 'sobremesas', 'refeicoes'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];
export const TEMPLATE_STYLES = ['moderno', 'elegante', 'vibrante', 'minimalista', 'classico'] as const;
export type TemplateStyle = (typeof TEMPLATE_STYLES)[number];
/** Training examples have their own categories (spec §3: they differ from the templates'). */
export const TRAINING_CATEGORIES = ['food', 'bebidas', 'produtos', 'servicos', 'outros'] as const;
export type TrainingCategory = (typeof TRAINING_CATEGORIES)[number];
export const TRAINING_QUALITIES = ['excelente', 'bom', 'regular', 'ruim'] as const;
export type TrainingQuality = (typeof TRAINING_QUALITIES)[number];
/** The inline edit offers these three (spec §5). */
export const TRAINING_EDIT_QUALITIES = ['excelente', 'bom', 'regular'] as const;
/** Spec §9: a new example is food / moderno / bom. */
export const TRAINING_DEFAULTS = { category: 'food', style: 'moderno', quality: 'bom' } as const;
export const ART_FORMATS = ['feed', 'stories'] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];
export const ART_FORMAT_SIZE: Record<ArtFormat, { width: number; height: number }> = {
  feed: { width: 1080, height: 1080 },
  stories: { width: 1080, height: 1920 },
};
/** Longest promotional texts an art takes (characters): beyond these the art could only cut them short. */
export const ART_TEXT_MAX = { title: 80, price: 20, description: 240, cta: 60 } as const;

export const PLATFORMS = ['ifood', '99food', 'rappi', 'keeta', 'cardapio-web', 'anota-ai', 'instagram', 'outro'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const ADMIN_PLATFORM_FILTERS = ['ifood', 'rappi', 'instagram', 'facebook', 'uber-eats'] as const;

export const ENHANCEMENT_STYLES = ['natural', 'premium', 'professional', 'minimal'] as const;
export type EnhancementStyle = (typeof ENHANCEMENT_STYLES)[number];
export const ADMIN_STYLE_FILTERS = ['natural', 'premium', 'vibrant', 'minimal'] as const;
export const SCENARIO_TYPES = ['ai-create', 'predefined'] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];

export const PLAN_SLUGS = ['free', 'pro', 'studio'] as const;
export type PlanSlug = (typeof PLAN_SLUGS)[number];
export const PAID_PLAN_SLUGS = ['pro', 'studio'] as const;
export const PRO_CREDITS_PER_PERIOD = 50;
export const PHOTOGRAPHER_MONTHLY_BRL = 1500;
export const DESIGNER_MONTHLY_BRL = 300;

export const ADMIN_ROLE = 'admin';

/** Credit ledger reasons: every movement of a balance names one. */
export const LEDGER_REASONS = [
  'signup_grant',
  'purchase',
  'plan_grant',
  'plan_renewal',
  'reserve',
  'refund',
  'admin_set',
  'admin_reset',
  'crash_release',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** The in-app page of a demonstration checkout: `${DEMO_CHECKOUT_PATH}/<id>`. */
export const DEMO_CHECKOUT_PATH = '/checkout/demo';

/** How long a staged Foto Pro photo can be named by its upload token (POST /api/photos/uploads, the pre-check). */
export const UPLOAD_SLOT_TTL_MS = 15 * 60_000;

