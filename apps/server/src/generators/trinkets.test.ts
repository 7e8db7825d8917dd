import { describe, expect, it } from 'vitest';

import { useTestApp } from '../test/app.ts';
import { randomTrinket, TRINKETS } from './trinkets.ts';

const ctx = useTestApp();

/** A random number inside the slice of [0, 1) that a d100 roll of `roll` (1–100) stands for. */
const rollOf = (roll: number) => () => (roll - 0.5) / 100;

describe('the trinket table', () => {
  it('has the SRD’s hundred rows, all different', () => {
    expect(TRINKETS).toHaveLength(100);
    expect(new Set(TRINKETS).size).toBe(100);
    for (const trinket of TRINKETS) expect(trinket.trim()).not.toBe('');
  });

  it('maps the whole range of the random source onto the table, first row to last', () => {
    expect(randomTrinket(() => 0)).toBe(TRINKETS[0]);
    expect(randomTrinket(() => 0.999)).toBe(TRINKETS[99]);
    const drawn = new Set(Array.from({ length: 100 }, (_, i) => randomTrinket(rollOf(i + 1))));
    expect(drawn.size).toBe(100);
  });

  it('gives the same object as the SRD table for a d100 roll', () => {
    // Spot checks of the SRD's order, including rows the reference dataset drops (65, 81, 98).
    expect(randomTrinket(rollOf(1))).toMatch(/goblin’s hand/);
    expect(randomTrinket(rollOf(29))).toMatch(/socks/);
    expect(randomTrinket(rollOf(65))).toMatch(/nightcap/);
    expect(randomTrinket(rollOf(81))).toMatch(/handkerchief/);
    expect(randomTrinket(rollOf(98))).toMatch(/Griffon Grease/);
    expect(randomTrinket(rollOf(100))).toMatch(/urn/);
  });
});

describe('GET gen/trinket', () => {
  it('answers with a trinket from the table, without signing in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/gen/trinket' });
    expect(response.statusCode).toBe(200);
    const { trinket } = response.json<{ data: { trinket: string } }>().data;
    expect(TRINKETS).toContain(trinket);
  });

  it('draws a fresh trinket each time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ctx.app.inject({ method: 'GET', url: '/api/gen/trinket' })),
    );
    const trinkets = answers.map((r) => r.json<{ data: { trinket: string } }>().data.trinket);
    // Twenty draws from a hundred rows all landing on one row is odds of 1 in 100^19.
    expect(new Set(trinkets).size).toBeGreaterThan(1);
  });
});
