import type { Locator, Page } from '@playwright/test';

import { AppPage, STORAGE } from './app.ts';

/**
 * `/character/origin`: ability scores, species and background corrected after creation, with
 * the wizard's steps in tabs, what changes listed, and Save or Cancel in a bar.
 */
export class OriginPage extends AppPage {
  readonly changes: Locator;
  readonly save: Locator;
  readonly cancel: Locator;

  constructor(page: Page) {
    super(page);
    this.changes = page.getByRole('region', { name: 'What changes' });
    this.save = page.getByRole('button', { name: 'Save changes', exact: true });
    this.cancel = page.getByRole('button', { name: 'Cancel', exact: true });
  }

  /** From the sheet: the pencil on the abilities card. */
  async openFromSheet(): Promise<void> {
    await this.page
      .getByRole('link', { name: 'Correct abilities, species and background' })
      .click();
    await this.page
      .getByRole('heading', { level: 1, name: 'Abilities and origin' })
      .waitFor({ timeout: 20_000 });
  }

  /** A part of the screen: Abilities, Species or Background (its name may add "needs fixing"). */
  tab(name: 'Abilities' | 'Species' | 'Background'): Locator {
    return this.page.getByRole('tablist', { name: 'What to correct' }).getByRole('tab', {
      name: new RegExp(`^${name}`),
    });
  }

  /** An ability method's tab: Array, Point buy or Custom. */
  method(name: 'Array' | 'Point buy' | 'Custom'): Locator {
    return this.page.getByRole('tablist', { name: 'Ability score method' }).getByRole('tab', {
      name,
      exact: true,
    });
  }

  pointsLeft(): Locator {
    return this.page.getByTestId('points-left');
  }

  /** Lowers or raises an ability by point buy. */
  step(direction: 'Lower' | 'Raise', ability: string): Promise<void> {
    return this.page.getByRole('button', { name: `${direction} ${ability}`, exact: true }).click();
  }

  /** Picks a species or background card by its title. */
  choose(title: string): Promise<void> {
    return this.page.getByRole('button', { name: new RegExp(`^${title}\\b`) }).click();
  }
}

/** The sheet's resources card: the player's own resources added, edited and deleted. */
export class ResourcesCard {
  readonly card: Locator;
  readonly drawer: Locator;

  constructor(readonly page: Page) {
    this.card = page.getByRole('region', { name: 'Resources' });
    this.drawer = page.getByTestId('drawer');
  }

  row(name: string): Locator {
    return this.card.getByRole('listitem').filter({ hasText: name });
  }

  async add(name: string, max: number): Promise<void> {
    await this.card.getByRole('button', { name: 'New resource' }).click();
    await this.drawer.getByRole('textbox', { name: 'Name' }).fill(name);
    await this.drawer.getByRole('textbox', { name: 'Maximum (0 for unlimited)' }).fill(String(max));
    await this.drawer.getByRole('button', { name: 'Add resource' }).click();
  }

  /** Opens the form of one of the player's own resources (from its title). */
  edit(name: string): Promise<void> {
    return this.card.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  }

  async rename(from: string, to: string): Promise<void> {
    await this.edit(from);
    await this.drawer.getByRole('textbox', { name: 'Name' }).fill(to);
    await this.drawer.getByRole('button', { name: 'Save changes' }).click();
  }

  async delete(name: string): Promise<void> {
    await this.edit(name);
    await this.drawer.getByRole('button', { name: 'Delete resource' }).click();
    await this.drawer.getByRole('button', { name: 'Delete', exact: true }).click();
  }
}

/**
 * Switches the device's colour theme (kept in its preferences) and reloads the page: neon in
 * its dark scheme, parchment in its light one.
 */
export async function useTheme(page: Page, theme: 'neon' | 'parchment'): Promise<void> {
  const scheme = theme === 'neon' ? 'dark' : 'light';
  await page.evaluate(
    ([key, name, light]) => {
      const prefs = JSON.parse(localStorage.getItem(key!) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key!, JSON.stringify({ ...prefs, theme: name, scheme: light }));
    },
    [STORAGE.prefs, theme, scheme],
  );
  await page.reload();
  await page.getByTestId('app-ready').waitFor({ state: 'attached' });
}
