import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { openCharacter, SAVE_WAIT, withCatalogue } from './progressionTestKit.ts';

withCatalogue();

const allFeats = () => screen.findByRole('list', { name: 'All feats' });
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')?.textContent);

describe('/feats', () => {
  it('lists feats by type with a search, without invocations', async () => {
    openCharacter({}, '/feats');
    const list = await allFeats();
    expect(titles(list)).toContain('Alert');
    expect(titles(list)).toContain('Boon of Fate');
    expect(titles(list)).not.toContain('Agonizing Blast');
    fireEvent.click(screen.getByRole('radio', { name: 'Fighting style' }));
    expect(titles(await allFeats())).toEqual([
      'Archery',
      'Defense',
      'Great Weapon Fighting',
      'Two-Weapon Fighting',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    fireEvent.change(screen.getByLabelText('Search feats'), { target: { value: 'grap' } });
    expect(titles(await allFeats())).toEqual(['Grappler']);
    fireEvent.change(screen.getByLabelText('Search feats'), { target: { value: 'zzz' } });
    expect(await screen.findByText('No feat matches.')).toBeTruthy();
  });

  it('adds a feat with its toast and refuses a second one that is not repeatable', async () => {
    const { saved } = openCharacter({}, '/feats');
    await allFeats();
    // The soldier's origin feat is already there.
    const savage = screen.getByTestId('feat-savage-attacker');
    expect(within(savage).getByText('Taken')).toBeTruthy();
    expect(within(savage).queryByRole('button', { name: /^Add/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add Alert' }));
    expect(await screen.findByText('Alert added to character')).toBeTruthy();
    const alert = screen.getByTestId('feat-alert');
    await waitFor(() =>
      expect(within(alert).queryByRole('button', { name: 'Add Alert' })).toBeNull(),
    );
    expect(within(alert).getByText('Taken')).toBeTruthy();
    const taken = screen.getByRole('list', { name: 'Your feats' });
    expect(within(taken).getByText('Alert')).toBeTruthy();
    await waitFor(() => expect(saved().length).toBe(1), SAVE_WAIT);
    expect(saved()[0]?.features).toEqual([{ id: 'alert', path: 'feat-alert' }]);

    fireEvent.click(within(taken).getByRole('button', { name: 'Remove Alert' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Alert' })).toBeTruthy());
    await waitFor(() => expect(saved().at(-1)?.features).toEqual([]), SAVE_WAIT);
  });

  it('adds a repeatable feat twice, each under its own path', async () => {
    const { saved } = openCharacter({}, '/feats');
    await allFeats();
    fireEvent.click(screen.getByRole('button', { name: 'Add Skilled' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Skilled' }));
    const skilled = screen.getByTestId('feat-skilled');
    expect(await within(skilled).findByText('Taken ×2')).toBeTruthy();
    expect(within(skilled).getByRole('button', { name: 'Add Skilled' })).toBeTruthy();
    await waitFor(() => expect(saved().at(-1)?.features?.length).toBe(2), SAVE_WAIT);
    expect(saved().at(-1)?.features).toEqual([
      { id: 'skilled', path: 'feat-skilled' },
      { id: 'skilled', path: 'feat-skilled-2' },
    ]);
  });

  it('adds a custom feat, whose title is required, under a custom- path', async () => {
    const { saved } = openCharacter({}, '/feats');
    await allFeats();
    const form = screen.getByRole('region', { name: 'Custom feat' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add custom feat' }));
    expect(await within(form).findByText('Enter a title')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: '  Lucky Charm ' } });
    fireEvent.change(within(form).getByLabelText('Description'), {
      target: { value: 'Once per day, reroll a 1.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add custom feat' }));
    expect(await screen.findByText('Lucky Charm added to character')).toBeTruthy();
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('');
    const taken = screen.getByRole('list', { name: 'Your feats' });
    expect(within(taken).getByText('Lucky Charm')).toBeTruthy();
    await waitFor(() => expect(saved().length).toBe(1), SAVE_WAIT);
    const [feature] = saved()[0]?.features ?? [];
    expect(feature).toMatchObject({
      id: 'custom-feat',
      title: 'Lucky Charm',
      description: 'Once per day, reroll a 1.',
    });
    expect(feature?.path).toMatch(/^custom-\d+$/);

    // It opens like any feature, with its own description.
    fireEvent.click(within(taken).getByText('Lucky Charm'));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Once per day, reroll a 1.')).toBeTruthy();
  });
});
