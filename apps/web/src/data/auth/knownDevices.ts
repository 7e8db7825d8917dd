import { readStorage, STORAGE_KEYS, writeStorage } from '../storage.ts';

/** Accounts remembered per device: enough for a shared family tablet, bounded all the same. */
const MAX_ACCOUNTS = 5;

type TokensByEmail = Record<string, string>;

// The server compares e-mails trimmed and lower-cased; so does this, so 'Ada@X' finds 'ada@x'.
const keyOf = (email: string) => email.trim().toLowerCase();

function readTokens(): TokensByEmail {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.deviceTokens) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => {
        return typeof entry[1] === 'string';
      }),
    );
  } catch {
    return {};
  }
}

/**
 * The device token the server gave this device at its last sign-in to `email`. It is kept on
 * sign-out on purpose: it proves the device signed in before, so the sign-in throttle lets it
 * in even while someone else is guessing the account's password. It is no session.
 */
export function deviceTokenFor(email: string): string | undefined {
  return readTokens()[keyOf(email)];
}

/** Keeps the newest token for `email`, dropping the oldest accounts beyond a few. */
export function rememberDeviceToken(email: string, token: string): void {
  const key = keyOf(email);
  const others = Object.entries(readTokens()).filter(([other]) => other !== key);
  // Object entries keep insertion order: the newest goes last, the oldest are dropped first.
  const kept = [...others.slice(-(MAX_ACCOUNTS - 1)), [key, token]];
  writeStorage(STORAGE_KEYS.deviceTokens, JSON.stringify(Object.fromEntries(kept)));
}
