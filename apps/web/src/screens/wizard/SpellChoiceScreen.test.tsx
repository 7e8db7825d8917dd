import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { Character } from '@hearth/contract';

import { readPending } from '../../data/characters/outbox.ts';
import { setActiveCharacter, setToken } from '../../data/session.ts';
import { setCurrentUser } from '../../data/user.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { makeUser, mockApi, NO_CONFIG } from '../../test/mockFetch.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { loadRealCatalogue } from './wizardTestKit.ts';

function serve(character: Character) {
  mockApi({
    'GET /api/config': { body: NO_CONFIG },
    'GET /api/characters/42': { body: character },
    'GET /api/inventory/42': { body: [] },
  });
}

const wizard = makeCharacter({
  name: 'Elminster',
  classes: [{ id: 'wizard', level: 1, hit_dice: 0 }],
  attributes: { str: 8, dex: 14, con: 13, int: 15, wis: 12, cha: 10 },
  options: { 'wizard-skills': ['arcana', 'history'] },
});

const cleric = makeCharacter({
  name: 'Tomas',
  classes: [{ id: 'cleric', level: 1, hit_dice: 0 }],
  options: { 'cleric-skills': ['history', 'insight'] },
});

beforeEach(async () => {
  await loadRealCatalogue();
  setToken('t');
  setCurrentUser(makeUser());
  setActiveCharacter('42');
});

const toggle = (name: string) => screen.getByRole('button', { name });

describe('/moc/3', () => {
  it('caps cantrips and prepared spells at the allowance and saves the statuses', async () => {
    const user = userEvent.setup();
    serve(cleric);
    renderApp('/moc/3');
    const counter = async (id: string) => (await screen.findByTestId(id)).textContent;
    expect(await counter('cantrips-cleric')).toBe('Cantrips 0 / 3');
    expect(await counter('prepared-cleric')).toBe('Prepared 0 / 4');
    // Only the cleric list, cantrips and level 1.
    expect(screen.queryByRole('button', { name: 'Prepare Magic Missile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Prepare Spiritual Weapon' })).toBeNull();
    expect(screen.getByRole('list', { name: 'To do' }).textContent).toContain(
      '0 of 3 cantrips chosen',
    );

    for (const name of ['Guidance', 'Light', 'Sacred Flame'])
      await user.click(toggle(`Learn ${name}`));
    expect(await counter('cantrips-cleric')).toBe('Cantrips 3 / 3');
    expect(toggle('Learn Thaumaturgy')).toHaveProperty('disabled', true);
    // A chosen one can still be let go.
    expect(toggle('Learn Light')).toHaveProperty('disabled', false);

    for (const name of ['Bless', 'Cure Wounds', 'Healing Word', 'Shield of Faith']) {
      await user.click(toggle(`Prepare ${name}`));
    }
    expect(await counter('prepared-cleric')).toBe('Prepared 4 / 4');
    expect(toggle('Prepare Command')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('list', { name: 'To do' })).toBeNull();

    await user.click(toggle('Prepare Bless'));
    expect(await counter('prepared-cleric')).toBe('Prepared 3 / 4');
    expect(toggle('Prepare Command')).toHaveProperty('disabled', false);

    expect(readPending('42')?.body.spells).toEqual({
      guidance: { prepared: true, class: 'cleric' },
      light: { prepared: true, class: 'cleric' },
      'sacred-flame': { prepared: true, class: 'cleric' },
      'cure-wounds': { prepared: true, class: 'cleric' },
      'healing-word': { prepared: true, class: 'cleric' },
      'shield-of-faith': { prepared: true, class: 'cleric' },
    });
    expect(screen.getByRole('link', { name: 'Done' }).getAttribute('href')).toBe('/character');
  });

  it('keeps a wizard spellbook of six and prepares from it', async () => {
    const user = userEvent.setup();
    serve(wizard);
    renderApp('/moc/3');
    const counter = async (id: string) => (await screen.findByTestId(id)).textContent;
    expect(await counter('book-wizard')).toBe('Spellbook 0 / 6');
    for (const name of ['Magic Missile', 'Shield', 'Sleep', 'Mage Armor']) {
      await user.click(toggle(`Prepare ${name}`));
    }
    expect(await counter('prepared-wizard')).toBe('Prepared 4 / 4');
    // Prepared spells are in the book too.
    expect(await counter('book-wizard')).toBe('Spellbook 4 / 6');
    expect(toggle('Write Magic Missile in the spellbook').getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(toggle('Write Detect Magic in the spellbook'));
    await user.click(toggle('Write Identify in the spellbook'));
    expect(await counter('book-wizard')).toBe('Spellbook 6 / 6');
    expect(toggle('Write Alarm in the spellbook')).toHaveProperty('disabled', true);
    // Unpreparing keeps the spell in the book, so a book spell can be prepared in its place.
    await user.click(toggle('Prepare Sleep'));
    expect(await counter('book-wizard')).toBe('Spellbook 6 / 6');
    await user.click(toggle('Prepare Identify'));
    expect(await counter('prepared-wizard')).toBe('Prepared 4 / 4');
    expect(readPending('42')?.body.spells).toMatchObject({
      'magic-missile': { prepared: true, class: 'wizard' },
      sleep: { book: true, class: 'wizard' },
      identify: { prepared: true, class: 'wizard' },
      'detect-magic': { book: true, class: 'wizard' },
    });
  });

  it('filters by the search box', async () => {
    const user = userEvent.setup();
    serve(wizard);
    renderApp('/moc/3');
    await user.type(await screen.findByRole('searchbox', { name: 'Search spells' }), 'fire');
    const section = screen.getByRole('region', { name: 'Wizard spells' });
    const titles = within(section)
      .getAllByRole('button', { name: /^Learn|^Prepare/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(titles).toEqual(['Learn Fire Bolt']);
  });

  it('leads to the pact book while the Pact of the Tome needs its picks', async () => {
    const invocations = 'warlock-eldritch-invocations-invocations-1';
    serve(
      makeCharacter({
        name: 'Vex',
        background: 'sage',
        classes: [{ id: 'warlock', level: 1, hit_dice: 0 }],
        options: { 'warlock-skills': ['arcana', 'deception'] },
        features: [
          {
            id: 'pact-of-the-tome',
            path: `${invocations}-pact-of-the-tome`,
            choice: invocations,
          },
        ],
      }),
    );
    renderApp('/moc/3');
    const link = await screen.findByRole('link', { name: /^Pact of the Tome/ });
    expect(link.getAttribute('href')).toBe('/pact-spells');
    expect(link.textContent).toContain(
      'The pact book takes 3 cantrips and 2 rituals (0 and 0 chosen)',
    );
  });

  it('has no pact book link without the Pact of the Tome', async () => {
    serve(wizard);
    renderApp('/moc/3');
    await screen.findByTestId('cantrips-wizard');
    expect(screen.queryByRole('link', { name: /^Pact of the Tome/ })).toBeNull();
  });
});
