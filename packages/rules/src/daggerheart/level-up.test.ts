import { describe, expect, it } from 'vitest';

import type { DhCharacter, DhLevelUp } from './character.ts';
import { deriveDhSheet } from './derive.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { guardian } from './fixtures/characters.ts';
import {
  applyDhLevelUp,
  DH_ADVANCEMENT_SLOTS,
  dhLevelUpOptions,
  dhLevelUpProblems,
  levelDownDh,
  replaceDhLevelUp,
} from './level-up.ts';

/** Applies the records in order, failing the test on a refused one. */
function levelled(character: DhCharacter, ...records: DhLevelUp[]): DhCharacter {
  return records.reduce((current, record) => {
    const result = applyDhLevelUp(current, catalogue, record);
    if (!result.ok) throw new Error(`level ${record.level}: ${JSON.stringify(result.problem)}`);
    return result.character;
  }, character);
}

const up = (
  level: number,
  advancements: DhLevelUp['advancements'],
  card: string,
  rest: Partial<DhLevelUp> = {},
): DhLevelUp => ({
  level,
  advancements,
  card,
  ...([2, 5, 8].includes(level) ? { experience: `Experience ${level}` } : {}),
  ...rest,
});

const codes = (character: DhCharacter, record: DhLevelUp) =>
  dhLevelUpProblems(character, catalogue, record).map((problem) => problem.code);

/** Levels 2–4 with hp/stress, so that level 5 can be tested. */
const toLevel4 = (character = guardian()) =>
  levelled(
    character,
    up(2, [{ kind: 'hp' }, { kind: 'stress' }], 'bare-bones'),
    up(3, [{ kind: 'hp' }, { kind: 'stress' }], 'forceful-push'),
    up(4, [{ kind: 'evasion' }, { kind: 'traits', traits: ['AGL', 'STR'] }], 'whirlwind'),
  );

describe('DH_ADVANCEMENT_SLOTS (the official sheet’s level-up page, named by SRD "Leveling Up")', () => {
  it('tier 2: traits ×3, HP ×2, Stress ×2, experiences, a domain card and evasion once', () => {
    expect(DH_ADVANCEMENT_SLOTS[2]).toEqual({
      traits: 3,
      hp: 2,
      stress: 2,
      experiences: 1,
      'domain-card': 1,
      evasion: 1,
    });
  });

  it('tiers 3 and 4 add the upgraded subclass, proficiency and multiclass (the last two boxed: both choices)', () => {
    for (const tier of [3, 4] as const) {
      expect(DH_ADVANCEMENT_SLOTS[tier]).toEqual({
        ...DH_ADVANCEMENT_SLOTS[2],
        subclass: 1,
        proficiency: 1,
        multiclass: 1,
      });
    }
  });
});

describe('level 1 → 2', () => {
  const options = dhLevelUpOptions(guardian(), catalogue);

  it('offers the tier-2 achievements and advancements', () => {
    expect(options).toMatchObject({
      level: 2,
      tier: 2,
      achievements: { experience: true, proficiency: true, clearMarks: false },
      cardMaxLevel: 2,
      markedTraits: [],
    });
    const byKind = Object.fromEntries(options.options.map((option) => [option.kind, option]));
    expect(byKind.hp).toEqual({ kind: 'hp', slots: 2, used: 0, cost: 1, available: true });
    expect(byKind.proficiency).toMatchObject({ cost: 2, available: false, reason: 'tier' });
    expect(byKind.subclass).toMatchObject({ available: false, reason: 'tier' });
    expect(byKind.multiclass).toMatchObject({ available: false, reason: 'tier' });
  });

  it('offers cards of level 2 or lower from the class’s domains, not those held', () => {
    const ids = options.cardChoices.map((card) => card.id);
    expect(ids).toEqual([
      'bare-bones',
      'forceful-push',
      'not-good-enough',
      'valor-shield',
      'whirlwind',
      'a-soldiers-bond',
      'body-basher',
    ]);
  });

  it('gives Proficiency 2, a new experience at +2, +1 thresholds and two advancements', () => {
    const record = up(
      2,
      [{ kind: 'hp' }, { kind: 'traits', traits: ['STR', 'KNW'] }],
      'bare-bones',
      {
        experience: 'Tracking',
      },
    );
    expect(codes(guardian(), record)).toEqual([]);
    const after = levelled(guardian(), record);
    expect(after.level).toBe(2);
    expect(after.experiences[2]).toEqual({ text: 'Tracking', mod: 2 });
    expect(after.levels).toEqual([{ ...record, experienceSlot: 2 }]);
    expect(after.cards.active).toEqual(['i-am-your-shield', 'get-back-up', 'bare-bones']);

    const sheet = deriveDhSheet(after, catalogue);
    expect(sheet.proficiency.value).toBe(2);
    expect(sheet.thresholds.major.value).toBe(5 + 2);
    expect(sheet.thresholds.severe.value).toBe(11 + 2);
    expect(sheet.hp.max.value).toBe(8);
    expect(sheet.traits.STR.value.value).toBe(2);
    expect(sheet.traits.KNW.value.value).toBe(0);
    expect(sheet.experiences[2]?.value.value).toBe(2);
  });

  it('raising two experiences adds +1 to each on the sheet', () => {
    const record = up(
      2,
      [{ kind: 'experiences', experiences: [0, 2] }, { kind: 'hp' }],
      'bare-bones',
    );
    const sheet = deriveDhSheet(levelled(guardian(), record), catalogue);
    expect(sheet.experiences.map((experience) => experience.value.value)).toEqual([3, 2, 3, 0, 0]);
  });

  it('a domain-card advancement adds a second card; a full loadout sends new cards to the vault', () => {
    const four = ['i-am-your-shield', 'get-back-up', 'forceful-push', 'whirlwind'];
    const character = guardian({ cards: { active: four, all: four } });
    const after = levelled(
      character,
      up(2, [{ kind: 'domain-card', card: 'body-basher' }, { kind: 'hp' }], 'bare-bones'),
    );
    expect(after.cards.active).toEqual([...four, 'body-basher']);
    expect(after.cards.all).toEqual([...four, 'body-basher', 'bare-bones']);
  });

  it('exchanges a card for another of the same level or lower', () => {
    const record = up(2, [{ kind: 'hp' }, { kind: 'stress' }], 'bare-bones', {
      exchange: { from: 'get-back-up', to: 'whirlwind' },
    });
    const after = levelled(guardian(), record);
    expect(after.cards).toEqual({
      active: ['i-am-your-shield', 'whirlwind', 'bare-bones'],
      all: ['i-am-your-shield', 'whirlwind', 'bare-bones'],
    });
    const higher = { ...record, exchange: { from: 'get-back-up', to: 'a-soldiers-bond' } };
    expect(codes(guardian(), higher)).toEqual(['exchange-invalid']);
  });
});

describe('what a level-up record may not do', () => {
  const valid = up(2, [{ kind: 'hp' }, { kind: 'stress' }], 'bare-bones');

  it.each<[string, DhLevelUp, string[]]>([
    ['no experience at level 2', { ...valid, experience: ' ' }, ['experience-required']],
    ['one choice only', { ...valid, advancements: [{ kind: 'hp' }] }, ['choices-count']],
    [
      'three choices',
      { ...valid, advancements: [{ kind: 'hp' }, { kind: 'hp' }, { kind: 'stress' }] },
      ['choices-count'],
    ],
    ['proficiency in tier 2', { ...valid, advancements: [{ kind: 'proficiency' }] }, ['no-slot']],
    [
      'evasion twice (one slot)',
      { ...valid, advancements: [{ kind: 'evasion' }, { kind: 'evasion' }] },
      ['no-slot'],
    ],
    [
      'the same trait twice',
      { ...valid, advancements: [{ kind: 'traits', traits: ['AGL', 'AGL'] }, { kind: 'hp' }] },
      ['traits-same', 'trait-marked'],
    ],
    [
      'an empty experience',
      { ...valid, advancements: [{ kind: 'experiences', experiences: [0, 3] }, { kind: 'hp' }] },
      ['experience-invalid'],
    ],
    ['no card', { ...valid, card: '' }, ['card-required']],
    ['a card above the level', { ...valid, card: 'valor-3a' }, ['card-level']],
    ['a card of another domain', { ...valid, card: 'untouchable' }, ['card-domain']],
    ['a card already held', { ...valid, card: 'get-back-up' }, ['card-held']],
    [
      'the same card twice',
      { ...valid, advancements: [{ kind: 'domain-card', card: 'bare-bones' }, { kind: 'hp' }] },
      ['card-duplicate'],
    ],
    ['the wrong level', { ...valid, level: 3 }, ['wrong-level']],
  ])('%s', (_name, record, expected) => {
    expect(codes(guardian(), record)).toEqual(expected);
    expect(applyDhLevelUp(guardian(), catalogue, record).ok).toBe(false);
  });

  it('no experience outside levels 2, 5 and 8', () => {
    const character = levelled(guardian(), valid);
    expect(
      codes(
        character,
        up(3, [{ kind: 'hp' }, { kind: 'stress' }], 'forceful-push', { experience: 'Sailing' }),
      ),
    ).toEqual(['experience-not-allowed']);
  });

  it('nothing beyond level 10', () => {
    expect(codes(guardian({ level: 10 }), { ...valid, level: 11 })).toEqual(['max-level']);
  });
});

describe('slots of lower tiers stay available', () => {
  it('tier-2 HP slots left unused can be marked in tier 3', () => {
    const character = levelled(
      guardian(),
      up(2, [{ kind: 'stress' }, { kind: 'evasion' }], 'bare-bones'),
      up(3, [{ kind: 'stress' }, { kind: 'experiences', experiences: [0, 1] }], 'forceful-push'),
      up(
        4,
        [
          { kind: 'traits', traits: ['AGL', 'STR'] },
          { kind: 'traits', traits: ['FNS', 'INS'] },
        ],
        'whirlwind',
      ),
    );
    const hp = dhLevelUpOptions(character, catalogue).options.find(
      (option) => option.kind === 'hp',
    );
    expect(hp).toEqual({ kind: 'hp', slots: 4, used: 0, cost: 1, available: true });
    const after = levelled(character, up(5, [{ kind: 'hp' }, { kind: 'hp' }], 'valor-5a'));
    const again = levelled(after, up(6, [{ kind: 'hp' }, { kind: 'hp' }], 'valor-6a'));
    expect(deriveDhSheet(again, catalogue).hp.max.value).toBe(7 + 4);
    const used = dhLevelUpOptions(again, catalogue).options.find((option) => option.kind === 'hp');
    expect(used).toMatchObject({ slots: 4, used: 4, available: false, reason: 'no-slot' });
  });
});

describe('proficiency and multiclass take both choices', () => {
  const level4 = toLevel4();

  it('proficiency alone is a full level, and Proficiency counts it', () => {
    const record = up(5, [{ kind: 'proficiency' }], 'valor-5a');
    expect(codes(level4, record)).toEqual([]);
    expect(
      codes(level4, { ...record, advancements: [{ kind: 'proficiency' }, { kind: 'hp' }] }),
    ).toEqual(['choices-count']);
    const sheet = deriveDhSheet(levelled(level4, record), catalogue);
    expect(sheet.proficiency.value).toBe(1 + 2 + 1);
    expect(sheet.weapons.primary?.damage.text).toBe('4d8');
  });

  it('multiclass alone is a full level: the class feature, the foundation, the domain', () => {
    const record = up(
      5,
      [{ kind: 'multiclass', class: 'warrior', domain: 'bone', subclass: 'call-of-the-brave' }],
      'valor-5a',
    );
    expect(codes(level4, record)).toEqual([]);
    const after = levelled(level4, record);
    const sheet = deriveDhSheet(after, catalogue);
    expect(sheet.domains).toEqual(['valor', 'blade', 'bone']);
    expect(
      sheet.features
        .filter((entry) => entry.source === 'class:warrior')
        .map((entry) => entry.title),
    ).toEqual(['Attack of Opportunity', 'Combat Training']);
    expect(sheet.features).toContainEqual({
      kind: 'subclass',
      source: 'subclass:call-of-the-brave',
      step: 'foundation',
      title: 'Courage',
      description: 'Courage.',
    });
  });
});

describe('multiclassing (SRD "Multiclassing")', () => {
  const multiclass = {
    kind: 'multiclass',
    class: 'warrior',
    domain: 'bone',
    subclass: 'call-of-the-brave',
  } as const;

  it('only from level 5', () => {
    const level1 = guardian();
    expect(codes(level1, up(2, [multiclass], 'bare-bones'))).toEqual([
      'no-slot',
      'multiclass-level',
    ]);
  });

  it('needs another class, one of its domains and one of its subclasses', () => {
    const level4 = toLevel4();
    expect(codes(level4, up(5, [{ ...multiclass, class: 'guardian' }], 'valor-5a'))).toEqual([
      'multiclass-class',
    ]);
    expect(codes(level4, up(5, [{ ...multiclass, domain: 'valor' }], 'valor-5a'))).toEqual([
      'multiclass-domain',
    ]);
    expect(codes(level4, up(5, [{ ...multiclass, subclass: 'stalwart' }], 'valor-5a'))).toEqual([
      'multiclass-subclass',
    ]);
  });

  it('takes cards of the multiclass domain at or below half the level, rounded up', () => {
    const level5 = levelled(toLevel4(), up(5, [multiclass], 'valor-5a'));
    const options = dhLevelUpOptions(level5, catalogue);
    const bone = options.cardChoices
      .filter((card) => card.domain === 'bone')
      .map((card) => card.id);
    expect(bone).toEqual([
      'deft-maneuvers',
      'untouchable',
      'ferocity',
      'bone-3a',
      'bone-3b',
      'strategic-approach',
    ]);
    expect(codes(level5, up(6, [{ kind: 'hp' }, { kind: 'stress' }], 'bone-4a'))).toEqual([
      'card-level',
    ]);
    expect(codes(level5, up(6, [{ kind: 'hp' }, { kind: 'stress' }], 'bone-3a'))).toEqual([]);
  });

  it('once: it crosses out every other multiclass option and this tier’s subclass upgrade', () => {
    const level5 = levelled(toLevel4(), up(5, [multiclass], 'valor-5a'));
    const at6 = Object.fromEntries(
      dhLevelUpOptions(level5, catalogue).options.map((option) => [option.kind, option]),
    );
    expect(at6.multiclass).toMatchObject({ available: false, reason: 'multiclass-taken' });
    expect(at6.subclass).toMatchObject({ available: false, reason: 'crossed-out' });
    const level7 = levelled(
      level5,
      up(6, [{ kind: 'hp' }, { kind: 'stress' }], 'valor-6a'),
      up(7, [{ kind: 'hp' }, { kind: 'stress' }], 'valor-7a'),
    );
    const at8 = Object.fromEntries(
      dhLevelUpOptions(level7, catalogue).options.map((option) => [option.kind, option]),
    );
    expect(at8.multiclass).toMatchObject({ available: false, reason: 'multiclass-taken' });
    expect(at8.subclass).toMatchObject({ available: true });
  });
});

describe('upgraded subclass cards', () => {
  const stalwart4 = toLevel4(guardian({ subclass: 'stalwart' }));

  it('specialization, then mastery, each with its features', () => {
    const level5 = levelled(stalwart4, up(5, [{ kind: 'subclass' }, { kind: 'hp' }], 'valor-5a'));
    const steps = (character: DhCharacter) =>
      deriveDhSheet(character, catalogue)
        .features.filter((entry) => entry.kind === 'subclass')
        .map((entry) => `${entry.step}:${entry.title}`);
    expect(steps(level5)).toEqual([
      'foundation:Unwavering',
      'foundation:Iron Will',
      'specialization:Unrelenting',
    ]);
    expect(deriveDhSheet(level5, catalogue).thresholds.major.value).toBe(5 + 5 + 1 + 2);

    const level8 = levelled(
      level5,
      up(6, [{ kind: 'hp' }, { kind: 'stress' }], 'valor-6a'),
      up(7, [{ kind: 'stress' }, { kind: 'evasion' }], 'valor-7a'),
      up(8, [{ kind: 'subclass' }, { kind: 'hp' }], 'valor-8a'),
    );
    expect(steps(level8).at(-1)).toBe('mastery:Undaunted');
    expect(deriveDhSheet(level8, catalogue).thresholds.major.value).toBe(5 + 8 + 1 + 2 + 3);
    const at9 = dhLevelUpOptions(level8, catalogue).options.find(
      (option) => option.kind === 'subclass',
    );
    expect(at9).toMatchObject({ available: false });
  });

  it('crosses out this tier’s multiclass option', () => {
    const level5 = levelled(stalwart4, up(5, [{ kind: 'subclass' }, { kind: 'hp' }], 'valor-5a'));
    const multiclass = dhLevelUpOptions(level5, catalogue).options.find(
      (option) => option.kind === 'multiclass',
    );
    expect(multiclass).toMatchObject({ available: false, reason: 'crossed-out' });
    expect(
      codes(
        level5,
        up(
          6,
          [{ kind: 'multiclass', class: 'warrior', domain: 'bone', subclass: 'call-of-the-brave' }],
          'valor-6a',
        ),
      ),
    ).toEqual(['no-slot']);
  });
});

describe('trait marks', () => {
  it('a raised trait cannot be raised again in the tier; the marks clear at level 5', () => {
    const level2 = levelled(
      guardian(),
      up(2, [{ kind: 'traits', traits: ['AGL', 'STR'] }, { kind: 'hp' }], 'bare-bones'),
    );
    expect(dhLevelUpOptions(level2, catalogue).markedTraits).toEqual(['AGL', 'STR']);
    expect(
      codes(
        level2,
        up(3, [{ kind: 'traits', traits: ['STR', 'FNS'] }, { kind: 'hp' }], 'forceful-push'),
      ),
    ).toEqual(['trait-marked']);
    const level4 = levelled(
      level2,
      up(3, [{ kind: 'traits', traits: ['FNS', 'INS'] }, { kind: 'hp' }], 'forceful-push'),
      up(4, [{ kind: 'traits', traits: ['PRE', 'KNW'] }, { kind: 'stress' }], 'whirlwind'),
    );
    expect(deriveDhSheet(level4, catalogue).traits.AGL.marked).toBe(true);
    const at5 = dhLevelUpOptions(level4, catalogue);
    expect(at5.achievements.clearMarks).toBe(true);
    expect(at5.markedTraits).toEqual([]);
    expect(
      codes(
        level4,
        up(5, [{ kind: 'traits', traits: ['AGL', 'STR'] }, { kind: 'hp' }], 'valor-5a'),
      ),
    ).toEqual([]);
  });

  it('with every trait marked, the option is closed', () => {
    const level3 = levelled(
      guardian(),
      up(
        2,
        [
          { kind: 'traits', traits: ['AGL', 'STR'] },
          { kind: 'traits', traits: ['FNS', 'INS'] },
        ],
        'bare-bones',
      ),
      up(3, [{ kind: 'traits', traits: ['PRE', 'KNW'] }, { kind: 'hp' }], 'forceful-push'),
    );
    const traits = dhLevelUpOptions(level3, catalogue).options.find(
      (option) => option.kind === 'traits',
    );
    expect(traits).toMatchObject({ available: false, reason: 'traits-marked' });
  });
});

describe('levelDownDh', () => {
  it('takes back everything the last level gave', () => {
    const before = levelled(guardian(), up(2, [{ kind: 'hp' }, { kind: 'stress' }], 'bare-bones'));
    const record = up(
      3,
      [{ kind: 'domain-card', card: 'body-basher' }, { kind: 'evasion' }],
      'forceful-push',
      {
        exchange: { from: 'get-back-up', to: 'whirlwind' },
      },
    );
    const after = levelled(before, record);
    expect(after.cards.all).toEqual([
      'i-am-your-shield',
      'whirlwind',
      'bare-bones',
      'body-basher',
      'forceful-push',
    ]);
    expect(levelDownDh(after)).toEqual(before);
    expect(levelDownDh(before)).toEqual(guardian());
  });

  it('lets the level be taken again', () => {
    const level2 = levelled(guardian(), up(2, [{ kind: 'evasion' }, { kind: 'hp' }], 'bare-bones'));
    const again = applyDhLevelUp(
      levelDownDh(level2),
      catalogue,
      up(2, [{ kind: 'evasion' }, { kind: 'stress' }], 'bare-bones'),
    );
    expect(again.ok).toBe(true);
  });

  it('leaves a level-1 character as it is', () => {
    const character = guardian();
    expect(levelDownDh(character)).toBe(character);
  });
});

describe('replaceDhLevelUp', () => {
  const level3 = levelled(
    guardian(),
    up(2, [{ kind: 'hp' }, { kind: 'stress' }], 'bare-bones'),
    up(3, [{ kind: 'evasion' }, { kind: 'hp' }], 'forceful-push'),
  );

  it('changes a past level’s choices and keeps the later ones', () => {
    const result = replaceDhLevelUp(
      level3,
      catalogue,
      up(2, [{ kind: 'traits', traits: ['AGL', 'PRE'] }, { kind: 'stress' }], 'whirlwind'),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.character.level).toBe(3);
    expect(
      result.character.levels.map((record) => record.advancements.map((entry) => entry.kind)),
    ).toEqual([
      ['traits', 'stress'],
      ['evasion', 'hp'],
    ]);
    expect(result.character.cards.all).toEqual([
      'i-am-your-shield',
      'get-back-up',
      'whirlwind',
      'forceful-push',
    ]);
    const sheet = deriveDhSheet(result.character, catalogue);
    expect(sheet.traits.AGL.value.value).toBe(3);
    expect(sheet.hp.max.value).toBe(8);
  });

  it('keeps the player’s later edits of the experience', () => {
    const edited = {
      ...level3,
      experiences: level3.experiences.map((entry, slot) =>
        slot === 2 ? { text: 'Experience 2', mod: 3 } : entry,
      ),
    };
    const result = replaceDhLevelUp(
      edited,
      catalogue,
      up(2, [{ kind: 'hp' }, { kind: 'evasion' }], 'bare-bones'),
    );
    expect(result).toMatchObject({
      ok: false,
      problem: { code: 'later-level-invalid', params: { level: 3 } },
    });
    const fine = replaceDhLevelUp(
      edited,
      catalogue,
      up(2, [{ kind: 'stress' }, { kind: 'stress' }], 'bare-bones'),
    );
    expect(fine.ok && fine.character.experiences[2]).toEqual({ text: 'Experience 2', mod: 3 });
  });

  it('refuses a choice that makes a later level invalid', () => {
    // Level 3 took the tier's only evasion slot; level 2 taking it would leave none.
    const result = replaceDhLevelUp(
      level3,
      catalogue,
      up(2, [{ kind: 'evasion' }, { kind: 'stress' }], 'bare-bones'),
    );
    expect(result).toEqual({
      ok: false,
      problem: { code: 'later-level-invalid', params: { level: 3 } },
    });
  });

  it('refuses a level not taken, and passes on the record’s own problem', () => {
    expect(
      replaceDhLevelUp(level3, catalogue, up(4, [{ kind: 'hp' }, { kind: 'stress' }], 'whirlwind')),
    ).toMatchObject({
      ok: false,
      problem: { code: 'level-not-taken' },
    });
    expect(
      replaceDhLevelUp(level3, catalogue, up(2, [{ kind: 'hp' }], 'bare-bones')),
    ).toMatchObject({
      ok: false,
      problem: { code: 'choices-count' },
    });
  });
});
