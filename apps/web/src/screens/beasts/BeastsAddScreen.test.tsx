import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { makeCharacter } from '../../test/characterFixture.ts';
import { apiError } from '../../test/mockFetch.ts';
import {
  ALL_BEASTS,
  bestiaryShown,
  openBeasts,
  owned,
  resultCount,
  titlesIn,
  toasts,
  withBeastsCatalogue,
} from './beastsTestKit.ts';

withBeastsCatalogue();

const row = (title: string) =>
  screen.getByRole('button', { name: title }).closest('li') as HTMLElement;
const byTitle = (list: { title: string }[]) => list.map((beast) => beast.title).sort();

describe('/beasts-add: the bestiary', () => {
  it('lists every beast grouped by challenge rating, written 1/8, 1/4, 1/2', async () => {
    openBeasts('/beasts-add');
    await bestiaryShown();
    await waitFor(() => expect(resultCount()).toBe(ALL_BEASTS.length));
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 5)).toEqual([
      'Challenge 0',
      'Challenge 1/8',
      'Challenge 1/4',
      'Challenge 1/2',
      'Challenge 1',
    ]);
    await waitFor(() =>
      expect([...titlesIn('1/4')].sort()).toEqual(
        byTitle(ALL_BEASTS.filter((beast) => beast.cr === 0.25)),
      ),
    );
    expect(row('Wolf').textContent).toContain('Medium Beast, unaligned');
  });

  it('filters by size, speed, senses and challenge rating together', async () => {
    const user = userEvent.setup();
    openBeasts('/beasts-add');
    await bestiaryShown();
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = screen.getByRole('group', { name: 'Filters' });
    await user.click(within(panel).getByRole('button', { name: 'Tiny' }));
    await user.click(within(panel).getByRole('button', { name: 'Fly' }));
    const tinyFlyers = ALL_BEASTS.filter((beast) => beast.size === 0 && beast.speed.fly);
    await waitFor(() => expect(resultCount()).toBe(tinyFlyers.length));
    await user.click(within(panel).getByRole('button', { name: 'Darkvision' }));
    const seeing = tinyFlyers.filter((beast) => beast.senses.darkvision);
    await waitFor(() => expect(resultCount()).toBe(seeing.length));
    expect(seeing.map((beast) => beast.id)).toContain('owl');

    await user.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    await user.selectOptions(within(panel).getByLabelText('CR from'), '1');
    await user.selectOptions(within(panel).getByLabelText('CR up to'), '2');
    const middle = ALL_BEASTS.filter((beast) => beast.cr >= 1 && beast.cr <= 2);
    await waitFor(() => expect(resultCount()).toBe(middle.length));
    expect(screen.queryByRole('heading', { name: 'Challenge 1/2' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Challenge 2' })).toBeDefined();
  });

  it('marks for a level 2 druid what it can take now, and the stat block says why not', async () => {
    const user = userEvent.setup();
    openBeasts('/beasts-add', { beasts: [owned('cat')] });
    await bestiaryShown();
    expect(await screen.findByTestId('known-forms')).toHaveProperty(
      'textContent',
      'Known forms: 1 of 4',
    );
    expect(within(row('Wolf')).getByTestId('wild-shape-mark').textContent).toContain(
      'Wild Shape: yes',
    );
    expect(within(row('Giant Bat')).getByTestId('wild-shape-mark').textContent).toContain(
      'not now',
    );
    await user.click(screen.getByRole('button', { name: 'Brown Bear' }));
    const drawer = await screen.findByRole('dialog', { name: 'Brown Bear' });
    expect(within(drawer).getByTestId('eligibility').textContent).toContain(
      'Challenge rating 1 is above your maximum of 1/4',
    );
    // The stat block: AC, HP and dice, speeds, abilities, CR with XP and PB, attacks.
    const block = within(drawer).getByTestId('stat-block');
    expect(block.textContent).toContain('Large Beast, unaligned');
    expect(block.textContent).toContain('40 ft, Climb 30 ft');
    expect(within(drawer).getByTestId('beast-action-bite').textContent).toMatch(/\+\d to hit/);
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Giant Bat' }));
    const bat = await screen.findByRole('dialog', { name: 'Giant Bat' });
    expect(within(bat).getByTestId('eligibility').textContent).toContain(
      'Forms with a Fly Speed come at Druid level 8',
    );
  });

  it('adds a beast as a wild shape by default for a druid, with notes, and says so', async () => {
    const user = userEvent.setup();
    const { api } = openBeasts('/beasts-add');
    await bestiaryShown();
    await user.click(screen.getByRole('button', { name: 'Wolf' }));
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const modal = await screen.findByRole('dialog', { name: 'Add Wolf' });
    expect((within(modal).getByLabelText('Type') as HTMLSelectElement).value).toBe('wildshape');
    await user.type(within(modal).getByLabelText('Notes (optional)'), 'Scout form');
    await user.click(within(modal).getByRole('button', { name: 'Add beast' }));
    await waitFor(() => expect(toasts()).toContain('success: Wolf added successfully!'));
    expect(api.callsTo('POST /api/character-beasts/42')[0]!.body).toEqual({
      beast_id: 'wolf',
      type: 'wildshape',
      notes: 'Scout form',
      characterId: '42',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId('known-forms')).toHaveProperty(
      'textContent',
      'Known forms: 1 of 4',
    );
  });

  it('offers a companion first to others, takes the type chosen, and says why an add failed', async () => {
    const user = userEvent.setup();
    const fighter = makeCharacter();
    const { api } = openBeasts('/beasts-add', {
      character: fighter,
      routes: {
        'POST /api/character-beasts/42': apiError(409, 'CONFLICT', 'Already added'),
      },
    });
    await bestiaryShown();
    // No Wild Shape marks for a fighter.
    expect(screen.queryByTestId('wild-shape-mark')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Riding Horse' }));
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const modal = await screen.findByRole('dialog', { name: 'Add Riding Horse' });
    const type = within(modal).getByLabelText('Type') as HTMLSelectElement;
    expect(type.value).toBe('companion');
    await user.selectOptions(type, 'Mount');
    await user.click(within(modal).getByRole('button', { name: 'Add beast' }));
    await waitFor(() =>
      expect(toasts().some((t) => t.startsWith('error: Failed to add beast: '))).toBe(true),
    );
    expect((api.callsTo('POST /api/character-beasts/42')[0]!.body as { type: string }).type).toBe(
      'mount',
    );
    // The dialog stays for another try.
    expect(screen.getByRole('dialog', { name: 'Add Riding Horse' })).toBeDefined();
  });
});
