import { expect, test } from './fixtures.ts';
import { AppPage } from './pages/app.ts';

test('the SRD catalogue reaches the device and the about page counts it, offline too', async ({
  page,
  context,
}) => {
  const app = new AppPage(page);
  await app.open('/about');
  const onDevice = page.getByRole('list', { name: 'On this device' });
  // The background sync downloads every store once the first screen is idle.
  await expect(onDevice.getByText('Spells: 339')).toBeVisible({ timeout: 20_000 });
  await expect(onDevice.getByText('Classes: 12')).toBeVisible();
  await expect(onDevice.getByText('Species: 9')).toBeVisible();
  await expect(onDevice.getByText('Creatures: 331')).toBeVisible();
  await expect(page.getByText(/System Reference Document 5\.2 \("SRD 5\.2"\)/)).toBeVisible();
  await app.screenshot('about');

  // The lists live on the device: a reload without the network still has them. The app shell
  // then comes from the service worker, so wait until it controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(onDevice.getByText('Spells: 339')).toBeVisible();
  await context.setOffline(true);
  await page.reload().catch(() => undefined);
  await page.getByTestId('app-ready').waitFor({ state: 'attached' });
  await expect(onDevice.getByText('Spells: 339')).toBeVisible();
  await context.setOffline(false);
});

/** The catalogue stores' endpoints (one bundle each; `/api/versions` is only their versions). */
const CATALOGUE_STORE_PATHS = new Set(
  [
    'rules',
    'species',
    'classes',
    'backgrounds',
    'features',
    'spells',
    'items',
    'presets',
    'beasts',
    'content',
  ].map((store) => `/api/${store}`),
);

for (const path of ['/', '/login']) {
  test(`a visitor's ${path} downloads no catalogue store, only checks the app version`, async ({
    page,
    context,
  }) => {
    const storeRequests: string[] = [];
    // The context sees the page's requests and its workers'.
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (CATALOGUE_STORE_PATHS.has(pathname)) storeRequests.push(pathname);
    });
    // The idle work after the first screen ends with the app-version check: once it went out
    // and the network is quiet, everything the page would load on its own has been asked for.
    const versionCheck = page.waitForRequest((request) => request.url().includes('/api/versions'));
    await new AppPage(page).open(path);
    await versionCheck;
    await page.waitForLoadState('networkidle');
    expect(storeRequests).toEqual([]);
  });
}
