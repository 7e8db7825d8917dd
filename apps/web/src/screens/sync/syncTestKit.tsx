import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

import { ToastViewport } from '../../components/toast/ToastViewport.tsx';
import { onlineStatus } from '../../data/network/useOnline.ts';
import { putEntry, resetOutboxStoreForTests } from '../../data/outbox/outboxStore.ts';
import type { OutboxEntry } from '../../data/outbox/types.ts';
import { createQueryClient } from '../../data/queryClient.ts';
import { setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { i18n } from '../../i18n/index.ts';
import { makeUser } from '../../test/mockFetch.ts';

let seq = 0;

/** An outbox entry of the signed-in test user (u1) for character 42; tests change the rest. */
export function makeEntry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  seq += 1;
  return {
    id: `entry-${seq}`,
    seq,
    kind: 'character.update',
    target: '42',
    characterId: '42',
    body: { hp: { current: 7, max: 12, max_mod: 0, temp: 0 } },
    userId: 'u1',
    createdAt: Date.parse('2026-11-20T10:00:00Z'),
    updatedAt: Date.parse('2026-11-20T10:00:00Z'),
    attempts: 0,
    status: 'pending',
    revision: 1,
    ...overrides,
  };
}

/** Signs the test user in (no token: nothing is sent unless a test sets one) and seeds entries. */
export async function seedOutbox(entries: OutboxEntry[]): Promise<void> {
  await i18n.loadNamespaces(['sync', 'character']);
  resetOutboxStoreForTests();
  setCurrentUser(makeUser());
  for (const entry of entries) putEntry(entry);
}

/** Signs in with a token, so the outbox's runner may send. */
export function allowSending(): void {
  setToken('t');
}

/** Renders `ui` with the app's providers, the toasts and a stand-in history page. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/character']}>
        <Routes>
          <Route path="/character" element={ui} />
          <Route path="/character/history" element={<p>History page</p>} />
        </Routes>
        <ToastViewport />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, ...view };
}

/** Takes the connection away (the browser says offline) until the returned function runs. */
export async function goOffline(): Promise<() => Promise<void>> {
  const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await onlineStatus.check();
  return async () => {
    offline.mockRestore();
    await onlineStatus.check();
  };
}
