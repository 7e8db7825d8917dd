import type {
  Endpoint,
  getClientConfig,
  getUser,
  updateCharacter,
  updateSettings,
} from '@hearth/contract';

/**
 * The calls made before the first screen, by method and path only. The client never
 * validates with the contract's zod schemas, so the landing bundle need not carry them
 * (about 28 KB gzip); the types still come from the contract, and bootCalls.test.ts checks
 * these against it.
 */
export function callByPath<E extends Endpoint>(method: E['method'], path: string): E {
  return { method, path, auth: 'none', successStatus: 200, summary: '', tags: [] } as unknown as E;
}

export const getUserCall = callByPath<typeof getUser>('GET', '/auth/user');
export const getClientConfigCall = callByPath<typeof getClientConfig>('GET', '/config');
/** Settings changed offline are resent at start (data/auth/userSettings.ts). */
export const updateSettingsCall = callByPath<typeof updateSettings>('PUT', '/auth/user');
/** Character edits queued on an earlier visit are sent at start (data/characters/outbox.ts). */
export const updateCharacterCall = callByPath<typeof updateCharacter>('POST', '/characters/:id');

/** Permission 1 (contract PERMISSION_NO_ANALYTICS): analytics off for the user. */
export const NO_ANALYTICS_PERMISSION = 1;
