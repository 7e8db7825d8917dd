import type { ReachabilityProbe } from './onlineStatus.ts';

/** A probe slower than this counts as offline; it must stay well under the 5 s poll. */
export const HEALTH_TIMEOUT_MS = 3000;

export const HEALTH_URL = '/api/health';

/**
 * Asks GET /api/health whether the server is there. A bare request on purpose: the probe
 * needs no token and no schema, and going through the typed client would load the
 * contract's schemas on the landing page, before any screen needs them.
 */
export const probeHealth: ReachabilityProbe = async () => {
  try {
    const response = await fetch(HEALTH_URL, {
      cache: 'no-store',
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
};
