import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { getToasts } from '../../components/toast/toastStore.ts';
import { i18n } from '../../i18n/index.ts';
import { clearCatalogue, putCatalogue } from '../../test/catalogueEntries.ts';
import { makeCharacter } from '../../test/characterFixture.ts';
import { makeUser, mockApi } from '../../test/mockFetch.ts';
import { catalogueSnapshot } from '../catalogue/catalogueSnapshot.ts';
import type { OnlineMonitor } from '../network/onlineStatus.ts';
import { flushOutbox } from '../outbox/outbox.ts';
import { setToken } from '../session.ts';
import { setCurrentUser } from '../user.ts';
import { characterKeys } from './characterCache.ts';
import { queueCharacterUpdate, setCharacterOutboxHooks } from './outbox.ts';
import { startCharacterOutbox } from './outboxRunner.ts';

const INVOCATIONS = 'warlock-eldritch-invocations-invocations-1';
const lifedrinker = { id: 'lifedrinker', path: `${INVOCATIONS}-lifedrinker`, choice: INVOCATIONS };

/** What the server answers a Warlock 1 taking Lifedrinker (its real refusal, see the server's tests). */
const REFUSAL = {
  status: 400,
  body: {
    data: {
      code: 'VALIDATION',
      message: 'Some fields are not valid',
      details: {
        fields: [
          {
            path: `body.options.${INVOCATIONS}`,
            message: 'Lifedrinker: Needs Warlock level 9',
            key: 'feat.class-level',
            params: { feat: 'lifedrinker', class: 'warlock', level: 9 },
          },
          {
            path: `body.options.${INVOCATIONS}`,
            message: 'Lifedrinker: Needs Pact of the Blade',
            key: 'feat.feature',
            params: { feat: 'lifedrinker', feature: 'pact-of-the-blade' },
          },
          { path: 'body.hp.current', message: 'At most 12' },
        ],
      },
    },
  },
};

const offline: OnlineMonitor = {
  get: () => false,
  subscribe: () => () => {},
} as unknown as OnlineMonitor;

const WARLOCK_CATALOGUE = {
  classes: ['warlock'],
  species: ['human'],
  backgrounds: ['sage'],
  features: ['lifedrinker', 'pact-of-the-blade'],
};

/** The device's catalogue holds the warlock, read into the snapshot the toast names things from. */
async function appWithWarlock(): Promise<QueryClient> {
  const queryClient = new QueryClient();
  await putCatalogue(WARLOCK_CATALOGUE);
  await catalogueSnapshot.load();
  // The device's copy holds the edit the server is about to refuse.
  const warlock = makeCharacter({
    background: 'sage',
    classes: [{ id: 'warlock', level: 1, hit_dice: 0 }],
    options: {},
    features: [lifedrinker],
  });
  queryClient.setQueryData(characterKeys.one(warlock.id), warlock);
  return queryClient;
}

describe('a refused character save', () => {
  afterEach(async () => {
    setCharacterOutboxHooks(null);
    await clearCatalogue(Object.keys(WARLOCK_CATALOGUE));
  });

  it('names each field and its reason in words, never the generic text alone', async () => {
    const stop = startCharacterOutbox(await appWithWarlock(), offline);
    setToken('token-1');
    setCurrentUser(makeUser());
    mockApi({ 'POST /api/characters/42': REFUSAL });
    queueCharacterUpdate('42', { features: [lifedrinker] });
    await flushOutbox();
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(getToasts()[0]).toMatchObject({
      type: 'error',
      message:
        'Not saved. Eldritch Invocations — Lifedrinker: Needs Warlock level 9; ' +
        'Lifedrinker: Needs Pact of the Blade · Hit points — At most 12',
    });
    stop();
  });

  it("says it in the player's language, with the catalogue's names", async () => {
    await i18n.changeLanguage('ru');
    await i18n.loadNamespaces(['rules', 'character']);
    const stop = startCharacterOutbox(await appWithWarlock(), offline);
    setToken('token-1');
    setCurrentUser(makeUser());
    mockApi({ 'POST /api/characters/42': REFUSAL });
    queueCharacterUpdate('42', { features: [lifedrinker] });
    await flushOutbox();
    await waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(getToasts()[0]?.message).toBe(
      'Не сохранено. Eldritch Invocations — Lifedrinker: Нужен уровень 9 класса Warlock; ' +
        'Lifedrinker: Нужно: Pact of the Blade · Хиты — At most 12',
    );
    stop();
  });
});
