import type { APIRequestContext, Locator } from '@playwright/test';

import { AppPage } from './app.ts';
import type { CreatedCharacter } from './characters-api.ts';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** `/actions`: attacks per action, then the Action, Bonus action and Reaction sections. */
export class ActionsPage extends AppPage {
  section(group: 'action' | 'bonus' | 'reaction' | 'other'): Locator {
    return this.page.getByTestId(`actions-${group}`);
  }

  /** The titles of one section's rows, in order. */
  titles(group: 'action' | 'bonus' | 'reaction' | 'other'): Locator {
    return this.section(group).locator('.attack-row__title');
  }

  /** The character's bottom bar. */
  menu(): Locator {
    return this.page.getByRole('navigation', { name: 'Character menu' });
  }

  /** The labels the bottom bar shows (full, or cut when they do not fit). */
  menuLabels(): Locator {
    return this.menu().locator('.character-nav__label');
  }
}

/** A character made through the API from a creation form, then changed by `update` (if any). */
export async function createCharacter(
  request: APIRequestContext,
  token: string,
  form: Record<string, unknown>,
  update?: Record<string, unknown>,
): Promise<CreatedCharacter> {
  const created = await request.post('/api/characters', { headers: auth(token), data: form });
  if (created.status() !== 201)
    throw new Error(`create: ${created.status()} ${await created.text()}`);
  const character = ((await created.json()) as { data: CreatedCharacter }).data;
  if (!update) return character;
  const changed = await request.post(`/api/characters/${character.id}`, {
    headers: auth(token),
    data: update,
  });
  if (changed.status() !== 200)
    throw new Error(`update: ${changed.status()} ${await changed.text()}`);
  return ((await changed.json()) as { data: CreatedCharacter }).data;
}

/** A level-5 human monk (Soldier) with its starting equipment: the wizard's own proposal. */
export const MONK_5 = {
  form: {
    name: 'Kwai',
    specie: 'human',
    background: 'soldier',
    classes: [{ id: 'monk', level: 1 }],
    attributes: { str: 8, dex: 15, con: 15, int: 8, wis: 15, cha: 8 },
    options: {
      lang: ['elvish', 'dwarvish'],
      'monk-skills': ['acrobatics', 'athletics'],
      'monk-tools': ['alchemists-supplies'],
      'soldier-bonus': ['dex', 'dex', 'con'],
      'soldier-tool': ['gaming-set-dice'],
      'human-size': ['2'],
    },
    hp: { current: 11, max: 11, max_mod: 0, temp: 0 },
    presets: ['monk-a', 'soldier-a'],
    settings: { abilityType: 1 },
  },
  // d8 hit dice: 8 at level 1, then 5 a level; CON 16 adds 3 a level.
  update: {
    classes: [{ id: 'monk', level: 5, hit_dice: 0 }],
    hp: { current: 43, max: 43, max_mod: 0, temp: 0 },
  },
};

/** A level-5 human warlock (Sage) with Eldritch Blast and Hellish Rebuke. */
export const WARLOCK_5 = {
  form: {
    name: 'Wyll',
    specie: 'human',
    background: 'sage',
    classes: [{ id: 'warlock', level: 1 }],
    attributes: { str: 8, dex: 15, con: 15, int: 8, wis: 8, cha: 15 },
    options: {
      lang: ['elvish', 'infernal'],
      'warlock-skills': ['arcana', 'deception'],
      'sage-bonus': ['con', 'con', 'wis'],
      'human-size': ['2'],
    },
    hp: { current: 11, max: 11, max_mod: 0, temp: 0 },
    presets: ['warlock-a', 'sage-a'],
    settings: { abilityType: 1 },
  },
  update: {
    classes: [{ id: 'warlock', level: 5, hit_dice: 0 }],
    hp: { current: 43, max: 43, max_mod: 0, temp: 0 },
    spells: {
      'eldritch-blast': { prepared: true },
      'hellish-rebuke': { prepared: true },
    },
  },
};
