// @vitest-environment jsdom
import '../../../../../tests/web/setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMe, mockApi, SIGNED_OUT } from '../../../../../tests/web/mock-api';
import { renderWithApp } from '../../../../../tests/web/render';
import { CreditsBadge } from './credits-badge';
import { SessionCreditsBadge } from './session-credits-badge';

describe('CreditsBadge', () => {
  it('shows the remaining credits', () => {
    render(<CreditsBadge credits={{ remaining: 3, total: 3, unlimited: false }} />);
    expect(screen.getByTestId('credits-badge')).toHaveTextContent('3 créditos');
  });

  it('uses the singular for one credit', () => {
    render(<CreditsBadge credits={{ remaining: 1, total: 3, unlimited: false }} />);
    expect(screen.getByTestId('credits-badge')).toHaveTextContent(/^1 crédito$/);
  });

  it('shows "Créditos ilimitados" for unlimited users', () => {
    render(<CreditsBadge credits={{ remaining: 999999, total: 999999, unlimited: true }} />);
    expect(screen.getByTestId('credits-badge')).toHaveTextContent('Créditos ilimitados');
  });

  it('renders nothing when the balance is negative', () => {
    const { container } = render(<CreditsBadge credits={{ remaining: -1, total: 3, unlimited: false }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the signed-in user's credits from /api/me", async () => {
    mockApi({ 'GET /api/me': { body: makeMe({ credits: { remaining: 3, total: 3 } }) } });
    renderWithApp(<SessionCreditsBadge />);
    expect(await screen.findByTestId('credits-badge')).toHaveTextContent('3 créditos');
  });

  it('renders nothing when signed out', async () => {
    const fetchMock = mockApi({ 'GET /api/me': SIGNED_OUT });
    renderWithApp(<SessionCreditsBadge />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('credits-badge')).not.toBeInTheDocument();
  });
});
