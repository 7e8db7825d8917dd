import { describe, expect, it } from 'vitest';

import { scrollMove } from './scrollMemory.ts';

describe('scroll position on navigation', () => {
  it.each([
    [
      'a link to another page opens it at the top',
      'PUSH',
      '/features/view',
      '/inventory',
      800,
      'top',
    ],
    ['a link to the same page opens it at the top too', 'PUSH', '/items', '/items', 800, 'top'],
    ['Back returns to where the entry was left', 'POP', '/inventory', '/features/view', 600, 600],
    [
      'Back to an entry never scrolled opens at the top',
      'POP',
      '/inventory',
      '/character',
      undefined,
      'top',
    ],
    [
      'a replace on the same page (a tab, a closed summary) keeps the place',
      'REPLACE',
      '/features/edit',
      '/features/edit',
      undefined,
      'keep',
    ],
    [
      'a replace onto another page opens it at the top',
      'REPLACE',
      '/features/view',
      '/features/edit',
      300,
      'top',
    ],
  ] as const)('%s', (_, type, from, to, saved, expected) => {
    const move = scrollMove(type, from, to, saved);
    expect(move.kind === 'restore' ? move.y : move.kind).toBe(expected);
  });
});
