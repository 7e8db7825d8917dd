import type { FastifyInstance } from 'fastify';

export interface RouteUnderTest {
  method: string;
  /** The path as registered, parameters as `:name`, a wildcard as `*`. */
  path: string;
  /** Parameter names in order (a shared segment's alternatives: `characterId|:id`; `*`). */
  params: string[];
}

const LINE = /^(?<indent>[│ ]*)[├└]── (?<segment>.+?)(?: \((?<methods>[A-Z, ]+)\))?$/;

/**
 * Every route of the app with each of its methods, read from Fastify's own route tree
 * (`printRoutes`), so that a route added later is fuzzed without anyone listing it. HEAD is
 * left out: it answers as GET does, without a body.
 */
export function routesOf(app: FastifyInstance): RouteUnderTest[] {
  const prefixes: string[] = [];
  const routes: RouteUnderTest[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match?.groups) continue;
    const depth = match.groups.indent!.length / 4;
    const path = `${prefixes[depth - 1] ?? ''}${match.groups.segment}`;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    const methods = match.groups.methods?.split(', ') ?? [];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const params = [...path.matchAll(/:([\w|:]+)/g)].map((found) => found[1]!);
      if (path.endsWith('*')) params.push('*');
      routes.push({ method, path, params });
    }
  }
  return routes;
}

/** The route's path with each parameter (and a wildcard, as one more segment) filled in. */
export function fillRoute(route: RouteUnderTest, segment: (param: string) => string): string {
  return route.path
    .replace(/:([\w|:]+)/g, (_, param: string) => segment(param))
    .replace(/\/?\*$/, () => `/${segment('*')}`);
}
