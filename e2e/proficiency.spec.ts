import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { AuthPage } from './pages/auth.ts';
import { createWizard } from './pages/characters-api.ts';
import { ProficiencyPage } from './pages/proficiency.ts';
import { SettingsPage } from './pages/settings.ts';

test("a Sage wizard's skills: the class's Arcana, Expertise by hand, a skill taken twice, the proficiencies card and the AC adjustment", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createVerifiedAccount(request);
  // Human wizard, Sage: INT 17 (+3), DEX 15 (+2), Arcana and History from the class's choice —
  // and from the Sage again. Proficiency +2.
  await createWizard(request, account.token, 'Merla', 1);
  const auth = new AuthPage(page);
  await auth.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
  await auth.open('/list');
  await page.getByRole('button', { name: /^Merla/ }).click();
  const sheet = new ProficiencyPage(page);
  // The first visit syncs the catalogue to the device: slow on a busy machine.
  await expect(sheet.ac).toHaveText('12', { timeout: 20_000 });
  await sheet.screenshot('proficiency-sheet-neon');

  // Arcana is Proficient from the Wizard's choice (and the Sage): not removable here.
  await sheet.openSkill('arcana');
  await expect(sheet.skillTotal()).toHaveText('+5');
  await expect(sheet.level('Proficient')).toHaveAttribute('aria-checked', 'true');
  await expect(sheet.level('Not proficient')).toBeDisabled();
  await expect(sheet.skillSources().locator('li')).toHaveText(['Wizardyour pick', 'Sagegranted']);
  await expect(sheet.drawer.getByRole('status')).toContainText('Taken twice, from Wizard, Sage');
  await sheet.screenshot('proficiency-skill-drawer-neon', { fullPage: false });

  // Expertise marked by hand, kept over a reload, then taken back.
  await sheet.level('Expertise').click();
  await expect(sheet.skillTotal()).toHaveText('+7');
  await expect(sheet.skillSources()).toContainText('Marked on the sheet');
  await sheet.closeDrawer();
  await expect(sheet.skillRow('arcana')).toContainText('+7');
  await sheet.waitUntilSaved();
  await sheet.reload();
  await expect(sheet.skillRow('arcana')).toContainText('+7');
  await sheet.openSkill('arcana');
  await sheet.level('Proficient').click();
  await expect(sheet.skillTotal()).toHaveText('+5');
  await sheet.closeDrawer();

  // Nature: nothing gives it, so the control marks it.
  await sheet.openSkill('nature');
  await expect(sheet.level('Not proficient')).toBeEnabled();
  await sheet.level('Proficient').click();
  await expect(sheet.skillTotal()).toHaveText('+5');
  await sheet.closeDrawer();

  // The proficiencies and languages card, each entry with its source.
  await expect(sheet.cardList('languages')).toHaveText([
    'CommonKnown by everyone',
    'ElvishChosen at creation',
    'DraconicChosen at creation',
  ]);
  await expect(sheet.cardList('tools')).toHaveText(["Calligrapher's SuppliesSage"]);
  await expect(sheet.cardList('weapons')).toHaveText(['Simple weaponsWizard']);
  await expect(sheet.cardList('twice')).toHaveText([
    /^Arcana: from Wizard, Sage/,
    /^History: from Wizard, Sage/,
  ]);
  await sheet.card.scrollIntoViewIfNeeded();
  await sheet.screenshot('proficiency-card-neon', { fullPage: false });

  // The AC adjustment, from the AC drawer; kept over a reload.
  await sheet.openAc();
  await sheet.drawer.getByRole('button', { name: 'Increase' }).click();
  await expect(sheet.acAdjustment()).toHaveValue('1');
  await expect(sheet.drawer.getByTestId('ac-total')).toHaveText('13');
  await sheet.screenshot('proficiency-ac-drawer-neon', { fullPage: false });
  await sheet.closeDrawer();
  await expect(sheet.ac).toHaveText('13');
  await sheet.waitUntilSaved();
  await sheet.reload();
  await expect(sheet.ac).toHaveText('13');

  // The same screens in a light theme.
  await sheet.usePrefs({ theme: 'parchment', scheme: 'light' });
  await sheet.screenshot('proficiency-sheet-parchment');
  await sheet.openSkill('arcana');
  await sheet.screenshot('proficiency-skill-drawer-parchment', { fullPage: false });
  await sheet.closeDrawer();
  await sheet.card.scrollIntoViewIfNeeded();
  await sheet.screenshot('proficiency-card-parchment', { fullPage: false });
  await sheet.openAc();
  await sheet.screenshot('proficiency-ac-drawer-parchment', { fullPage: false });
  await sheet.closeDrawer();

  // Taken twice: choose other skills in the Wizard's choice; Arcana then comes from the Sage.
  await sheet.cardList('twice').first().getByRole('link', { name: 'Choose another' }).click();
  await expect(page).toHaveURL(/\/features\/edit$/);
  await page
    .getByRole('region', { name: 'Wizard' })
    .getByRole('button', { name: /^Wizard: choices/ })
    .click();
  const choice = page.getByTestId('choice-wizard-skills');
  await expect(choice).toContainText('Arcana: Also given by Sage: you may choose another instead');
  await sheet.screenshot('proficiency-choice-twice', { fullPage: false });
  const skills = choice.getByRole('list', { name: 'Proficiencies' });
  await skills.getByRole('button', { name: /^Arcana/ }).click();
  await skills.getByRole('button', { name: /^History/ }).click();
  await skills.getByRole('button', { name: /^Investigation/ }).click();
  await skills.getByRole('button', { name: /^Religion/ }).click();
  await expect(choice).not.toContainText('Also given by');
  await sheet.waitUntilSaved();
  await sheet.open('/character');
  await sheet.ac.waitFor({ timeout: 20_000 });
  await expect(sheet.cardList('twice')).toHaveCount(0);
  await sheet.openSkill('arcana');
  await expect(sheet.skillSources().locator('li')).toHaveText(['Sagegranted']);
  await expect(sheet.drawer.getByTestId('skill-hint')).toHaveText(
    'Proficient comes with Sage and cannot be removed here.',
  );
  await expect(sheet.skillRow('investigation')).toContainText('+5');
  await sheet.closeDrawer();

  // In Russian: skill names, passives and units are Russian too (catalogue titles come later).
  await sheet.usePrefs({ theme: 'neon', scheme: 'dark' });
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.language.selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await sheet.open('/character');
  await sheet.ac.waitFor({ timeout: 20_000 });
  await expect(page.getByTestId('passives')).toHaveText(
    'Пассивное Восприятие 9 · Пассивная Проницательность 9 · Пассивный Анализ 15',
  );
  await expect(sheet.skillRow('arcana')).toContainText('Магия');
  await expect(sheet.speed.locator('xpath=following-sibling::*[1]')).toHaveText('фт');
  await sheet.screenshot('proficiency-sheet-ru');
});
