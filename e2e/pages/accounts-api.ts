import type { APIRequestContext } from '@playwright/test';

import { verificationLinkFor } from './outbox.ts';

export interface TestAccount {
  email: string;
  password: string;
  token: string;
}

/** A verified account made through the API (register → outbox link → verify → login). */
export async function createVerifiedAccount(request: APIRequestContext): Promise<TestAccount> {
  const email = `api-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'a sturdy password';
  const registered = await request.post('/api/auth/register', { data: { email, password } });
  if (registered.status() !== 201) throw new Error(`register: ${registered.status()}`);
  const link = await verificationLinkFor(email);
  const verified = await request.get(`/api${new URL(link).pathname}`);
  if (!verified.ok()) throw new Error(`verify: ${verified.status()}`);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const body = (await login.json()) as { data: { token: string } };
  return { email, password, token: body.data.token };
}
