import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { STORAGE } from './pages/app.ts';
import { BeastsPage, createDruid } from './pages/beasts.ts';
import { useTheme } from './pages/edit-character.ts';

/** The sheet in a form as the phone shows it: the top, then the form's abilities and actions. */
async function sheetShots(beasts: BeastsPage, name: string): Promise<void> {
  await beasts.page.evaluate(() => window.scrollTo(0, 0));
  await beasts.screenshot(`${name}-top`, { fullPage: false });
  await beasts.page.getByTestId('form-stats').evaluate((card) => card.scrollIntoView());
  await beasts.screenshot(`${name}-form`, { fullPage: false });
  await beasts.page.evaluate(() => window.scrollTo(0, 0));
}

test('a druid adds a wolf and a cat, makes the wolf active, takes its shape on the sheet and returns', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createVerifiedAccount(request);
  const druid = await createDruid(request, account.token, 'Jaheira', 3);
  const beasts = new BeastsPage(page);
  await beasts.seedStorage({ [STORAGE.token]: account.token, [STORAGE.character]: druid.id });

  // The bestiary: grouped by challenge rating; a druid 3 sees what it can take now.
  await beasts.open('/beasts-add');
  await expect(page.getByRole('heading', { name: 'Challenge 1/4' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('known-forms')).toHaveText('Known forms: 0 of 4');
  await beasts.addFromBestiary('Wolf');
  await expect(beasts.toast('Wolf added successfully!')).toBeVisible();
  await beasts.addFromBestiary('Cat');
  await expect(beasts.toast('Cat added successfully!')).toBeVisible();
  await expect(page.getByTestId('known-forms')).toHaveText('Known forms: 2 of 4');
  // A flying form is not one yet, and the stat block says why.
  await beasts.search.fill('Giant Bat');
  await page.getByRole('button', { name: 'Giant Bat', exact: true }).click();
  await expect(beasts.drawer('Giant Bat').getByTestId('eligibility')).toContainText(
    'Forms with a Fly Speed come at Druid level 8',
  );
  await beasts.screenshot('beasts-add-drawer-neon', { fullPage: false });
  await useTheme(page, 'parchment');
  await beasts.search.fill('Giant Bat');
  await page.getByRole('button', { name: 'Giant Bat', exact: true }).click();
  await expect(beasts.drawer('Giant Bat')).toBeVisible();
  await beasts.screenshot('beasts-add-drawer-parchment', { fullPage: false });
  await useTheme(page, 'neon');

  // The character's beasts: both wild shapes; the wolf made the active one.
  await beasts.open('/beasts');
  await expect(beasts.group('wildshape').getByRole('button')).toHaveText(
    ['Wolf', 'Cat'].map((t) => new RegExp(t)),
  );
  await beasts.group('wildshape').getByRole('button', { name: 'Wolf' }).click();
  await beasts.drawer('Wolf').getByRole('button', { name: 'Make active' }).click();
  await expect(beasts.drawer('Wolf').getByRole('button', { name: '✓ Active' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(beasts.activeMarks('wildshape')).toHaveCount(1);
  await expect(
    beasts.group('wildshape').locator('li', { has: page.getByTestId('active-mark') }),
  ).toContainText('Wolf');
  await beasts.screenshot('beasts-list-neon');
  await useTheme(page, 'parchment');
  await expect(beasts.activeMarks('wildshape')).toHaveCount(1);
  await beasts.screenshot('beasts-list-parchment');
  await useTheme(page, 'neon');

  // The sheet: Wild Shape with its uses; the active wolf is chosen.
  await beasts.open('/character');
  await expect(beasts.uses).toHaveText('2 of 2 uses left', { timeout: 30_000 });
  await expect(beasts.wildShape.getByLabel('Form')).toHaveValue(/.+/);
  await expect(beasts.wildShape.getByLabel('Form').locator('option:checked')).toHaveText('Wolf');
  await beasts.screenshot('wild-shape-control-neon', { fullPage: false });
  await beasts.wildShape.getByRole('button', { name: 'Take the shape' }).click();
  await expect(beasts.banner).toContainText('In wild shape: Wolf');
  await expect(beasts.banner).toContainText('Spellcasting unavailable');
  await expect(beasts.hpTemp).toContainText('+3');
  await expect(page.getByTestId('form-speed')).toHaveText('40');
  await expect(page.getByTestId('form-ac')).toHaveText('12');
  await expect(page.getByTestId('form-action-bite')).toContainText('Bite');
  await expect(page.getByTestId('form-action-bite')).toContainText('+4 to hit');
  await beasts.waitUntilSaved();
  await sheetShots(beasts, 'wild-shape-sheet-neon');
  // The form's bite is on /actions too.
  await beasts.open('/actions');
  await expect(page.getByTestId('form-action-bite')).toContainText('+4 to hit', {
    timeout: 30_000,
  });
  await beasts.open('/character');
  await useTheme(page, 'parchment');
  await expect(beasts.banner).toContainText('In wild shape: Wolf', { timeout: 30_000 });
  await sheetShots(beasts, 'wild-shape-sheet-parchment');
  await useTheme(page, 'neon');

  // Back in the druid's own form: one use spent; it stays so after a reload.
  await expect(beasts.banner).toBeVisible({ timeout: 30_000 });
  await beasts.banner.getByRole('button', { name: 'Return to your form' }).click();
  await expect(beasts.banner).toBeHidden();
  await expect(beasts.uses).toHaveText('1 of 2 uses left');
  await expect(page.getByTestId('ac')).toBeVisible();
  await beasts.waitUntilSaved();
  await page.reload();
  await expect(beasts.uses).toHaveText('1 of 2 uses left', { timeout: 30_000 });
  await expect(beasts.banner).toBeHidden();
  await expect(beasts.hpTemp).toContainText('+3');
});
