import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { AuthPage } from './pages/auth.ts';
import { SheetPage } from './pages/sheet.ts';
import { CongratulationsPage, WizardPage } from './pages/wizard.ts';

test('create a fighter through the wizard with point buy, play the sheet, level up, reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(request);
  const auth = new AuthPage(page);
  await auth.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);

  // The list is empty; its button opens the wizard.
  await auth.open('/list');
  await expect(
    page.getByText('You have no characters yet. Create one to start your adventure!'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Create character' }).click();
  await expect(page).toHaveURL(/\/moc$/);

  const wizard = new WizardPage(page);
  await expect(wizard.next).toBeDisabled();
  await wizard.screenshot('wizard-1-class-empty');

  // Class: Fighter with two skills.
  await wizard.choose('Fighter');
  await wizard.choose('Athletics');
  await expect(wizard.next).toBeDisabled();
  await wizard.choose('Perception');
  await wizard.screenshot('wizard-1-class');
  await wizard.next.click();

  // Background: Soldier, the proposed +2 STR / +1 DEX, a dice set.
  await wizard.choose('Soldier');
  await wizard.choose('Gaming Set, Dice');
  await wizard.screenshot('wizard-2-background');
  await wizard.next.click();

  // Equipment: option A of each.
  await wizard.chooseIn('Fighter equipment', 'Option A');
  await wizard.chooseIn('Soldier equipment', 'Option A');
  await wizard.screenshot('wizard-3-equipment');
  await wizard.next.click();

  // Species: Human, Medium.
  await wizard.choose('Human');
  await wizard.screenshot('wizard-4-species');
  await wizard.next.click();

  // Languages: Common and Elvish.
  await wizard.choose('Elvish');
  await wizard.screenshot('wizard-5-languages');
  await wizard.next.click();

  // Abilities by point buy: 15/15/15 proposed; CON to 14 and WIS to 10 spends the 27 points.
  await page.getByRole('tab', { name: 'Point buy' }).click();
  await expect(wizard.pointsLeft()).toHaveText('Points left: 0 of 27');
  await page.getByRole('button', { name: 'Lower Constitution' }).click();
  await expect(wizard.pointsLeft()).toHaveText('Points left: 2 of 27');
  await expect(wizard.next).toBeDisabled();
  await page.getByRole('button', { name: 'Raise Wisdom' }).click();
  await page.getByRole('button', { name: 'Raise Wisdom' }).click();
  await expect(wizard.pointsLeft()).toHaveText('Points left: 0 of 27');
  await wizard.screenshot('wizard-6-abilities');
  await wizard.next.click();

  // HP: the recommended 12 (d10 + CON +2).
  await expect(page.getByRole('textbox', { name: 'Maximum hit points' })).toHaveValue('12');
  await wizard.screenshot('wizard-7-hp');
  await wizard.next.click();

  // Name.
  await expect(wizard.next).toBeDisabled();
  await page.getByRole('textbox', { name: 'Character name' }).fill('Brienne');
  await wizard.screenshot('wizard-8-name');
  await wizard.next.click();

  // Finish: the summary, then Create.
  await expect(wizard.region('Your choices')).toContainText('Fighter · Athletics, Perception');
  await wizard.screenshot('wizard-9-finish');
  await wizard.create.click();

  await expect(page).toHaveURL(/\/moc\/1$/);
  await expect(page.getByText('Brienne is ready!')).toBeVisible();
  const congratulations = new CongratulationsPage(page);
  await congratulations.screenshot('wizard-congratulations');
  await congratulations.holdToSkip();
  await expect(page).toHaveURL(/\/character$/);

  // The sheet: STR 15+2, DEX 15+1, CON 14, chain mail worn, a greatsword in hand.
  const sheet = new SheetPage(page);
  await expect(sheet.ac).toHaveText('16');
  await expect(sheet.hpCurrent).toHaveText('12');
  await expect(sheet.hpMax()).toHaveText('/ 12');
  await expect(sheet.initiative).toHaveText('+3');
  await expect(sheet.speed).toHaveText('30');
  await expect(sheet.proficiency).toHaveText('+2');
  await expect(sheet.classLine).toHaveText('Level 1 Fighter');
  await expect(page.getByTestId('save-str')).toContainText('+5');
  await expect(page.getByTestId('skill-athletics')).toContainText('+5');
  await sheet.screenshot('sheet-new-fighter');

  // Damage to 0: Unconscious, death saves.
  await sheet.changeHitPoints('Damage', 20);
  await expect(sheet.hpCurrent).toHaveText('0');
  await expect(sheet.deathSaves).toBeVisible();
  await expect(page.getByTestId('conditions-summary')).toHaveText('Unconscious');
  await page.getByRole('button', { name: 'Roll a death save' }).click();
  await expect(sheet.deathSaves).toContainText('Rolled');
  await sheet.screenshot('sheet-death-saves');

  // Heal: death saves cleared, Unconscious gone (unless the d20 was a 20, which healed to 1).
  await sheet.changeHitPoints('Heal', 5);
  await expect(sheet.hpCurrent).toHaveText(/^[56]$/);
  await expect(sheet.deathSaves).toBeHidden();
  await expect(page.getByTestId('conditions-summary')).toHaveText('No conditions');

  // Long rest: back to 12, with the summary.
  await sheet.longRest();
  await expect(page.getByTestId('rest-summary')).toContainText('HP restored');
  await page.getByTestId('drawer').getByRole('button', { name: 'Close' }).click();
  await expect(sheet.hpCurrent).toHaveText('12');
  await sheet.waitUntilSaved();

  // Level up to 2: 6 + CON +2 = 8 more hit points.
  await page.getByRole('link', { name: 'Level up' }).click();
  await expect(page).toHaveURL(/\/lvlup$/);
  await page.locator('a[href="/lvlup/fighter"]').click();
  await expect(page.getByText('Level up from 1 to 2')).toBeVisible();
  await sheet.screenshot('level-up-fighter');
  await page.getByRole('button', { name: 'Level up', exact: true }).click();
  await expect(page).toHaveURL(/\/features\/edit$/);
  await page
    .getByRole('navigation', { name: 'Character menu' })
    .getByRole('link', { name: 'Character' })
    .click();
  await expect(sheet.classLine).toHaveText('Level 2 Fighter');
  await expect(sheet.hpMax()).toHaveText('/ 20');
  await sheet.waitUntilSaved();

  // Everything persisted: the reload reads the server's copy.
  await page.reload();
  await expect(sheet.classLine).toHaveText('Level 2 Fighter');
  await expect(sheet.hpCurrent).toHaveText('12');
  await expect(sheet.hpMax()).toHaveText('/ 20');
  await expect(page.getByTestId('conditions-summary')).toHaveText('No conditions');
  await expect(page.getByTestId('hit-dice')).toHaveText('2/2 d10');
  await sheet.screenshot('sheet-after-reload');

  // The list shows the character with its level.
  await sheet.open('/list');
  await expect(page.getByRole('list', { name: 'Your characters' })).toContainText(
    'Level 2 Fighter',
  );
});
