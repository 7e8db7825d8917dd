import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';

import { restoreEnds, scrollMove } from './scrollMemory.ts';

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

describe('restoring a position on Back', () => {
  const base = { y: 1200, started: 0 };

  it('ends once the window is where the entry was left', () => {
    expect(restoreEnds({ ...base, scrollY: 1200, now: 100, grewAt: 0 })).toBe(true);
  });

  it('waits for a page still drawing its sections, even past three seconds', () => {
    expect(restoreEnds({ ...base, scrollY: 1035, now: 5000, grewAt: 4500 })).toBe(false);
  });

  it('gives up on a page that stopped growing short of the place', () => {
    expect(restoreEnds({ ...base, scrollY: 1035, now: 5000, grewAt: 1500 })).toBe(true);
  });

  it('gives up in the end on a page that keeps growing', () => {
    expect(restoreEnds({ ...base, scrollY: 1035, now: 15_001, grewAt: 15_000 })).toBe(true);
  });
});
