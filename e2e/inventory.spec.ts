import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { AuthPage } from './pages/auth.ts';
import { addCustomItem, bodyInventoryId, createWizard } from './pages/characters-api.ts';
import { InventoryPage } from './pages/inventory.ts';
import { SheetPage } from './pages/sheet.ts';

test('a pack, a custom item, a backpack, armor, attunement, a split and too much to carry', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const account = await createVerifiedAccount(request);
  // A wizard who took gold (105 gp, 2.1 lb): STR 8 carries 120 lb; DEX 15 gives AC 12 unarmored.
  const wizard = await createWizard(request, account.token, 'Osric', 1, ['wizard-b', 'sage-b']);
  // A friend to give things to.
  await createWizard(request, account.token, 'Bram', 1, ['wizard-b', 'sage-b']);
  const body = await bodyInventoryId(request, account.token, wizard.id);
  for (const name of ['Ring of Ash', 'Ring of Brine', 'Ring of Cinders', 'Ring of Dew']) {
    await addCustomItem(request, account.token, { name, inventory_id: body, attunement: true });
  }
  const auth = new AuthPage(page);
  await auth.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
  await auth.open('/list');
  await page.getByRole('button', { name: /^Osric/ }).click();
  const sheet = new SheetPage(page);
  await expect(sheet.ac).toContainText('12');

  // The explorer's pack, through the preset selector.
  const inventory = new InventoryPage(page);
  await inventory.open(`/inventory/${body}`);
  await page.getByRole('link', { name: 'Add pack' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/inventory/${body}/apply-preset\\?characterId=`));
  await page.getByRole('radio', { name: "Explorer's Pack" }).check();
  await inventory.screenshot('apply-preset-explorer', { fullPage: false });
  await page.getByRole('button', { name: 'Add pack' }).click();
  await expect(page.getByText(`Preset "Explorer's Pack" applied successfully`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/inventory/${body}$`));
  // The pack's gear came inside the backpack it comes with.
  await page.getByRole('button', { name: 'Show what is in Backpack' }).click();
  await expect(
    page.getByRole('list', { name: 'Contents of Backpack' }).getByRole('button', {
      name: 'Details of Torch',
    }),
  ).toBeVisible();

  // Leather armor from the catalogue, and a custom anvil.
  await page.getByRole('link', { name: 'Add item' }).first().click();
  await page.getByRole('searchbox', { name: 'Search items' }).fill('leather');
  await page.getByRole('button', { name: 'Leather Armor', exact: true }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Add Leather Armor' })
    .getByRole('button', { name: 'Add' })
    .click();
  await expect(page.getByText('Leather Armor added')).toBeVisible();
  await inventory.screenshot('items-catalogue', { fullPage: false });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Filters' })).toBeVisible();
  await inventory.screenshot('items-filters', { fullPage: false });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('button', { name: 'Custom item' }).click();
  const custom = page.getByRole('dialog', { name: 'Custom item' });
  await custom.getByLabel('Name').fill('Anvil');
  await custom.getByLabel('Weight (lb)').fill('100');
  await custom.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Custom item "Anvil" created successfully.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to inventory' }).click();

  // Equip the armor: the sheet's AC follows.
  const equipped = inventory.itemSaved();
  await inventory.line('Leather Armor').getByRole('button', { name: 'Equip' }).click();
  await equipped;

  // Attune three rings; the fourth is refused.
  for (const ring of ['Ring of Ash', 'Ring of Brine', 'Ring of Cinders']) {
    const saved = inventory.itemSaved();
    await inventory.line(ring).getByRole('button', { name: 'Attune' }).click();
    await saved;
  }
  await inventory.line('Ring of Dew').getByRole('button', { name: 'Attune' }).click();
  await expect(page.getByText('At most 3 items can be attuned')).toBeVisible();

  // Split the torches in two stacks of 5.
  const torch = await inventory.openDetails('Torch');
  // A torch is an attack (1 fire damage) only in hand: one in the pack says how to use it.
  await expect(torch.getByRole('region', { name: 'In play' })).toContainText(
    'Equip it for its effects.',
  );
  await expect(torch.getByRole('region', { name: 'In play' })).not.toContainText('1 fire');
  await inventory.screenshot('item-torch', { fullPage: false });
  await torch.getByRole('button', { name: 'Split' }).click();
  await expect(page.getByTestId('split-parts')).toHaveText('5 stay · 5 in a new stack');
  await inventory.screenshot('split-torches', { fullPage: false });
  await page.getByRole('dialog').getByRole('button', { name: 'Split', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Details of Torch', exact: true })).toHaveCount(2);

  // The anvil goes into the backpack, and the load is too much.
  const anvil = await inventory.openDetails('Anvil');
  await anvil.getByLabel('Put into a container').selectOption({ label: 'Backpack' });
  await inventory.screenshot('item-anvil', { fullPage: false });
  const moved = inventory.itemSaved();
  await anvil.getByRole('button', { name: 'Put into a container' }).click();
  await moved;
  await anvil.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('list', { name: 'Contents of Backpack' }).getByRole('button', {
      name: 'Details of Anvil',
    }),
  ).toBeVisible();
  await expect(page.getByText(/^Overweight: you carry more than 120 lb/)).toBeVisible();
  await expect(page.getByTestId('carry-speed')).toHaveText('Speed 5 ft');
  await inventory.screenshot('inventory-overweight', { fullPage: false });

  // The sheet: leather armor's 11 + DEX 2, and the overweight speed.
  await inventory.open('/character');
  await expect(sheet.ac).toContainText('13');
  await expect(sheet.speed).toContainText('5');

  // A mule takes a stack of torches; Bram is given the other.
  await inventory.open(`/inventory/${body}`);
  await page.getByRole('button', { name: 'New inventory' }).click();
  const creating = page.getByRole('dialog', { name: 'New inventory' });
  await creating.getByLabel('Name').fill('Mule');
  await creating.getByLabel('Type').selectOption({ label: 'Mount' });
  await creating.getByLabel('Capacity (lb)').fill('420');
  await inventory.screenshot('create-inventory', { fullPage: false });
  await creating.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Inventory Mule created.')).toBeVisible();
  const mule = await inventory.openDetails('Torch');
  await mule.getByLabel('Move to another inventory').selectOption({ label: 'Mule' });
  await mule.getByRole('button', { name: 'Move to another inventory' }).click();
  await expect(page.getByText('Item Torch moved successfully.')).toBeVisible();
  await expect(page.getByTestId(/^inventory-weight-/).last()).toHaveText('5 / 420 lb');
  const share = await inventory.openDetails('Torch');
  await share.getByRole('button', { name: 'Share' }).click();
  const giving = page.getByRole('dialog', { name: 'Share Torch' });
  await inventory.screenshot('share-torch', { fullPage: false });
  await giving.getByRole('button', { name: 'Give to Bram' }).click();
  await expect(page.getByText('Item Torch moved successfully.').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Details of Torch', exact: true })).toHaveCount(1);

  // Everything was saved: a reload shows the same.
  await inventory.open(`/inventory/${body}`);
  await expect(page.getByRole('button', { name: 'Details of Torch', exact: true })).toHaveCount(1);
  await expect(page.getByTestId(/^inventory-weight-/).last()).toHaveText('5 / 420 lb');
  await expect(
    inventory.line('Ring of Cinders').getByRole('button', { name: 'Attuned' }),
  ).toBeVisible();
  await inventory.screenshot('inventory-after-reload');
});
