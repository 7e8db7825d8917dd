import type { BodyOf, updateProfile } from '@hearth/contract';

import {
  deleteAccountCall as deleteAccountEndpoint,
  exportAccountCall as exportAccount,
  updateProfileCall,
} from '../api/authCalls.ts';
import { api } from '../api/client.ts';
import { setCurrentUser } from '../user.ts';

export type ProfileChanges = BodyOf<typeof updateProfile>;

/** Spec §5: the profile is saved 1000 ms after the last change. */
export const PROFILE_SAVE_DELAY_MS = 1000;

/** Profile save ('campaign/user'): the answer's user becomes the current user. */
export async function saveProfile(
  changes: ProfileChanges,
  options: { keepalive?: boolean } = {},
): Promise<void> {
  const { user } = await api.call(updateProfileCall, { body: changes }, options);
  setCurrentUser(user);
}

/** Everything stored about the user, as a JSON file download. */
export async function downloadAccountExport(): Promise<void> {
  const data = await api.call(exportAccount);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `hearth-export-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export async function deleteAccount(confirmation: { password?: string; confirm?: string }) {
  await api.call(deleteAccountEndpoint, { body: confirmation });
}
