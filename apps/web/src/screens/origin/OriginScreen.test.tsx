import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { Character } from '@hearth/contract';

import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { makeCharacter, makeInventory } from '../../test/characterFixture.ts';
import type { MockCall } from '../../test/mockFetch.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { loadRealCatalogue } from '../wizard/wizardTestKit.ts';

/** A human soldier fighter made by point buy: STR 15 + 2, DEX 14, CON 13 + 1 (27 points). */
const fighter = (): Character =>
  makeCharacter({
    options: {
      'soldier-bonus': ['str', 'str', 'con'],
      'soldier-tool': ['gaming-set-dice'],
      'fighter-skills': ['athletics', 'perception'],
      'human-size': ['2'],
      'ability-type': ['1'],
    },
    settings: { abilityType: 1 },
  });

function serve(character: Character) {
  const updates: MockCall[] = [];
  mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/characters/42': { body: character },
    'GET /api/inventory/42': { body: [makeInventory('42')] },
    'POST /api/characters/42': (call) => {
      updates.push(call);
      return { body: { ...character, ...(call.body as object), version: character.version + 1 } };
    },
  });
  return updates;
}

async function openOrigin(character = fighter()) {
  const updates = serve(character);
  renderApp('/character');
  await screen.findByRole('heading', { level: 1, name: character.name }, { timeout: 5000 });
  await userEvent.click(
    screen.getByRole('link', { name: 'Correct abilities, species and background' }),
  );
  // The first visit loads the screen's code and texts: slow on a busy machine.
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Abilities and origin' },
    { timeout: 10000 },
  );
  return updates;
}

const changes = () => screen.getByRole('region', { name: 'What changes' });
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('correcting abilities, species and background', () => {
  beforeEach(async () => {
    setToken('token-1');
    setCurrentUser(makeUser());
    setActiveCharacter('42');
    await loadRealCatalogue();
  });

  it('corrects point-buy scores with the wizard’s checks and shows what changes', async () => {
    const user = userEvent.setup();
    const updates = await openOrigin();
    // The method the character was made with, its scores as they are.
    expect(screen.getByRole('tab', { name: 'Point buy' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByTestId('points-left').textContent).toBe('Points left: 0 of 27');
    expect(within(changes()).getByText('Nothing changes yet.')).toBeDefined();
    expect(save()).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Lower Strength' }));
    expect(screen.getByText('2 points left to spend')).toBeDefined();
    expect(save()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Raise Intelligence' }));
    await user.click(screen.getByRole('button', { name: 'Raise Intelligence' }));
    expect(screen.getByTestId('points-left').textContent).toBe('Points left: 0 of 27');
    // STR 17 → 16, INT 8 → 10: the modifiers and skills that move are listed.
    const shown = changes().textContent ?? '';
    expect(shown).toContain('Strength17 (+3)→16 (+3)');
    expect(shown).toContain('Intelligence8 (−1)→10 (+0)');
    expect(shown).toContain('Arcana−1→+0');
    expect(save()).toHaveProperty('disabled', false);

    await user.click(save());
    expect(await screen.findByRole('heading', { level: 1, name: 'Brienne' })).toBeDefined();
    expect(within(screen.getByTestId('ability-int')).getByText('10')).toBeDefined();
    await waitFor(() => expect(updates.length).toBeGreaterThan(0), { timeout: 2000 });
    expect(updates.at(-1)?.body).toMatchObject({
      attributes: { str: 14, dex: 14, con: 13, int: 10, wis: 12, cha: 10 },
    });
  });

  it('a new background starts its increase over and lists what comes and goes', async () => {
    const user = userEvent.setup();
    const updates = await openOrigin();
    await user.click(screen.getByRole('tab', { name: 'Background' }));
    await user.click(screen.getByRole('button', { name: /^Sage/ }));
    const shown = changes().textContent ?? '';
    expect(shown).toContain("The new background's increase starts over: CON +2, WIS +1.");
    expect(shown).toContain('Strength17 (+3)→15 (+2)');
    expect(shown).toContain('Comes with it');
    expect(shown).toMatch(/Skill training.*Arcana, History|Skill training.*History, Arcana/);
    expect(shown).toContain('Goes away');
    expect(shown).toContain('Intimidation');
    expect(shown).toContain('Savage Attacker');
    await user.click(save());
    await screen.findByRole('heading', { level: 1, name: 'Brienne' });
    await waitFor(() => expect(updates.length).toBeGreaterThan(0), { timeout: 2000 });
    const body = updates.at(-1)?.body as Partial<Character>;
    expect(body.background).toBe('sage');
    expect(body.options?.['sage-bonus']).toEqual(['con', 'con', 'wis']);
    expect(body.options?.['soldier-bonus']).toBeUndefined();
    expect(body.options?.['soldier-tool']).toBeUndefined();
    expect(body.options?.['fighter-skills']).toEqual(['athletics', 'perception']);
  });

  it('a new species offers the recommended maximum HP with the change', async () => {
    const user = userEvent.setup();
    const updates = await openOrigin();
    await user.click(screen.getByRole('tab', { name: 'Species' }));
    await user.click(screen.getByRole('button', { name: /^Dwarf/ }));
    const shown = changes().textContent ?? '';
    expect(shown).toContain('Recommended maximum HP12→13');
    expect(shown).toMatch(/Senses.*Darkvision/);
    const take = screen.getByRole('switch', {
      name: 'Set maximum HP to the recommended 13 (now 12)',
    });
    expect(take).toHaveProperty('checked', true);
    await user.click(save());
    await screen.findByRole('heading', { level: 1, name: 'Brienne' });
    await waitFor(() => expect(updates.length).toBeGreaterThan(0), { timeout: 2000 });
    expect(updates.at(-1)?.body).toMatchObject({
      specie: 'dwarf',
      hp: { current: 12, max: 13 },
    });
    expect((updates.at(-1)?.body as Character).options['human-size']).toBeUndefined();
  });

  it('switching to custom entry keeps the scores to correct; a blank one blocks saving', async () => {
    const user = userEvent.setup();
    await openOrigin();
    await user.click(screen.getByRole('tab', { name: 'Custom' }));
    const strength = screen.getByRole('textbox', { name: 'Strength' }) as HTMLInputElement;
    expect(strength.value).toBe('15');
    await user.clear(strength);
    expect(
      within(screen.getByTestId('ability-str')).getByText('Enter a whole number'),
    ).toBeDefined();
    expect(save()).toHaveProperty('disabled', true);
    await user.type(strength, '16');
    expect(save()).toHaveProperty('disabled', false);
  });
});
