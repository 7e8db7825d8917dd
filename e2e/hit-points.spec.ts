import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { STORAGE } from './pages/app.ts';
import { createWizard } from './pages/characters-api.ts';
import { useTheme } from './pages/edit-character.ts';
import { HitPointsPage } from './pages/hit-points.ts';

test('hit points: the maximum is retyped safely, changes undo, exhaustion has a level, death follows the SRD', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createVerifiedAccount(request);
  // A wizard 3: 23 HP (d6 hit dice, CON +3).
  const wizard = await createWizard(request, account.token, 'Mirela', 3);
  const sheet = new HitPointsPage(page);
  await sheet.seedStorage({ [STORAGE.token]: account.token, [STORAGE.character]: wizard.id });
  await sheet.open('/character');
  await expect(sheet.hpCurrent).toHaveText('23', { timeout: 30_000 });

  // Clearing the maximum to retype it never commits '' or '2' on the way (issue 14).
  await sheet.openHpDrawer();
  await sheet.damage(5);
  await expect(sheet.hpCurrent).toHaveText('18');
  const max = sheet.field('Base');
  await max.fill('');
  await max.pressSequentially('25');
  await expect(sheet.hpCurrent).toHaveText('18');
  await max.press('Tab');
  await expect(sheet.hpDrawerNow).toHaveText('18 / 25');
  await expect(sheet.hpCurrent).toHaveText('18');

  // Damage is undone from its toast.
  await sheet.damage(5);
  await expect(sheet.hpCurrent).toHaveText('13');
  const toast = sheet.undoToast('HP 18/25 → 13/25');
  await expect(toast).toBeVisible();
  await sheet.screenshot('hp-drawer-neon', { fullPage: false });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(sheet.hpCurrent).toHaveText('18');
  await sheet.waitUntilSaved();

  // The short rest says what changed: 20 → 25 of 25 is 5 HP, not the die's 7.
  await sheet.heal(2);
  await expect(sheet.hpCurrent).toHaveText('20');
  await sheet.closeDrawer();
  await sheet.shortRestSpending(1);
  await expect(page.getByTestId('rest-summary')).toContainText('1 hit die spent, 5 HP regained');
  await sheet.closeDrawer();
  await expect(sheet.hpCurrent).toHaveText('25');

  // Exhaustion is one condition with a level: the switch turns it on at 1, the stepper moves it.
  await sheet.openConditions();
  await sheet.exhaustionSwitch().check();
  await expect(sheet.conditionsSummary).toHaveText('Exhaustion 1');
  await sheet.exhaustionStep('Raise').click();
  await expect(sheet.conditionsSummary).toHaveText('Exhaustion 2');
  await expect(sheet.exhaustionSwitch()).toBeChecked();
  await sheet.screenshot('conditions-drawer-neon', { fullPage: false });
  await sheet.exhaustionStep('Lower').click();
  await sheet.exhaustionStep('Lower').click();
  await expect(sheet.conditionsSummary).toHaveText('No conditions');
  await expect(sheet.exhaustionSwitch()).not.toBeChecked();
  await sheet.closeDrawer();

  // Death at 0 HP: a hit is one failed save, a critical hit two; three is Dead.
  await sheet.openHpDrawer();
  await sheet.damage(25);
  await expect(sheet.hpCurrent).toHaveText('0');
  await sheet.damage(1);
  expect(await sheet.deathSavePips('Failures')).toBe(1);
  await sheet.closeDrawer();
  await expect(sheet.deathState).toContainText('Unconscious');
  await sheet.deathSaves.scrollIntoViewIfNeeded();
  await sheet.screenshot('dying-sheet-neon', { fullPage: false });
  await sheet.openHpDrawer();
  await sheet.damage(1, { critical: true });
  expect(await sheet.deathSavePips('Failures')).toBe(3);
  await expect(sheet.deathState).toHaveText('Dead');

  // Healing does not bring back the dead; a revival the player marks does, with 1 HP.
  await sheet.heal(10);
  await expect(page.getByText('The dead are not healed')).toBeVisible();
  await expect(sheet.hpCurrent).toHaveText('0');
  await sheet.closeDrawer();
  await page.getByRole('button', { name: 'Mark as revived' }).click();
  await expect(sheet.hpCurrent).toHaveText('1');
  await expect(sheet.deathSaves).toHaveCount(0);

  // Massive damage: what is left past 0 HP is at least the maximum (1 HP, 26 damage) → dead.
  await sheet.openHpDrawer();
  await sheet.damage(26);
  await expect(sheet.deathState).toHaveText('Dead');
  await expect(page.getByText('Massive damage: the character dies outright')).toBeVisible();
  // ...and undone from its toast.
  await sheet.undoToast('HP 1/25 → Dead').getByRole('button', { name: 'Undo' }).click();
  await expect(sheet.hpCurrent).toHaveText('1');
  await sheet.damage(26);
  await sheet.closeDrawer();
  await expect(sheet.dead).toBeVisible();
  await sheet.deathSaves.scrollIntoViewIfNeeded();
  await sheet.screenshot('dead-sheet-neon', { fullPage: false });
  await sheet.waitUntilSaved();

  // The same screens in a light theme.
  await useTheme(page, 'parchment');
  await expect(sheet.deathState).toHaveText('Dead');
  await sheet.deathSaves.scrollIntoViewIfNeeded();
  await sheet.screenshot('dead-sheet-parchment', { fullPage: false });
  await sheet.openHpDrawer();
  await sheet.screenshot('hp-drawer-parchment', { fullPage: false });
  await sheet.closeDrawer();
  await sheet.openConditions();
  await sheet.exhaustionStep('Raise').click();
  await sheet.exhaustionStep('Raise').click();
  await sheet.screenshot('conditions-drawer-parchment', { fullPage: false });
});
