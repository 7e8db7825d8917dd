import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { onlineStatus } from '../../data/network/useOnline.ts';
import {
  makeWizard,
  openMagic,
  SAVE_WAIT,
  scrollItem,
  withMagicCatalogue,
} from './magicTestKit.ts';

withMagicCatalogue();

describe('/magic: spell scrolls', () => {
  it('writes a spell on a blank scroll: renamed "Spell Scroll: <title>", the spell stored', async () => {
    const { api } = openMagic(makeWizard(), '/magic', [scrollItem()]);
    const row = await screen.findByTestId('scroll-scroll-1');
    expect(row.textContent).toContain('Spell Scroll ×2');
    expect(row.textContent).toContain('Blank');
    fireEvent.click(within(row).getByRole('button', { name: 'Choose spell' }));

    const drawer = await screen.findByRole('dialog', { name: 'Write a spell scroll' });
    fireEvent.change(within(drawer).getByLabelText('Search spells'), {
      target: { value: 'MISSILE' },
    });
    const list = within(drawer).getByRole('list', { name: 'Spells' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Magic MissileLevel 1 Evocation']);
    fireEvent.change(within(drawer).getByLabelText('Search spells'), {
      target: { value: 'zzz' },
    });
    expect(within(drawer).getByText('No spell matches.')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Search spells'), {
      target: { value: 'web' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: /^Web/ }));

    await waitFor(() => expect(api.callsTo('PUT /api/inventory/item/scroll-1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/inventory/item/scroll-1')[0]?.body).toEqual({
      item_data: { name: 'Spell Scroll: Web', spell: 'web' },
    });
    expect(await screen.findByText('Spell Scroll: Web is ready')).toBeTruthy();
    const written = screen.getByTestId('scroll-scroll-1');
    expect(written.textContent).toContain('Spell Scroll: Web ×2');
    expect(written.textContent).toContain('Level 2 Conjuration · save DC 12');
  });

  it('casts from a scroll: no slot, concentration, one scroll fewer, then the last one goes', async () => {
    const { api, saved } = openMagic(makeWizard(), '/magic', [
      scrollItem({ item_data: { name: 'Spell Scroll: Web', spell: 'web' } }),
    ]);
    const castFrom = async () => {
      const row = await screen.findByTestId('scroll-scroll-1');
      fireEvent.click(within(row).getByRole('button', { name: 'Cast from scroll' }));
      const drawer = await screen.findByRole('dialog', { name: 'Web' });
      // Spec §4: the scroll's save DC is 10 + the spell's level.
      expect(within(drawer).getByTestId('scroll-dc').textContent).toBe('12');
      fireEvent.click(within(drawer).getByRole('button', { name: 'Cast from scroll' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };

    await castFrom();
    expect(await screen.findByText('The scroll crumbles; save DC 12')).toBeTruthy();
    expect(screen.getByTestId('concentration').textContent).toContain('Concentrating on Web');
    await waitFor(() => expect(api.callsTo('PUT /api/inventory/item/scroll-1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/inventory/item/scroll-1')[0]?.body).toEqual({ quantity: 1 });
    await waitFor(() =>
      expect(screen.getByTestId('scroll-scroll-1').textContent).not.toContain('×2'),
    );
    await waitFor(() => expect(saved()).toHaveLength(1), SAVE_WAIT);
    // No slot spent: only the concentration changes.
    expect(saved()[0]).toEqual({
      options: expect.objectContaining({ concentration: ['web'] }) as unknown,
      // Issue 19: what the edit was based on, and the device it came from.
      base: { options: expect.any(Object) as unknown },
      device: expect.any(Object) as unknown,
    });

    await castFrom();
    await waitFor(() => expect(api.callsTo('DELETE /api/inventory/item/scroll-1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('scroll-scroll-1')).toBeNull());
    expect(screen.getByText('No spell scrolls in your inventory.')).toBeTruthy();
  });

  it('needs the connection: offline, the scroll actions are disabled and say why', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await onlineStatus.check();
    try {
      openMagic(makeWizard(), '/magic', [
        scrollItem(),
        scrollItem({ id: 'scroll-2', item_data: { name: 'Spell Scroll: Web', spell: 'web' } }),
      ]);
      const blank = await screen.findByTestId('scroll-scroll-1');
      expect(screen.getByText(/You are offline: writing a scroll/)).toBeTruthy();
      expect(
        (within(blank).getByRole('button', { name: 'Choose spell' }) as HTMLButtonElement).disabled,
      ).toBe(true);
      expect(
        (
          within(screen.getByTestId('scroll-scroll-2')).getByRole('button', {
            name: 'Cast from scroll',
          }) as HTMLButtonElement
        ).disabled,
      ).toBe(true);
    } finally {
      offline.mockRestore();
      await onlineStatus.check();
    }
  });
});
