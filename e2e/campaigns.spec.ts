import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { STORAGE } from './pages/app.ts';
import { AuthPage } from './pages/auth.ts';
import { CampaignsPage } from './pages/campaigns.ts';
import { addCustomItem, bodyInventoryId, createWizard } from './pages/characters-api.ts';
import { useTheme } from './pages/edit-character.ts';
import { HitPointsPage } from './pages/hit-points.ts';
import { InventoryPage } from './pages/inventory.ts';

test('campaigns: a GM invites a player, sees their character live, gets an item, and the player leaves', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const gm = await createVerifiedAccount(request);
  const player = await createVerifiedAccount(request);
  const hero = await createWizard(request, player.token, 'Mirela', 1);
  await addCustomItem(request, player.token, {
    name: 'Silver Locket',
    inventory_id: await bodyInventoryId(request, player.token, hero.id),
  });
  const sheet = (await (
    await request.get(`/api/characters/${hero.id}/sheet`, {
      headers: { Authorization: `Bearer ${player.token}` },
    })
  ).json()) as {
    data: { ac: { value: number }; skills: { perception: { passive: { value: number } } } };
  };

  const viewport = { width: 390, height: 844 };
  const gmContext = await browser.newContext({ viewport });
  const playerContext = await browser.newContext({ viewport });
  const owner = new CampaignsPage(await gmContext.newPage());
  await owner.seedStorage({ [STORAGE.token]: gm.token });

  // The GM creates a campaign and makes an invite.
  const campaignId = await owner.create('Lost Mine');
  const link = await owner.makeInvite();
  expect(link).toMatch(/\/j\/[^/]+$/);
  await expect(owner.page.getByRole('img', { name: 'QR code of the invite link' })).toBeVisible();
  await owner.screenshot('campaign-invite-dark', { fullPage: false });

  // The player follows the link signed out, signs in, and is brought back to it.
  const joinPage = await playerContext.newPage();
  await joinPage.goto(new URL(link).pathname);
  await joinPage.waitForURL('**/login');
  const auth = new AuthPage(joinPage);
  await auth.email.fill(player.email);
  await auth.password.fill(player.password);
  await auth.loginButton.click();
  await joinPage.waitForURL('**/j/**');
  const joining = new CampaignsPage(joinPage);
  await expect(joinPage.getByText('Lost Mine')).toBeVisible();
  await joining.screenshot('join-dark', { fullPage: false });
  await joinPage.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(joinPage.getByText('Welcome to Lost Mine!')).toBeVisible();
  await joinPage.getByRole('button', { name: 'Mirela' }).click();
  await joinPage.waitForURL(`**/campaign/${campaignId}`);

  // The GM's party view shows the character's HP, AC and passive Perception.
  await owner.tab('Characters').click();
  const card = owner.card('Mirela');
  await expect(card.getByTestId('party-hp')).toHaveText('9 / 9', { timeout: 15_000 });
  await expect(card.getByTestId('party-ac')).toHaveText(String(sheet.data.ac.value));
  await expect(card.getByTestId('party-perception')).toHaveText(
    String(sheet.data.skills.perception.passive.value),
  );
  await owner.screenshot('campaign-party-owner-dark', { fullPage: false });

  // The player opens their own character from the party view and takes damage.
  await joining
    .card('Mirela')
    .getByRole('button', { name: /^Mirela/ })
    .click();
  await joinPage.waitForURL('**/character');
  const hp = new HitPointsPage(joinPage);
  await expect(hp.hpCurrent).toHaveText('9', { timeout: 30_000 });
  await hp.openHpDrawer();
  await hp.damage(5);
  await expect(hp.hpCurrent).toHaveText('4');
  await hp.closeDrawer();
  await hp.waitUntilSaved();
  // Within the party view's 10 s refresh, without a reload.
  await expect(card.getByTestId('party-hp')).toHaveText('4 / 9', { timeout: 12_000 });
  await expect(card.getByText('Bloodied')).toBeVisible();

  // The player moves an item to the campaign stock; the GM sees it there.
  const inventory = new InventoryPage(joinPage);
  await inventory.open('/inventory');
  const details = await inventory.openDetails('Silver Locket');
  await details.getByRole('button', { name: 'Share' }).click();
  await joinPage.getByRole('button', { name: 'Move to the stock of Lost Mine' }).click();
  await expect(joinPage.getByText('Item Silver Locket moved successfully.')).toBeVisible();
  await owner.tab('Stock').click();
  await expect(owner.stockItem('Silver Locket')).toBeVisible();
  await owner.screenshot('campaign-stock-owner-dark', { fullPage: false });
  await owner.tab('Characters').click();
  await owner.screenshot('campaign-party-bloodied-dark', { fullPage: false });
  await useTheme(owner.page, 'parchment');
  await owner.screenshot('campaign-party-owner-light', { fullPage: false });
  await owner.tab('Stock').click();
  await owner.screenshot('campaign-stock-owner-light', { fullPage: false });
  await owner.tab('Settings').click();
  await owner.screenshot('campaign-settings-owner-light', { fullPage: false });

  // The member's own view of the tabs, then they leave; the GM no longer sees their character.
  await joining.open(`/campaign/${campaignId}/inventory`);
  await expect(joining.stockItem('Silver Locket')).toBeVisible();
  await joining.screenshot('campaign-stock-member-dark', { fullPage: false });
  await joining.tab('Settings').click();
  await joining.screenshot('campaign-settings-member-dark', { fullPage: false });
  await joinPage.getByRole('button', { name: 'Leave the campaign' }).click();
  await joinPage
    .getByRole('dialog', { name: 'Leave the campaign?' })
    .getByRole('button', { name: 'Leave the campaign' })
    .click();
  await joinPage.waitForURL('**/campaigns');

  await owner.tab('Characters').click();
  await expect(owner.card('Mirela')).toHaveCount(0, { timeout: 12_000 });
  await owner.tab('Settings').click();
  await owner.screenshot('campaign-settings-owner-after-leave-light', { fullPage: false });
  await owner.open('/campaigns');
  await owner.screenshot('campaigns-light', { fullPage: false });
  await joining.screenshot('campaigns-member-dark', { fullPage: false });
  await useTheme(joinPage, 'parchment');
  await joining.screenshot('campaigns-member-light', { fullPage: false });

  await gmContext.close();
  await playerContext.close();
});
