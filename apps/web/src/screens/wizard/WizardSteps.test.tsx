import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { ABILITY_METHODS } from '@hearth/rules';

import { setCurrentUser } from '../../data/user.ts';
import { makeUser } from '../../test/mockFetch.ts';
import {
  button,
  fighterDraft,
  openWizard,
  prepareWizard,
  seedWizard,
  serveWizard,
} from './wizardTestKit.ts';

let api: ReturnType<typeof serveWizard>;

beforeEach(async () => {
  await prepareWizard();
  api = serveWizard();
});

describe('the abilities step', () => {
  it('point buy counts the points left and blocks a plus it cannot pay', async () => {
    const user = userEvent.setup();
    const draft = fighterDraft(ABILITY_METHODS.pointBuy);
    draft.attributes = { str: 8, dex: 8, con: 8, int: 8, wis: 8, cha: 8 };
    seedWizard(draft, 'abilities');
    await openWizard();
    const left = () => screen.getByTestId('points-left').textContent;
    expect(left()).toBe('Points left: 27 of 27');
    expect(button('Next')).toHaveProperty('disabled', true);
    expect(screen.getByRole('list', { name: 'To do' }).textContent).toContain(
      '27 points left to spend',
    );
    for (let index = 0; index < 7; index += 1) await user.click(button('Raise Strength'));
    expect(screen.getByTestId('score-str').textContent).toBe('15');
    // 15 is the most point buy allows.
    expect(button('Raise Strength')).toHaveProperty('disabled', true);
    for (let index = 0; index < 7; index += 1) await user.click(button('Raise Dexterity'));
    expect(left()).toBe('Points left: 9 of 27');
    for (let index = 0; index < 5; index += 1) await user.click(button('Raise Constitution'));
    expect(left()).toBe('Points left: 4 of 27');
    for (let index = 0; index < 3; index += 1) await user.click(button('Raise Intelligence'));
    expect(left()).toBe('Points left: 1 of 27');
    // CON 13 → 14 costs 2 with 1 left: blocked although 13 is below 15; WIS 8 → 9 costs 1.
    expect(button('Raise Constitution')).toHaveProperty('disabled', true);
    expect(button('Raise Wisdom')).toHaveProperty('disabled', false);
    await user.click(button('Raise Wisdom'));
    expect(left()).toBe('Points left: 0 of 27');
    expect(button('Raise Wisdom')).toHaveProperty('disabled', true);
    expect(button('Raise Charisma')).toHaveProperty('disabled', true);
    expect(button('Lower Charisma')).toHaveProperty('disabled', true);
    expect(button('Next')).toHaveProperty('disabled', false);
    // The background's +2 STR shows on top: 15 + 2 = 17 (+3).
    expect(screen.getByTestId('final-str').textContent).toContain('Final score 17, modifier +3');
  });

  it('standard array swaps two scores by tapping one and then the other', async () => {
    const user = userEvent.setup();
    seedWizard(fighterDraft(ABILITY_METHODS.array), 'abilities');
    await openWizard();
    const strength = await screen.findByRole('button', { name: 'Strength: 15' });
    await user.click(strength);
    expect(strength.getAttribute('aria-pressed')).toBe('true');
    await user.click(button('Intelligence: 8'));
    expect(button('Strength: 8')).toBeDefined();
    expect(button('Intelligence: 15')).toBeDefined();
    expect(screen.getByTestId('final-str').textContent).toContain('Final score 10, modifier +0');
    expect(button('Next')).toHaveProperty('disabled', false);
  });

  it('standard array moves a score by dragging it onto another ability', async () => {
    seedWizard(fighterDraft(ABILITY_METHODS.array), 'abilities');
    await openWizard();
    const strength = await screen.findByRole('button', { name: 'Strength: 15' });
    const wisdomRow = screen.getByTestId('ability-wis');
    const original = document.elementFromPoint;
    document.elementFromPoint = () => wisdomRow;
    try {
      fireEvent.pointerDown(strength, { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
      fireEvent.pointerMove(strength, { pointerId: 1, clientX: 10, clientY: 200 });
      expect(wisdomRow.className).toContain('wizard-ability--target');
      fireEvent.pointerUp(strength, { pointerId: 1, clientX: 10, clientY: 200 });
      fireEvent.click(strength);
    } finally {
      document.elementFromPoint = original;
    }
    expect(button('Strength: 12')).toBeDefined();
    expect(button('Wisdom: 15')).toBeDefined();
    // The click that ends the drag does not select anything.
    expect(button('Strength: 12').getAttribute('aria-pressed')).toBe('false');
  });

  it('switching tabs proposes the method scores; custom entry rolls 4d6 for each', async () => {
    const user = userEvent.setup();
    seedWizard(fighterDraft(ABILITY_METHODS.array), 'abilities');
    await openWizard();
    await user.click(await screen.findByRole('tab', { name: 'Custom' }));
    expect(screen.getByRole('textbox', { name: 'Strength' })).toHaveProperty('value', '8');
    await user.click(button('Roll 4d6'));
    const rolls = within(screen.getByRole('list', { name: 'Rolled scores' })).getAllByRole(
      'listitem',
    );
    expect(rolls).toHaveLength(6);
    const scores = rolls.map((roll) => Number(roll.querySelector('strong')?.textContent));
    for (const score of scores) expect(score).toBeGreaterThanOrEqual(3);
    // The best roll goes to Strength, the fighter's first ability.
    expect(screen.getByRole('textbox', { name: 'Strength' })).toHaveProperty(
      'value',
      String(Math.max(...scores)),
    );
    await user.click(screen.getByRole('tab', { name: 'Array' }));
    expect(button('Strength: 15')).toBeDefined();
  });
});

describe('the name step', () => {
  it('hides the name generator without permission 1', async () => {
    seedWizard({ ...fighterDraft(), name: '' }, 'name');
    await openWizard();
    await screen.findByRole('textbox', { name: 'Character name' });
    expect(screen.queryByRole('button', { name: 'Suggest a name' })).toBeNull();
  });

  it('fills the name from the generator for the species with permission 1', async () => {
    const user = userEvent.setup();
    setCurrentUser(makeUser({ permissions: [1] }));
    api = serveWizard({ 'GET /api/gen/name': { body: { name: 'Thorin Oakenfist' } } });
    seedWizard({ ...fighterDraft(), name: '' }, 'name');
    await openWizard();
    await user.click(await screen.findByRole('button', { name: 'Suggest a name' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Character name' })).toHaveProperty(
        'value',
        'Thorin Oakenfist',
      ),
    );
    expect(api.callsTo('GET /api/gen/name')).toHaveLength(1);
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('species=human'))).toBe(
      true,
    );
    expect(button('Next')).toHaveProperty('disabled', false);
  });
});
