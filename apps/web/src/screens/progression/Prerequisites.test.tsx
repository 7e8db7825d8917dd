import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { i18n } from '../../i18n/index.ts';
import { openCharacter, withCatalogue } from './progressionTestKit.ts';

// Options whose prerequisites are not met are shown disabled with the reason, the same reason
// the server would refuse them with (the rules' `reasonsUnavailable`).
withCatalogue();

const INVOCATIONS = 'warlock-eldritch-invocations-invocations-1';

async function openFeature(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

const option = (list: HTMLElement, name: RegExp) =>
  within(list).getByRole('button', { name }) as HTMLButtonElement;

const warlock = (level: number, extra: Record<string, unknown> = {}) => ({
  background: 'sage',
  classes: [{ id: 'warlock', level, hit_dice: 0 }],
  attributes: { str: 8, dex: 14, con: 14, int: 10, wis: 12, cha: 15 },
  options: { 'sage-bonus': ['cha', 'cha', 'con'], 'warlock-skills': ['arcana', 'deception'] },
  ...extra,
});

describe('eldritch invocations', () => {
  it('at Warlock 1 shows Lifedrinker disabled with what it needs, and the pacts open', async () => {
    openCharacter(warlock(1), '/features/edit');
    const drawer = await openFeature(/^Eldritch Invocations/);
    const list = within(drawer).getByRole('list', { name: 'Eldritch Invocations' });
    const lifedrinker = option(list, /^Lifedrinker/);
    expect(lifedrinker.disabled).toBe(true);
    expect(lifedrinker.textContent).toContain('Needs Warlock level 9 · Needs Pact of the Blade');
    expect(option(list, /^Pact of the Blade/).disabled).toBe(false);
    expect(option(list, /^Armor of Shadows/).disabled).toBe(false);
    // 23 of the 28 have a prerequisite a Warlock 1 cannot meet.
    const disabled = within(list)
      .getAllByRole('button', { pressed: false })
      .filter((button) => (button as HTMLButtonElement).disabled);
    expect(disabled).toHaveLength(23);
  });

  it('lets a level-9 Warlock with Pact of the Blade take Lifedrinker', async () => {
    openCharacter(
      warlock(9, {
        features: [
          {
            id: 'pact-of-the-blade',
            path: `${INVOCATIONS}-pact-of-the-blade`,
            choice: INVOCATIONS,
          },
        ],
      }),
      '/features/edit',
    );
    const drawer = await openFeature(/^Eldritch Invocations/);
    const list = within(drawer).getByRole('list', { name: 'Eldritch Invocations' });
    const lifedrinker = option(list, /^Lifedrinker/);
    expect(lifedrinker.disabled).toBe(false);
    expect(lifedrinker.textContent).toContain('Prerequisite: Level 9+ Warlock');
  });
});

describe('Scholar', () => {
  it('offers Expertise only in the listed skills the wizard is proficient in', async () => {
    openCharacter(
      {
        background: 'sage',
        classes: [{ id: 'wizard', level: 2, hit_dice: 0 }],
        options: { 'sage-bonus': ['int', 'int', 'con'], 'wizard-skills': ['insight', 'medicine'] },
      },
      '/features/edit',
    );
    const drawer = await openFeature(/^Scholar/);
    const list = within(drawer).getByRole('list', { name: 'Proficiencies' });
    // The sage's Arcana and History, the class's Medicine.
    for (const skill of [/^Arcana/, /^History/, /^Medicine/]) {
      expect(option(list, skill).disabled).toBe(false);
    }
    const nature = option(list, /^Nature/);
    expect(nature.disabled).toBe(true);
    expect(nature.textContent).toContain('Expertise needs proficiency in Nature');
    expect(option(list, /^Religion/).disabled).toBe(true);
  });
});

describe('skill names in Russian', () => {
  it("names the skills of a choice in the player's language, not the catalogue's English", async () => {
    await act(() => i18n.changeLanguage('ru'));
    try {
      openCharacter(
        {
          background: 'sage',
          classes: [{ id: 'wizard', level: 2, hit_dice: 0 }],
          options: {
            'sage-bonus': ['int', 'int', 'con'],
            'wizard-skills': ['insight', 'medicine'],
          },
        },
        '/features/edit',
      );
      fireEvent.click(await screen.findByRole('button', { name: /^Scholar|^Учёный|^Ученый/ }));
      const drawer = await screen.findByRole('dialog');
      expect(within(drawer).getByRole('button', { name: /^Магия/ })).toBeTruthy();
      expect(within(drawer).queryByRole('button', { name: /^Arcana/ })).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe('/feats', () => {
  it('shows epic boons disabled at level 6, saying they need level 19', async () => {
    openCharacter({ classes: [{ id: 'fighter', level: 6, hit_dice: 0 }] }, '/feats');
    const boon = await screen.findByTestId('feat-boon-of-fate');
    const add = within(boon).getByRole('button', { name: 'Add Boon of Fate' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(within(boon).getByText('Needs level 19')).toBeTruthy();
    expect(add.getAttribute('aria-describedby')).toBe('feat-boon-of-fate-lacks');
    const alert = screen.getByTestId('feat-alert');
    expect(
      (within(alert).getByRole('button', { name: 'Add Alert' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});

describe('/lvlup/classes', () => {
  it('shows Barbarian disabled with the reason for a fighter with STR 8', async () => {
    openCharacter(
      {
        attributes: { str: 8, dex: 15, con: 14, int: 10, wis: 13, cha: 10 },
        options: { 'soldier-bonus': ['dex', 'dex', 'con'], 'fighter-skills': ['athletics'] },
      },
      '/lvlup/classes',
    );
    const classes = await screen.findByRole('radiogroup', { name: 'Class' });
    const barbarian = within(classes).getByRole('radio', { name: /^Barbarian/ });
    expect((barbarian as HTMLButtonElement).disabled).toBe(true);
    expect(barbarian.textContent).toContain('Barbarian needs Strength 13 or more to multiclass');
    // DEX 17 and WIS 13: a Monk is open, a Rogue too.
    expect(
      (within(classes).getByRole('radio', { name: /^Monk/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(
      (within(classes).getByRole('radio', { name: /^Rogue/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
