import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { onlineStatus } from '../../data/network/useOnline.ts';
import { startOutbox } from '../../data/outbox/outbox.ts';
import { apiError } from '../../test/mockFetch.ts';
import { REMOVE_HINT_MS } from '../inventory/RemoveHintButton.tsx';
import { openBeasts, owned, toasts, withBeastsCatalogue } from './beastsTestKit.ts';

withBeastsCatalogue();

afterEach(() => {
  vi.useRealTimers();
});

const group = (type: string) => screen.findByTestId(`beasts-${type}`);
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
const activeIn = (list: HTMLElement) =>
  within(list)
    .queryAllByTestId('active-mark')
    .map((mark) => mark.closest('li')!.querySelector('button')!.getAttribute('aria-label'));

describe('/beasts: the character’s beasts', () => {
  it('says there are none yet and links to the bestiary', async () => {
    openBeasts('/beasts');
    expect(
      await screen.findByText(
        'No beasts yet. Find wild shapes, companions and mounts in the bestiary.',
      ),
    ).toBeDefined();
    const links = screen.getAllByRole('link', { name: 'Add beast' });
    expect(links.every((link) => link.getAttribute('href') === '/beasts-add')).toBe(true);
  });

  it('groups them by type, pinned first, and opens a stat block', async () => {
    const user = userEvent.setup();
    openBeasts('/beasts', {
      beasts: [
        owned('wolf', { sort_order: 1 }),
        owned('cat', { sort_order: 2, pin: true }),
        owned('riding-horse', { type: 'mount' }),
      ],
    });
    const wildShapes = await group('wildshape');
    expect(titles(wildShapes)).toEqual(['Cat', 'Wolf']);
    expect(titles(await group('mount'))).toEqual(['Riding Horse']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Wild shape',
      'Mount',
    ]);
    await user.click(within(wildShapes).getByRole('button', { name: 'Wolf' }));
    const drawer = await screen.findByRole('dialog', { name: 'Wolf' });
    expect(within(drawer).getByTestId('stat-block').textContent).toContain('Pack Tactics');
  });

  it('activates one beast per type: the type’s other one goes inactive', async () => {
    const user = userEvent.setup();
    const wolf = owned('wolf', { active: true });
    const cat = owned('cat');
    const horse = owned('riding-horse', { type: 'mount', active: true });
    const { api } = openBeasts('/beasts', { beasts: [wolf, cat, horse] });
    const wildShapes = await group('wildshape');
    expect(activeIn(wildShapes)).toEqual(['Wolf']);
    await user.click(within(wildShapes).getByRole('button', { name: 'Cat' }));
    const drawer = await screen.findByRole('dialog', { name: 'Cat' });
    await user.click(within(drawer).getByRole('button', { name: 'Make active' }));
    await waitFor(() => expect(activeIn(wildShapes)).toEqual(['Cat']));
    // Another type's active beast stays so.
    expect(activeIn(await group('mount'))).toEqual(['Riding Horse']);
    expect(api.callsTo(`PUT /api/character-beasts/${cat.id}`)[0]!.body).toEqual({
      id: cat.id,
      active: true,
    });
  });

  it('puts the list back as the server has it when an update is refused', async () => {
    const user = userEvent.setup();
    const wolf = owned('wolf', { active: true });
    const cat = owned('cat');
    const { api } = openBeasts('/beasts', {
      beasts: [wolf, cat],
      // A refusal (a fault or no connection is retried instead).
      routes: {
        [`PUT /api/character-beasts/${cat.id}`]: apiError(404, 'NOT_FOUND', 'Beast not found'),
      },
    });
    const wildShapes = await group('wildshape');
    await user.click(within(wildShapes).getByRole('button', { name: 'Cat' }));
    const drawer = await screen.findByRole('dialog', { name: 'Cat' });
    const loads = api.callsTo('GET /api/character-beasts/42').length;
    await user.click(within(drawer).getByRole('button', { name: 'Make active' }));
    await waitFor(() => expect(toasts()).toContain('error: Failed to update beast'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/character-beasts/42').length).toBeGreaterThan(loads),
    );
    await waitFor(() => expect(activeIn(wildShapes)).toEqual(['Wolf']));
  });

  it('offline: activates and annotates from the device, sent when the connection returns', async () => {
    const user = userEvent.setup();
    const wolf = owned('wolf', { active: true });
    const cat = owned('cat');
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await onlineStatus.check();
    // The runner as the app starts it: it follows the connection.
    const stopOutbox = startOutbox(onlineStatus);
    let restored = false;
    try {
      const { api } = openBeasts('/beasts', { beasts: [wolf, cat] });
      const wildShapes = await group('wildshape');
      await user.click(within(wildShapes).getByRole('button', { name: 'Cat' }));
      const drawer = await screen.findByRole('dialog', { name: 'Cat' });
      await user.click(within(drawer).getByRole('button', { name: 'Make active' }));
      await waitFor(() => expect(activeIn(wildShapes)).toEqual(['Cat']));
      await user.type(within(drawer).getByLabelText('Notes'), 'Black');
      await user.click(within(drawer).getByRole('button', { name: 'Save notes' }));
      expect(await screen.findByText('Black', { selector: '.beast-row__notes' })).toBeDefined();
      // Adding and removing stay online operations.
      expect(within(drawer).getByRole('button', { name: 'Remove' }).hasAttribute('disabled')).toBe(
        true,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(api.callsTo(`PUT /api/character-beasts/${cat.id}`)).toEqual([]);

      offline.mockRestore();
      restored = true;
      await onlineStatus.check();
      await waitFor(() =>
        expect(api.callsTo(`PUT /api/character-beasts/${cat.id}`)).toHaveLength(1),
      );
      expect(api.callsTo(`PUT /api/character-beasts/${cat.id}`)[0]!.body).toEqual({
        id: cat.id,
        active: true,
        notes: 'Black',
      });
    } finally {
      stopOutbox();
      if (!restored) offline.mockRestore();
      await onlineStatus.check();
    }
  });

  it('pinning closes the drawer; unpinning keeps it open', async () => {
    const user = userEvent.setup();
    const wolf = owned('wolf');
    const cat = owned('cat', { pin: true });
    openBeasts('/beasts', { beasts: [wolf, cat] });
    const wildShapes = await group('wildshape');
    expect(titles(wildShapes)).toEqual(['Cat', 'Wolf']);

    await user.click(within(wildShapes).getByRole('button', { name: 'Wolf' }));
    const drawer = await screen.findByRole('dialog', { name: 'Wolf' });
    await user.click(within(drawer).getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Both pinned now: by sort order, then oldest first.
    expect(titles(wildShapes)).toEqual(['Wolf', 'Cat']);

    await user.click(within(wildShapes).getByRole('button', { name: 'Cat' }));
    const catDrawer = await screen.findByRole('dialog', { name: 'Cat' });
    await user.click(within(catDrawer).getByRole('button', { name: 'Unpin' }));
    expect(await within(catDrawer).findByRole('button', { name: 'Pin' })).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Cat' })).toBeDefined();
  });

  it('saves notes', async () => {
    const user = userEvent.setup();
    const wolf = owned('wolf');
    const { api } = openBeasts('/beasts', { beasts: [wolf] });
    await user.click(within(await group('wildshape')).getByRole('button', { name: 'Wolf' }));
    const drawer = await screen.findByRole('dialog', { name: 'Wolf' });
    const save = within(drawer).getByRole('button', { name: 'Save notes' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(within(drawer).getByLabelText('Notes'), 'Grey pelt');
    await user.click(save);
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/character-beasts/${wolf.id}`)[0]!.body).toEqual({
        id: wolf.id,
        notes: 'Grey pelt',
      }),
    );
    expect(await screen.findByText('Grey pelt', { selector: '.beast-row__notes' })).toBeDefined();
  });

  it('removes only on a second tap within 3 seconds', async () => {
    const user = userEvent.setup();
    const wolf = owned('wolf');
    const cat = owned('cat');
    const { api } = openBeasts('/beasts', { beasts: [wolf, cat] });
    const wildShapes = await group('wildshape');
    await user.click(within(wildShapes).getByRole('button', { name: 'Wolf' }));
    const drawer = await screen.findByRole('dialog', { name: 'Wolf' });
    vi.useFakeTimers();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove' }));
    expect(within(drawer).getByRole('button', { name: 'Tap again to remove' })).toBeDefined();
    act(() => vi.advanceTimersByTime(REMOVE_HINT_MS));
    expect(within(drawer).getByRole('button', { name: 'Remove' })).toBeDefined();
    expect(api.callsTo(`DELETE /api/character-beasts/${wolf.id}`)).toHaveLength(0);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Remove' }));
    act(() => vi.advanceTimersByTime(REMOVE_HINT_MS - 1));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Tap again to remove' }));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`DELETE /api/character-beasts/${wolf.id}`)).toHaveLength(1);
    expect(titles(wildShapes)).toEqual(['Cat']);
  });

  it('a failed removal says so and reloads the list', async () => {
    const user = userEvent.setup();
    const wolf = owned('wolf');
    const { api } = openBeasts('/beasts', {
      beasts: [wolf],
      routes: { [`DELETE /api/character-beasts/${wolf.id}`]: apiError(500, 'INTERNAL', 'Boom') },
    });
    await user.click(within(await group('wildshape')).getByRole('button', { name: 'Wolf' }));
    const drawer = await screen.findByRole('dialog', { name: 'Wolf' });
    const loads = api.callsTo('GET /api/character-beasts/42').length;
    await user.click(within(drawer).getByRole('button', { name: 'Remove' }));
    await user.click(within(drawer).getByRole('button', { name: 'Tap again to remove' }));
    await waitFor(() => expect(toasts()).toContain('error: Failed to remove beast'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/character-beasts/42').length).toBeGreaterThan(loads),
    );
    expect(screen.getByRole('dialog', { name: 'Wolf' })).toBeDefined();
  });

  it('says when the beasts cannot be loaded', async () => {
    openBeasts('/beasts', {
      routes: { 'GET /api/character-beasts/42': apiError(500, 'INTERNAL', 'Boom') },
    });
    expect(await screen.findByText('Failed to load beasts', {}, { timeout: 15_000 })).toBeDefined();
  });
});
