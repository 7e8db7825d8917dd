import type { Translate } from '../../i18n/problemWords.ts';

/** Times and days as the sync panel and the history say them, in the player's language. */

/** The local calendar day of a moment, 'YYYY-MM-DD'. */
export function dayKey(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** Today a time alone ('14:05'); another day its date and time. */
export function momentText(moment: Date, language: string, now: Date = new Date()): string {
  const sameDay = dayKey(moment) === dayKey(now);
  return new Intl.DateTimeFormat(
    language,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' },
  ).format(moment);
}

export function timeText(moment: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(moment);
}

/** 'Today', 'Yesterday', else the date ('12 Nov 2026'). */
export function dayLabel(moment: Date, language: string, t: Translate, now = new Date()): string {
  const key = dayKey(moment);
  if (key === dayKey(now)) return t('history.today');
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === dayKey(yesterday)) return t('history.yesterday');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(moment);
}

export interface DayGroup<T> {
  key: string;
  label: string;
  items: T[];
}

/** Items in their order, grouped by the local day of `at` (consecutive items of one day). */
export function groupByDay<T extends { at: string }>(
  items: readonly T[],
  language: string,
  t: Translate,
  now = new Date(),
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const moment = new Date(item.at);
    const key = dayKey(moment);
    const last = groups[groups.length - 1];
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: dayLabel(moment, language, t, now), items: [item] });
  }
  return groups;
}
