let start: (() => void) | undefined;

/**
 * The app registers how its catalogue sync starts (main.tsx); a screen that reads the catalogue
 * asks for it after its first paint. Unregistered (component tests), asking does nothing, so a
 * test's API mock sees only the calls it expects.
 */
export function registerCatalogueSyncStart(starter: () => void): void {
  start = starter;
}

export function startCatalogueSyncOnDemand(): void {
  start?.();
}
