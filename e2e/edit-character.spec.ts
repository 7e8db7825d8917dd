import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { AuthPage } from './pages/auth.ts';
import { createWizard } from './pages/characters-api.ts';
import { OriginPage, ResourcesCard, useTheme } from './pages/edit-character.ts';
import { SheetPage } from './pages/sheet.ts';
import { WizardPage } from './pages/wizard.ts';

test('after creation: correct the abilities and the background, then rename and delete a resource', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const account = await createVerifiedAccount(request);
  // A human sage wizard by point buy: INT 15 + 2, CON 15 + 1, DEX 15; 9 HP (d6 + CON +3).
  await createWizard(request, account.token, 'Merla', 1);
  const auth = new AuthPage(page);
  await auth.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
  await auth.open('/list');
  await page.getByRole('button', { name: /^Merla/ }).click();
  const sheet = new SheetPage(page);
  await expect(sheet.classLine).toHaveText('Level 1 Wizard');
  await expect(page.getByTestId('ability-int')).toContainText('17');

  // The abilities card's pencil opens the correction, under the method of creation.
  const origin = new OriginPage(page);
  await origin.openFromSheet();
  await expect(origin.method('Point buy')).toHaveAttribute('aria-selected', 'true');
  await expect(origin.changes).toContainText('Nothing changes yet.');
  await expect(origin.save).toBeDisabled();

  // Abilities: INT 15 → 14 frees 2 points, WIS 8 → 10 spends them. Over budget is impossible.
  await origin.step('Lower', 'Intelligence');
  await expect(origin.pointsLeft()).toHaveText('Points left: 2 of 27');
  await expect(origin.save).toBeDisabled();
  await origin.step('Raise', 'Wisdom');
  await origin.step('Raise', 'Wisdom');
  await expect(origin.pointsLeft()).toHaveText('Points left: 0 of 27');
  await expect(origin.changes).toContainText('Intelligence17 (+3)→16 (+3)');
  await expect(origin.changes).toContainText('Wisdom8 (−1)→10 (+0)');
  await origin.screenshot('origin-abilities-neon');

  // Background: Acolyte. Its increase starts over (INT +2, WIS +1); the Sage's CON +1 goes.
  await origin.tab('Background').click();
  await origin.choose('Acolyte');
  await expect(origin.changes).toContainText("The new background's increase starts over");
  await expect(origin.changes).toContainText('Constitution16 (+3)→15 (+2)');
  await expect(origin.changes).toContainText('Wisdom8 (−1)→11 (+0)');
  await expect(origin.changes).toContainText('Recommended maximum HP9→8');
  await expect(origin.changes).toContainText('Religion');
  await expect(
    page.getByRole('switch', { name: 'Set maximum HP to the recommended 8 (now 9)' }),
  ).toBeChecked();
  await origin.screenshot('origin-background-neon');
  await origin.save.click();

  // The sheet has the new numbers at once, and after a reload from the server.
  await expect(page).toHaveURL(/\/character$/);
  const expectCorrected = async () => {
    await expect(page.getByTestId('ability-int')).toContainText('16');
    await expect(page.getByTestId('ability-wis')).toContainText('11');
    await expect(page.getByTestId('ability-con')).toContainText('15');
    // Religion from the Acolyte: INT +3 and proficiency +2.
    await expect(page.getByTestId('skill-religion')).toContainText('+5');
    await expect(sheet.hpMax()).toHaveText('/ 8');
  };
  await expectCorrected();
  await sheet.waitUntilSaved();
  await page.reload();
  await expect(sheet.classLine).toHaveText('Level 1 Wizard', { timeout: 20_000 });
  await expectCorrected();
  await page.getByRole('region', { name: 'Abilities' }).scrollIntoViewIfNeeded();
  await sheet.screenshot('sheet-abilities-card-neon', { fullPage: false });
  await page.getByRole('link', { name: 'Character settings' }).click();
  await expect(
    page.getByRole('link', { name: /^Abilities, species and background/ }),
  ).toBeVisible();
  await sheet.screenshot('character-settings-origin-link-neon', { fullPage: false });
  await page.goBack();

  // The correction screen in a light theme, with an unsaved change; Cancel leaves it as it was.
  await useTheme(page, 'parchment');
  await origin.openFromSheet();
  await origin.tab('Species').click();
  await origin.choose('Dwarf');
  await expect(origin.changes).toContainText('Darkvision');
  await origin.screenshot('origin-species-parchment');
  await origin.cancel.click();
  await expect(page).toHaveURL(/\/character$/);
  await expect(sheet.hpMax()).toHaveText('/ 8');
  await useTheme(page, 'neon');

  // A resource of the player's own: added, renamed, deleted; each survives a reload.
  const resources = new ResourcesCard(page);
  await resources.add('Lucky coin', 3);
  await expect(resources.row('Lucky coin').getByRole('button', { name: /^Use / })).toHaveCount(3);
  await resources.card.scrollIntoViewIfNeeded();
  await sheet.screenshot('resources-card-neon', { fullPage: false });
  await resources.edit('Lucky coin');
  await resources.drawer.getByRole('textbox', { name: 'Name' }).fill('Luck of the draw');
  await resources.drawer.getByRole('radio', { name: 'Short rest' }).click();
  await sheet.screenshot('resources-edit-neon', { fullPage: false });
  await resources.drawer.getByRole('button', { name: 'Save changes' }).click();
  await expect(resources.row('Luck of the draw')).toBeVisible();
  await expect(resources.card).not.toContainText('Lucky coin');
  await sheet.waitUntilSaved();
  await page.reload();
  await expect(resources.row('Luck of the draw')).toBeVisible({ timeout: 20_000 });

  await useTheme(page, 'parchment');
  await resources.card.scrollIntoViewIfNeeded();
  await sheet.screenshot('resources-card-parchment', { fullPage: false });
  await resources.edit('Luck of the draw');
  await resources.drawer.getByRole('button', { name: 'Delete resource' }).click();
  await expect(resources.drawer).toContainText('Delete Luck of the draw and its uses?');
  await sheet.screenshot('resources-delete-parchment', { fullPage: false });
  await resources.drawer.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(resources.card).not.toContainText('Luck of the draw');
  await sheet.waitUntilSaved();
  await page.reload();
  await expect(resources.card).toContainText('Arcane Recovery', { timeout: 20_000 });
  await expect(resources.card).not.toContainText('Luck of the draw');
  await useTheme(page, 'neon');
});

test('the wizard keeps each ability method’s scores when switching tabs', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createVerifiedAccount(request);
  const auth = new AuthPage(page);
  await auth.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
  const wizard = new WizardPage(page);
  await wizard.open('/moc');
  await wizard.choose('Fighter');
  await wizard.choose('Athletics');
  await wizard.choose('Perception');
  await wizard.next.click();
  await wizard.choose('Soldier');
  await wizard.choose('Gaming Set, Dice');
  await wizard.next.click();
  await wizard.chooseIn('Fighter equipment', 'Option A');
  await wizard.chooseIn('Soldier equipment', 'Option A');
  await wizard.next.click();
  await wizard.choose('Human');
  await wizard.next.click();
  await wizard.next.click();

  // Point buy: CON 15 → 14, WIS 8 → 10. Then the array and custom entry, and back.
  await page.getByRole('tab', { name: 'Point buy' }).click();
  await page.getByRole('button', { name: 'Lower Constitution' }).click();
  await page.getByRole('button', { name: 'Raise Wisdom' }).click();
  await page.getByRole('button', { name: 'Raise Wisdom' }).click();
  await expect(wizard.pointsLeft()).toHaveText('Points left: 0 of 27');
  await page.getByRole('tab', { name: 'Custom' }).click();
  const strength = page.getByRole('textbox', { name: 'Strength' });
  await strength.fill('');
  await expect(page.getByTestId('ability-str')).toContainText('Enter a whole number');
  await expect(wizard.next).toBeDisabled();
  await wizard.screenshot('wizard-abilities-custom-blank-neon');
  await strength.fill('17');
  await page.getByRole('tab', { name: 'Point buy' }).click();
  await expect(page.getByTestId('score-con')).toHaveText('14');
  await expect(page.getByTestId('score-wis')).toHaveText('10');
  await expect(wizard.pointsLeft()).toHaveText('Points left: 0 of 27');
  await wizard.screenshot('wizard-abilities-switched-neon');
  await page.getByRole('tab', { name: 'Custom' }).click();
  await expect(strength).toHaveValue('17');

  // The device keeps them over a reload, in a light theme too.
  await useTheme(page, 'parchment');
  await expect(page.getByRole('textbox', { name: 'Strength' })).toHaveValue('17', {
    timeout: 20_000,
  });
  await page.getByRole('tab', { name: 'Point buy' }).click();
  await expect(page.getByTestId('score-con')).toHaveText('14');
  await wizard.screenshot('wizard-abilities-switched-parchment');
  await useTheme(page, 'neon');
});
