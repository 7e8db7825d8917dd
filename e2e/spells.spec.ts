import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { AuthPage } from './pages/auth.ts';
import { createWizard } from './pages/characters-api.ts';
import { CharacterMenu, MagicPage, SpellsPage } from './pages/magic.ts';
import { SheetPage } from './pages/sheet.ts';

test('a level-3 wizard prepares spells, casts Magic Missile at level 2 and a concentration spell, then rests', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createVerifiedAccount(request);
  const wizard = await createWizard(request, account.token, 'Merla', 3);
  const auth = new AuthPage(page);
  await auth.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);

  await auth.open('/list');
  await page.getByRole('button', { name: /^Merla/ }).click();
  const sheet = new SheetPage(page);
  await expect(sheet.classLine).toHaveText('Level 3 Wizard');

  // /spells: three cantrips, a spellbook of ten, six of them prepared; no seventh.
  const spells = new SpellsPage(page);
  await spells.open('/spells');
  await expect(spells.counters()).toHaveText([
    'Cantrips 0 / 3',
    'Prepared 0 / 6',
    'Spellbook 0 / 10',
  ]);
  for (const cantrip of ['Fire Bolt', 'Light', 'Mage Hand']) {
    await spells.toggle('Known', cantrip).click();
  }
  await expect(spells.toggle('Known', 'Prestidigitation')).toBeDisabled();
  await spells.scrollListToEnd();
  const prepared = ['Magic Missile', 'Shield', 'Sleep', 'Web', 'Misty Step', 'Hold Person'];
  const bookOnly = ['Detect Magic', 'Burning Hands', 'Identify', 'Invisibility'];
  for (const spell of [...prepared, ...bookOnly]) {
    await spells.toggle('Spellbook', spell).click();
  }
  // A wizard prepares from the book: Prepared waits until the spell is written in.
  await expect(spells.toggle('Prepared', 'Thunderwave')).toBeDisabled();
  for (const spell of prepared) await spells.toggle('Prepared', spell).click();
  await expect(spells.counters()).toHaveText([
    'Cantrips 3 / 3',
    'Prepared 6 / 6',
    'Spellbook 10 / 10',
  ]);
  await expect(spells.toggle('Prepared', 'Burning Hands')).toBeDisabled();
  await page.evaluate(() => window.scrollTo(0, 0));
  await spells.screenshot('spells-wizard-3', { fullPage: false });

  // /magic: four level-1 and two level-2 slots, the prepared spells under them.
  const menu = new CharacterMenu(page);
  await menu.go('Magic');
  await expect(page).toHaveURL(/\/magic/);
  const magic = new MagicPage(page);
  await expect(magic.slots(1)).toContainText('4 of 4 left');
  await expect(magic.slots(2)).toContainText('2 of 2 left');

  // Magic Missile with a level 2 slot: four darts, the level 2 slot spent, level 1 untouched.
  let drawer = await magic.openSpell('Magic Missile');
  await expect(drawer.getByTestId('cast-dc')).toHaveText('13');
  await expect(drawer.getByTestId('cast-attack')).toHaveText('+5');
  await drawer.getByRole('radio', { name: 'Level 2 · 2 left' }).click();
  await expect(drawer.getByTestId('cast-damage')).toHaveText('4 × 1d4+1 force');
  await magic.screenshot('spell-drawer-magic-missile', { fullPage: false });
  await drawer.getByRole('button', { name: 'Cast with a level 2 slot' }).click();
  await expect(page.getByText('Magic Missile cast with a level 2 slot')).toBeVisible();
  await magic.closeDrawer();
  await expect(magic.slots(2)).toContainText('1 of 2 left');
  await expect(magic.slots(1)).toContainText('4 of 4 left');

  // A cantrip costs no slot.
  await magic.tab('Cantrips');
  drawer = await magic.openSpell('Fire Bolt');
  await drawer.getByRole('button', { name: 'Cast', exact: true }).click();
  await expect(page.getByText('Fire Bolt cast', { exact: true })).toBeVisible();
  await magic.closeDrawer();
  await magic.tab('Spells');
  await expect(magic.slots(1)).toContainText('4 of 4 left');
  await expect(magic.slots(2)).toContainText('1 of 2 left');

  // Web: concentration, shown in the banner and by the menu's glowing Magic.
  await expect(magic.concentration).toBeHidden();
  drawer = await magic.openSpell('Web');
  await drawer.getByRole('button', { name: 'Cast with a level 2 slot' }).click();
  await expect(magic.concentration).toContainText('Concentrating on Web');
  await magic.closeDrawer();
  await expect(magic.slots(2)).toContainText('0 of 2 left');
  await magic.screenshot('magic-wizard-3-concentrating', { fullPage: false });

  // A short rest gives a wizard's slots nothing back (only pact slots return), and its hour
  // outlasts Web: the concentration ends.
  await menu.go('Character');
  await sheet.shortRest();
  await expect(page.getByTestId('rest-summary')).toContainText(
    'Web has run out: concentration ends',
  );
  await sheet.screenshot('rest-short-wizard-3', { fullPage: false });
  await sheet.drawer.getByRole('button', { name: 'Close' }).click();
  await menu.go('Magic');
  await expect(magic.slots(2)).toContainText('0 of 2 left');
  await expect(magic.concentration).toBeHidden();

  // A long rest restores every slot.
  await menu.go('Character');
  await sheet.longRest();
  await expect(page.getByTestId('rest-summary')).toContainText('Spell slots restored');
  await sheet.drawer.getByRole('button', { name: 'Close' }).click();
  await menu.go('Magic');
  await expect(magic.slots(1)).toContainText('4 of 4 left');
  await expect(magic.slots(2)).toContainText('2 of 2 left');
  await sheet.waitUntilSaved();

  // Everything reached the server: a reload reads its copy.
  await page.reload();
  await expect(magic.slots(2)).toContainText('2 of 2 left');
  await expect(page.getByTestId('spell-magic-missile')).toBeVisible();
  await expect(magic.concentration).toBeHidden();
  const stored = await request.get(`/api/characters/${wizard.id}`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  const character = (
    (await stored.json()) as {
      data: { spells: Record<string, object>; options: { concentration?: string[] } };
    }
  ).data;
  expect(character.options.concentration).toEqual([]);
  expect(character.spells['magic-missile']).toMatchObject({ prepared: true });
  expect(character.spells['detect-magic']).toMatchObject({ book: true });
  expect(character.spells['fire-bolt']).toMatchObject({ prepared: true });
});
