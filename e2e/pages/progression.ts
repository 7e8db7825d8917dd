import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { AppPage } from './app.ts';
import type { CreatedCharacter } from './characters-api.ts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The Warlock's invocation choice, as the rules key it (`<class>-<feature>-<choice>-<level>`). */
export const INVOCATIONS = 'warlock-eldritch-invocations-invocations-1';

/**
 * A level-1 human warlock (Sage) made through the API with point buy: STR 8, DEX 14, CON 13 + 2,
 * INT 10 + 1, WIS 12, CHA 15; Deception and Intimidation; the starting equipment.
 */
export async function createWarlock(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<CreatedCharacter> {
  const created = await request.post('/api/characters', {
    headers: auth(token),
    data: {
      name,
      specie: 'human',
      background: 'sage',
      classes: [{ id: 'warlock', level: 1 }],
      attributes: { str: 8, dex: 14, con: 13, int: 10, wis: 12, cha: 15 },
      options: {
        lang: ['elvish', 'infernal'],
        'warlock-skills': ['deception', 'intimidation'],
        'sage-bonus': ['con', 'con', 'int'],
        'human-size': ['2'],
      },
      hp: { current: 10, max: 10, max_mod: 0, temp: 0 },
      presets: ['warlock-a', 'sage-a'],
      settings: { abilityType: 1 },
    },
  });
  if (created.status() !== 201)
    throw new Error(`create: ${created.status()} ${await created.text()}`);
  return ((await created.json()) as { data: CreatedCharacter }).data;
}

/** The features page, the level-up pages and the feats page: where prerequisites show. */
export class ProgressionPage extends AppPage {
  constructor(page: Page) {
    super(page);
  }

  /** Opens a feature's drawer on /features/edit. */
  async openFeature(name: RegExp): Promise<Locator> {
    await this.page.getByRole('button', { name }).first().click();
    return this.page.getByRole('dialog');
  }

  /** One option of a choice's list (a pick button), by its title. */
  option(list: Locator, title: string): Locator {
    return list.getByRole('button', { name: new RegExp(`^${title}`) });
  }

  /** Levels a class through /lvlup/{id} to `level` with the suggested hit points. */
  async levelUp(classId: string, level: number): Promise<void> {
    await this.open(`/lvlup/${classId}`);
    await this.page.getByLabel('New level').fill(String(level));
    await this.page.getByRole('button', { name: 'Level up', exact: true }).click();
  }

  /** The level-up summary /features/edit opens with after a level up. */
  summary(): Locator {
    return this.page.getByTestId('level-summary');
  }

  classOption(title: string): Locator {
    return this.page
      .getByRole('radiogroup', { name: 'Class' })
      .getByRole('radio', { name: new RegExp(`^${title}`) });
  }

  feat(id: string): Locator {
    return this.page.getByTestId(`feat-${id}`);
  }
}
