// The instruction sent with the dish photo to a generative image model (AI_PROVIDER=gemini|openai).
// It is written in English (what the models follow best), is a pure function of its input, and
// says the same things the local engine does: keep the dish, relight by style, frame by platform.

import type { EnhancementStyle } from '../../../shared/constants.ts';

/** Training examples quoted as style references; more dilutes the instruction without helping. */
export const MAX_PROMPT_TRAINING_EXAMPLES = 5;
/** Longest training-example description quoted, in characters. */
export const MAX_EXAMPLE_DESCRIPTION_CHARS = 200;
/** Longest scenario prompt quoted, in characters (admins write them; the spec's minimum is 50). */
export const MAX_SCENARIO_PROMPT_CHARS = 1500;

export type PhotoAspectRatio = '4:3' | '1:1';

export interface PhotoTrainingExample {
  description: string;
  style?: string | null;
  quality?: string | null;
  tags?: string[] | null;
}

export interface PhotoPromptInput {
  style: EnhancementStyle;
  platform: string;
  /** The predefined scenario's own prompt; absent (or blank) for "IA Cria Automaticamente". */
  scenarioPrompt?: string | null;
  /** Active training examples, as the caller selected them. */
  trainingExamples?: PhotoTrainingExample[];
}

const STYLE_DIRECTION: Record<EnhancementStyle, string> = {
  natural:
    'natural daylight as if from a nearby window, neutral white balance, true-to-life colours, gentle soft shadows.',
  premium:
    'warm, dramatic directional light, deeper contrast and rich saturated colours, a soft vignette that draws the eye to the dish, an upscale restaurant mood.',
  professional:
    'neutral studio lighting as from a professional DSLR setup with softboxes, crisp focus on the food, bright and evenly exposed, clean highlights.',
  minimal:
    'soft diffused light with very gentle shadows, an airy light-coloured background, a clean and uncluttered composition with generous negative space.',
};

const PLATFORM_LABEL: Record<string, string> = {
  ifood: 'the iFood delivery app',
  '99food': 'the 99Food delivery app',
  rappi: 'the Rappi delivery app',
  keeta: 'the Keeta delivery app',
  'cardapio-web': 'an online menu',
  'anota-ai': 'the Anota AI online menu',
  instagram: 'an Instagram post',
};
const DEFAULT_PLATFORM_LABEL = 'a food delivery app menu';

/** Quality labels of training examples (pt-BR values in the database), best first. */
const QUALITY_RANK: Record<string, { rank: number; label: string }> = {
  excelente: { rank: 0, label: 'excellent' },
  bom: { rank: 1, label: 'good' },
  regular: { rank: 2, label: 'fair' },
};
/** Examples rated "ruim" are not something to imitate. */
const EXCLUDED_QUALITIES = new Set(['ruim']);
const UNRATED_RANK = 3;

/** iFood shows dish photos at 4:3; every other platform at 1:1 (spec §3). */
export function photoAspectRatio(platform: string): PhotoAspectRatio {
  return platform === 'ifood' ? '4:3' : '1:1';
}

/** One line of plain text: whitespace collapsed, trimmed, cut at `max` characters. */
function clean(text: string | null | undefined, max: number): string {
  const oneLine = (text ?? '').replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1).trimEnd()}…` : oneLine;
}

function dishSection(): string {
  return [
    'Dish: keep exactly the dish shown in the photo: the same food, the same ingredients, the same portion size and the same plate or container.',
    'Do not add, remove or invent any food, garnish, ingredient, text, logo or watermark.',
    'The result must look like a real, appetizing photograph, not an illustration or a 3D render.',
  ].join(' ');
}

function framingSection(platform: string): string {
  return photoAspectRatio(platform) === '4:3'
    ? 'Framing: a 4:3 landscape image with the camera at a 45° angle above the dish; the dish centred and entirely in frame, nothing cropped.'
    : 'Framing: a 1:1 square image; the dish centred and entirely in frame, nothing cropped.';
}

function backdropSection(scenarioPrompt: string | null | undefined): string {
  const scenario = clean(scenarioPrompt, MAX_SCENARIO_PROMPT_CHARS);
  const sentence = /[.!?…]$/.test(scenario) ? scenario : `${scenario}.`;
  return scenario
    ? `Backdrop (the chosen scenario): ${sentence} Place the dish naturally in this scenario, matching its light and perspective.`
    : 'Backdrop: create a backdrop that suits the dish: a real surface and setting that complement the food and the style, softly out of focus, with no distracting props.';
}

function referenceLine(example: PhotoTrainingExample, description: string): string {
  const details: string[] = [];
  const quality = QUALITY_RANK[example.quality ?? ''];
  if (quality) details.push(`quality: ${quality.label}`);
  const style = clean(example.style, 40);
  if (style) details.push(`style: ${style}`);
  return details.length > 0 ? `- "${description}" (${details.join(', ')})` : `- "${description}"`;
}

/** Best-rated examples first (stable), poor ones and blank descriptions dropped, capped. */
function referencesSection(examples: PhotoTrainingExample[] | undefined): string | null {
  const usable = (examples ?? [])
    .map((example, index) => ({ example, index, description: clean(example.description, MAX_EXAMPLE_DESCRIPTION_CHARS) }))
    .filter(({ example, description }) => description !== '' && !EXCLUDED_QUALITIES.has(example.quality ?? ''))
    .sort((a, b) => {
      const rankA = QUALITY_RANK[a.example.quality ?? '']?.rank ?? UNRATED_RANK;
      const rankB = QUALITY_RANK[b.example.quality ?? '']?.rank ?? UNRATED_RANK;
      return rankA - rankB || a.index - b.index;
    })
    .slice(0, MAX_PROMPT_TRAINING_EXAMPLES);
  if (usable.length === 0) return null;
  return [
    'Style references (approved examples from our catalogue; follow their quality and mood, not their content):',
    ...usable.map(({ example, description }) => referenceLine(example, description)),
  ].join('\n');
}

export function buildPhotoPrompt(input: PhotoPromptInput): string {
  const platformLabel = PLATFORM_LABEL[input.platform] ?? DEFAULT_PLATFORM_LABEL;
  const sections = [
    `Edit this photo into a professional food photograph for ${platformLabel}.`,
    dishSection(),
    `Lighting and style (${input.style}): ${STYLE_DIRECTION[input.style]}`,
    framingSection(input.platform),
    backdropSection(input.scenarioPrompt),
    referencesSection(input.trainingExamples),
  ];
  return sections.filter((section): section is string => section !== null).join('\n\n');
}
