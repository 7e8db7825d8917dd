import type { ApiClient, User } from '@hearth/contract';

import { errorCodeOf } from '../../i18n/errorText.ts';
import { getUserCall } from '../api/bootCalls.ts';
import { api } from '../api/client.ts';
import { clearSession, getToken, initSession } from '../session.ts';
import { getCurrentUser, loadCachedUser, setCurrentUser } from '../user.ts';
import { discardPendingSettings, withPendingSettings } from './userSettings.ts';

/**
 * How the session started (spec §4):
 * - visitor: no stored token;
 * - signedIn: the user was loaded and cached;
 * - cached: loading failed for another reason (offline, server down), the cached user stands;
 * - failed: FAILED_AUTHENTICATION, token and user dropped; the caller goes to the root.
 */
export type SessionStart =
  | { status: 'visitor'; user: null }
  | { status: 'signedIn' | 'cached'; user: User | null }
  | { status: 'failed'; user: null };

/** With a stored token, loads the user behind it (GET auth/user) and caches it. */
export async function startSession(client: ApiClient = api): Promise<SessionStart> {
  await initSession();
  loadCachedUser();
  if (!getToken()) {
    setCurrentUser(null);
    return { status: 'visitor', user: null };
  }
  try {
    const user = withPendingSettings(await client.call(getUserCall));
    setCurrentUser(user);
    return { status: 'signedIn', user };
  } catch (error) {
    if (errorCodeOf(error) === 'FAILED_AUTHENTICATION') {
      discardPendingSettings();
      clearSession();
      return { status: 'failed', user: null };
    }
    return { status: 'cached', user: getCurrentUser() };
  }
}
