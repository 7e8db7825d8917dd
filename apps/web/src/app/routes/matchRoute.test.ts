import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { matchRoute } from './matchRoute.ts';
import { ROUTES } from './routeTable.ts';

/** Paths a pattern opens: its parameters filled in, optional ones given and left out. */
function samplePaths(pattern: string): string[] {
  if (pattern === '*') return ['/nowhere', '/character/extra/deep', '/login/more'];
  const filled = pattern.replace(/:(\w+)\?/g, 'opt-$1').replace(/:(\w+)/g, 'id-$1');
  const bare = pattern.replace(/\/:\w+\?/g, '') || '/';
  return [...new Set([filled, bare, `${filled}/`])];
}

function reactRouterMatch(pathname: string): string | undefined {
  const patterns = ROUTES.map((meta) => ({ id: meta.id, path: meta.path }));
  return matchRoutes(patterns, pathname)?.[0]?.route.id;
}

describe('matching a path to its route without the router', () => {
  const paths = ROUTES.flatMap((meta) => samplePaths(meta.path));
  paths.push('/LOGIN', '/lvlup/classes', '/lvlup/3', '/moc/dnd', '/inventory/7/apply-preset');

  it.each(paths)('opens the same route as React Router for %s', (pathname) => {
    expect(matchRoute(pathname)?.id).toBe(reactRouterMatch(pathname));
  });

  it('finds the landing for the root and the catch-all for an unknown path', () => {
    expect(matchRoute('/')?.id).toBe('landing');
    expect(matchRoute('/no/such/page')?.id).toBe('notFound');
  });
});
