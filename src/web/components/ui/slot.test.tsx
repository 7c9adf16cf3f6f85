// @vitest-environment jsdom
import '../../../../tests/web/setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button asChild', () => {
  it("renders the link with the button's classes joined to its own, both click handlers and both refs", async () => {
    const onButtonClick = vi.fn();
    const onLinkClick = vi.fn((event: MouseEvent) => event.preventDefault());
    const buttonRef = createRef<HTMLButtonElement>();
    const linkRef = createRef<HTMLAnchorElement>();
    render(
      <Button asChild size="sm" className="extra" onClick={onButtonClick} ref={buttonRef}>
        <a href="/auth" className="own" onClick={onLinkClick} ref={linkRef}>
          Entrar / Cadastrar
        </a>
      </Button>,
    );

    const link = screen.getByRole('link', { name: 'Entrar / Cadastrar' });
    expect(link).toHaveAttribute('href', '/auth');
    expect(link).toHaveClass('h-9', 'extra', 'own', 'bg-primary');
    await userEvent.setup().click(link);
    expect(onLinkClick).toHaveBeenCalledOnce();
    expect(onButtonClick).toHaveBeenCalledOnce();
    expect(linkRef.current).toBe(link);
    expect(buttonRef.current).toBe(link);
  });
});
