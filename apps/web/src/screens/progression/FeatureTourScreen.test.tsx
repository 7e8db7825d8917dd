import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { openCharacter, SAVE_WAIT, withCatalogue } from './progressionTestKit.ts';

withCatalogue();

const stepTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const progress = () => screen.getByRole('progressbar');
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('/moc/2', () => {
  it("walks through the new character's level-1 features with their choices, then to the sheet", async () => {
    const { router, saved } = openCharacter({}, '/moc/2');
    expect(await screen.findByText('Feature 1 of 7')).toBeTruthy();
    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    expect(stepTitle()).toBe('Fighting Style');
    const step = screen.getByRole('article');
    expect(within(step).getByText('Fighter · level 1')).toBeTruthy();
    expect(step.textContent).toContain('favoured way of fighting');
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);

    // The feature's choice is made in place.
    fireEvent.click(within(step).getByRole('button', { name: /^Defense/ }));
    await waitFor(() => expect(within(step).queryByText('0 out of 1 options selected')).toBeNull());
    await waitFor(() => expect(saved().at(-1)?.features?.[0]?.id).toBe('defense'), SAVE_WAIT);

    // The fighting style taken is a feature of its own, right after the one it fills.
    expect(await screen.findByText('Feature 1 of 8')).toBeTruthy();
    next();
    expect(screen.getByText('Feature 2 of 8')).toBeTruthy();
    expect(stepTitle()).toBe('Defense');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepTitle()).toBe('Fighting Style');
    expect(
      within(screen.getByRole('article'))
        .getByRole('button', { name: /^Defense/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    for (const title of [
      'Defense',
      'Second Wind',
      'Weapon Mastery',
      'Resourceful',
      'Skillful',
      'Versatile',
    ]) {
      next();
      expect(stepTitle()).toBe(title);
    }
    // Versatile's origin feat becomes a feature of its own: one more step, the player stays.
    const versatile = screen.getByRole('article');
    fireEvent.click(within(versatile).getByRole('button', { name: /^Alert/ }));
    expect(await screen.findByText('Feature 7 of 9')).toBeTruthy();
    expect(stepTitle()).toBe('Versatile');
    next();
    expect(stepTitle()).toBe('Alert');
    next();
    expect(stepTitle()).toBe('Savage Attacker');
    expect(screen.getByText('Feature 9 of 9')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/character'));
  });

  it('can be skipped to the sheet', async () => {
    openCharacter({}, '/moc/2');
    const skip = await screen.findByRole('link', { name: 'Skip' });
    expect(skip.getAttribute('href')).toBe('/character');
  });
});
