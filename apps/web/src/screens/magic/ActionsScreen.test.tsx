import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeCharacter } from '../../test/characterFixture.ts';
import {
  makeWizard,
  openMagic,
  SAVE_WAIT,
  scrollItem,
  withMagicCatalogue,
} from './magicTestKit.ts';

withMagicCatalogue();

const greatsword = scrollItem({ id: 'sword', item_id: 'greatsword', quantity: 1, equipped: true });
const dagger = scrollItem({ id: 'dagger', item_id: 'dagger', quantity: 1, equipped: false });
const torches = scrollItem({ id: 'torch', item_id: 'torch', quantity: 5, equipped: false });

const rowTitles = (group: string) =>
  within(screen.getByTestId(`actions-${group}`))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.attack-row__title')?.textContent);

const damageOf = (testId: string) =>
  within(screen.getByTestId(testId)).getByTestId('damage').textContent;

describe('/actions', () => {
  it('marks STR and DEX attacks with disadvantage in armor without training', async () => {
    const armor = scrollItem({
      id: 'armor',
      item_id: 'leather-armor',
      quantity: 1,
      equipped: true,
    });
    openMagic(makeWizard(), '/actions', [armor, dagger]);
    const row = await screen.findByTestId('attack-dagger');
    expect(within(row).getByTestId('attack-disadvantage').textContent).toBe('Disadvantage');
  });

  it('gives no disadvantage mark to a fighter in armor it is trained with', async () => {
    const armor = scrollItem({
      id: 'armor',
      item_id: 'leather-armor',
      quantity: 1,
      equipped: true,
    });
    openMagic(makeCharacter(), '/actions', [armor, greatsword]);
    const row = await screen.findByTestId('attack-sword');
    expect(within(row).queryByTestId('attack-disadvantage')).toBeNull();
  });

  it("puts a fighter's carried weapons under Action, held first, and Second Wind under Bonus action", async () => {
    openMagic(makeCharacter(), '/actions', [dagger, greatsword, torches]);
    const sword = await screen.findByTestId('attack-sword');
    expect(screen.getByTestId('attacks-per-action').textContent).toBe('1');
    // The dagger is not in hand: drawn as part of the attack. The unlit torch is no attack.
    expect(rowTitles('action')).toEqual(['Greatsword', 'Dagger', 'Unarmed Strike']);
    expect(screen.queryByText('Torch')).toBeNull();
    // STR 17 (+3), proficiency +2.
    expect(within(sword).getByTestId('to-hit').textContent).toBe('+5');
    expect(within(sword).getByTestId('damage').textContent).toBe('2d6 + 3 slashing · Reach 5 ft');
    expect(within(sword).queryByText('Not in hand')).toBeNull();
    const daggerRow = screen.getByTestId('attack-dagger');
    expect(within(daggerRow).getByText('Not in hand')).toBeTruthy();
    expect(damageOf('attack-dagger')).toBe('1d4 + 3 piercing · Reach 5 ft · Range 20/60 ft');
    expect(damageOf('attack-unarmed')).toBe('4 bludgeoning · Reach 5 ft');
    // Second Wind: a Bonus Action with its two uses to tick off.
    expect(rowTitles('bonus')).toEqual(['Second Wind']);
    const secondWind = screen.getByTestId('resource-prop-second-wind');
    expect(within(secondWind).getByRole('group', { name: 'Uses' }).textContent).toContain(
      '2 of 2 left',
    );
    expect(screen.queryByTestId('actions-reaction')).toBeNull();
  });

  it('swings a torch only once it is held', async () => {
    openMagic(makeCharacter(), '/actions', [{ ...torches, equipped: true }]);
    const torch = await screen.findByTestId('feature-attack-item-torch-swing');
    expect(torch.textContent).toContain('1 fire');
    expect(rowTitles('action')).toEqual(['Unarmed Strike', 'Torch']);
  });

  it('gives two Light weapons the Bonus Action extra attack without the modifier to damage', async () => {
    openMagic(makeCharacter(), '/actions', [{ ...dagger, quantity: 2, equipped: true }]);
    const offHand = await screen.findByTestId('attack-dagger-off-hand');
    expect(rowTitles('bonus')).toEqual(['Dagger', 'Second Wind']);
    expect(within(offHand).getByText('Extra attack (Light)')).toBeTruthy();
    expect(within(offHand).getByTestId('to-hit').textContent).toBe('+5');
    expect(damageOf('attack-dagger-off-hand')).toBe('1d4 piercing · Reach 5 ft · Range 20/60 ft');
  });

  it("puts a monk's Martial Arts strike under Bonus action with DEX added to its damage", async () => {
    openMagic(
      makeCharacter({
        classes: [{ id: 'monk', level: 1, hit_dice: 0 }],
        attributes: { str: 10, dex: 15, con: 13, int: 8, wis: 14, cha: 10 },
        options: {
          'soldier-bonus': ['dex', 'dex', 'con'],
          'monk-skills': ['acrobatics', 'insight'],
        },
      }),
      '/actions',
    );
    const strike = await screen.findByTestId('attack-unarmed-bonus');
    expect(rowTitles('bonus')).toEqual(['Unarmed Strike (Martial Arts)']);
    // DEX 17 (+3), proficiency +2; the Martial Arts die d6 plus DEX.
    expect(within(strike).getByTestId('to-hit').textContent).toBe('+5');
    expect(damageOf('attack-unarmed-bonus')).toBe('1d6 + 3 bludgeoning · Reach 5 ft');
  });

  it("lists a wizard's damaging and healing spells by casting time, and its reaction spells", async () => {
    openMagic(
      makeWizard({
        classes: [{ id: 'wizard', level: 5, hit_dice: 0 }],
        spells: {
          ...makeWizard().spells,
          'cure-wounds': { extra: true },
        },
      }),
      '/actions',
    );
    const bolt = await screen.findByTestId('spell-attack-fire-bolt');
    // INT 17 (+3), proficiency +3 at level 5.
    expect(bolt.textContent).toContain('+6');
    expect(within(bolt).getByTestId('damage').textContent).toBe('2d10 fire · Evocation cantrip');
    const action = rowTitles('action');
    expect(action).toEqual(
      expect.arrayContaining([
        'Fire Bolt',
        'Magic Missile',
        'Web',
        'Cure Wounds',
        'Unarmed Strike',
      ]),
    );
    // Spells that neither deal damage nor heal stay on /magic, book-only ones too.
    expect(action).not.toContain('Hold Person');
    expect(action).not.toContain('Light');
    expect(action).not.toContain('Burning Hands');
    expect(damageOf('spell-attack-cure-wounds')).toBe('2d8 + 3 healing · Level 1 Abjuration');
    // Shield is a reaction: the Reaction section has it though it deals no damage.
    expect(rowTitles('reaction')).toEqual(['Shield']);
    expect(damageOf('spell-attack-shield')).toBe('Level 1 Abjuration');
    expect(damageOf('spell-attack-magic-missile')).toBe('3 × 1d4+1 force · Level 1 Evocation');
  });

  it("shows a warlock's Eldritch Blast beams by level and Hellish Rebuke as a reaction", async () => {
    openMagic(
      makeCharacter({
        name: 'Wyll',
        classes: [{ id: 'warlock', level: 5, hit_dice: 0 }],
        attributes: { str: 8, dex: 14, con: 14, int: 10, wis: 12, cha: 15 },
        spells: {
          'eldritch-blast': { prepared: true },
          'hellish-rebuke': { prepared: true },
        },
      }),
      '/actions',
    );
    await screen.findByTestId('spell-attack-eldritch-blast');
    expect(damageOf('spell-attack-eldritch-blast')).toBe(
      '2 beams × 1d10 force · Evocation cantrip',
    );
    expect(rowTitles('reaction')).toEqual(['Hellish Rebuke']);
    // Cast with a level 3 pact slot: 2d10 and 1d10 for each of the two levels above 1st.
    expect(damageOf('spell-attack-hellish-rebuke')).toBe('4d10 fire · Level 1 Evocation');
  });

  it('shows a chosen damage type as one roll with the choice', async () => {
    openMagic(
      makeCharacter({
        classes: [{ id: 'sorcerer', level: 1, hit_dice: 0 }],
        spells: { 'sorcerous-burst': { prepared: true } },
      }),
      '/actions',
    );
    await screen.findByTestId('spell-attack-sorcerous-burst');
    expect(damageOf('spell-attack-sorcerous-burst')).toBe(
      '1d8 acid / cold / fire / lightning / poison / psychic / thunder (your choice) · Evocation cantrip',
    );
  });

  it('groups a bonus-action spell apart and opens the spell drawer with Cast', async () => {
    const { saved } = openMagic(
      makeCharacter({
        name: 'Aragorn',
        classes: [{ id: 'ranger', level: 1, hit_dice: 0 }],
        attributes: { str: 12, dex: 15, con: 13, int: 10, wis: 16, cha: 8 },
        options: { 'soldier-bonus': ['dex', 'dex', 'con'] },
      }),
      '/actions',
    );
    await screen.findByTestId('actions-bonus');
    expect(rowTitles('bonus')).toEqual(["Hunter's Mark"]);
    fireEvent.click(screen.getByRole('button', { name: /^Hunter's Mark/ }));
    const drawer = await screen.findByRole('dialog', { name: "Hunter's Mark" });
    expect(within(drawer).getByText('Casting time')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cast with a level 1 slot' }));
    expect(await screen.findByTestId('concentration')).toBeTruthy();
    await waitFor(() => expect(saved()).toHaveLength(1), SAVE_WAIT);
    expect(saved()[0]?.spell_slots).toEqual([[1], []]);
  });
});
