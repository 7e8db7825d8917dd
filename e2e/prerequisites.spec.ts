import { expect, test } from './fixtures.ts';
import { createVerifiedAccount } from './pages/accounts-api.ts';
import { AuthPage } from './pages/auth.ts';
import { createWarlock, INVOCATIONS, ProgressionPage } from './pages/progression.ts';
import { SettingsPage } from './pages/settings.ts';

test('prerequisites: unmet options are shown disabled with the reason, and the server refuses them in words', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createVerifiedAccount(request);
  const warlock = await createWarlock(request, account.token, 'Vex');
  const auth = new AuthPage(page);
  await auth.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
  await auth.open('/list');
  await page.getByRole('button', { name: /^Vex/ }).click();
  const progression = new ProgressionPage(page);

  // Warlock 1: Lifedrinker is there, disabled, saying what it needs; the pacts are open.
  await progression.open('/features/edit');
  let drawer = await progression.openFeature(/^Eldritch Invocations/);
  let invocations = drawer.getByRole('list', { name: 'Eldritch Invocations' });
  const lifedrinker = () => progression.option(invocations, 'Lifedrinker');
  await expect(lifedrinker()).toBeDisabled();
  await expect(lifedrinker()).toContainText('Needs Warlock level 9 · Needs Pact of the Blade');
  await lifedrinker().scrollIntoViewIfNeeded();
  await progression.screenshot('prerequisites-invocations-neon', { fullPage: false });
  await progression.option(invocations, 'Pact of the Blade').click();
  await expect(progression.option(invocations, 'Pact of the Blade')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(lifedrinker()).toContainText('Needs Warlock level 9');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The server refuses what the app would not offer, naming the field and the reason.
  const refused = await request.post(`/api/characters/${warlock.id}`, {
    headers: { Authorization: `Bearer ${account.token}` },
    data: {
      features: [{ id: 'lifedrinker', path: `${INVOCATIONS}-lifedrinker`, choice: INVOCATIONS }],
    },
  });
  expect(refused.status()).toBe(400);
  const body = (await refused.json()) as {
    data: { code: string; details: { fields: { path: string; message: string }[] } };
  };
  expect(body.data.code).toBe('VALIDATION');
  expect(body.data.details.fields).toContainEqual(
    expect.objectContaining({
      path: `body.options.${INVOCATIONS}`,
      message: 'Lifedrinker: Needs Warlock level 9',
    }),
  );

  // Multiclassing into Barbarian with STR 8: disabled, with the SRD's reason.
  await progression.open('/lvlup/classes');
  await expect(progression.classOption('Barbarian')).toBeDisabled();
  await expect(progression.classOption('Barbarian')).toContainText(
    'Barbarian needs Strength 13 or more to multiclass',
  );
  await expect(progression.classOption('Wizard')).toBeDisabled();
  await expect(progression.classOption('Rogue')).toBeEnabled();
  await progression.screenshot('prerequisites-add-class-neon', { fullPage: false });

  // Epic boons wait for level 19.
  await progression.open('/feats');
  const boon = progression.feat('boon-of-fate');
  await expect(boon.getByRole('button', { name: 'Add Boon of Fate' })).toBeDisabled();
  await expect(boon).toContainText('Needs level 19');
  await boon.scrollIntoViewIfNeeded();
  await progression.screenshot('prerequisites-feats-neon', { fullPage: false });

  // Level 9: the summary says what to choose now, and offers the HP gained.
  await progression.levelUp('warlock', 9);
  await expect(page).toHaveURL(/\/features\/edit$/);
  const summary = progression.summary();
  await expect(summary.getByRole('heading', { name: 'Warlock level 9' })).toBeVisible();
  await expect(summary.getByRole('list', { name: 'What to choose now' })).toContainText(
    'Eldritch Invocations',
  );
  await expect(summary.getByRole('link', { name: /^Warlock spells/ })).toBeVisible();
  await progression.screenshot('prerequisites-level-summary-neon', { fullPage: false });
  await summary.getByRole('button', { name: /^Add the \d+ HP gained/ }).click();
  await expect(summary.getByRole('button', { name: /^Add the \d+ HP gained/ })).toHaveCount(0);

  // With Pact of the Blade at Warlock 9, Lifedrinker can be taken, and the server keeps it.
  await summary.getByRole('button', { name: /^Eldritch Invocations/ }).click();
  drawer = page.getByRole('dialog');
  invocations = drawer.getByRole('list', { name: 'Eldritch Invocations' });
  await expect(lifedrinker()).toBeEnabled();
  await lifedrinker().click();
  await expect(lifedrinker()).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/characters/${warlock.id}`, {
          headers: { Authorization: `Bearer ${account.token}` },
        });
        const saved = (await answer.json()) as { data: { features: { id: string }[] } };
        return saved.data.features.map((feature) => feature.id).sort();
      },
      { timeout: 10_000 },
    )
    .toEqual(['lifedrinker', 'pact-of-the-blade']);
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The same screens in a light theme.
  const settings = new SettingsPage(page);
  await settings.goto();
  await settings.theme.selectOption('parchment');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'parchment');
  // Parchment as a light page.
  if ((await settings.htmlAttribute('data-scheme')) === 'dark') await settings.darkMode.click();
  await expect(page.locator('html')).toHaveAttribute('data-scheme', 'light');
  await progression.open('/features/edit');
  drawer = await progression.openFeature(/^Eldritch Invocations/);
  invocations = drawer.getByRole('list', { name: 'Eldritch Invocations' });
  const witchSight = progression.option(invocations, 'Witch Sight');
  await expect(witchSight).toBeDisabled();
  await expect(witchSight).toContainText('Needs Warlock level 15');
  await witchSight.scrollIntoViewIfNeeded();
  await progression.screenshot('prerequisites-invocations-parchment', { fullPage: false });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await progression.open('/lvlup/classes');
  await expect(progression.classOption('Barbarian')).toBeDisabled();
  await progression.screenshot('prerequisites-add-class-parchment', { fullPage: false });
  await progression.open('/feats');
  await progression.feat('boon-of-fate').scrollIntoViewIfNeeded();
  await progression.screenshot('prerequisites-feats-parchment', { fullPage: false });
  await progression.levelUp('warlock', 10);
  await expect(progression.summary()).toBeVisible();
  await progression.screenshot('prerequisites-level-summary-parchment', { fullPage: false });

  // Lowering the level below what Lifedrinker needs is said, not sent to be refused.
  await progression.open('/lvlup/warlock');
  await page.getByLabel('New level').fill('8');
  await expect(page.getByText('At level 8 these would no longer fit:')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Lifedrinker' })).toContainText(
    'Eldritch Invocations — Lifedrinker: Needs Warlock level 9',
  );
  await expect(page.getByRole('button', { name: 'Level down' })).toBeDisabled();
  await progression.screenshot('prerequisites-level-down-parchment', { fullPage: false });
});

test('/moc/3 leads to the pact book while the Pact of the Tome needs picks', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createVerifiedAccount(request);
  const warlock = await createWarlock(request, account.token, 'Tomeward');
  const taken = await request.post(`/api/characters/${warlock.id}`, {
    headers: { Authorization: `Bearer ${account.token}` },
    data: {
      features: [
        { id: 'pact-of-the-tome', path: `${INVOCATIONS}-pact-of-the-tome`, choice: INVOCATIONS },
      ],
    },
  });
  expect(taken.status()).toBe(200);
  const auth = new AuthPage(page);
  await auth.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
  await auth.open('/list');
  await page.getByRole('button', { name: /^Tomeward/ }).click();
  const progression = new ProgressionPage(page);
  await progression.open('/moc/3');
  const link = page.getByRole('link', { name: /^Pact of the Tome/ });
  await expect(link).toContainText('The pact book takes 3 cantrips and 2 rituals');
  await link.scrollIntoViewIfNeeded();
  await progression.screenshot('prerequisites-moc3-pact-neon', { fullPage: false });
  await link.click();
  await expect(page).toHaveURL(/\/pact-spells$/);
});
