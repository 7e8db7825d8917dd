import { vi } from 'vitest';

import type { User } from '@hearth/contract';

export interface MockCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status?: number; body?: unknown } | 'network-error';
type Handler = Answer | ((call: MockCall) => Answer);

/**
 * Stubs the global fetch with answers by "METHOD /api/path" (unknown calls answer 404).
 * Bodies are wrapped in the `{ data }` envelope unless they already carry one.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: MockCall = {
      method,
      path: url.pathname,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? handler(call) : handler;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (!answer) {
      return Response.json({ data: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }
    const status = answer.status ?? 200;
    const body =
      status >= 400 || (answer.body && typeof answer.body === 'object' && 'data' in answer.body)
        ? answer.body
        : { data: answer.body };
    return Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

export function apiError(status: number, code: string, message: string): Answer {
  return { status, body: { data: { code, message } } };
}

/** A 429 as the server's limiters answer it: how long to wait, in `details.retry_after_s`. */
export function rateLimited(retryAfterS: number): Answer {
  return {
    status: 429,
    body: {
      data: {
        code: 'RATE_LIMITED',
        message: 'Too many requests',
        details: { retry_after_s: retryAfterS },
      },
    },
  };
}

export const NO_CONFIG = {
  app_version: '0.0.0',
  google: null,
  telegram: null,
  analytics: null,
  community_url: null,
  password_reset_ttl_minutes: 60,
};

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ada@example.com',
    name: 'Ada',
    avatar_color: '#e05d44',
    avatar_id: null,
    settings: { lang: 'en', sources: [], navanim: true, navtext: true },
    permissions: [],
    verified: true,
    has_password: true,
    providers: [],
    ...overrides,
  };
}
