import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { Character } from '@hearth/contract';

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
};

const PATH = 'custom-1700000000000';

/** A fighter with a resource of the player's own: Lucky coin, 3 a long rest, 2 spent. */
const lucky = (): Character =>
  makeCharacter({
    features: [
      {
        id: PATH,
        path: PATH,
        title: 'Lucky coin',
        resource: { name: 'Lucky coin', max: 3, recovery: 'LONG', recoveryValue: 0 },
      },
    ],
    resources: { [`prop-${PATH}`]: 2 },
  });

async function openSheet(character: Character) {
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
  renderApp('/character');
  await screen.findByRole('heading', { level: 1, name: character.name }, { timeout: 5000 });
  return updates;
}

const lastFeatures = (updates: MockCall[]) =>
  (updates.at(-1)?.body as { features: Character['features'] }).features;

describe('the player’s own resources', () => {
  beforeEach(async () => {
    setToken('token-1');
    setCurrentUser(makeUser());
    setActiveCharacter('42');
    await putCatalogue(STORES);
  });

  afterEach(async () => {
    await clearCatalogue(Object.keys(STORES));
  });

  it('renames one and changes its maximum; spent uses stay within it', async () => {
    const user = userEvent.setup();
    const updates = await openSheet(lucky());
    // Only the player's own resource can be edited; Second Wind cannot.
    const secondWind = await screen.findByTestId('resource-prop-second-wind');
    expect(within(secondWind).queryByRole('button', { name: /^Edit/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Lucky coin' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Lucky coin' });
    const name = within(drawer).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveProperty('value', 'Lucky coin');
    await user.clear(name);
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(within(drawer).getByText('Enter a name for the resource')).toBeDefined();
    await user.type(name, 'Luck of the draw');
    await user.click(within(drawer).getByRole('radio', { name: 'Short rest' }));
    await user.click(within(drawer).getByRole('button', { name: 'Decrease' }));
    await user.click(within(drawer).getByRole('button', { name: 'Decrease' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = screen.getByTestId(`resource-prop-${PATH}`);
    expect(within(row).getByRole('button', { name: 'Edit Luck of the draw' })).toBeDefined();
    // Max 1 now: one pip, used.
    const pips = within(row).getAllByRole('button', { name: /^Use / });
    expect(pips).toHaveLength(1);
    expect(pips[0]?.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(updates.length).toBeGreaterThan(0), { timeout: 2000 });
    expect(updates.at(-1)?.body).toMatchObject({
      resources: { [`prop-${PATH}`]: 1 },
      features: [
        {
          path: PATH,
          title: 'Luck of the draw',
          resource: { name: 'Luck of the draw', max: 1, recovery: 'SHORT', recoveryValue: 0 },
        },
      ],
    });
  });

  it('deletes one after asking, with its used count', async () => {
    const user = userEvent.setup();
    const updates = await openSheet(lucky());
    await user.click(await screen.findByRole('button', { name: 'Edit Lucky coin' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Lucky coin' });
    await user.click(within(drawer).getByRole('button', { name: 'Delete resource' }));
    expect(
      within(drawer).getByText('Delete Lucky coin and its uses? This cannot be undone.'),
    ).toBeDefined();
    await user.click(within(drawer).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByTestId(`resource-prop-${PATH}`)).toBeDefined();
    await user.click(within(drawer).getByRole('button', { name: 'Delete resource' }));
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByTestId(`resource-prop-${PATH}`)).toBeNull();
    expect(await screen.findByText('Lucky coin deleted')).toBeDefined();
    await waitFor(() => expect(updates.length).toBeGreaterThan(0), { timeout: 2000 });
    expect(lastFeatures(updates)).toEqual([]);
    expect((updates.at(-1)?.body as { resources: object }).resources).toEqual({});
  });

  it('adds a new one from the same form', async () => {
    const user = userEvent.setup();
    const updates = await openSheet(makeCharacter());
    await user.click(await screen.findByRole('button', { name: 'New resource' }));
    const drawer = await screen.findByRole('dialog', { name: 'New resource' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Ki of the mountain');
    await user.click(within(drawer).getByRole('button', { name: 'Add resource' }));
    expect(await screen.findByRole('button', { name: 'Edit Ki of the mountain' })).toBeDefined();
    await waitFor(() => expect(updates.length).toBeGreaterThan(0), { timeout: 2000 });
    expect(lastFeatures(updates)).toEqual([
      expect.objectContaining({
        title: 'Ki of the mountain',
        resource: { name: 'Ki of the mountain', max: 1, recovery: 'LONG', recoveryValue: 0 },
      }),
    ]);
  });
});
