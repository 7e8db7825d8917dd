import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { ActionsPage, createCharacter, MONK_5, WARLOCK_5 } from './pages/actions.ts';
import type { AppPage } from './pages/app.ts';
import { AuthPage } from './pages/auth.ts';
import { SettingsPage } from './pages/settings.ts';
import { SheetPage } from './pages/sheet.ts';
import { CongratulationsPage, WizardPage } from './pages/wizard.ts';

/** The whole page, then the phone's screen scrolled to the end, where the bar sits. */
async function shots(app: AppPage, name: string): Promise<void> {
  await app.screenshot(name);
  await app.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await app.screenshot(`${name}-end`, { fullPage: false });
  await app.page.evaluate(() => window.scrollTo(0, 0));
}

/** Screenshots of the page as the player sees it, in the dark default and a light theme. */
async function inBothThemes(app: AppPage, path: string, name: string): Promise<void> {
  await shots(app, `${name}-neon`);
  const settings = new SettingsPage(app.page);
  await settings.goto();
  await settings.theme.selectOption('parchment');
  await expect(app.page.locator('html')).toHaveAttribute('data-theme', 'parchment');
  // Parchment in its light scheme.
  if ((await settings.htmlAttribute('data-scheme')) === 'dark') await settings.darkMode.click();
  await expect(app.page.locator('html')).toHaveAttribute('data-scheme', 'light');
  await app.open(path);
  await app.page.getByTestId('actions-action').waitFor();
  await shots(app, `${name}-parchment`);
  await settings.goto();
  await settings.theme.selectOption('neon');
  await settings.darkMode.click();
  await expect(app.page.locator('html')).toHaveAttribute('data-scheme', 'dark');
}

test('a fighter made in the wizard reaches its attacks in one tap, Second Wind under Bonus action', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(request);
  const auth = new AuthPage(page);
  await auth.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);

  await auth.open('/moc');
  const wizard = new WizardPage(page);
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
  await wizard.choose('Elvish');
  await wizard.next.click();
  await page.getByRole('tab', { name: 'Point buy' }).click();
  await page.getByRole('button', { name: 'Lower Constitution' }).click();
  await page.getByRole('button', { name: 'Raise Wisdom' }).click();
  await page.getByRole('button', { name: 'Raise Wisdom' }).click();
  await expect(wizard.pointsLeft()).toHaveText('Points left: 0 of 27');
  await wizard.next.click();
  await wizard.next.click();
  await page.getByRole('textbox', { name: 'Character name' }).fill('Brienne');
  await wizard.next.click();
  await wizard.create.click();
  await expect(page).toHaveURL(/\/moc\/1$/);
  await new CongratulationsPage(page).holdToSkip();
  await expect(page).toHaveURL(/\/character$/);
  await expect(new SheetPage(page).classLine).toHaveText('Level 1 Fighter');

  // The bottom bar: Actions is there for a fighter; labels in full, nothing unbuilt.
  const actions = new ActionsPage(page);
  await expect(actions.menuLabels()).toHaveText(['Character', 'Features', 'Actions', 'Inventory']);
  await actions.menu().getByRole('link', { name: 'Actions', exact: true }).click();
  await expect(page).toHaveURL(/\/actions$/);

  // Option A: a greatsword and a flail in hand, javelins carried; STR 17 (+3), proficiency +2.
  await expect(actions.titles('action')).toContainText(['Greatsword']);
  const greatsword = actions.section('action').locator('.attack-row', { hasText: 'Greatsword' });
  await expect(greatsword.getByTestId('to-hit')).toHaveText('+5');
  await expect(greatsword.getByTestId('damage')).toContainText('2d6 + 3 slashing');
  await expect(actions.titles('action').last()).toHaveText('Unarmed Strike');
  await expect(actions.titles('bonus')).toContainText(['Second Wind']);
  await expect(actions.section('bonus').getByRole('group', { name: 'Uses' })).toContainText(
    '2 of 2 left',
  );
  await inBothThemes(actions, '/actions', 'actions-fighter');

  // Another character page keeps the character's bar (no Magic for a fighter).
  await actions.open('/notes');
  await expect(page.getByRole('button', { name: 'New note' })).toBeVisible();
  await expect(actions.menuLabels()).toHaveText(['Character', 'Features', 'Actions', 'Inventory']);
});

test('a monk’s Martial Arts strike and a warlock’s beams and reactions on /actions', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(request);
  await createCharacter(request, account.token, MONK_5.form, MONK_5.update);
  await createCharacter(request, account.token, WARLOCK_5.form, WARLOCK_5.update);
  const auth = new AuthPage(page);
  await auth.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
  const actions = new ActionsPage(page);

  // The monk: DEX 17 (+3), proficiency +3, the Martial Arts d8 at level 5, DEX added.
  await auth.open('/list');
  await page.getByRole('button', { name: /^Kwai/ }).click();
  await actions.menu().getByRole('link', { name: 'Actions', exact: true }).click();
  await expect(page.getByTestId('attacks-per-action')).toHaveText('2');
  const strike = page.getByTestId('attack-unarmed-bonus');
  await expect(strike.getByTestId('to-hit')).toHaveText('+6');
  await expect(strike.getByTestId('damage')).toContainText('1d8 + 3 bludgeoning');
  await inBothThemes(actions, '/actions', 'actions-monk');

  // The warlock: two beams of Eldritch Blast at level 5; Hellish Rebuke is a reaction.
  await auth.open('/list');
  await page.getByRole('button', { name: /^Wyll/ }).click();
  await actions.menu().getByRole('link', { name: 'Actions', exact: true }).click();
  await expect(page.getByTestId('spell-attack-eldritch-blast').getByTestId('damage')).toContainText(
    '2 beams × 1d10 force',
  );
  await expect(actions.titles('reaction')).toContainText(['Hellish Rebuke']);
  await inBothThemes(actions, '/actions', 'actions-warlock');
});
