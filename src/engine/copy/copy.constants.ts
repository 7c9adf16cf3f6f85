// Lengths that fit a promotional post (the art engine typesets these three texts on a 1080 px canvas).
// Measured in UTF-16 units (`string.length`), the same measure zod's `.max()` uses.

export const COPY_TITLE_MAX = 40;
export const COPY_DESCRIPTION_MAX = 120;
export const COPY_CTA_MAX = 24;
/** A longer product name is cut at a word boundary so it still fits in a title on its own. */
export const PRODUCT_NAME_MAX = COPY_TITLE_MAX;

export interface CopySuggestion {
  title: string;
  description: string;
  cta: string;
}
