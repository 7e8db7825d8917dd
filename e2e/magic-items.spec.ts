import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { ActionsPage } from './pages/actions.ts';
import { AuthPage } from './pages/auth.ts';
import { addCatalogueItem, bodyInventoryId, createWizard } from './pages/characters-api.ts';
import { InventoryPage } from './pages/inventory.ts';
import { inDarkAndLight, MagicItemsPage, toHit } from './pages/magic-items.ts';
import { SheetPage } from './pages/sheet.ts';

test('a +1 longsword and a Belt of Giant Strength (Hill): added by kind, equipped, attuned, named in the breakdowns', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createVerifiedAccount(request);
  // A wizard who took gold (STR 8), with a plain longsword to compare the magic one with.
  const wizard = await createWizard(request, account.token, 'Tamsin', 1, ['wizard-b', 'sage-b']);
  const body = await bodyInventoryId(request, account.token, wizard.id);
  await addCatalogueItem(request, account.token, body, { itemId: 'longsword' });
  const auth = new AuthPage(page);
  await auth.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
  await auth.open('/list');
  await page.getByRole('button', { name: /^Tamsin/ }).click();
  const sheet = new SheetPage(page);
  await expect(sheet.classLine).toHaveText('Level 1 Wizard');

  // One catalogue row for every +1/+2/+3 weapon: adding it asks which and over what.
  const items = new MagicItemsPage(page);
  await items.open(`/items/${body}`);
  await items.openItem('Weapon, +1, +2, or +3');
  let dialog = await items.startAdding('Weapon, +1, +2, or +3');
  await items.choose(dialog, '+1 · Uncommon', 'Longsword');
  await expect(dialog.getByTestId('add-item-name')).toHaveText('You add: +1 Longsword');
  await inDarkAndLight(
    items,
    async () => {
      await items.open(`/items/${body}`);
      await items.openItem('Weapon, +1, +2, or +3');
      dialog = await items.startAdding('Weapon, +1, +2, or +3');
      await items.choose(dialog, '+1 · Uncommon', 'Longsword');
    },
    (theme) => items.screenshot(`magic-items-add-variant-${theme}`, { fullPage: false }),
  );
  await items.add(dialog, '+1 Longsword');

  await items.openItem('Belt of Giant Strength');
  dialog = await items.startAdding('Belt of Giant Strength');
  await expect(dialog.getByRole('combobox', { name: /^Made from/ })).toHaveCount(0);
  await items.choose(dialog, 'Hill · Rare');
  await items.add(dialog, 'Belt of Giant Strength (Hill)');

  // The inventory lists them by their concrete names; equip both swords, attune the belt.
  const inventory = new InventoryPage(page);
  await inventory.open(`/inventory/${body}`);
  await expect(inventory.line('+1 Longsword')).toContainText('Uncommon');
  for (const sword of ['+1 Longsword', 'Longsword']) {
    const saved = inventory.itemSaved();
    await inventory.line(sword).getByRole('button', { name: 'Equip' }).click();
    await saved;
  }
  const attuned = inventory.itemSaved();
  await inventory
    .line('Belt of Giant Strength (Hill)')
    .getByRole('button', { name: 'Attune' })
    .click();
  await attuned;

  // The magic sword hits one better than the plain one.
  const actions = new ActionsPage(page);
  await actions.open('/actions');
  await expect(actions.titles('action')).toContainText(['+1 Longsword', 'Longsword']);
  expect(await toHit(page, '+1 Longsword')).toBe((await toHit(page, 'Longsword')) + 1);

  // The belt makes Strength 21, and its breakdown says so.
  await sheet.open('/character');
  await expect(page.getByTestId('ability-str')).toContainText('21');
  await page.getByTestId('ability-str').click();
  await expect(sheet.drawer).toContainText('Belt of Giant Strength (Hill)');
  await sheet.drawer.getByRole('button', { name: 'Close' }).click();

  // The sword's attack, term by term: its +1 named after it.
  await inventory.open(`/inventory/${body}`);
  const details = await inventory.openDetails('+1 Longsword');
  await details.getByText('How the attack adds up').click();
  await expect(
    details
      .getByTestId('attack-breakdown')
      .locator('.breakdown__term', { hasText: '+1 Longsword' }),
  ).toHaveCount(2);
  await inventory.screenshot('magic-items-sword-details', { fullPage: false });
});

test('a dragon’s full stat block in the bestiary, in dark and light', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(request);
  await createWizard(request, account.token, 'Nell', 1, ['wizard-b', 'sage-b']);
  const auth = new AuthPage(page);
  await auth.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
  await auth.open('/list');
  await page.getByRole('button', { name: /^Nell/ }).click();

  const openDragon = async () => {
    await auth.open('/beasts-add');
    await page.getByRole('searchbox').fill('Adult Red Dragon');
    await page.getByRole('button', { name: 'Adult Red Dragon', exact: true }).click();
  };
  await openDragon();
  const drawer = page.getByRole('dialog', { name: 'Adult Red Dragon' });
  const block = drawer.getByTestId('stat-block');
  await expect(block).toContainText('Huge Dragon');
  await expect(block.getByTestId('legendary-uses')).toContainText('legendary actions a round');
  await expect(block.getByTestId('beast-spellcasting')).toContainText('At will');
  // Not a Beast: it may be a companion or a summon, never a wild shape form.
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Adult Red Dragon' });
  await expect(add.getByLabel('Type').locator('option')).not.toContainText(['Wild shape']);
  await add.getByRole('button', { name: 'Cancel' }).click();

  await inDarkAndLight(auth, openDragon, async (theme) => {
    const scroller = drawer.locator('.drawer__body');
    for (const [index, part] of ['top', 'middle', 'end'].entries()) {
      await scroller.evaluate(
        (element, share) => element.scrollTo(0, element.scrollHeight * share),
        index / 2,
      );
      await auth.screenshot(`magic-items-dragon-${theme}-${part}`, { fullPage: false });
    }
  });
});
