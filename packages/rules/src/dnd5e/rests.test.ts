import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fixedRolls } from '../dice/random.ts';
import type { SpellRules } from './catalogue.ts';
import type { Character } from './character.ts';
import { fighter } from './fixtures/characters.ts';
import type { RestResource } from './rests.ts';
import { longRest, passTime, REST_MINUTES, shortRest, spendHitDice } from './rests.ts';

const resources: RestResource[] = [
  { key: 'prop-second-wind', max: 3, recovery: 'SHORT', recoveryValue: 1 },
  { key: 'prop-action-surge', max: 1, recovery: 'SHORT', recoveryValue: 0 },
  { key: 'prop-indomitable', max: 1, recovery: 'LONG', recoveryValue: 0 },
  { key: 'prop-custom', max: 0, recovery: 'none', recoveryValue: 0 },
];

const spell = (id: string, title: string, duration: SpellRules['duration']): SpellRules => ({
  id,
  title,
  level: 2,
  school: 'conjuration',
  concentration: true,
  ritual: false,
  classes: ['wizard'],
  duration,
});
/** Concentration spells of every kind of duration (SRD 5.2 figures). */
const spells = new Map(
  [
    spell('bless', 'Bless', { type: 'timed', amount: 1, unit: 'minute' }),
    spell('web', 'Web', { type: 'timed', amount: 1, unit: 'hour' }),
    spell('telepathic-bond', 'Telepathic Bond', { type: 'timed', amount: 8, unit: 'hour' }),
    spell('find-the-path', 'Find the Path', { type: 'timed', amount: 1, unit: 'day' }),
    spell('odd', 'Odd Ward', { type: 'special' }),
  ].map((entry) => [entry.id, entry]),
);

const fighterDice = { classId: 'fighter', hitDie: 10, conModifier: 2 };

const tired = (): Character =>
  fighter({
    hp: { current: 10, max: 44, max_mod: 0, temp: 0 },
    classes: [{ id: 'fighter', level: 5, hit_dice: 3 }],
    resources: {
      'prop-second-wind': 3,
      'prop-action-surge': 1,
      'prop-indomitable': 1,
      'prop-custom': 2,
      'prop-exhaustion': 2,
    },
    spell_slots: [[2, 1], [1]],
    saving_death: { failures: 1, successes: 0 },
  });

describe('short rest', () => {
  it('gives back SHORT resources by their recovery value or fully, and the pact slots', () => {
    const { character, messages } = shortRest(tired(), resources, spells);
    expect(character.resources).toMatchObject({
      'prop-second-wind': 2,
      'prop-action-surge': 0,
      'prop-indomitable': 1,
      'prop-custom': 2,
    });
    expect(character.spell_slots).toEqual([[2, 1], []]);
    expect(messages.map((m) => m.key)).toContain('rest.pact-slots');
  });

  it('names what it gave back by title, by key when there is none', () => {
    const titled = resources.map((resource) =>
      resource.key === 'prop-second-wind' ? { ...resource, title: 'Second Wind' } : resource,
    );
    const { messages } = shortRest(tired(), titled, spells);
    expect(
      messages.filter((m) => m.key === 'rest.resource').map((m) => m.params?.resource),
    ).toEqual(['Second Wind', 'prop-action-surge']);
  });

  it('heals with hit dice: rolled or average, plus CON each, and counts them spent', () => {
    const rolled = spendHitDice(tired(), fighterDice, 2, fixedRolls([3, 9], 10));
    expect(rolled.character.hp.current).toBe(10 + (3 + 2) + (9 + 2));
    expect(rolled.character.classes[0]?.hit_dice).toBe(5);
    const average = spendHitDice(tired(), fighterDice, 1);
    expect(average.character.hp.current).toBe(10 + 6 + 2);
    const none = spendHitDice(rolled.character, fighterDice, 1);
    expect(none.messages[0]?.key).toBe('rest.no-hit-dice');
  });

  it.each([
    // [current, max, dice, rolls, healed to, gained]
    [10, 44, 1, [5], 17, 7],
    [39, 44, 1, [5], 44, 5],
    [44, 44, 1, [9], 44, 0],
    [30, 44, 2, [3, 9], 44, 14],
  ])(
    'reports the HP actually gained: %i/%i, %i dice rolling %o → %i (+%i)',
    (current, max, count, rolls, after, gained) => {
      const start = { ...tired(), hp: { current, max, max_mod: 0, temp: 0 } };
      const { character, messages } = spendHitDice(
        start,
        fighterDice,
        count,
        fixedRolls(rolls, 10),
      );
      expect(character.hp.current).toBe(after);
      expect(messages).toEqual([
        { level: 'info', key: 'rest.hit-dice', params: { count, healing: gained } },
      ]);
    },
  );

  it('spends no hit dice for the dead', () => {
    const dead = {
      ...tired(),
      hp: { current: 0, max: 44, max_mod: 0, temp: 0 },
      saving_death: { failures: 3, successes: 0 },
    };
    const { character, messages } = spendHitDice(dead, fighterDice, 1);
    expect(character).toBe(dead);
    expect(messages[0]?.key).toBe('rest.dead');
  });
});

describe('long rest', () => {
  it('restores HP, slots, hit dice, SHORT and LONG resources; lowers exhaustion; says what it restored', () => {
    const { character, messages } = longRest(tired(), resources, spells);
    expect(character.hp.current).toBe(44);
    expect(character.spell_slots).toEqual([[], []]);
    expect(character.classes[0]?.hit_dice).toBe(0);
    expect(character.resources).toMatchObject({
      'prop-second-wind': 0,
      'prop-indomitable': 0,
      'prop-custom': 2,
      'prop-exhaustion': 1,
    });
    expect(character.saving_death).toEqual({ failures: 0, successes: 0 });
    expect(messages.map((m) => m.key)).toEqual(
      expect.arrayContaining([
        'rest.hit-points',
        'rest.spell-slots',
        'rest.all-hit-dice',
        'rest.resource',
        'rest.exhaustion',
      ]),
    );
  });

  it('ends temporary HP (SRD 5.2) and switches Exhaustion off when it falls to 0', () => {
    const start = {
      ...tired(),
      hp: { current: 44, max: 44, max_mod: 0, temp: 7 },
      conditions: ['exhaustion'],
      resources: { 'prop-exhaustion': 1 },
    };
    const { character, messages } = longRest(start, resources, spells);
    expect(character.hp.temp).toBe(0);
    expect(character.conditions).toEqual([]);
    expect(character.resources['prop-exhaustion']).toBe(0);
    expect(messages.map((message) => message.key)).toContain('rest.temp-hp');
  });

  it('is refused to the dead', () => {
    const dead = {
      ...tired(),
      hp: { current: 0, max: 44, max_mod: 0, temp: 0 },
      saving_death: { failures: 3, successes: 0 },
    };
    const { character, messages } = longRest(dead, resources, spells);
    expect(character).toBe(dead);
    expect(messages[0]?.key).toBe('rest.dead');
  });

  it('is idempotent apart from exhaustion, which falls one level per rest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 44 }),
        fc.integer({ min: 0, max: 5 }),
        (current, spent) => {
          const start = fighter({
            hp: { current, max: 44, max_mod: 0, temp: 0 },
            classes: [{ id: 'fighter', level: 5, hit_dice: spent }],
            resources: { 'prop-second-wind': spent % 4 },
          });
          const once = longRest(start, resources, spells).character;
          const twice = longRest(once, resources, spells);
          return (
            JSON.stringify(twice.character) === JSON.stringify(once) && twice.messages.length === 0
          );
        },
      ),
    );
  });
});

describe('time passing for concentration', () => {
  const concentrating = (id: string) => fighter({ options: { concentration: [id] } });

  it.each([
    ['Bless (1 minute)', 'bless', 'short', []],
    ['Web (1 hour)', 'web', 'short', []],
    ['an 8-hour spell', 'telepathic-bond', 'short', ['telepathic-bond']],
    ['an 8-hour spell', 'telepathic-bond', 'long', []],
    ['Find the Path (1 day)', 'find-the-path', 'long', ['find-the-path']],
    ['a spell with a special duration', 'odd', 'long', ['odd']],
    ['a spell the catalogue does not know', 'homebrew', 'long', ['homebrew']],
  ] as const)('%s after a %s rest leaves %o', (_, id, rest, left) => {
    const rested =
      rest === 'short'
        ? shortRest(concentrating(id), resources, spells)
        : longRest(concentrating(id), resources, spells);
    expect(rested.character.options.concentration).toEqual(left);
    const ended = rested.messages.filter((message) => message.key === 'rest.concentration');
    expect(ended).toHaveLength(left.length === 0 ? 1 : 0);
  });

  it('names the spell that ran out', () => {
    expect(passTime(concentrating('web'), REST_MINUTES.short, spells).messages).toEqual([
      { level: 'info', key: 'rest.concentration', params: { spell: 'Web' } },
    ]);
  });

  it('ends a spell exactly when the time passed reaches its duration, never before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * 24 * 60 }), (minutes) => {
        const left = passTime(concentrating('web'), minutes, spells).character.options
          .concentration;
        expect(left).toEqual(minutes >= 60 ? [] : ['web']);
      }),
    );
  });
});
