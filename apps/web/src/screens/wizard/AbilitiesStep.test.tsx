import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { ABILITY_METHODS } from '@hearth/rules';

import { renderApp } from '../../test/renderApp.tsx';
import { DRAFT_STORAGE_KEY } from './wizardStorage.ts';
import { button, fighterDraft, prepareWizard, seedWizard, serveWizard } from './wizardTestKit.ts';

beforeEach(async () => {
  await prepareWizard();
  serveWizard();
});

/** The wizard at its seeded step; the first visit loads its code, slow on a busy machine. */
async function openWizard() {
  renderApp('/moc');
  await screen.findByRole('heading', { level: 1, name: 'New character' }, { timeout: 10_000 });
  await screen.findByTestId('step-abilities', {}, { timeout: 10_000 });
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('the abilities step keeps each method and reads scores honestly', () => {
  it('switching methods and back finds each one as it was left', async () => {
    const user = userEvent.setup();
    seedWizard(fighterDraft(ABILITY_METHODS.pointBuy), 'abilities');
    await openWizard();
    // Point buy: 15/15/15 proposed; CON down to 14, WIS up to 10.
    await user.click(await screen.findByRole('button', { name: 'Lower Constitution' }));
    await user.click(button('Raise Wisdom'));
    await user.click(button('Raise Wisdom'));
    expect(screen.getByTestId('points-left').textContent).toBe('Points left: 0 of 27');
    // Array: swap STR and INT; Custom: STR typed as 17.
    await user.click(screen.getByRole('tab', { name: 'Array' }));
    await user.click(button('Strength: 15'));
    await user.click(button('Intelligence: 8'));
    await user.click(screen.getByRole('tab', { name: 'Custom' }));
    fireEvent.change(field('Strength'), { target: { value: '17' } });
    // Back to each: nothing was reset to the proposal.
    await user.click(screen.getByRole('tab', { name: 'Point buy' }));
    expect(screen.getByTestId('score-con').textContent).toBe('14');
    expect(screen.getByTestId('score-wis').textContent).toBe('10');
    await user.click(screen.getByRole('tab', { name: 'Array' }));
    expect(button('Strength: 8')).toBeDefined();
    expect(button('Intelligence: 15')).toBeDefined();
    await user.click(screen.getByRole('tab', { name: 'Custom' }));
    expect(field('Strength').value).toBe('17');
    // And the device keeps them over a reload.
    const kept = JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}') as {
      draft: { scoresByMethod: Record<string, { con: number }> };
    };
    expect(kept.draft.scoresByMethod[ABILITY_METHODS.pointBuy]?.con).toBe(14);
  });

  it('a custom score that is not a whole number says so and blocks Next, never becoming 0', async () => {
    seedWizard(fighterDraft(ABILITY_METHODS.custom), 'abilities');
    await openWizard();
    const strength = await screen.findByRole('textbox', { name: 'Strength' });
    fireEvent.change(strength, { target: { value: '' } });
    fireEvent.blur(strength);
    expect((strength as HTMLInputElement).value).toBe('');
    const row = screen.getByTestId('ability-str');
    expect(within(row).getByText('Enter a whole number')).toBeDefined();
    expect(strength.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('final-str').textContent).toContain(
      'No final score until the score is a whole number',
    );
    expect(button('Next')).toHaveProperty('disabled', true);
    fireEvent.change(strength, { target: { value: '1a' } });
    expect((strength as HTMLInputElement).value).toBe('1a');
    expect(within(row).getByText('Enter a whole number')).toBeDefined();
    fireEvent.change(strength, { target: { value: '25' } });
    expect(within(row).getByText('Scores run from 0 to 20')).toBeDefined();
    expect(button('Next')).toHaveProperty('disabled', true);
    fireEvent.change(strength, { target: { value: '14' } });
    expect(within(row).queryByText(/whole number|Scores run/)).toBeNull();
    // 14 + the Soldier's +2 STR.
    expect(screen.getByTestId('final-str').textContent).toContain('Final score 16, modifier +3');
    expect(button('Next')).toHaveProperty('disabled', false);
  });

  it('point buy with a score that is not a number has no total and says so', async () => {
    const draft = fighterDraft(ABILITY_METHODS.pointBuy);
    // As the device keeps it: JSON writes a score that is not a number as null.
    seedWizard({ ...draft, attributes: { ...draft.attributes, con: Number.NaN } }, 'abilities');
    await openWizard();
    expect((await screen.findByTestId('points-left')).textContent).toBe('Enter a whole number');
    expect(button('Raise Constitution')).toHaveProperty('disabled', true);
    expect(button('Next')).toHaveProperty('disabled', true);
  });
});
