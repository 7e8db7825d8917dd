// Module resolution hook for drizzle-kit, registered by drizzle-kit.mjs. npm installed
// drizzle-orm under apps/server rather than at the root where drizzle-kit lives, so
// drizzle-kit's own `import('drizzle-orm/…')` cannot find it; this resolves those imports from
// this package instead.
const serverPackage = new URL('../package.json', import.meta.url).href;

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: serverPackage });
  }
  return nextResolve(specifier, context);
}
