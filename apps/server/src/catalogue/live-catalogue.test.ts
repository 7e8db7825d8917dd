import { describe, expect, it } from 'vitest';

import { users } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { testBeast, testCatalogue } from '../test/catalogue-fixture.ts';
import { LiveCatalogue } from './live-catalogue.ts';

const catalogue = testCatalogue();
const ctx = useTestApp({ build: { catalogue } });

/** Two server instances on one database, each with a clock the test moves. */
function twoInstances() {
  let now = 0;
  const clock = () => now;
  return {
    first: new LiveCatalogue(catalogue, ctx.app.database.db, clock),
    second: new LiveCatalogue(catalogue, ctx.app.database.db, clock),
    advance: (ms: number) => (now += ms),
  };
}

async function adminId(): Promise<string> {
  const [row] = await ctx.app.database.db
    .insert(users)
    .values({ email: `admin-${Math.random()}@example.com`, passwordHash: 'x' })
    .returning({ id: users.id });
  return row!.id;
}

describe('LiveCatalogue', () => {
  it('serves the bundles as built until an admin writes', async () => {
    const { first } = twoInstances();
    expect(await first.versions()).toMatchObject({ beasts: catalogue.beasts.version });
    expect(await first.store('beasts')).toBe(catalogue.beasts);
  });

  it("serves one instance's write from every instance within a second", async () => {
    const { first, second, advance } = twoInstances();
    const before = (await second.store('beasts')).version;

    const written = await first.create('beasts', testBeast('boar'), await adminId());
    expect(written.version).not.toBe(before);
    expect((await first.store('beasts')).version).toBe(written.version);

    // The second instance trusts its copy for up to a second, then sees the write.
    expect((await second.store('beasts')).version).toBe(before);
    advance(1000);
    expect((await second.store('beasts')).version).toBe(written.version);
    expect(await second.entry('beasts', 'boar')).toMatchObject({ id: 'boar' });
  });

  it('builds each write on the latest stored one, whichever instance made it', async () => {
    const { first, second, advance } = twoInstances();
    const admin = await adminId();
    await first.update('beasts', 'wolf', testBeast('wolf', { ac: 15 }), admin);
    advance(1000);
    await second.update('beasts', 'wolf', testBeast('wolf', { ac: 16 }), admin);
    advance(1000);
    expect(await first.entry('beasts', 'wolf')).toMatchObject({ ac: 16 });
  });
});
