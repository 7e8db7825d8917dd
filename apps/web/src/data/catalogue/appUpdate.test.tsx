import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { UpdatePrompt } from '../../components/UpdatePrompt.tsx';
import { i18n } from '../../i18n/index.ts';
import { trackGoal } from '../analytics.ts';
import { checkAppVersion, dismissUpdateOffer, isForcedUpdate, updateApp } from './appUpdate.ts';

vi.mock('../analytics.ts', () => ({ trackGoal: vi.fn(() => Promise.resolve()) }));

describe('app update', () => {
  const reload = vi.fn();
  const refresh = vi.fn(() => Promise.resolve());

  beforeEach(() => {
    render(<UpdatePrompt />);
  });

  afterEach(() => {
    act(() => dismissUpdateOffer());
    sessionStorage.clear();
    vi.clearAllMocks();
  });

  it('tells a forced update by major.minor', () => {
    expect(isForcedUpdate('1.2.3', '1.2.9')).toBe(false);
    expect(isForcedUpdate('1.2.3', '1.3.0')).toBe(true);
    expect(isForcedUpdate('1.2.3', '2.2.3')).toBe(true);
  });

  it('does nothing when the server runs the same version', async () => {
    await act(() => checkAppVersion('0.1.0', { running: '0.1.0', reload, refresh }));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a patch update without reloading, in the current language', async () => {
    await act(() => checkAppVersion('0.1.1', { running: '0.1.0', reload, refresh }));
    const prompt = screen.getByTestId('update-prompt');
    expect(prompt.textContent).toContain('Version 0.1.1 of Hearth is available.');
    expect(reload).not.toHaveBeenCalled();

    await act(() => i18n.changeLanguage('ru'));
    expect(screen.getByRole('button', { name: 'Обновить' })).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));

    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });

  it('updating refreshes the service worker, then reloads, sending update-app', async () => {
    const order: string[] = [];
    await updateApp({
      refresh: () => {
        order.push('refresh');
        return Promise.resolve();
      },
      reload: () => order.push('reload'),
    });
    expect(order).toEqual(['refresh', 'reload']);
    expect(vi.mocked(trackGoal).mock.calls).toEqual([['update-app']]);
  });

  it('forces the update without asking when major.minor differs, once per session', async () => {
    await act(() => checkAppVersion('0.2.0', { running: '0.1.0', reload, refresh }));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(vi.mocked(trackGoal).mock.calls).toEqual([['update-app'], ['update-app-force']]);

    // Still on the old build after the reload: offer instead of reloading in a loop.
    await act(() => checkAppVersion('0.2.0', { running: '0.1.0', reload, refresh }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('update-prompt')).toBeTruthy();
  });
});
