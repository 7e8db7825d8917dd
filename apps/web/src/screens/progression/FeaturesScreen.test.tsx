import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { openCharacter, SAVE_WAIT, withCatalogue } from './progressionTestKit.ts';

withCatalogue();

async function openFeature(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

const itemNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button', { pressed: false })
    .concat(within(list).queryAllByRole('button', { pressed: true }))
    .map((button) => button.querySelector('.pick-list__title')?.textContent ?? '')
    .sort();

describe('/features/view', () => {
  it('groups the features by source and lists the open choices with a way to edit them', async () => {
    const { router } = openCharacter({}, '/features/view');
    const fighter = await screen.findByRole('region', { name: 'Fighter' });
    expect(
      within(fighter)
        .getAllByRole('button')
        .map((row) => row.querySelector('.feature-row__title')?.textContent),
    ).toEqual(['Fighting Style', 'Second Wind', 'Weapon Mastery', 'Fighter: choices']);
    expect(screen.getByRole('region', { name: 'Human' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Soldier' })).toBeTruthy();

    const open = screen.getByRole('region', { name: /choices to make/ });
    expect(within(open).getByText('Fighting Style').closest('li')?.textContent).toContain(
      'Not selected',
    );
    // The background increase and the class skills are made: they are not listed.
    expect(within(open).queryByText('Ability scores from the background')).toBeNull();
    fireEvent.click(within(open).getByRole('link', { name: 'Make choices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/features/edit'));
  });

  it('shows a feature description without editing its choices', async () => {
    openCharacter({}, '/features/view');
    const drawer = await openFeature(/^Second Wind/);
    expect(within(drawer).getByText('Fighter · level 1')).toBeTruthy();
    expect(drawer.textContent).toContain('As a Bonus Action, you heal Hit Points');
    const style = await openFeatureAfterClose(/^Fighting Style/);
    expect(within(style).getByText('Nothing chosen')).toBeTruthy();
    expect(within(style).queryByRole('button', { name: /^Defense/ })).toBeNull();
  });
});

async function openFeatureAfterClose(name: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return openFeature(name);
}

describe('/features/edit', () => {
  it('leads to the classes and feats pages', async () => {
    openCharacter({}, '/features/edit');
    expect((await screen.findByRole('link', { name: 'Classes' })).getAttribute('href')).toBe(
      '/classes',
    );
    expect(screen.getByRole('link', { name: 'Feats' }).getAttribute('href')).toBe('/feats');
  });

  it("takes the Fighter's Fighting Style as a feature of type 6 and saves it", async () => {
    const { saved } = openCharacter({}, '/features/edit');
    const drawer = await openFeature(/^Fighting Style/);
    expect(within(drawer).getByText('0 out of 1 options selected')).toBeTruthy();
    const styles = within(drawer).getByRole('list', { name: 'Fighting Style' });
    // Fighting styles only: no origin feat, no invocation.
    expect(itemNames(styles)).toEqual([
      'Archery',
      'Defense',
      'Great Weapon Fighting',
      'Two-Weapon Fighting',
    ]);
    fireEvent.click(within(styles).getByRole('button', { name: /^Defense/ }));

    await waitFor(() =>
      expect(within(drawer).queryByText('0 out of 1 options selected')).toBeNull(),
    );
    expect(
      within(drawer)
        .getByRole('button', { name: /^Defense/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() => expect(saved().length).toBe(1), SAVE_WAIT);
    expect(saved()[0]?.features).toEqual([
      {
        id: 'defense',
        path: 'fighter-fighting-style-style-1-defense',
        choice: 'fighter-fighting-style-style-1',
      },
    ]);

    // A choice of one swaps its pick.
    fireEvent.click(within(drawer).getByRole('button', { name: /^Archery/ }));
    await waitFor(() => expect(saved().length).toBe(2), SAVE_WAIT);
    expect(saved()[1]?.features).toEqual([
      {
        id: 'archery',
        path: 'fighter-fighting-style-style-1-archery',
        choice: 'fighter-fighting-style-style-1',
      },
    ]);
  });

  it("picks the Druid's Primal Order among its inline options, then the cantrip it brings", async () => {
    const { saved } = openCharacter(
      {
        classes: [{ id: 'druid', level: 1, hit_dice: 0 }],
        options: { 'soldier-bonus': ['wis', 'wis', 'con'], 'druid-skills': ['nature', 'insight'] },
      },
      '/features/edit',
    );
    const drawer = await openFeature(/^Primal Order/);
    const orders = within(drawer).getByRole('list', { name: 'Primal Order' });
    expect(itemNames(orders)).toEqual(['Magician', 'Warden']);
    expect(within(orders).getByText(/Proficiency with Martial weapons/)).toBeTruthy();
    fireEvent.click(within(orders).getByRole('button', { name: /^Warden/ }));
    await waitFor(() => expect(saved().length).toBe(1), SAVE_WAIT);
    expect(saved()[0]?.options?.['druid-primal-order-order-1']).toEqual(['warden']);

    fireEvent.click(within(orders).getByRole('button', { name: /^Magician/ }));
    // Magician opens a cantrip choice from the Druid list.
    const cantrips = await within(drawer).findByRole('list', { name: 'Cantrips' });
    const names = itemNames(cantrips);
    expect(names).toContain('Druidcraft');
    expect(names).not.toContain('Fire Bolt');
    expect(names).not.toContain('Cure Wounds');
    fireEvent.click(within(cantrips).getByRole('button', { name: /^Druidcraft/ }));
    await waitFor(() => expect(saved().at(-1)?.spells).toBeDefined(), SAVE_WAIT);
    expect(saved().at(-1)?.options?.['druid-primal-order-order-1']).toEqual(['magician']);
    expect(saved().at(-1)?.spells).toEqual({
      druidcraft: { mechanic: 'druid-primal-order-magician-cantrip', prepared: true },
    });
  });

  it('offers Rogue Expertise only among the skills the rogue is proficient in', async () => {
    const { saved } = openCharacter(
      {
        classes: [{ id: 'rogue', level: 1, hit_dice: 0 }],
        options: {
          'soldier-bonus': ['dex', 'dex', 'con'],
          'rogue-skills': ['stealth', 'acrobatics', 'perception', 'deception'],
        },
      },
      '/features/edit',
    );
    const drawer = await openFeature(/^Expertise/);
    const skills = await within(drawer).findByRole('list', { name: 'Proficiencies' });
    // The rogue's four skills and the soldier's Athletics and Intimidation.
    expect(itemNames(skills)).toEqual([
      'Acrobatics',
      'Athletics',
      'Deception',
      'Intimidation',
      'Perception',
      'Stealth',
    ]);
    fireEvent.click(within(skills).getByRole('button', { name: /^Stealth/ }));
    expect(await within(drawer).findByText('1 out of 2 options selected')).toBeTruthy();
    // Stealth stays offered once chosen (it was proficient before its Expertise).
    expect(itemNames(skills)).toContain('Stealth');
    fireEvent.click(within(skills).getByRole('button', { name: /^Perception/ }));
    await waitFor(() => expect(within(drawer).queryByText(/out of 2 options/)).toBeNull());
    // Full: the other skills cannot be picked any more.
    expect(
      (within(skills).getByRole('button', { name: /^Athletics/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await waitFor(
      () =>
        expect(saved().at(-1)?.options?.['rogue-expertise-expertise-1']).toEqual([
          'stealth',
          'perception',
        ]),
      SAVE_WAIT,
    );
  });

  it("chooses the Acolyte's Magic Initiate cantrips from the Cleric list the background fixes", async () => {
    const { saved } = openCharacter(
      { background: 'acolyte', options: { 'acolyte-bonus': ['wis', 'wis', 'cha'] } },
      '/features/edit',
    );
    const background = await screen.findByRole('region', { name: 'Acolyte' });
    fireEvent.click(within(background).getByRole('button', { name: /^Magic Initiate/ }));
    const drawer = await screen.findByRole('dialog');
    const list = within(drawer).getByRole('region', { name: 'Spell list' });
    expect(within(list).getByText('Set by your background')).toBeTruthy();
    expect(within(list).getByText('Cleric')).toBeTruthy();

    const cantripChoice = within(drawer).getByTestId('choice-acolyte-feat-cleric-cantrips');
    const cantrips = within(cantripChoice).getByRole('list', { name: 'Cantrips' });
    expect(itemNames(cantrips)).toContain('Sacred Flame');
    expect(itemNames(cantrips)).not.toContain('Druidcraft');
    fireEvent.click(within(cantrips).getByRole('button', { name: /^Guidance/ }));
    fireEvent.click(
      await within(cantrips).findByRole('button', { name: /^Sacred Flame/, pressed: false }),
    );
    await waitFor(() =>
      expect(within(cantripChoice).queryByText(/out of 2 options selected/)).toBeNull(),
    );
    expect(
      (within(cantrips).getByRole('button', { name: /^Thaumaturgy/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await waitFor(
      () =>
        expect(saved().at(-1)?.spells).toEqual({
          guidance: { mechanic: 'acolyte-feat-cleric-cantrips', prepared: true },
          'sacred-flame': { mechanic: 'acolyte-feat-cleric-cantrips', prepared: true },
        }),
      SAVE_WAIT,
    );
  });

  it('raises abilities through an increase, at most the points and the cap in one', async () => {
    const { saved } = openCharacter(
      {
        classes: [{ id: 'fighter', level: 4, hit_dice: 0 }],
        features: [
          {
            id: 'ability-score-improvement',
            path: 'fighter-ability-score-improvement-feat-4-ability-score-improvement',
            choice: 'fighter-ability-score-improvement-feat-4',
          },
        ],
      },
      '/features/edit',
    );
    const drawer = await openFeature(/^Ability Score ImprovementGeneral feat/);
    const points = within(drawer).getByRole('group', { name: 'Ability score increase' });
    const raise = (name: string) =>
      within(points).getByRole('button', { name: `Raise ${name}` }) as HTMLButtonElement;
    fireEvent.click(raise('Strength'));
    fireEvent.click(await waitFor(() => raise('Strength')));
    await waitFor(() => expect(within(points).getByText('2 of 2 points spent')).toBeTruthy());
    expect(raise('Dexterity').disabled).toBe(true);
    await waitFor(
      () =>
        expect(
          saved().at(-1)?.options?.[
            'fighter-ability-score-improvement-feat-4-ability-score-improvement-ability-increase'
          ],
        ).toEqual(['str', 'str']),
      SAVE_WAIT,
    );
  });
});
