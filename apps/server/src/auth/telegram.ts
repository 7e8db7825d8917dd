import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The Login Widget's payload as received (numbers may arrive as strings). */
export interface TelegramPayload {
  id: number | string;
  first_name?: string | undefined;
  last_name?: string | undefined;
  username?: string | undefined;
  photo_url?: string | undefined;
  auth_date: number | string;
  hash: string;
}

/** A login older than this is refused: a captured payload cannot be replayed for long. */
const MAX_AGE_S = 24 * 60 * 60;
/** Clocks drift; a payload from slightly in the future is accepted, not one from next week. */
const MAX_CLOCK_SKEW_S = 60;

/** Telegram's data-check-string: `key=value` lines of every field but hash, sorted by key. */
export function telegramDataCheckString(payload: TelegramPayload): string {
  return Object.entries(payload)
    .filter(([key, value]) => key !== 'hash' && value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .sort()
    .join('\n');
}

/** HMAC-SHA256 of the data-check-string keyed with SHA-256(bot token), as Telegram signs it. */
export function signTelegramPayload(payload: Omit<TelegramPayload, 'hash'>, botToken: string) {
  const key = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', key)
    .update(telegramDataCheckString({ ...payload, hash: '' }))
    .digest('hex');
}

/**
 * Whether the payload was signed by Telegram for this bot and is recent. The comparison runs in
 * constant time so the hash cannot be guessed byte by byte.
 * See https://core.telegram.org/widgets/login#checking-authorization
 */
export function isValidTelegramLogin(payload: TelegramPayload, botToken: string, now: Date) {
  const expected = Buffer.from(signTelegramPayload(payload, botToken), 'hex');
  const given = Buffer.from(payload.hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const ageS = now.getTime() / 1000 - Number(payload.auth_date);
  return ageS <= MAX_AGE_S && ageS >= -MAX_CLOCK_SKEW_S;
}
