import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { STORAGE } from './pages/app.ts';
import { createDruid } from './pages/beasts.ts';
import { useTheme } from './pages/edit-character.ts';
import { SettingsPage } from './pages/settings.ts';

test('in Russian, the bestiary and the items catalogue show and find entries by their Russian titles', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(request);
  const druid = await createDruid(request, account.token, 'Jaheira', 3);
  const app = new SettingsPage(page);
  await app.seedStorage({ [STORAGE.token]: account.token, [STORAGE.character]: druid.id });

  await app.goto();
  await app.language.selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  // The bestiary: the wolf is «Волк»; the search finds it (and the dire wolf, «Лютоволк»).
  await app.open('/beasts-add');
  const search = page.getByRole('searchbox');
  await search.fill('ВОЛК');
  const wolf = page.getByRole('button', { name: 'Волк', exact: true });
  await expect(wolf).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Лютоволк', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wolf', exact: true })).toHaveCount(0);
  await app.screenshot('ru-bestiary-search-dark', { fullPage: false });
  await search.fill('');
  await expect(page.getByRole('button', { name: 'Бабуин', exact: true })).toBeVisible();
  await app.screenshot('ru-bestiary-dark', { fullPage: false });
  await search.fill('wolf');
  await wolf.click();
  const statBlock = page.getByRole('dialog', { name: 'Волк' });
  await expect(statBlock.getByText('Текст на английском (бета)')).toBeVisible();
  await app.screenshot('ru-wolf-dark', { fullPage: false });
  await page.keyboard.press('Escape');

  // The items catalogue: the longsword is «Длинный меч».
  await app.open('/catalogue/items');
  await expect(page.getByRole('button', { name: 'Боевой топор', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await app.screenshot('ru-items-dark', { fullPage: false });
  await page.getByRole('searchbox').fill('длинный меч');
  await expect(page.getByRole('button', { name: 'Длинный меч', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Короткий меч', exact: true })).toHaveCount(0);
  // The longest titles wrap inside their rows.
  await page.getByRole('searchbox').fill('фокусировка');
  await expect(
    page.getByRole('button', { name: 'Магическая фокусировка: волшебная палочка', exact: true }),
  ).toBeVisible();
  await app.screenshot('ru-items-long-dark', { fullPage: false });

  await useTheme(page, 'parchment');
  await expect(page.getByRole('button', { name: 'Боевой топор', exact: true })).toBeVisible();
  await app.screenshot('ru-items-light', { fullPage: false });
  await app.open('/beasts-add');
  await expect(page.getByRole('button', { name: 'Бабуин', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await app.screenshot('ru-bestiary-light', { fullPage: false });
});
