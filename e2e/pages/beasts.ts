import type { APIRequestContext, Locator } from '@playwright/test';

import { createCharacter } from './actions.ts';
import { AppPage } from './app.ts';
import type { CreatedCharacter } from './characters-api.ts';

/**
 * A human druid (Sage) made through the API, raised to `level` with average hit points
 * (d8: 8, then 5 a level; CON 16 adds 3 a level).
 */
export function createDruid(
  request: APIRequestContext,
  token: string,
  name: string,
  level: number,
): Promise<CreatedCharacter> {
  const hp = 8 + 5 * (level - 1) + 3 * level;
  return createCharacter(
    request,
    token,
    {
      name,
      specie: 'human',
      background: 'sage',
      classes: [{ id: 'druid', level: 1 }],
      attributes: { str: 8, dex: 14, con: 15, int: 10, wis: 15, cha: 8 },
      options: {
        lang: ['elvish', 'sylvan'],
        'druid-skills': ['nature', 'perception'],
        'sage-bonus': ['wis', 'wis', 'con'],
        'human-size': ['2'],
      },
      hp: { current: 11, max: 11, max_mod: 0, temp: 0 },
      presets: ['druid-a', 'sage-a'],
      settings: { abilityType: 1 },
    },
    {
      classes: [{ id: 'druid', level, hit_dice: 0 }],
      hp: { current: hp, max: hp, max_mod: 0, temp: 0 },
    },
  );
}

/** /beasts-add, /beasts and Wild Shape on the sheet. */
export class BeastsPage extends AppPage {
  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search beasts' });
  }

  /** The stat-block drawer open. */
  drawer(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Finds a beast in the bestiary and adds it with the type offered first. */
  async addFromBestiary(title: string): Promise<void> {
    await this.search.fill(title);
    await this.page.getByRole('button', { name: title, exact: true }).click();
    await this.drawer(title).getByRole('button', { name: 'Add', exact: true }).click();
    const modal = this.page.getByRole('dialog', { name: `Add ${title}` });
    await modal.getByRole('button', { name: 'Add beast' }).click();
    await modal.waitFor({ state: 'detached' });
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** A type's list on /beasts. */
  group(type: string): Locator {
    return this.page.getByTestId(`beasts-${type}`);
  }

  activeMarks(type: string): Locator {
    return this.group(type).getByTestId('active-mark');
  }

  get wildShape(): Locator {
    return this.page.getByTestId('wild-shape');
  }

  get uses(): Locator {
    return this.page.getByTestId('wild-shape-uses');
  }

  get banner(): Locator {
    return this.page.getByTestId('wild-shape-banner');
  }

  get hpTemp(): Locator {
    return this.page.getByTestId('hp-temp');
  }

  async waitUntilSaved(): Promise<void> {
    await this.page.waitForFunction(
      () => Object.keys(localStorage).every((key) => !key.startsWith('pending_character_')),
      undefined,
      { timeout: 10_000 },
    );
  }
}
