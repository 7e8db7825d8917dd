import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Character } from '@hearth/contract';

import { readPending } from '../../data/characters/outbox.ts';
import { makeItem } from '../../data/inventories/lineFixture.ts';
import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import type { MockCall } from '../../test/mockFetch.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';

const STORES = {
  classes: ['fighter'],
  species: ['human'],
  backgrounds: ['soldier'],
  features: ['savage-attacker'],
  items: ['chain-mail', 'greatsword', 'wand-of-magic-missiles'],
  spells: ['web', 'find-the-path'],
  rules: [
    'poisoned',
    'prone',
    'unconscious',
    'incapacitated',
    'athletics',
    'perception',
    'stealth',
  ],
};

function serve(character: Character, inventory = makeInventory('42')) {
  const updates: MockCall[] = [];
  const api = mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/characters/42': { body: character },
    'GET /api/inventory/42': { body: [inventory] },
    'POST /api/characters/42': (call) => {
      updates.push(call);
      return { body: { ...character, ...(call.body as object), version: character.version + 1 } };
    },
  });
  return { updates, api };
}

async function openSheet(
  character = makeCharacter(),
  inventory?: ReturnType<typeof makeInventory>,
) {
  const served = serve(character, inventory);
  const view = renderApp('/character');
  // The first test also loads the sheet's lazy route: slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: character.name }, { timeout: 5000 });
  return { ...served, view };
}

describe('the sheet', () => {
  beforeEach(async () => {
    setToken('token-1');
    setCurrentUser(makeUser());
    setActiveCharacter('42');
    await putCatalogue(STORES);
  });

  afterEach(async () => {
    await clearCatalogue(Object.keys(STORES));
  });

  it('shows the numbers the rules derive, worn armor included', async () => {
    const armored = makeInventory('42', [
      {
        id: 'mail',
        inventory_id: 'inv-42',
        item_id: 'chain-mail',
        quantity: 1,
        container_id: null,
        equipped: true,
        attuned: false,
        opened: false,
        notes: '',
        options: {},
        custom: false,
        item_data: null,
        updated_at: '2026-11-20T10:00:00.000Z',
      },
    ]);
    await openSheet(makeCharacter(), armored);
    // STR 15 + 2 (Soldier) = 17; chain mail 16; DEX 14 → +2 initiative
    expect((await screen.findByTestId('ac')).textContent).toBe('16');
    expect(screen.getByTestId('initiative').textContent).toBe('+2');
    expect(screen.getByTestId('proficiency').textContent).toBe('+2');
    expect(within(screen.getByTestId('ability-str')).getByText('+3')).toBeTruthy();
    expect(screen.getByTestId('save-str').textContent).toContain('+5');
    expect(screen.getByTestId('skill-athletics').textContent).toContain('+5');
    expect(screen.getByTestId('hp-current').textContent).toBe('12');
    expect(screen.getByTestId('class-line').textContent).toBe('Level 1 Fighter');
  });

  it('takes damage to 0 from the drawer, shows death saves, and saves the change', async () => {
    const { updates } = await openSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Change hit points' }));
    const drawer = await screen.findByTestId('drawer');
    const amount = within(drawer).getByLabelText('Amount') as HTMLInputElement;
    // Spec §4: the amount offered first is twice the total level.
    expect(amount.value).toBe('2');
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Damage' }));
    expect(screen.getByTestId('hp-current').textContent).toBe('0');
    expect(await screen.findByTestId('death-saves')).toBeTruthy();
    // The HP block names the condition by its title.
    expect(document.querySelector('.hp-card__conditions')?.textContent).toBe('Unconscious');
    await waitFor(() => expect(updates).toHaveLength(1), { timeout: 2000 });
    expect(updates[0]?.body).toMatchObject({
      hp: { current: 0, max: 12 },
      conditions: ['unconscious'],
    });
    expect(updates[0]?.headers['Idempotency-Key']).toMatch(/\S+/);
  });

  it('heals from 0, clearing death saves and Unconscious', async () => {
    await openSheet(
      makeCharacter({
        hp: { current: 0, max: 12, max_mod: 0, temp: 0 },
        conditions: ['unconscious'],
        saving_death: { failures: 2, successes: 1 },
      }),
    );
    expect(screen.getByTestId('death-saves').textContent).toContain('Unconscious');
    await userEvent.click(screen.getByRole('button', { name: 'Change hit points' }));
    const drawer = await screen.findByTestId('drawer');
    await userEvent.clear(within(drawer).getByLabelText('Amount'));
    await userEvent.type(within(drawer).getByLabelText('Amount'), '5');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Heal' }));
    expect(screen.getByTestId('hp-current').textContent).toBe('5');
    expect(screen.queryByTestId('death-saves')).toBeNull();
    expect(screen.getByTestId('conditions-summary').textContent).toBe('No conditions');
  });

  it('rolls death saves and says when the character is stable or dead', async () => {
    await openSheet(
      makeCharacter({
        hp: { current: 0, max: 12, max_mod: 0, temp: 0 },
        saving_death: { failures: 0, successes: 2 },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Successes 3' }));
    expect(screen.getByTestId('death-saves').textContent).toContain('Stable');
    await userEvent.click(screen.getByRole('button', { name: 'Failures 3' }));
    expect(screen.getByTestId('death-saves').textContent).toContain('Dead');
  });

  it('takes a long rest only when held, and says what it restored', async () => {
    await openSheet(makeCharacter({ hp: { current: 3, max: 12, max_mod: 0, temp: 0 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Long rest' }));
    const hold = await screen.findByRole('button', { name: 'Hold to rest' });
    fireEvent.pointerDown(hold);
    fireEvent.pointerUp(hold);
    expect(screen.getByTestId('hp-current').textContent).toBe('3');
    fireEvent.pointerDown(hold);
    await waitFor(() => expect(screen.getByTestId('rest-summary')).toBeTruthy(), { timeout: 1500 });
    expect(screen.getByTestId('rest-summary').textContent).toContain('9 HP restored');
    expect(screen.getByTestId('hp-current').textContent).toBe('12');
  });

  it('rolls a wand’s 1d6 + 1 charges back on a long rest', async () => {
    const wand = makeItem('wand', { item_id: 'wand-of-magic-missiles', quantity: 1 });
    const used = { 'prop-item-wand-charges': 6 };
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      const { updates } = await openSheet(
        makeCharacter({ resources: used }),
        makeInventory('42', [wand]),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Long rest' }));
      fireEvent.pointerDown(await screen.findByRole('button', { name: 'Hold to rest' }));
      await screen.findByTestId('rest-summary', {}, { timeout: 1500 });
      await waitFor(() => expect(updates).toHaveLength(1), { timeout: 2000 });
      // A roll of 1 on the d6, plus 1: two of the six spent charges come back.
      expect(updates[0]?.body).toMatchObject({ resources: { 'prop-item-wand-charges': 4 } });
    } finally {
      random.mockRestore();
    }
  });

  it('lets an hour pass on a short rest: Second Wind back, concentration on Web (1 hour) ends', async () => {
    const { updates } = await openSheet(
      makeCharacter({
        options: { concentration: ['web'] },
        resources: { 'prop-second-wind': 1 },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Short rest' }));
    const hold = await screen.findByRole('button', { name: 'Hold to rest' });
    fireEvent.pointerDown(hold);
    const summary = (await screen.findByTestId('rest-summary', {}, { timeout: 1500 })).textContent;
    expect(summary).toContain('Second Wind restored');
    expect(summary).toContain('Web has run out: concentration ends');
    await waitFor(() => expect(updates).toHaveLength(1), { timeout: 2000 });
    expect(updates[0]?.body).toMatchObject({
      options: { concentration: [] },
      resources: { 'prop-second-wind': 0 },
    });
  });

  it('adds and clears conditions; clearing resets exhaustion', async () => {
    await openSheet(makeCharacter({ resources: { 'prop-exhaustion': 2 } }));
    await userEvent.click(screen.getByRole('button', { name: 'Conditions' }));
    const drawer = await screen.findByTestId('drawer');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Poisoned' }));
    // An old record kept the level without the condition: it is listed all the same.
    expect(screen.getByTestId('conditions-summary').textContent).toBe('Poisoned, Exhaustion 2');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('conditions-summary').textContent).toBe('No conditions');
    expect(screen.getByText('Exhaustion 0')).toBeTruthy();
  });

  it('tracks Second Wind as pips and keeps edits on the device while offline', async () => {
    const { api } = await openSheet();
    const resource = await screen.findByTestId('resource-prop-second-wind');
    const pips = within(resource).getAllByRole('button');
    expect(pips).toHaveLength(2);
    mockApi({
      ...Object.fromEntries(api.calls.map((call) => [`${call.method} ${call.path}`, { body: {} }])),
      'POST /api/characters/42': 'network-error',
    });
    await userEvent.click(pips[0]!);
    expect(pips[0]?.getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 700));
    });
    expect(readPending('42')?.body).toMatchObject({ resources: { 'prop-second-wind': 1 } });
    expect((await screen.findByTestId('sync-badge')).textContent).toBe('Pending 1');
  });
});
