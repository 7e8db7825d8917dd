import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  makeWizard,
  openMagic,
  openSpell,
  SAVE_WAIT,
  toastTexts,
  waitForDebounce,
  withMagicCatalogue,
} from './magicTestKit.ts';

withMagicCatalogue();

const radio = (drawer: HTMLElement, name: string) => within(drawer).getByRole('radio', { name });

describe('casting from the spell drawer', () => {
  it('spends the chosen slot: Magic Missile with a level 2 slot, its darts at that level', async () => {
    const { saved } = openMagic(makeWizard());
    const drawer = await openSpell('Magic Missile');
    // The wizard's numbers: INT 17 (+3), proficiency +2.
    expect(within(drawer).getByTestId('cast-dc').textContent).toBe('13');
    expect(within(drawer).getByTestId('cast-attack').textContent).toBe('+5');
    // Only the slots the character has: levels 1 and 2, no pact slot.
    expect(
      within(drawer)
        .getAllByRole('radio')
        .map((option) => option.textContent),
    ).toEqual(['Level 1 · 4 left', 'Level 2 · 2 left']);
    expect(within(drawer).getByTestId('cast-damage').textContent).toBe('3 × 1d4+1 force');

    fireEvent.click(radio(drawer, 'Level 2 · 2 left'));
    await waitFor(() =>
      expect(radio(drawer, 'Level 2 · 2 left').getAttribute('aria-checked')).toBe('true'),
    );
    expect(within(drawer).getByTestId('cast-damage').textContent).toBe('4 × 1d4+1 force');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cast with a level 2 slot' }));

    expect(await screen.findByText('Magic Missile cast with a level 2 slot')).toBeTruthy();
    expect(await within(drawer).findByRole('radio', { name: 'Level 2 · 1 left' })).toBeTruthy();
    await waitFor(() => expect(saved()).toHaveLength(1), SAVE_WAIT);
    expect(saved()[0]?.spell_slots).toEqual([[0, 1], []]);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('slots-regular-2').textContent).toContain('1 of 2 left');
    expect(screen.getByTestId('slots-regular-1').textContent).toContain('4 of 4 left');
  });

  it('casts a cantrip without a slot, its dice at the character level', async () => {
    const { saved } = openMagic(makeWizard(), '/magic/cantrips');
    const drawer = await openSpell('Fire Bolt');
    expect(within(drawer).queryAllByRole('radio')).toHaveLength(0);
    expect(within(drawer).getByTestId('cast-damage').textContent).toBe('1d10 fire');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cast' }));
    expect(await screen.findByText('Fire Bolt cast')).toBeTruthy();
    await waitForDebounce();
    expect(saved()).toEqual([]);
  });

  it('says when no slot is left, with the rules’ message, and offers no cast', async () => {
    openMagic(makeWizard({ spell_slots: [[4, 2], []] }));
    const drawer = await openSpell('Magic Missile');
    expect(within(drawer).getByText('No slot of level 1 or higher is left')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /^Cast with/ })).toBeNull();
  });

  it('concentrates on a spell, replaces it with the next one, and drops it', async () => {
    const { saved } = openMagic(makeWizard());
    expect(screen.queryByTestId('concentration')).toBeNull();
    let drawer = await openSpell('Web');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cast with a level 2 slot' }));
    expect((await screen.findByTestId('concentration')).textContent).toContain(
      'Concentrating on Web',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    drawer = await openSpell('Hold Person');
    expect(within(drawer).getByText('Casting it ends your concentration on Web.')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cast with a level 2 slot' }));
    // The rules' notice, with the spell's title.
    expect(await screen.findByText('Concentration on Web ends')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('concentration').textContent).toContain(
        'Concentrating on Hold Person',
      ),
    );
    await waitFor(
      () => expect(saved().at(-1)?.options?.concentration).toEqual(['hold-person']),
      SAVE_WAIT,
    );
    expect(saved().at(-1)?.spell_slots).toEqual([[0, 2], []]);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Drop concentration' }));
    await waitFor(() => expect(screen.queryByTestId('concentration')).toBeNull());
    await waitFor(() => expect(saved().at(-1)?.options?.concentration).toEqual([]), SAVE_WAIT);
  });

  it('casts a book-only ritual as a ritual without a slot; other book spells need preparing', async () => {
    const { saved } = openMagic(makeWizard(), '/magic/known');
    const book = await screen.findByTestId('group-book');
    expect(within(book).getByTestId('spell-detect-magic').textContent).toContain('Ritual only');
    expect(within(book).getByTestId('spell-burning-hands').className).toContain('spell-row--dim');
    expect(within(book).getByTestId('spell-magic-missile').className).not.toContain('--dim');

    let drawer = await openSpell('Burning Hands');
    expect(within(drawer).getByText(/In your spellbook but not prepared/)).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: /^Cast/ })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    drawer = await openSpell('Detect Magic');
    expect(within(drawer).queryAllByRole('radio')).toHaveLength(0);
    fireEvent.click(
      within(drawer).getByRole('button', {
        name: 'Cast as a ritual (10 minutes longer, no slot)',
      }),
    );
    expect(await screen.findByText('Detect Magic cast as a ritual')).toBeTruthy();
    await waitFor(() => expect(saved()).toHaveLength(1), SAVE_WAIT);
    expect(saved()[0]).toEqual({
      options: expect.objectContaining({ concentration: ['detect-magic'] }),
      // Issue 19: what the edit was based on, and the device it came from.
      base: { options: expect.any(Object) },
      device: expect.any(Object),
    });
  });

  it('shows a toast for each rules message only once, in the player’s language', async () => {
    openMagic(makeWizard({ options: { ...makeWizard().options, concentration: ['web'] } }));
    const drawer = await openSpell('Hold Person');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cast with a level 2 slot' }));
    await screen.findByText('Concentration on Web ends');
    expect(toastTexts().filter((text) => text.includes('Concentration on Web ends'))).toHaveLength(
      1,
    );
  });
});
