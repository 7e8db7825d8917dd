import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { User } from '@hearth/contract';

import { UpdatePrompt } from '../../components/UpdatePrompt.tsx';
import { i18n } from '../../i18n/index.ts';
import { trackGoal } from '../analytics.ts';
import { onlineStatus } from '../network/useOnline.ts';
import { enqueue } from '../outbox/outbox.ts';
import { outboxEntries, putEntry } from '../outbox/outboxStore.ts';
import { fakeServer } from '../outbox/testServer.ts';
import type { OutboxEntry } from '../outbox/types.ts';
import { setToken } from '../session.ts';
import { setCurrentUser } from '../user.ts';
import type { UnsentEditsGuard } from './appUpdate.ts';
import {
  checkAppVersion,
  dismissUpdateOffer,
  getUpdateOffer,
  isForcedUpdate,
  refreshServiceWorker,
  updateApp,
} from './appUpdate.ts';

vi.mock('../analytics.ts', () => ({ trackGoal: vi.fn(() => Promise.resolve()) }));

const nothingUnsent: UnsentEditsGuard = { send: () => Promise.resolve(), remain: () => false };

/** A note edit made on this device, waiting in the outbox. */
function editNote(text = 'The bell tolls.') {
  return enqueue({ kind: 'note.save', target: 'n1', characterId: 'c1', body: { text } });
}

/** Another account's edit left on the device (it waits for that account to sign in again). */
function otherAccountsEdit(): OutboxEntry {
  const entry: OutboxEntry = {
    id: 'other-1',
    seq: 99,
    kind: 'note.save',
    target: 'n9',
    characterId: 'c9',
    body: { text: 'not mine' },
    userId: 'user-2',
    createdAt: 0,
    updatedAt: 0,
    attempts: 0,
    status: 'pending',
    revision: 1,
  };
  putEntry(entry);
  return entry;
}

async function goOffline(): Promise<void> {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await act(() => onlineStatus.check());
}

describe('app update', () => {
  const reload = vi.fn();
  const refresh = vi.fn(() => Promise.resolve());

  beforeEach(() => {
    setToken('token-1');
    setCurrentUser({ id: 'user-1' } as User);
    render(<UpdatePrompt />);
  });

  afterEach(async () => {
    act(() => dismissUpdateOffer());
    setCurrentUser(null);
    sessionStorage.clear();
    vi.restoreAllMocks();
    vi.clearAllMocks();
    // Back online for the next test: the health probe answers.
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}')));
    await act(() => onlineStatus.check());
    vi.unstubAllGlobals();
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
    const reloading = await updateApp({
      edits: nothingUnsent,
      refresh: () => {
        order.push('refresh');
        return Promise.resolve();
      },
      reload: () => order.push('reload'),
    });
    expect(reloading).toBe(true);
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

  it('sends waiting edits before a forced update and reloads once the server has them', async () => {
    const server = fakeServer('note.save');
    act(() => void editNote());
    const order: string[] = [];
    await act(() =>
      checkAppVersion('0.2.0', {
        running: '0.1.0',
        refresh: () => {
          order.push(`refresh after ${server.requests.length} sent`);
          return Promise.resolve();
        },
        reload: () => order.push('reload'),
      }),
    );
    expect(order).toEqual(['refresh after 1 sent', 'reload']);
    expect(outboxEntries()).toEqual([]);
  });

  it('never reloads over unsent edits: a forced update becomes an offer that waits', async () => {
    const server = fakeServer('note.save');
    server.answerAllWith('network-error');
    act(() => void editNote());
    await goOffline();

    await act(() => checkAppVersion('0.2.0', { running: '0.1.0', reload, refresh }));
    // Without a network nothing is tried: the edit stays on the device.
    expect(server.requests).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(trackGoal).not.toHaveBeenCalled();

    const prompt = screen.getByTestId('update-prompt');
    expect(prompt.textContent).toContain('Version 0.2.0 of Hearth is needed');
    const button = screen.getByRole('button', { name: 'Send edits and update' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('update-prompt-reason');
    expect(prompt.textContent).toContain(
      '1 edit is not sent yet: the update waits for the connection.',
    );

    // The connection returns and the edit goes: a later check in the session forces the update.
    server.answerAllWith({ ok: { saved: true } });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await act(() => checkAppVersion('0.2.0', { running: '0.1.0', reload, refresh }));
    expect(server.requests).toHaveLength(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(vi.mocked(trackGoal).mock.calls).toEqual([['update-app'], ['update-app-force']]);
  });

  it('online, the offer sends the edits first; what the server refused keeps it waiting', async () => {
    const server = fakeServer('note.save');
    server.answerAllWith({ status: 422, code: 'VALIDATION' });
    act(() => void editNote());
    // Another account's waiting edit is not this user's to send: it does not hold the update.
    act(() => void otherAccountsEdit());
    await act(() => checkAppVersion('0.1.1', { running: '0.1.0', reload, refresh }));

    fireEvent.click(screen.getByRole('button', { name: 'Send edits and update' }));
    await screen.findByText(
      '1 edit was not accepted: retry or discard it under Review edits, then update.',
    );
    expect(server.requests.map((request) => request.entry.target)).toEqual(['n1']);
    expect(reload).not.toHaveBeenCalled();
    expect(getUpdateOffer()).toEqual({ version: '0.1.1', forced: false });
    expect(
      (screen.getByRole('button', { name: 'Send edits and update' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('refused edits are reviewed from the offer (their character may be gone): discarding them frees it', async () => {
    const server = fakeServer('note.save');
    server.answerAllWith({ status: 404, code: 'NOT_FOUND' });
    act(() => void editNote());
    await act(() => checkAppVersion('0.1.1', { running: '0.1.0', reload, refresh }));
    fireEvent.click(screen.getByRole('button', { name: 'Send edits and update' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Review edits' }));

    const panel = await screen.findByTestId('sync-panel');
    const entry = within(panel).getByTestId('outbox-entry');
    expect(entry.dataset.status).toBe('refused');
    expect(within(panel).queryByRole('link')).toBeNull();
    fireEvent.click(within(entry).getByRole('button', { name: 'Discard' }));
    fireEvent.click(within(entry).getByRole('button', { name: 'Tap again to discard' }));

    await waitFor(() => expect(within(panel).queryByTestId('outbox-entry')).toBeNull());
    expect(outboxEntries()).toEqual([]);
    const update = screen.getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(false);
  });

  it('an edit of another account on the device does not hold the update back', async () => {
    act(() => void otherAccountsEdit());
    const reloading = await updateApp({ reload, refresh });
    expect(reloading).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

/** A service worker as the browser shows it: a state, its changes, and the messages it got. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
    // The generated worker skips waiting on this message; the browser then activates it.
    if ((message as { type?: string }).type === 'SKIP_WAITING') {
      setTimeout(() => this.become('activated'), 10);
    }
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

describe('refreshing the service worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  interface FakeRegistration {
    installing: FakeWorker | null;
    waiting: FakeWorker | null;
  }

  function stubRegistration(registration: FakeRegistration) {
    const update = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        getRegistration: () => Promise.resolve(Object.assign(registration, { update })),
      },
    });
    return update;
  }

  it('asks the new build’s waiting worker to take over and waits until it has', async () => {
    const waiting = new FakeWorker('installed');
    const update = stubRegistration({ installing: null, waiting });
    await refreshServiceWorker(1000);
    expect(update).toHaveBeenCalledTimes(1);
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(waiting.state).toBe('activated');
  });

  it('lets a worker still installing finish, then asks it to take over', async () => {
    const worker = new FakeWorker('installing');
    const registration: FakeRegistration = { installing: worker, waiting: null };
    stubRegistration(registration);
    setTimeout(() => {
      // As the browser does: an installed worker moves from `installing` to `waiting`.
      registration.installing = null;
      registration.waiting = worker;
      worker.become('installed');
    }, 10);
    await refreshServiceWorker(1000);
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(worker.state).toBe('activated');
  });

  it('without a new build there is nothing to do', async () => {
    stubRegistration({ installing: null, waiting: null });
    await expect(refreshServiceWorker(100)).resolves.toBeUndefined();
  });
});
