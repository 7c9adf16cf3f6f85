// A fake server for component tests: `mockApi({ 'GET /api/me': ... })` stubs the global fetch.
import { vi } from 'vitest';
import type { Me } from '../../src/shared/schemas/me.schema';

export type MockRequest = {
  method: string;
  path: string;
  /** The query string's parameters (`?search=maria` → search=maria). */
  query: URLSearchParams;
  body: unknown;
};
export type MockReply = { status?: number; body?: unknown };
export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

function jsonResponse({ status = 200, body }: MockReply): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Stubs fetch; unknown routes answer 404. Returns the mock to inspect calls. */
export function mockApi(handlers: Record<string, MockHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse({ status: 404, body: { error: 'not_found', message: 'Recurso não encontrado' } });
    const reply = typeof handler === 'function' ? await handler({ method, path: url.pathname, query: url.searchParams, body }) : handler;
    return jsonResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `METHOD /path`. */
export function callsTo(fetchMock: ReturnType<typeof mockApi>, route: string): MockRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      return { method, path: url.pathname, query: url.searchParams, body };
    })
    .filter((call) => `${call.method} ${call.path}` === route);
}

export const SIGNED_OUT: MockReply = { status: 401, body: { error: 'unauthorized', message: 'Faça login para continuar' } };

export function makeMe(overrides: { credits?: Partial<Me['credits']>; purchasedCredits?: number; isAdmin?: boolean; user?: Partial<Me['user']> } = {}): Me {
  return {
    user: {
      id: 'user-1',
      email: 'maria@restaurante.com.br',
      fullName: 'Maria da Silva',
      whatsapp: '11987654321',
      createdAt: '2026-11-21T12:00:00.000Z',
      ...overrides.user,
    },
    credits: { remaining: 3, total: 3, unlimited: false, ...overrides.credits },
    purchasedCredits: overrides.purchasedCredits ?? 0,
    isAdmin: overrides.isAdmin ?? false,
    subscription: null,
  };
}
