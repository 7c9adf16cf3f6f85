// The theme's colour pairs meet WCAG AA: 4.5:1 for text on its background, 3:1 for the focus ring
// against the surfaces it is drawn on. Read from styles.css, so a token change is checked at once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, WCAG_AA_BODY } from '../shared/colors';

/** WCAG 2.2 non-text contrast (focus indicators, icons). */
const WCAG_AA_NON_TEXT = 3;
/** Tailwind's red-50 (oklch 97.1% .013 17.38) in sRGB: the highlight of a destructive menu item. */
const RED_50 = '#fef2f2';
const WHITE = '#ffffff';

const css = readFileSync(path.resolve('src/web/styles.css'), 'utf8');
function token(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
  if (!match?.[1]) throw new Error(`--color-${name} is not a hex colour in styles.css`);
  return match[1];
}
const ratio = (foreground: string, background: string) => contrastRatio(foreground, background);

describe('theme colours', () => {
  it.each([
    ['primary-foreground', 'primary'],
    ['primary-foreground', 'primary-hover'],
    ['primary', 'background'],
    ['primary', 'card'],
    ['primary', 'secondary'],
    ['primary', 'muted'],
    ['secondary-foreground', 'secondary'],
    ['secondary-foreground', 'secondary-hover'],
    ['foreground', 'background'],
    ['card-foreground', 'card'],
    ['muted-foreground', 'background'],
    ['muted-foreground', 'card'],
    ['muted-foreground', 'muted'],
    ['muted-foreground', 'secondary'],
    ['destructive', 'background'],
    ['destructive', 'card'],
    ['success', 'background'],
    ['success', 'card'],
  ])('%s on %s reads at 4.5:1 or more', (foreground, background) => {
    expect(ratio(token(foreground), token(background))).toBeGreaterThanOrEqual(WCAG_AA_BODY);
  });

  it('white reads on the destructive buttons, and a destructive item on its red-50 highlight', () => {
    expect(ratio(WHITE, token('destructive'))).toBeGreaterThanOrEqual(WCAG_AA_BODY);
    expect(ratio(WHITE, token('destructive-hover'))).toBeGreaterThanOrEqual(WCAG_AA_BODY);
    expect(ratio(token('destructive'), RED_50)).toBeGreaterThanOrEqual(WCAG_AA_BODY);
  });

  it('the focus ring stands out from the page and the cards', () => {
    expect(ratio(token('ring'), token('background'))).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT);
    expect(ratio(token('ring'), token('card'))).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT);
  });
});
