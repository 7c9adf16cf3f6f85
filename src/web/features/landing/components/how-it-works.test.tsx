// @vitest-environment jsdom
import '../../../../../tests/web/setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HowItWorks } from './how-it-works';

describe('HowItWorks', () => {
  it('shows the three photo steps first, and the three template steps on the Templates tab', async () => {
    const user = userEvent.setup();
    render(<HowItWorks />);
    const panel = () => screen.getByRole('tabpanel');
    expect(screen.getByRole('tab', { name: 'Foto' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveTextContent('Envie a foto do prato');
    expect(panel().querySelectorAll('li')).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Templates' }));
    expect(screen.getByRole('tab', { name: 'Templates' })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveTextContent('Escolha o estilo da arte');
    expect(panel()).not.toHaveTextContent('Envie a foto do prato');
    expect(panel().querySelectorAll('li')).toHaveLength(3);
    expect(panel()).toHaveAccessibleName('Templates');
  });

  it('moves between the tabs with the arrow keys, Home and End, one tab stop for the list', async () => {
    const user = userEvent.setup();
    render(<HowItWorks />);
    const foto = screen.getByRole('tab', { name: 'Foto' });
    const templates = screen.getByRole('tab', { name: 'Templates' });
    expect(screen.getByRole('tablist', { name: 'Como funciona' })).toBeInTheDocument();

    await user.tab();
    expect(foto).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(templates).toHaveFocus();
    expect(templates).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Envie o produto e o logo');
    await user.keyboard('{ArrowRight}');
    expect(foto).toHaveFocus();
    await user.keyboard('{End}');
    expect(templates).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(foto).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the list for the panel, not for the other tab.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
