import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { callDevice } from '../../data/device/deviceClient.ts';
import { keptListKeys } from '../../data/device/keptLists.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { makeDruid, openBeasts, owned, toasts, withBeastsCatalogue } from './beastsTestKit.ts';

withBeastsCatalogue();

const sheetShown = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

describe('Wild Shape on the sheet', () => {
  it('takes the active form: a use spent, temp HP = druid level, the form’s numbers; then returns', async () => {
    const user = userEvent.setup();
    const cat = owned('cat');
    const wolf = owned('wolf', { active: true });
    const { characterUpdates } = openBeasts('/character', {
      character: makeDruid(3),
      beasts: [cat, wolf],
    });
    await sheetShown('Jaheira');
    const control = await screen.findByTestId('wild-shape');
    expect(within(control).getByTestId('wild-shape-uses').textContent).toBe('2 of 2 uses left');
    // The active form is chosen first.
    await waitFor(() =>
      expect((within(control).getByLabelText('Form') as HTMLSelectElement).value).toBe(wolf.id),
    );
    const ownAc = screen.getByTestId('ac').textContent;
    await user.click(within(control).getByRole('button', { name: 'Take the shape' }));

    const banner = await screen.findByTestId('wild-shape-banner');
    expect(banner.textContent).toContain('In wild shape: Wolf');
    expect(within(banner).getByTestId('spellcasting').textContent).toContain(
      'Spellcasting unavailable',
    );
    expect(screen.getByTestId('hp-temp').textContent).toContain('+3');
    expect(screen.getByTestId('form-ac').textContent).toBe('12');
    expect(screen.getByTestId('form-speed').textContent).toBe('40');
    // STR is the wolf's 14; WIS stays the druid's 16.
    expect(screen.getByTestId('form-ability-str').textContent).toContain('14');
    expect(screen.getByTestId('form-ability-wis').textContent).toContain('16');
    expect(screen.getByTestId('form-action-bite').textContent).toContain('+4 to hit');
    expect(screen.getByTestId('form-action-bite').textContent).toContain('1d6+2');
    // The character's own numbers are gone while shaped.
    expect(screen.queryByTestId('ac')).toBeNull();
    expect(toasts()).toContain('info: Wild Shape: 3 temporary HP');

    // Each number says where it comes from.
    await user.click(screen.getByTestId('form-ac').closest('button')!);
    const drawer = await screen.findByRole('dialog', { name: 'Armor class' });
    expect(drawer.textContent).toContain('Stat block · Wolf');
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(characterUpdates.length).toBeGreaterThan(0), { timeout: 5000 });
    const sent = Object.assign({}, ...characterUpdates.map((call) => call.body as object)) as {
      hp: { temp: number };
      resources: Record<string, number>;
      options: Record<string, string[]>;
    };
    expect(sent.hp.temp).toBe(3);
    expect(sent.resources['prop-wild-shape']).toBe(1);
    expect(sent.options.states).toEqual(['wild-shape']);

    await user.click(within(banner).getByRole('button', { name: 'Return to your form' }));
    const back = await screen.findByTestId('wild-shape');
    expect(screen.queryByTestId('wild-shape-banner')).toBeNull();
    expect(within(back).getByTestId('wild-shape-uses').textContent).toBe('1 of 2 uses left');
    expect(screen.getByTestId('ac').textContent).toBe(ownAc);
    // Temporary hit points stay after the form ends.
    expect(screen.getByTestId('hp-temp').textContent).toContain('+3');
  });

  it('makes the chosen form the active one, and will not take a form not allowed yet', async () => {
    const user = userEvent.setup();
    const cat = owned('cat');
    const wolf = owned('wolf', { active: true });
    const bear = owned('brown-bear');
    const { api } = openBeasts('/character', { beasts: [cat, wolf, bear] });
    await sheetShown('Jaheira');
    const control = await screen.findByTestId('wild-shape');
    const form = within(control).getByLabelText('Form') as HTMLSelectElement;
    await waitFor(() => expect(form.value).toBe(wolf.id));
    await user.selectOptions(form, bear.id);
    expect(within(control).getByRole('status').textContent).toContain(
      'Challenge rating 1 is above your maximum of 1/4',
    );
    expect(within(control).getByRole('button', { name: 'Take the shape' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.selectOptions(form, cat.id);
    await user.click(within(control).getByRole('button', { name: 'Take the shape' }));
    expect((await screen.findByTestId('wild-shape-banner')).textContent).toContain('Cat');
    expect(api.callsTo(`PUT /api/character-beasts/${cat.id}`)[0]!.body).toEqual({
      id: cat.id,
      active: true,
    });
    expect(screen.getByTestId('form-speed-climb').textContent).toBe('Climb 40 ft');
  });

  it('has no uses left after two shapes until a rest', async () => {
    const wolf = owned('wolf', { active: true });
    openBeasts('/character', {
      character: makeDruid(2, { resources: { 'prop-wild-shape': 2 } }),
      beasts: [wolf],
    });
    await sheetShown('Jaheira');
    const control = await screen.findByTestId('wild-shape', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(within(control).getByTestId('wild-shape-uses').textContent).toBe('0 of 2 uses left'),
    );
    expect(within(control).getByText('No uses left: a rest gives them back.')).toBeDefined();
    expect(within(control).getByRole('button', { name: 'Take the shape' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('offline after a reload: still in the form the device kept, with its numbers', async () => {
    const shaped = makeDruid(2, { options: { states: ['wild-shape'] } });
    const first = openBeasts('/character', {
      character: shaped,
      beasts: [owned('wolf', { active: true })],
    });
    await screen.findByTestId('wild-shape-banner', {}, { timeout: 10_000 });
    await waitFor(async () =>
      expect(await callDevice('readKeptList', keptListKeys.beasts(shaped.id))).toHaveLength(1),
    );
    first.unmount();

    openBeasts('/character', {
      character: shaped,
      routes: { [`GET /api/character-beasts/${shaped.id}`]: 'network-error' },
    });
    await screen.findByTestId('wild-shape-banner', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(screen.getByTestId('wild-shape-banner').textContent).toContain('In wild shape: Wolf'),
    );
  });

  it('shows the form’s attacks on /actions while shaped', async () => {
    const user = userEvent.setup();
    openBeasts('/actions', {
      character: makeDruid(2, { options: { states: ['wild-shape'] } }),
      beasts: [owned('wolf', { active: true })],
    });
    const banner = await screen.findByTestId('wild-shape-banner', {}, { timeout: 10_000 });
    expect(banner.textContent).toContain('In wild shape: Wolf');
    const bite = await screen.findByTestId('form-action-bite');
    expect(bite.textContent).toContain('reach 5 ft · 5 (1d6+2) Piercing');
    await user.click(within(bite).getByRole('button', { name: '+4 to hit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Bite' });
    expect(drawer.textContent).toContain('Stat block · Wolf');
  });

  it('is not on the sheet of a fighter, nor of a level 1 druid', async () => {
    const fighter = openBeasts('/character', { character: makeCharacter() });
    await sheetShown('Brienne');
    await screen.findByTestId('ac');
    expect(screen.queryByTestId('wild-shape')).toBeNull();
    expect(fighter.api.callsTo('GET /api/character-beasts/42')).toHaveLength(0);
    fighter.unmount();

    openBeasts('/character', { character: makeDruid(1) });
    await sheetShown('Jaheira');
    await screen.findByTestId('ac');
    expect(screen.queryByTestId('wild-shape')).toBeNull();
  });
});
