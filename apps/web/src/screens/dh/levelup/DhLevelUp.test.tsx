import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { DhCharacter, DhLevelUp } from '@hearth/rules';
import { applyDhLevelUp } from '@hearth/rules';

import { dhFixtureCatalogue } from '../../../data/dh/dhCatalogueFixture.ts';
import { makeDhCharacter } from '../../../data/dh/dhTestKit.ts';
import { openDhPage, resetDhDevice, storedDhCharacter } from '../common/dhScreenTestKit.ts';

const ID = '1700000000000';
const PAGE = `/dh/character/${ID}/level`;

afterEach(resetDhDevice);

const apply = () => screen.getByRole('button', { name: 'Reach level 2' }) as HTMLButtonElement;
const choose = (option: string) =>
  userEvent.click(screen.getByRole('button', { name: `Choose ${option}` }));

async function pickNewCard(title: string) {
  const section = screen.getByRole('region', { name: 'New domain card' });
  await userEvent.click(within(section).getByRole('button', { name: 'Choose' }));
  const picker = screen.getByTestId('drawer');
  await userEvent.click(
    within(within(picker).getByRole('article', { name: title })).getByRole('button', {
      name: 'Choose',
    }),
  );
}

describe('second-system level up', () => {
  it('enables Apply only once the level is valid, then the sheet shows the new numbers', async () => {
    await openDhPage(makeDhCharacter({ id: ID }), PAGE);
    expect(apply().disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('New experience (+2)'), 'Sailor');
    await choose('Hit Point slot');
    expect(apply().disabled).toBe(true);
    await choose('Evasion +1');
    // Two choices made: nothing more can be chosen.
    expect(
      (screen.getByRole('button', { name: 'Choose Stress slot' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(apply().disabled).toBe(true);
    expect(screen.getByTestId('dh-levelup-missing').textContent).toBe(
      'Choose the new domain card.',
    );
    await pickNewCard('Whirlwind');
    expect(apply().disabled).toBe(false);
    await userEvent.click(apply());
    // The sheet: level 2, one more Hit Point slot, Evasion 9 − 1 (chainmail) + 1.
    expect((await screen.findByTestId('dh-level')).textContent).toBe('Level 2 · Tier 2');
    expect(screen.getByTestId('dh-track-hp-count').textContent).toBe('0 / 8');
    expect(screen.getByTestId('dh-evasion').textContent).toBe('9');
    const stored = await storedDhCharacter(ID);
    expect(stored?.level).toBe(2);
    expect(stored?.experiences[2]).toEqual({ text: 'Sailor', mod: 2 });
    expect(stored?.cards.all).toContain('whirlwind');
  });

  it('keeps Apply off while a chosen advancement misses its own choices', async () => {
    await openDhPage(makeDhCharacter({ id: ID }), PAGE);
    await userEvent.type(screen.getByLabelText('New experience (+2)'), 'Sailor');
    await choose('Two traits +1');
    await choose('Stress slot');
    await pickNewCard('Bare Bones');
    const traits = within(screen.getByRole('group', { name: 'Two traits' }));
    await userEvent.click(traits.getByRole('button', { name: 'Agility' }));
    expect(apply().disabled).toBe(true);
    expect(screen.getByTestId('dh-levelup-missing').textContent).toBe('Choose two traits.');
    await userEvent.click(traits.getByRole('button', { name: 'Strength' }));
    expect(apply().disabled).toBe(false);
  });

  it('lists the levels taken and takes the last one back after asking', async () => {
    const levelTwo = {
      level: 2,
      experience: 'Sailor',
      // Where the rules put the new experience when the level was taken.
      experienceSlot: 2,
      advancements: [{ kind: 'hp' as const }, { kind: 'evasion' as const }],
      card: 'whirlwind',
    };
    await openDhPage(
      makeDhCharacter({
        id: ID,
        level: 2,
        levels: [levelTwo],
        experiences: [
          { text: 'Blacksmith', mod: 2 },
          { text: 'Stubborn', mod: 2 },
          { text: 'Sailor', mod: 2 },
          { text: '', mod: 0 },
          { text: '', mod: 0 },
        ],
        cards: { active: ['not-good-enough', 'whirlwind'], all: ['not-good-enough', 'whirlwind'] },
      }),
      PAGE,
    );
    const past = screen.getByTestId('dh-past-level');
    expect(past.textContent).toContain('New experience: Sailor');
    expect(past.textContent).toContain('Hit Point slot');
    expect(past.textContent).toContain('Card: Whirlwind');
    await userEvent.click(screen.getByRole('button', { name: 'Back to level 1' }));
    await userEvent.click(
      within(screen.getByTestId('modal')).getByRole('button', { name: 'Level down' }),
    );
    expect(screen.queryByTestId('dh-past-level')).toBeNull();
    const stored = await storedDhCharacter(ID);
    expect(stored?.level).toBe(1);
    expect(stored?.levels).toEqual([]);
    expect(stored?.cards.all).toEqual(['not-good-enough']);
    expect(stored?.experiences[2]).toEqual({ text: '', mod: 0 });
  });
});

/** A guardian taken to level 4 through the rules, as the page would have taken them. */
function levelFourGuardian(): DhCharacter {
  const catalogue = dhFixtureCatalogue();
  const records: DhLevelUp[] = [
    {
      level: 2,
      experience: 'Sailor',
      advancements: [{ kind: 'hp' }, { kind: 'stress' }],
      card: 'whirlwind',
    },
    { level: 3, advancements: [{ kind: 'hp' }, { kind: 'stress' }], card: 'bare-bones' },
    {
      level: 4,
      advancements: [{ kind: 'traits', traits: ['AGL', 'STR'] }, { kind: 'evasion' }],
      card: 'a-soldiers-bond',
    },
  ];
  return records.reduce(
    (character, record) => {
      const result = applyDhLevelUp(character, catalogue, record);
      if (!result.ok) throw new Error(`level ${record.level}: ${result.problem.code}`);
      return result.character;
    },
    makeDhCharacter({ id: ID }),
  );
}

describe('second-system level up at level 5', () => {
  it('multiclasses with a class, one of its domains and a subclass, taking both choices', async () => {
    await openDhPage(levelFourGuardian(), PAGE);
    const reach = () => screen.getByRole('button', { name: 'Reach level 5' }) as HTMLButtonElement;
    await userEvent.type(screen.getByLabelText('New experience (+2)'), 'Scholar');
    await choose('Multiclass');
    // Multiclass takes both of the level's choices: nothing else can be added.
    expect(screen.getByTestId('dh-choices-used').textContent).toBe('2 / 2 choices');
    expect(
      (screen.getByRole('button', { name: 'Choose Hit Point slot' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Class'), 'wizard');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Domain' })).getByRole('button', { name: 'Codex' }),
    );
    expect(screen.getByTestId('dh-levelup-missing').textContent).toContain(
      'Choose the class, domain and subclass.',
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Subclass' })).getByRole('button', {
        name: 'School of War',
      }),
    );
    await pickNewCard('Get Back Up');
    expect(reach().disabled).toBe(false);
    await userEvent.click(reach());
    await screen.findByTestId('dh-level');
    const stored = await storedDhCharacter(ID);
    expect(stored?.level).toBe(5);
    expect(stored?.levels.at(-1)?.advancements).toEqual([
      { kind: 'multiclass', class: 'wizard', domain: 'codex', subclass: 'school-of-war' },
    ]);
  });
});
