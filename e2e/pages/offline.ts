import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { AppPage } from './app.ts';

/**
 * The installed app without a connection: the service worker, the offline bar and the
 * 'Offline mode' modal (spec platform §2, §8).
 */
export class OfflinePage extends AppPage {
  readonly badge: Locator;
  readonly modal: Locator;

  constructor(page: Page) {
    super(page);
    this.badge = page.getByTestId('offline-badge');
    this.modal = page.getByRole('dialog', { name: 'Offline mode' });
  }

  /**
   * Waits until the service worker has installed (its precache is complete once it is ready)
   * and controls this page, so a reload is answered by it.
   */
  async waitForServiceWorker(): Promise<void> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        });
      });
    });
  }

  /** Whether the page now showing came from the service worker. */
  controlled(): Promise<boolean> {
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }

  /** What the 'Offline mode' modal lists as needing a connection. */
  needs(): Locator {
    return this.modal.getByRole('list').getByRole('listitem');
  }
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A bestiary beast given to a character through the API (the journey's setup). */
export async function addBeastApi(
  request: APIRequestContext,
  token: string,
  characterId: string,
  beast: { beast_id: string; type: 'wildshape' | 'companion' | 'familiar' | 'summon' | 'mount' },
): Promise<void> {
  const added = await request.post(`/api/character-beasts/${characterId}`, {
    headers: auth(token),
    data: beast,
  });
  if (added.status() !== 201) throw new Error(`beast: ${added.status()} ${await added.text()}`);
}
