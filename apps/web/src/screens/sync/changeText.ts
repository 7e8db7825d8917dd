import type { Translate } from '../../i18n/problemWords.ts';

/**
 * Changes in words, for the 'not synced' list and the history: a field's name and part, and a
 * value short enough for one line. Pure: `t` is the 'sync' namespace's translate.
 */

/** Longest value shown on a line; longer ones are cut with an ellipsis. */
export const SHORT_VALUE_LENGTH = 48;

/** An id or key as words: 'potion-of-healing' → 'Potion of healing'. */
export function humanize(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabel(t: Translate, field: string): string {
  return t(`fields.${field}`, { defaultValue: humanize(field) });
}

/** 'Hit points · current', 'Spell slots · level 2', 'Resources · Second wind'. */
export function partLabel(t: Translate, field: string, path: readonly string[]): string {
  const name = fieldLabel(t, field);
  if (path.length === 0) return name;
  if (field === 'spell_slots' && path.length === 2 && /^\d+$/.test(path[1]!)) {
    const level = Number(path[1]) + 1;
    return `${name} · ${t(path[0] === '1' ? 'parts.pactLevel' : 'parts.slotLevel', { level })}`;
  }
  const parts = path.map((segment) => t(`parts.${segment}`, { defaultValue: humanize(segment) }));
  return [name, ...parts].join(' · ');
}

function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueWords(t: Translate, value: unknown): string {
  if (value === undefined || value === null || value === '') return t('values.none');
  if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    if (value.length === 0) return t('values.none');
    // Lists of lists (spell slots' rows) keep their rows apart.
    const separator = value.some(Array.isArray) ? ' / ' : ', ';
    // Ids in a list (conditions, resistances) read as words: 'Poisoned, Prone'.
    return value
      .map((item) =>
        typeof item === 'string' && SLUG.test(item) ? humanize(item) : valueWords(t, item),
      )
      .join(separator);
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return t('values.none');
    return entries
      .map(([key, item]) => `${t(`parts.${key}`, { defaultValue: key })} ${valueWords(t, item)}`)
      .join(', ');
  }
  return JSON.stringify(value) ?? '';
}

/**
 * A value on one line: numbers as they are, yes/no, lists as comma lists, records as
 * 'key value' pairs; cut at {@link SHORT_VALUE_LENGTH}.
 */
export function shortValue(t: Translate, value: unknown, limit = SHORT_VALUE_LENGTH): string {
  return cut(valueWords(t, value), limit);
}

/** Hit points as the sheet says them: '7/12', '7/12 +3' with temporary ones. */
export function hitPointsText(value: unknown): string | null {
  if (!isRecord(value) || typeof value.current !== 'number' || typeof value.max !== 'number') {
    return null;
  }
  const max = value.max + (typeof value.max_mod === 'number' ? value.max_mod : 0);
  const temp = typeof value.temp === 'number' && value.temp > 0 ? ` +${value.temp}` : '';
  return `${value.current}/${max}${temp}`;
}

export interface ValueChange {
  /** The key changed, for a record's key changes; absent for the value as a whole. */
  key?: string;
  old: string;
  new: string;
}

/**
 * What changed between two values: for two records, each key whose value differs ('temporary:
 * 0 → 3'); otherwise the whole value, old → new.
 */
export function valueChanges(t: Translate, before: unknown, after: unknown): ValueChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const changed = keys.filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    if (changed.length > 0) {
      return changed.map((key) => ({
        key: t(`parts.${key}`, { defaultValue: humanize(key) }),
        old: shortValue(t, before[key]),
        new: shortValue(t, after[key]),
      }));
    }
  }
  return [{ old: shortValue(t, before), new: shortValue(t, after) }];
}
