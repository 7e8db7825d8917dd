import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { AuthPage } from './pages/auth.ts';
import { addCatalogueItem, bodyInventoryId, createWizard } from './pages/characters-api.ts';
import { InventoryPage } from './pages/inventory.ts';

test('a quiver takes arrows only and a flask no item at all', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await createVerifiedAccount(request);
  const ranger = await createWizard(request, account.token, 'Wren', 1, ['wizard-b', 'sage-b']);
  const body = await bodyInventoryId(request, account.token, ranger.id);
  for (const itemId of ['quiver', 'flask', 'shortbow']) {
    await addCatalogueItem(request, account.token, body, { itemId });
  }
  const auth = new AuthPage(page);
  await auth.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
  await auth.open('/list');
  await page.getByRole('button', { name: /^Wren/ }).click();

  const inventory = new InventoryPage(page);
  await inventory.open(`/inventory/${body}`);
  // A flask is a vessel: nothing to open, nothing to add into it.
  await expect(inventory.line('Flask')).toBeVisible();
  await expect(
    inventory.line('Flask').getByRole('button', { name: 'Show what is in Flask' }),
  ).toHaveCount(0);
  // The shortbow may go into no container here: the quiver is for arrows.
  const bow = await inventory.openDetails('Shortbow');
  await expect(bow.getByText('No container here takes it.')).toBeVisible();
  await bow.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Show what is in Quiver' }).click();
  await page.getByRole('link', { name: 'Add into Quiver' }).click();
  await expect(page.getByText('Quiver holds only Arrows.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Custom item' })).toBeDisabled();
  await expect(page.locator('.search-list > li')).toHaveCount(1);
  await inventory.screenshot('items-into-quiver', { fullPage: false });
  await page.getByRole('button', { name: 'Arrows', exact: true }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const adding = page.getByRole('dialog', { name: 'Add Arrows' });
  await adding.getByLabel('Quantity').fill('20');
  await adding.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Arrows added')).toBeVisible();

  await page.getByRole('link', { name: 'Back to inventory' }).click();
  await expect(
    page.getByRole('list', { name: 'Contents of Quiver' }).getByRole('button', {
      name: 'Details of Arrows',
    }),
  ).toBeVisible();
  await inventory.screenshot('inventory-quiver', { fullPage: false });
});
