import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { loadRealCatalogue } from './wizardTestKit.ts';

function serve(character = makeCharacter()) {
  mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/characters/42': { body: character },
    'GET /api/inventory/42': { body: [] },
  });
}

beforeEach(async () => {
  await loadRealCatalogue();
  setToken('t');
  setCurrentUser(makeUser());
  setActiveCharacter('42');
});

describe('/moc/1', () => {
  it('congratulates and goes to the character only after a 500 ms hold', async () => {
    serve();
    const { router } = renderApp('/moc/1');
    expect(await screen.findByRole('heading', { name: 'Brienne is ready!' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'See your features' }).getAttribute('href')).toBe(
      '/moc/2',
    );
    // A fighter casts no spells.
    expect(screen.queryByRole('link', { name: 'Choose spells' })).toBeNull();

    vi.useFakeTimers();
    const skip = screen.getByRole('button', { name: 'Go to character' });
    fireEvent.pointerDown(skip);
    act(() => vi.advanceTimersByTime(300));
    // Let go too early: nothing happens.
    fireEvent.pointerUp(skip);
    act(() => vi.advanceTimersByTime(500));
    expect(router.state.location.pathname).toBe('/moc/1');
    fireEvent.click(skip);
    expect(router.state.location.pathname).toBe('/moc/1');

    fireEvent.pointerDown(skip);
    act(() => vi.advanceTimersByTime(499));
    expect(router.state.location.pathname).toBe('/moc/1');
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/character'));
  });

  it('offers the spell choice to a spellcaster', async () => {
    serve(
      makeCharacter({
        name: 'Elminster',
        classes: [{ id: 'wizard', level: 1, hit_dice: 0 }],
        options: { 'wizard-skills': ['arcana', 'history'] },
      }),
    );
    renderApp('/moc/1');
    expect(await screen.findByRole('heading', { name: 'Elminster is ready!' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Choose spells' }).getAttribute('href')).toBe('/moc/3');
  });
});
