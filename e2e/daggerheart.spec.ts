import { readFileSync } from 'node:fs';

import { expect, test } from './fixtures.ts';
import { DaggerheartPage } from './pages/daggerheart.ts';

test('Daggerheart without an account: a Guardian through the 11 steps, played, levelled, exported and imported back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dh = new DaggerheartPage(page);
  await dh.open('/dh/list');
  await expect(
    page.getByText('Daggerheart characters are under active development and may be lost.'),
  ).toBeVisible();
  await expect(page.getByText(/live on this device only/)).toBeVisible();
  await dh.screenshot('dh-list-empty-dark', { fullPage: false });

  // The 11 steps, in the spec's order. The catalogue arrives on first use.
  await page.getByRole('link', { name: 'Create character' }).click();
  await expect(page).toHaveURL(/\/dh\/character\/create$/);
  await expect(page.getByRole('button', { name: 'Guardian', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await dh.choose('Guardian');
  await dh.choose('Stalwart');
  await dh.choose('Giant');
  await dh.choose('Ridgeborne');
  await dh.next(); // traits: the spread in the spec's order (Agility +2 … Knowledge −1)
  await dh.choose('Bare Bones', { next: false });
  await dh.choose('I Am Your Shield');
  await dh.choose('Gambeson Armor');
  // The primary weapon is required: Next waits for it.
  await expect(dh.stepBar().getByRole('button', { name: 'Next' })).toBeDisabled();
  await dh.choose('Broadsword');
  await dh.choose('Round Shield');
  await page.getByRole('textbox', { name: 'Experience 1' }).fill('Mountain guide');
  await dh.next();
  const create = dh.stepBar().getByRole('button', { name: 'Create character' });
  await expect(create).toBeDisabled();
  await page.getByRole('textbox', { name: 'Name' }).fill('Brann');
  await dh.screenshot('dh-wizard-name-dark', { fullPage: false });
  await create.click();

  // The sheet: Guardian 9 + Flexible 1; Gambeson 3 + Round Shield 1; thresholds armor + level
  // + Unwavering; 7 + 1 (Giant) Hit Points; 2 Hope to start.
  await expect(page).toHaveURL(/\/dh\/character\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByTestId('dh-evasion')).toHaveText('10');
  await expect(page.getByTestId('dh-major')).toContainText('7');
  await expect(page.getByTestId('dh-severe')).toContainText('13');
  await expect(dh.trackCount('hp')).toHaveText('0 / 8');
  await expect(dh.trackCount('armor')).toHaveText('0 / 4');
  await expect(dh.hope()).toHaveText('2 / 6');
  await dh.screenshot('dh-sheet-dark');

  // Hope by the spec's taps: an empty slot gains one, a filled one spends one.
  await dh.hopeSlot(3).click();
  await expect(dh.hope()).toHaveText('3 / 6');
  await dh.hopeSlot(1).click();
  await expect(dh.hope()).toHaveText('2 / 6');

  // Stress by tapping its slots.
  await dh.trackSlot('Stress', 2).click();
  await expect(dh.trackCount('stress')).toHaveText('2 / 6');

  // 8 damage is Major against 7 / 13: 2 Hit Points, one fewer with an armor slot.
  await page.getByRole('button', { name: 'Take damage' }).click();
  await dh.drawer().getByLabel('Damage').fill('8');
  await expect(page.getByTestId('dh-severity')).toHaveText('Major: mark 2 Hit Points');
  await dh
    .drawer()
    .getByRole('switch', { name: /Mark an armor slot/ })
    .click();
  await dh.drawer().getByRole('button', { name: 'Mark 1 Hit Point' }).click();
  await expect(page.getByTestId('dh-damage-outcome')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dh.trackCount('hp')).toHaveText('1 / 8');
  await expect(dh.trackCount('armor')).toHaveText('1 / 4');

  // Cards: from the loadout to the vault and back.
  await dh.open(`/dh/domains/${id}`);
  await dh.card('I Am Your Shield').getByRole('button', { name: 'To the vault' }).click();
  await page.getByRole('tab', { name: 'Vault 1' }).click();
  await dh.screenshot('dh-vault-dark', { fullPage: false });
  await dh.card('I Am Your Shield').getByRole('button', { name: 'To the loadout' }).click();
  await page.getByRole('tab', { name: /^Active Cards/ }).click();
  await expect(dh.card('I Am Your Shield')).toBeVisible();

  // A two-handed primary clears the secondary, and the secondary list says why.
  await dh.open(`/dh/character/${id}/equipment`);
  await expect(page.getByTestId('dh-equipped-secondary')).toHaveText('Round Shield');
  await page.getByRole('tab', { name: 'Primary' }).click();
  await page.getByRole('button', { name: 'Battleaxe', exact: true }).click();
  await expect(page.getByTestId('dh-equipped-primary')).toHaveText('Battleaxe');
  await expect(page.getByTestId('dh-equipped-secondary')).toHaveText('Nothing');
  await page.getByRole('tab', { name: 'Secondary' }).click();
  await expect(page.getByTestId('dh-two-handed')).toContainText('Battleaxe takes both hands');
  await dh.screenshot('dh-equipment-dark', { fullPage: false });

  // Level 2: a new experience, two advancements, a new card; the numbers follow.
  await dh.open(`/dh/character/${id}/level`);
  const reach = page.getByRole('button', { name: 'Reach level 2' });
  await expect(reach).toBeDisabled();
  await page.getByLabel('New experience (+2)').fill('Stubborn to a fault');
  await page.getByRole('button', { name: 'Choose Hit Point slot' }).click();
  await page.getByRole('button', { name: 'Choose Evasion +1' }).click();
  await page
    .getByRole('region', { name: 'New domain card' })
    .getByRole('button', { name: 'Choose' })
    .click();
  await dh.drawer().getByRole('article', { name: 'Whirlwind' }).getByRole('button').click();
  await dh.screenshot('dh-levelup-dark', { fullPage: false });
  await expect(reach).toBeEnabled();
  await reach.click();
  await expect(page.getByTestId('dh-level')).toHaveText('Level 2 · Tier 2');
  await expect(page.getByTestId('dh-evasion')).toHaveText('11');
  await expect(dh.trackCount('hp')).toHaveText('1 / 9');
  await expect(page.getByTestId('dh-major')).toContainText('8');

  // Export, delete, import: the character comes back whole.
  await dh.open('/dh/list');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Brann' }).click();
  const file = await (await download).path();
  const exported = JSON.parse(readFileSync(file, 'utf8')) as {
    format: string;
    characters: { name: string; level: number }[];
  };
  expect(exported.format).toBe('hearth-daggerheart');
  expect(exported.characters.map(({ name, level }) => [name, level])).toEqual([['Brann', 2]]);

  await page.getByRole('button', { name: 'Delete Brann' }).click();
  await page
    .getByRole('dialog', { name: 'Delete character?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No Daggerheart characters on this device yet.')).toBeVisible();

  await page.getByLabel('Import').setInputFiles(file);
  const list = page.getByRole('list', { name: 'Characters on this device' });
  await list.getByRole('link', { name: /Brann/ }).click();
  await expect(page.getByTestId('dh-level')).toHaveText('Level 2 · Tier 2');
  await expect(page.getByTestId('dh-evasion')).toHaveText('11');
  await expect(dh.trackCount('hp')).toHaveText('1 / 9');
  await expect(dh.trackCount('stress')).toHaveText('2 / 6');
  await expect(page.getByText('Battleaxe').first()).toBeVisible();
});
