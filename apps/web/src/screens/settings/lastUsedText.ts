const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a device was last used, for the device list: relative while recent ("5 minutes
 * ago", "yesterday"), the local date after a week, when "23 days ago" reads worse than a
 * date. Under a minute (or a clock a little ahead of ours) is `null`: the caller says "just now".
 *
 * @example lastUsedText('2026-11-27T10:00:00Z', Date.parse('2026-11-27T12:00:00Z'), 'en') // '2 hours ago'
 */
export function lastUsedText(iso: string, now: number, language: string): string | null {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  const elapsed = now - then;
  if (elapsed < MINUTE_MS) return null;
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 7 * DAY_MS) return relative.format(-Math.floor(elapsed / DAY_MS), 'day');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(then);
}
