import type { ClientConfig, User } from '@hearth/contract';

import { NO_ANALYTICS_PERMISSION } from './api/bootCalls.ts';
import { loadClientConfig } from './config.ts';
import { getCurrentUser } from './user.ts';

export type AnalyticsGoal = 'update-app' | 'update-app-force';

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/**
 * Where events go, or null when nothing may be sent: no analytics configured, a user holding
 * permission 1 (spec §3), or the browser asking not to be tracked (Do Not Track or Global
 * Privacy Control).
 */
export function analyticsTarget(
  config: Pick<ClientConfig, 'analytics'> | null | undefined,
  user: Pick<User, 'permissions'> | null,
  signals: PrivacySignals,
): { endpoint: string; domain: string } | null {
  const analytics = config?.analytics;
  if (!analytics) return null;
  if (user?.permissions.includes(NO_ANALYTICS_PERMISSION)) return null;
  if (signals.doNotTrack === '1' || signals.globalPrivacyControl === true) return null;
  return { endpoint: `${analytics.url.replace(/\/+$/, '')}/api/event`, domain: analytics.domain };
}

/** A Plausible-style event; sendBeacon survives the page closing, fetch keepalive otherwise. */
function send(endpoint: string, payload: Record<string, string | null>): void {
  const body = JSON.stringify(payload);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
  } catch {
    // Some browsers refuse beacons to other origins; fall through to fetch.
  }
  void fetch(endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    headers: { 'content-type': 'text/plain' },
  }).catch(() => {
    // Analytics must never disturb the app.
  });
}

/** Records one event (a pageview or a goal) when analytics may run; never throws. */
export async function trackEvent(name: string, url: string = window.location.href): Promise<void> {
  let config: ClientConfig;
  try {
    config = await loadClientConfig();
  } catch {
    return;
  }
  const target = analyticsTarget(config, getCurrentUser(), {
    doNotTrack: navigator.doNotTrack,
    globalPrivacyControl: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl,
  });
  if (!target) return;
  send(target.endpoint, { name, url, domain: target.domain, referrer: document.referrer || null });
}

/** Spec §2: a page hit after each navigation. */
export function trackPageview(url?: string): Promise<void> {
  return trackEvent('pageview', url);
}

/** Spec §4: the app-update goals. */
export function trackGoal(goal: AnalyticsGoal): Promise<void> {
  return trackEvent(goal);
}
