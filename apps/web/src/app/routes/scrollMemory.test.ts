import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';

import { scrollMove } from './scrollMemory.ts';

describe('scroll position on navigation', () => {
  it.each([
    [
      'a link to another page opens it at the top',
      NavigationType.Push,
      '/features/view',
      '/inventory',
      800,
      'top',
    ],
    [
      'a link to the same page opens it at the top too',
      NavigationType.Push,
      '/items',
      '/items',
      800,
      'top',
    ],
    [
      'Back returns to where the entry was left',
      NavigationType.Pop,
      '/inventory',
      '/features/view',
      600,
      600,
    ],
    [
      'Back to an entry never scrolled opens at the top',
      NavigationType.Pop,
      '/inventory',
      '/character',
      undefined,
      'top',
    ],
    [
      'a replace on the same page (a tab, a closed summary) keeps the place',
      NavigationType.Replace,
      '/features/edit',
      '/features/edit',
      undefined,
      'keep',
    ],
    [
      'a replace onto another page opens it at the top',
      NavigationType.Replace,
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
