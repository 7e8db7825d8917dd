import { expect, test as base } from '@playwright/test';

export { expect };

/** Marks the console lines that the page's own violation listener writes. */
const VIOLATION_TAG = '[csp-violation]';

/**
 * Every journey runs under the server's Content-Security-Policy and fails if the browser
 * refused anything: a script, a style, a frame, a fetch or a worker the policy did not allow.
 * Both signals are watched: the page's `securitypolicyviolation` events (the exact directive
 * and URL) and Chromium's own "Content Security Policy" console errors (which also cover what
 * happens before the page's scripts run).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript((tag) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`${tag} ${event.effectiveDirective} blocked ${event.blockedURI}`);
        });
      }, VIOLATION_TAG);
      context.on('console', (message) => {
        const text = message.text();
        if (text.startsWith(VIOLATION_TAG) || text.includes('Content Security Policy')) {
          violations.push(`${message.location().url}: ${text}`);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
