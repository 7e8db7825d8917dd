import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { getCharacterDB } from '../../data/db/openCharacterDB.ts';
import {
  ALL_BEASTS,
  bestiaryShown,
  openBeasts,
  resultCount,
  toasts,
  withBeastsCatalogue,
} from './beastsTestKit.ts';
import { DRAGON, SPEARMAN } from './creatureFixtures.ts';

withBeastsCatalogue();
beforeAll(async () => {
  await (await getCharacterDB()).table('beasts').bulkPut([DRAGON, SPEARMAN]);
});

/** Every creature on the device: the catalogue's, with the fixtures in place of their ids. */
const CREATURES = [
  ...new Map([...ALL_BEASTS, DRAGON, SPEARMAN].map((beast) => [beast.id, beast])).values(),
];
const ofTypes = (...types: string[]) =>
  CREATURES.filter((beast) => types.includes(beast.type)).length;

const typeOptions = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('/beasts-add: the whole bestiary', () => {
  it('filters by creature type', async () => {
    const user = userEvent.setup();
    openBeasts('/beasts-add');
    await bestiaryShown();
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = screen.getByRole('group', { name: 'Filters' });
    await user.click(within(panel).getByRole('button', { name: 'Dragon' }));
    await waitFor(() => expect(resultCount()).toBe(ofTypes('dragon')));
    expect(screen.getByRole('button', { name: 'Adult Red Dragon' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Wolf' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Humanoid' }));
    await waitFor(() => expect(resultCount()).toBe(ofTypes('dragon', 'humanoid')));
    expect(screen.getByRole('button', { name: 'Spearman' })).toBeDefined();
  });

  it('never offers a creature that is not a Beast as a wild shape, even to a druid', async () => {
    const user = userEvent.setup();
    const { api } = openBeasts('/beasts-add');
    await bestiaryShown();
    await user.click(screen.getByRole('button', { name: 'Adult Red Dragon' }));
    const drawer = await screen.findByRole('dialog', { name: 'Adult Red Dragon' });
    expect(within(drawer).getByTestId('eligibility').textContent).toMatch(/Beast/);
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    const modal = await screen.findByRole('dialog', { name: 'Add Adult Red Dragon' });
    const type = within(modal).getByLabelText('Type') as HTMLSelectElement;
    expect(type.value).toBe('companion');
    expect(typeOptions(type)).toEqual(['Companion', 'Familiar', 'Summon', 'Mount']);
    await user.selectOptions(type, 'Summon');
    await user.click(within(modal).getByRole('button', { name: 'Add beast' }));
    await waitFor(() =>
      expect(toasts()).toContain('success: Adult Red Dragon added successfully!'),
    );
    expect(api.callsTo('POST /api/character-beasts/42')[0]!.body).toMatchObject({
      beast_id: 'adult-red-dragon',
      type: 'summon',
    });
  });

  it('still offers a Beast as a wild shape first', async () => {
    const user = userEvent.setup();
    openBeasts('/beasts-add');
    await bestiaryShown();
    await user.click(screen.getByRole('button', { name: 'Wolf' }));
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const modal = await screen.findByRole('dialog', { name: 'Add Wolf' });
    const type = within(modal).getByLabelText('Type') as HTMLSelectElement;
    expect(type.value).toBe('wildshape');
    expect(typeOptions(type)).toContain('Wild shape');
  });
});
