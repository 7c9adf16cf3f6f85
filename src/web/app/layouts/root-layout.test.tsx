// @vitest-environment jsdom
import '../../../../tests/web/setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi } from '../../../../tests/web/mock-api';
import { renderWithApp } from '../../../../tests/web/render';
import { routes } from '../routes';

describe('page changes', () => {
  it('open the next page at its top at once, with no smooth scroll from where the last one was', async () => {
    mockApi({ 'GET /api/me': { body: makeMe() }, 'GET /api/plans': { body: [] } });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithApp(routes, { initialEntries: ['/'] });
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('user-menu'));
    scrollTo.mockClear();
    await user.click(await screen.findByRole('menuitem', { name: 'Meu Perfil' }));

    expect(await screen.findByRole('heading', { name: 'Meu Perfil' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    const smooth = [...scrollTo.mock.calls, ...scrollIntoView.mock.calls].filter(
      (call) => typeof call[0] === 'object' && call[0] !== null && 'behavior' in call[0] && call[0].behavior === 'smooth',
    );
    expect(smooth).toEqual([]);
  });

  it('are not animated by a global smooth scroll in the stylesheet (a plain scrollTo would glide)', () => {
    const css = readFileSync(path.resolve('src/web/styles.css'), 'utf8');
    expect(css).not.toMatch(/scroll-behavior:\s*smooth/);
    // What is scrolled to in the page stops below the sticky header, whose height is the same variable.
    expect(css).toMatch(/main \*\)\s*{[^}]*scroll-margin-top:\s*calc\(var\(--spacing-header\)/);
  });
});
