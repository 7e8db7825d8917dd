import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { putDhFixtureCatalogue } from '../../../data/dh/dhCatalogueFixture.ts';
import { clearDhCharacters, readStoredDhCharacters } from '../../../data/dh/dhTestKit.ts';
import { mockApi, NO_CONFIG } from '../../../test/mockFetch.ts';
import { renderApp } from '../../../test/renderApp.tsx';
import { resetDhDevice } from '../common/dhScreenTestKit.ts';
import { DH_DRAFT_STORAGE_KEY } from './dhWizardStorage.ts';

type User = ReturnType<typeof userEvent.setup>;

async function openWizard() {
  mockApi({ 'GET /api/config': { body: NO_CONFIG } });
  const view = renderApp('/dh/character/create');
  await screen.findAllByTestId(/^step-/);
  return view;
}

const bar = () => screen.getByRole('group', { name: 'Wizard steps' });
const next = () => within(bar()).getByRole('button', { name: 'Next' });
const back = () => within(bar()).getByRole('button', { name: 'Back' });
const openStep = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}`), expanded: true });
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

/** Presses Next until the named step is open. */
async function advanceTo(user: User, step: string) {
  while (!screen.queryByRole('button', { name: new RegExp(`^${step}`), expanded: true })) {
    await user.click(next());
  }
}

beforeEach(async () => {
  window.sessionStorage.clear();
  await clearDhCharacters();
  await putDhFixtureCatalogue();
});

afterEach(async () => {
  await resetDhDevice();
  window.sessionStorage.clear();
});

describe('/dh/character/create', () => {
  it('shows the class facts needed to choose, and the 11 steps in the spec order', async () => {
    await openWizard();
    const steps = screen.getAllByTestId(/^step-/).map((step) => step.dataset.testid);
    expect(steps).toEqual([
      'step-class',
      'step-subclass',
      'step-ancestry',
      'step-community',
      'step-traits',
      'step-domains',
      'step-armor',
      'step-primary',
      'step-secondary',
      'step-experiences',
      'step-name',
    ]);
    expect(screen.getByText('Evasion 9 · HP 7 · Valor & Blade')).toBeTruthy();
    expect(screen.getByText('Evasion 11 · HP 5 · Codex & Splendor')).toBeTruthy();
  });

  it('lets optional steps pass, but not the primary weapon or the name until given', async () => {
    const user = userEvent.setup();
    await openWizard();
    expect(next()).toHaveProperty('disabled', false);
    await advanceTo(user, 'Primary weapon');
    expect(next()).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose a primary weapon.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Broadsword' }));
    expect(next()).toHaveProperty('disabled', false);
    await advanceTo(user, 'Name');
    const create = within(bar()).getByRole('button', { name: 'Create character' });
    expect(create).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
    expect(create).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Wren');
    expect(create).toHaveProperty('disabled', false);
  });

  it('keeps every choice when going back, and after a reload', async () => {
    const user = userEvent.setup();
    const view = await openWizard();
    await user.click(screen.getByRole('button', { name: 'Wizard' }));
    await user.click(next());
    expect(
      within(screen.getByRole('button', { name: 'School of Knowledge' })).getByText(
        'Spellcast: Knowledge',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'School of Knowledge' }));
    await user.click(back());
    expect(openStep('Class')).toBeTruthy();
    expect(pressed('Wizard')).toBe('true');
    await user.click(next());
    expect(pressed('School of Knowledge')).toBe('true');
    view.unmount();
    await openWizard();
    expect(openStep('Subclass')).toBeTruthy();
    expect(pressed('School of Knowledge')).toBe('true');
    // The earlier step's header says what was chosen there.
    expect(screen.getByTestId('step-class').textContent).toContain('Wizard');
  });

  it('drops a subclass and cards of the old class when the class changes', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.click(screen.getByRole('button', { name: 'Guardian' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Stalwart' }));
    await user.click(back());
    await user.click(screen.getByRole('button', { name: 'Wizard' }));
    await user.click(next());
    expect(pressed('School of Knowledge')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Stalwart' })).toBeNull();
  });

  it('swaps two traits on two taps, and holds the spread', async () => {
    const user = userEvent.setup();
    await openWizard();
    await advanceTo(user, 'Traits');
    const value = (name: string) => screen.getByRole('status', { name }).textContent;
    expect([value('Agility'), value('Knowledge')]).toEqual(['+2', '−1']);
    await user.click(screen.getByRole('button', { name: /^Agility/ }));
    await user.click(screen.getByRole('button', { name: /^Knowledge/ }));
    expect([value('Agility'), value('Knowledge')]).toEqual(['−1', '+2']);
    await user.click(screen.getByRole('button', { name: 'Raise Agility' }));
    expect(value('Agility')).toBe('+0');
    expect(screen.getByText('Assign +2, +1, +1, +0, +0 and −1, one to each trait.')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Lower Agility' }));
    expect(next()).toHaveProperty('disabled', false);
    // The spread stays within its values: −1 is the lowest a trait gets here.
    expect(screen.getByRole('button', { name: 'Lower Agility' })).toHaveProperty('disabled', true);
  });

  it('takes at most two level-1 cards of the class domains', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.click(screen.getByRole('button', { name: 'Guardian' }));
    await advanceTo(user, 'Domain cards');
    expect(
      within(screen.getByRole('button', { name: 'Get Back Up' })).getByText(
        'Blade · Ability · Recall cost 1',
      ),
    ).toBeTruthy();
    // Level 2 and the wizard's domains are not offered.
    expect(screen.queryByRole('button', { name: 'Body Basher' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book of Ava' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Bare Bones' }));
    await user.click(screen.getByRole('button', { name: 'Whirlwind' }));
    expect(screen.getByText('2 / 2 chosen')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get Back Up' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Bare Bones' }));
    expect(screen.getByRole('button', { name: 'Get Back Up' })).toHaveProperty('disabled', false);
  });

  it('refuses a secondary weapon while the primary is two-handed, and a two-handed primary clears it', async () => {
    const user = userEvent.setup();
    await openWizard();
    await advanceTo(user, 'Primary weapon');
    await user.click(screen.getByRole('button', { name: 'Broadsword' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Round Shield' }));
    await user.click(back());
    expect(
      within(screen.getByRole('button', { name: 'Greatsword' })).getByText(
        'Two-handed: choosing it clears the secondary weapon.',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('button', { name: 'Broadsword' })).queryByText(/Two-handed/),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Greatsword' }));
    await user.click(next());
    expect(
      screen.getByText('The primary weapon must be one-handed to take a secondary weapon.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Round Shield' })).toBeNull();
    await user.click(next());
    // The secondary step's header names no weapon: the shield was let go.
    expect(screen.getByTestId('step-secondary').textContent).not.toContain('Round Shield');
  });

  it('says a magic weapon needs a spellcast trait', async () => {
    const user = userEvent.setup();
    await openWizard();
    await user.click(screen.getByRole('button', { name: 'Guardian' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Stalwart' }));
    await advanceTo(user, 'Primary weapon');
    expect(screen.getByText('Needs a subclass with a spellcast trait.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hand Runes' }));
    expect(
      screen.getByText('A magic weapon needs a subclass with a spellcast trait.'),
    ).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
  });

  it('builds a mixed ancestry from the first feature of one and the second of another', async () => {
    const user = userEvent.setup();
    await openWizard();
    await advanceTo(user, 'Ancestry');
    await user.click(screen.getByRole('switch', { name: 'Mixed ancestry' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Second feature from' }), 'orc');
    expect(
      screen.getByText('Choose both ancestries of the mix, or turn the mixed ancestry off.'),
    ).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'First feature from' }), 'elf');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Second feature from' }), 'elf');
    expect(screen.getByText('A mixed ancestry takes two different ancestries.')).toBeTruthy();
    expect(next()).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Second feature from' }), 'orc');
    expect(screen.getByText(/Gore a foe/)).toBeTruthy();
    await user.click(next());
    expect(screen.getByTestId('step-ancestry').textContent).toContain('Elf / Orc');
  });

  it('creates the character on this device and opens its sheet', async () => {
    const user = userEvent.setup();
    const { router } = await openWizard();
    await user.click(screen.getByRole('button', { name: 'Guardian' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Stalwart' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Dwarf' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Ridgeborne' }));
    await advanceTo(user, 'Domain cards');
    await user.click(screen.getByRole('button', { name: 'Forceful Push' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Chainmail Armor' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Broadsword' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Small Dagger' }));
    await user.click(next());
    await user.type(screen.getByRole('textbox', { name: 'Experience 1' }), 'Bodyguard');
    await user.click(next());
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Wren');
    await user.click(screen.getByRole('button', { name: 'a secret key' }));
    await user.click(within(bar()).getByRole('button', { name: 'Create character' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dh\/character\/\d+$/));
    const [stored] = await readStoredDhCharacters();
    expect(router.state.location.pathname).toBe(`/dh/character/${String(stored?.id)}`);
    expect(stored).toMatchObject({
      name: 'Wren',
      class: 'guardian',
      subclass: 'stalwart',
      ancestries: ['dwarf'],
      community: 'ridgeborne',
      cards: { active: ['forceful-push'], all: ['forceful-push'] },
      equippedArmor: 'chainmail-armor',
      equippedPrimaryWeapon: 'broadsword',
      equippedSecondaryWeapon: 'small-dagger',
      level: 1,
    });
    expect(stored?.experiences).toEqual([
      { text: 'Bodyguard', mod: 2 },
      { text: '', mod: 2 },
      { text: '', mod: 0 },
      { text: '', mod: 0 },
      { text: '', mod: 0 },
    ]);
    expect(JSON.stringify(stored?.inventory)).toContain('a secret key');
    // The finished draft is gone: the next wizard starts afresh.
    expect(window.sessionStorage.getItem(DH_DRAFT_STORAGE_KEY)).toBeNull();
  });
});
