import type { Locator, Page } from '@playwright/test';

import { AppPage } from './app.ts';

/** The character's bottom menu. */
export class CharacterMenu extends AppPage {
  readonly nav: Locator;

  constructor(page: Page) {
    super(page);
    this.nav = page.getByRole('navigation', { name: 'Character menu' });
  }

  go(name: 'Character' | 'Magic' | 'Actions'): Promise<void> {
    return this.nav.getByRole('link', { name, exact: true }).click();
  }
}

/** `/spells`: a casting class's list with its Known, Prepared and Book toggles. */
export class SpellsPage extends AppPage {
  toggle(kind: 'Known' | 'Prepared' | 'Spellbook', spell: string): Locator {
    return this.page.getByRole('button', { name: `${kind}: ${spell}`, exact: true });
  }

  counters(): Locator {
    return this.page.locator('.spells-counter');
  }
}

/** `/magic`: slot trackers by level, the spell drawer with Cast, the concentration banner. */
export class MagicPage extends AppPage {
  readonly drawer: Locator;
  readonly concentration: Locator;

  constructor(page: Page) {
    super(page);
    this.drawer = page.getByRole('dialog');
    this.concentration = page.getByTestId('concentration');
  }

  tab(name: 'Spells' | 'Cantrips' | 'Prepared and known' | 'Favourites'): Promise<void> {
    return this.page.getByRole('link', { name, exact: true }).click();
  }

  slots(level: number): Locator {
    return this.page.getByTestId(`slots-regular-${level}`);
  }

  /** Opens a spell from its row; the drawer shows its details and the Cast section. */
  async openSpell(title: string): Promise<Locator> {
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await this.page
      .getByTestId(`spell-${slug}`)
      .getByRole('button', { name: new RegExp(`^${title}`) })
      .first()
      .click();
    const drawer = this.page.getByRole('dialog', { name: title });
    await drawer.getByRole('heading', { name: 'Cast' }).waitFor();
    return drawer;
  }

  async closeDrawer(): Promise<void> {
    await this.drawer.getByRole('button', { name: 'Close' }).click();
    await this.drawer.waitFor({ state: 'hidden' });
  }
}
