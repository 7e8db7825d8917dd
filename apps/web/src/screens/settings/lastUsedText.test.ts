import { describe, expect, it } from 'vitest';

import { lastUsedText } from './lastUsedText.ts';

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('lastUsedText', () => {
  it.each([
    ['2026-11-27T11:59:30Z', null],
    ['2026-11-27T12:00:30Z', null],
    ['2026-11-27T11:55:00Z', '5 minutes ago'],
    ['2026-11-27T10:00:00Z', '2 hours ago'],
    ['2026-11-26T11:00:00Z', 'yesterday'],
    ['2026-11-24T12:00:00Z', '3 days ago'],
    ['2026-11-01T12:00:00Z', 'Nov 1, 2026'],
    ['not a date', null],
  ])('%s reads %j', (iso, expected) => {
    expect(lastUsedText(iso, NOW, 'en')).toBe(expected);
  });

  it('speaks the language of the app', () => {
    expect(lastUsedText('2026-11-27T10:00:00Z', NOW, 'ru')).toBe('2 часа назад');
  });
});
