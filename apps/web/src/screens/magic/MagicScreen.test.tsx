import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeCharacter } from '../../test/characterFixture.ts';
import {
  makeWizard,
  openMagic,
  openSpell,
  SAVE_WAIT,
  scrollItem,
  withMagicCatalogue,
} from './magicTestKit.ts';

withMagicCatalogue();

const pips = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('button');

/** A level 1 ranger: Hunter's Mark always prepared, cast twice a day without a slot. */
const ranger = () =>
  makeCharacter({
    name: 'Aragorn',
    classes: [{ id: 'ranger', level: 1, hit_dice: 0 }],
    attributes: { str: 12, dex: 15, con: 13, int: 10, wis: 16, cha: 8 },
    options: {
      'soldier-bonus': ['dex', 'dex', 'con'],
      'ranger-skills': ['perception', 'stealth', 'survival'],
    },
    spells: { 'cure-wounds': { prepared: true } },
  });

describe('/magic: the Spells tab', () => {
  it('warns that armor without training forbids spellcasting', async () => {
    const armor = scrollItem({
      id: 'armor-1',
      item_id: 'leather-armor',
      quantity: 1,
      equipped: true,
    });
    openMagic(makeWizard(), '/magic', [armor]);
    expect((await screen.findByTestId('armor-untrained')).textContent).toContain('no spellcasting');
  });

  it('gives no armor warning to a wizard in robes', async () => {
    openMagic(makeWizard());
    await screen.findByTestId('slots-regular-1');
    expect(screen.queryByTestId('armor-untrained')).toBeNull();
  });

  it('tracks slots by level: a tap on a pip spends a slot, on a used one restores it', async () => {
    const { saved } = openMagic(makeWizard());
    const level1 = await screen.findByTestId('slots-regular-1');
    expect(level1.textContent).toContain('4 of 4 left');
    expect(pips('slots-regular-1')).toHaveLength(4);
    expect(pips('slots-regular-2')).toHaveLength(2);
    // The wizard has no level 3 slots: no tracker for it.
    expect(screen.queryByTestId('level-3')).toBeNull();
    // Level 1 lists the castable spells of that level, not the book-only ones.
    const spells = within(screen.getByTestId('level-1')).getByRole('list', {
      name: 'Level 1 spells',
    });
    expect(within(spells).getByText('Magic Missile')).toBeTruthy();
    expect(within(spells).getByText('Shield')).toBeTruthy();
    expect(within(spells).queryByText('Burning Hands')).toBeNull();

    fireEvent.click(pips('slots-regular-1')[0]!);
    await waitFor(() =>
      expect(screen.getByTestId('slots-regular-1').textContent).toContain('3 of 4 left'),
    );
    expect(pips('slots-regular-1')[0]?.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(saved().at(-1)?.spell_slots).toEqual([[1], []]), SAVE_WAIT);

    fireEvent.click(pips('slots-regular-1')[0]!);
    await waitFor(() =>
      expect(screen.getByTestId('slots-regular-1').textContent).toContain('4 of 4 left'),
    );
    await waitFor(() => expect(saved().at(-1)?.spell_slots).toEqual([[0], []]), SAVE_WAIT);
  });

  it('shows Pact Magic as its own row at the pact slot level', async () => {
    openMagic(
      makeCharacter({
        classes: [{ id: 'warlock', level: 2, hit_dice: 0 }],
        spells: { 'eldritch-blast': { prepared: true } },
        spell_slots: [[], [1]],
      }),
    );
    const pact = await screen.findByTestId('slots-pact-1');
    expect(pact.textContent).toContain('Pact Magic');
    expect(pact.textContent).toContain('1 of 2 left');
    expect(screen.queryByTestId('slots-regular-1')).toBeNull();
  });

  it('shows the slots free again after a long rest on the sheet', async () => {
    const { router } = openMagic(
      makeWizard({
        spell_slots: [[3, 2], []],
        hp: { current: 5, max: 17, max_mod: 0, temp: 0 },
      }),
      '/magic',
    );
    expect((await screen.findByTestId('slots-regular-1')).textContent).toContain('1 of 4 left');
    expect(screen.getByTestId('slots-regular-2').textContent).toContain('0 of 2 left');

    await act(() => router.navigate('/character'));
    fireEvent.click(await screen.findByRole('button', { name: 'Long rest' }));
    fireEvent.pointerDown(await screen.findByRole('button', { name: 'Hold to rest' }));
    expect(await screen.findByText('Spell slots restored', {}, { timeout: 2000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    await act(() => router.navigate('/magic'));
    expect((await screen.findByTestId('slots-regular-1')).textContent).toContain('4 of 4 left');
    expect(screen.getByTestId('slots-regular-2').textContent).toContain('2 of 2 left');
  });

  it('ends concentration when damage drops the character to 0, and the banner goes', async () => {
    const { router, saved } = openMagic(
      makeWizard({ options: { ...makeWizard().options, concentration: ['web'] } }),
    );
    expect((await screen.findByTestId('concentration')).textContent).toContain(
      'Concentrating on Web',
    );
    await act(() => router.navigate('/character'));
    fireEvent.click(await screen.findByRole('button', { name: 'Change hit points' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Amount'), { target: { value: '40' } });
    // A number field commits when it loses focus, as it does when Damage is tapped.
    fireEvent.blur(within(drawer).getByLabelText('Amount'));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Damage' }));
    expect(await screen.findByText('Your Concentration ends!')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));

    await act(() => router.navigate('/magic'));
    await screen.findByTestId('slots-regular-1');
    expect(screen.queryByTestId('concentration')).toBeNull();
    await waitFor(() => expect(saved().at(-1)?.options?.concentration).toEqual([]), SAVE_WAIT);
  });

  it('says so when the character has no slots at all', async () => {
    openMagic(makeCharacter());
    expect(await screen.findByText(/No spell slots/)).toBeTruthy();
    expect(screen.getByText('No spell scrolls in your inventory.')).toBeTruthy();
  });
});

describe('/magic: the other tabs', () => {
  it('keeps favourites: the star on a spell adds it to the Favourites tab', async () => {
    const { saved, router } = openMagic(makeWizard(), '/magic/favorites');
    expect(await screen.findByText(/No favourites yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Cantrips' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/magic/cantrips'));
    const star = await screen.findByRole('button', { name: 'Add Fire Bolt to favourites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    expect(
      (
        await screen.findByRole('button', { name: 'Remove Fire Bolt from favourites' })
      ).getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(
      () =>
        expect(saved().at(-1)?.spells?.['fire-bolt']).toEqual({ prepared: true, favorite: true }),
      SAVE_WAIT,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Favourites' }));
    const list = await screen.findByRole('list', { name: 'Favourites' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Fire Bolt')]);
  });

  it('lists everything known by how it is had: prepared, the spellbook, cantrips', async () => {
    openMagic(makeWizard(), '/magic/known');
    const titles = (group: string) =>
      within(screen.getByTestId(`group-${group}`))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.spell-row__title')?.textContent);
    await screen.findByTestId('group-prepared');
    expect(titles('prepared')).toEqual(['Magic Missile', 'Shield', 'Hold Person', 'Web']);
    // The spellbook holds the prepared spells too; book-only ones are greyed.
    expect(titles('book')).toEqual([
      'Burning Hands',
      'Detect Magic',
      'Magic Missile',
      'Shield',
      'Hold Person',
      'Web',
    ]);
    // The rules' warning: a level 3 wizard's book holds at least 6 + 2 × 2 spells.
    expect(screen.getByTestId('group-book').textContent).toContain(
      'The spellbook needs at least 10 spells (6 now)',
    );
    expect(titles('cantrip')).toEqual(['Fire Bolt', 'Light']);
    expect(screen.getByRole('link', { name: 'Choose spells' }).getAttribute('href')).toBe(
      '/spells',
    );
  });

  it('shows free castings of a granted spell as pips and casts without a slot', async () => {
    const { saved } = openMagic(ranger(), '/magic/known');
    const granted = await screen.findByTestId('group-granted');
    const row = within(granted).getByTestId('spell-hunters-mark');
    const uses = within(row).getByRole('group', { name: 'Free castings' });
    expect(uses.textContent).toContain('2 of 2 left');
    expect(within(uses).getAllByRole('button')).toHaveLength(2);

    const drawer = await openSpell("Hunter's Mark");
    // Favored Enemy: WIS 16 (+3), proficiency +2.
    expect(within(drawer).getByTestId('cast-dc').textContent).toBe('13');
    expect(within(drawer).getByTestId('cast-damage').textContent).toBe('1d6 force');
    fireEvent.click(
      within(drawer).getByRole('button', { name: 'Cast without a slot (2 of 2 left)' }),
    );
    expect(await screen.findByText("Hunter's Mark cast without a slot")).toBeTruthy();
    expect(
      await within(drawer).findByRole('button', { name: 'Cast without a slot (1 of 2 left)' }),
    ).toBeTruthy();
    expect(uses.textContent).toContain('1 of 2 left');
    expect(screen.getByTestId('concentration').textContent).toContain("Hunter's Mark");
    await waitFor(() => expect(saved()).toHaveLength(1), SAVE_WAIT);
    // The slots stay unspent; the free casting's use is counted.
    expect(saved()[0]?.spell_slots).toBeUndefined();
    expect(Object.values(saved()[0]?.resources ?? {})).toEqual([1]);
    expect(saved()[0]?.options?.concentration).toEqual(['hunters-mark']);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A pip gives a use back.
    fireEvent.click(within(uses).getAllByRole('button')[0]!);
    await waitFor(() => expect(uses.textContent).toContain('2 of 2 left'));
  });

  it('refuses a free casting when none is left, with the rules’ message', async () => {
    openMagic(ranger(), '/magic/known');
    await screen.findByTestId('group-granted');
    const uses = within(screen.getByTestId('spell-hunters-mark')).getByRole('group');
    fireEvent.click(within(uses).getAllByRole('button')[1]!);
    await waitFor(() => expect(uses.textContent).toContain('0 of 2 left'));
    const drawer = await openSpell("Hunter's Mark");
    const free = within(drawer).getByRole('button', { name: 'Cast without a slot (0 of 2 left)' });
    expect((free as HTMLButtonElement).disabled).toBe(true);
    // Its slots still work.
    expect(within(drawer).getByRole('button', { name: 'Cast with a level 1 slot' })).toBeTruthy();
  });

  it('sends an unknown tab to the first one', async () => {
    const { router } = openMagic(makeWizard(), '/magic/nonsense');
    await waitFor(() => expect(router.state.location.pathname).toBe('/magic'));
    expect(await screen.findByTestId('slots-regular-1')).toBeTruthy();
  });
});
