import type { APIRequestContext, BrowserContext, Locator, Page, Request } from '@playwright/test';

import { AppPage } from './app.ts';

/**
 * Issue 19's sync: the sheet's sync badge and its panel (the device's outbox), the character's
 * history screen, and the device's outbox in local storage (keys under the spec's `pending_`).
 */
export class SyncPage extends AppPage {
  readonly badge: Locator;
  readonly panel: Locator;
  readonly entries: Locator;
  readonly history: Locator;

  constructor(page: Page) {
    super(page);
    this.badge = page.getByTestId('sync-badge');
    this.panel = page.getByTestId('sync-panel');
    this.entries = this.panel.getByTestId('outbox-entry');
    this.history = page.getByTestId('history-entry');
  }

  /** The history screen's entries whose value a later write from elsewhere replaced. */
  overwritten(): Locator {
    return this.history.and(this.page.locator('[data-conflict="true"]'));
  }

  async openPanel(): Promise<void> {
    await this.badge.click();
    await this.panel.waitFor();
  }

  entryButton(entry: Locator, name: 'Retry' | 'Edit' | 'Discard'): Locator {
    return entry.getByRole('button', { name, exact: true });
  }

  /** Discard asks for a second tap within 3 s: the button says so (the app's remove hint). */
  async discard(entry: Locator): Promise<void> {
    await this.entryButton(entry, 'Discard').click();
    await entry.getByRole('button', { name: 'Tap again to discard', exact: true }).click();
  }

  /** The history screen, from the panel's History link. */
  async openHistoryFromPanel(): Promise<void> {
    await this.panel.getByRole('link', { name: 'History' }).click();
    await this.page.waitForURL(/\/character\/history$/);
  }

  /**
   * The outbox's keys in local storage (`pending_character_<id>.<seq>`, `pending_item_…`,
   * `pending_notedraft_…`) and other `pending_` users'.
   */
  pendingKeys(): Promise<string[]> {
    return this.page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('pending_'))
        .sort(),
    );
  }

  /** Waits until the device holds no unsent edit: every outbox key is gone. */
  async waitUntilSynced(timeout = 30_000): Promise<void> {
    await this.page.waitForFunction(
      () => Object.keys(localStorage).every((key) => !key.startsWith('pending_')),
      undefined,
      { timeout, polling: 100 },
    );
  }

  /**
   * Waits until the service worker controls the page, so a reload without the network is
   * answered from its precache (the first visit installs it; control starts on a reload).
   */
  async waitForServiceWorker(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (await this.page.evaluate(() => navigator.serviceWorker.controller === null)) {
      await this.page.reload();
    }
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }

  /** Cuts the network (the service worker's too) and reloads: the app opens from the device. */
  async reloadOffline(context: BrowserContext): Promise<void> {
    await context.setOffline(true);
    await this.page.reload();
    await this.page.getByTestId('app-ready').waitFor({ state: 'attached' });
  }
}

/** A mutating call the page made: what the server was asked, in order, with its key. */
export interface SentEdit {
  method: string;
  path: string;
  key: string | null;
  body: Record<string, unknown>;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every mutating API request the pages of a context make (the outbox's sends,
 * retries included), in the order they leave the browser.
 */
export function recordEdits(context: BrowserContext): SentEdit[] {
  const sent: SentEdit[] = [];
  context.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || !MUTATING.has(request.method())) return;
    let body: Record<string, unknown> = {};
    try {
      body = (request.postDataJSON() as Record<string, unknown> | null) ?? {};
    } catch {
      // Not JSON: no body to look at.
    }
    sent.push({
      method: request.method(),
      path: url.pathname,
      key: request.headers()['idempotency-key'] ?? null,
      body,
    });
  });
  return sent;
}

// ---- Reading the server's state through the API ----

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The character fields the sync journeys check. */
export interface StoredCharacter {
  id: string;
  name: string;
  version: number;
  hp: { current: number; max: number; max_mod: number; temp: number };
  spell_slots: [number[], number[]];
  spells: Record<string, { prepared?: boolean; book?: boolean }>;
  conditions: string[];
  ac_mod: number;
}

export interface HistoryEntry {
  id: string;
  field: string;
  path: string[];
  old: unknown;
  new: unknown;
  conflict: boolean;
  user_id: string;
  device_id: string | null;
  device_label: string | null;
  version: number;
  at: string;
}

export interface StoredItem {
  id: string;
  quantity: number;
  item_id?: string | null;
  name?: string | null;
}

async function readData<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  what: string,
): Promise<T> {
  const answer = await request.get(path, { headers: auth(token) });
  if (!answer.ok()) throw new Error(`${what}: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

export function readCharacter(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<StoredCharacter> {
  return readData(request, token, `/api/characters/${id}`, 'character');
}

/** The character's history, newest first (the server keeps the newest 500). */
export async function readHistory(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<HistoryEntry[]> {
  const data = await readData<{ entries: HistoryEntry[] }>(
    request,
    token,
    `/api/characters/${id}/history?limit=200`,
    'history',
  );
  return data.entries;
}

/** Every line of every inventory of a character. */
export async function readItems(
  request: APIRequestContext,
  token: string,
  characterId: string,
): Promise<StoredItem[]> {
  const inventories = await readData<{ items: StoredItem[] }[]>(
    request,
    token,
    `/api/inventory/${characterId}`,
    'inventories',
  );
  return inventories.flatMap((inventory) => inventory.items);
}

export async function readNote(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<{ title: string; content: string }> {
  return readData(request, token, `/api/notes/${id}`, 'note');
}

/** A new session of an account (a second device signing in): its own token. */
export async function signIn(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const login = await request.post('/api/auth/login', { data: account });
  if (!login.ok()) throw new Error(`login: ${login.status()}`);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * The Content-Security-Policy check of `fixtures.ts` for a context the journey makes itself (a
 * second device): the violations the browser reports there, to be empty at the end.
 */
export function watchCspViolations(context: BrowserContext): string[] {
  const violations: string[] = [];
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) {
      violations.push(`${message.location().url}: ${message.text()}`);
    }
  });
  return violations;
}
