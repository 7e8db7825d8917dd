// The routes issue 16 measures, as the Lighthouse and bundle-size benchmarks open them.
import type { SignedInUser } from './signed-in-user.ts';

export interface BenchRoute {
  path: string;
  /** As the table shows it: ids as placeholders. */
  label: string;
  /** Opened with a signed-in user and an active character in localStorage. */
  signedIn: boolean;
}

export function benchRoutes(user: SignedInUser): BenchRoute[] {
  const route = (path: string, signedIn: boolean, label = path) => ({ path, label, signedIn });
  return [
    route('/', false),
    route('/login', false),
    route('/home', false),
    route('/list', true),
    route('/character', true),
    route('/magic', true),
    route('/spells', true),
    route(`/inventory/${user.inventoryId}`, true, '/inventory/{id}'),
    route('/items', true),
  ];
}
