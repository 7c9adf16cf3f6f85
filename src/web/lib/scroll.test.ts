// @vitest-environment jsdom
import '../../../tests/web/setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICING_SECTION_ID, scrollToSection } from './sections';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
  );
}

describe('scrollToSection', () => {
  afterEach(() => document.body.replaceChildren());

  it('glides to the section ("Ver Planos" → #pricing-section)', () => {
    stubReducedMotion(false);
    const section = Object.assign(document.createElement('section'), { id: PRICING_SECTION_ID });
    document.body.append(section);
    const scroll = vi.spyOn(section, 'scrollIntoView').mockImplementation(() => {});

    expect(scrollToSection(PRICING_SECTION_ID)).toBe(true);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps instead when the user asks the system for reduced motion', () => {
    stubReducedMotion(true);
    const section = Object.assign(document.createElement('section'), { id: PRICING_SECTION_ID });
    document.body.append(section);
    const scroll = vi.spyOn(section, 'scrollIntoView').mockImplementation(() => {});

    scrollToSection(PRICING_SECTION_ID);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('says so when the section is not on the page', () => {
    expect(scrollToSection('nowhere')).toBe(false);
  });
});
