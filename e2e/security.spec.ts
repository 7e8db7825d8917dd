import { expect, test } from './fixtures.ts';
import { AppPage } from './pages/app.ts';
import { AuthPage } from './pages/auth.ts';

test.describe('the Content-Security-Policy in the browser', () => {
  test('the sign-in page loads, registers its service worker and breaks no rule', async ({
    page,
  }) => {
    const app = new AppPage(page);
    await app.open('/login');
    await expect(new AuthPage(page).loginButton).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await app.screenshot('login-under-csp', { fullPage: false });
  });

  test('refuses a script injected into the page, and the fixture sees it', async ({
    page,
    cspViolations,
  }) => {
    await new AppPage(page).open('/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.join('\n')).toContain('script-src');
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    // Seen and expected: the journey itself must not fail on it.
    cspViolations.length = 0;
  });
});
