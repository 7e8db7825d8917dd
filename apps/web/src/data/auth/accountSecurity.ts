import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  changePassword as changePasswordEndpoint,
  forgotPassword,
  listSessions,
  logoutEverywhere,
  resetPassword as resetPasswordEndpoint,
  revokeSession,
} from '@hearth/contract';

import { api } from '../api/client.ts';
import { getCurrentUser, setCurrentUser, useCurrentUser } from '../user.ts';
import { logout } from './auth.ts';
import { flushPendingSettings } from './userSettings.ts';

export type { SessionInfo } from '@hearth/contract';

const SESSIONS_KEY = ['auth', 'sessions'] as const;

/**
 * Changes the password (or sets a first one on a social-only account); answers how many
 * other devices the server signed out. This device keeps its session.
 */
export async function changePassword(change: {
  currentPassword?: string;
  newPassword: string;
}): Promise<number> {
  const answer = await api.call(changePasswordEndpoint, {
    body: {
      ...(change.currentPassword !== undefined ? { current_password: change.currentPassword } : {}),
      new_password: change.newPassword,
    },
  });
  // A social-only account has a password now: the screen shows "Change" from here on.
  const user = getCurrentUser();
  if (user && !user.has_password) setCurrentUser({ ...user, has_password: true });
  return answer.ended_sessions;
}

/** Asks for a reset e-mail; the answer is the same whether or not the address exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.call(forgotPassword, { body: { email } });
}

/**
 * Sets a new password with a reset link; answers the account's address. The server ends
 * every session of that account, so when it is the one signed in here, this device signs
 * out the way logout does instead of waiting for its next call to be refused.
 */
export async function resetPassword(token: string, password: string): Promise<string> {
  const { email } = await api.call(resetPasswordEndpoint, { body: { token, password } });
  if (getCurrentUser()?.email?.toLowerCase() === email.toLowerCase()) await logout();
  return email;
}

/**
 * The signed-in devices, most recently used first; read afresh each time the list is shown.
 * Keyed by user: the query cache outlives a logout, and another account's devices must
 * never show for a moment.
 */
export function useSessions() {
  const userId = useCurrentUser()?.id ?? null;
  return useQuery({
    queryKey: [...SESSIONS_KEY, userId],
    queryFn: async () => (await api.call(listSessions)).sessions,
    staleTime: 0,
  });
}

/** Reads the device list again (after a password change ended other sessions). */
export function useRefreshSessions(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
}

/** Signs one other device out; the list is read again after. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(revokeSession, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/**
 * Ends every session of the account, this one included, then clears this device exactly
 * as logout does. Pending settings are saved first, while the token still works; when the
 * server cannot be reached nothing is cleared, so the user is not told the other devices
 * are signed out when they are not.
 */
export async function signOutEverywhere(): Promise<void> {
  await flushPendingSettings();
  await api.call(logoutEverywhere);
  // logout's own revoke call is refused now (the token is gone) and it ignores that.
  await logout();
}
