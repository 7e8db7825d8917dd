import { describe, expect, it } from 'vitest';

import type { EquipmentItem } from '@hearth/rules';
import {
  deriveCharacter,
  errorsOf,
  longRest,
  shortRest,
  takeDamage,
  wildShape,
} from '@hearth/rules';

import { loadCatalogue } from '../build/load.ts';
import { rulesCatalogueOf } from '../rules-catalogue.ts';
import { blankCharacter } from './blank-character.ts';

// Worked examples from the SRD 5.2 rules, derived from the real catalogue: each number below
// is worked out by hand from the SRD, then checked against what the engine says.
const catalogue = rulesCatalogueOf(loadCatalogue());

const character = blankCharacter;

const held = (id: string, itemId: string, extra: Partial<EquipmentItem> = {}): EquipmentItem => ({
  id,
  item_id: itemId,
  quantity: 1,
  ...extra,
});

describe('a level-5 wizard (elf, sage, evoker)', () => {
  const wizard = character({
    specie: 'elf',
    background: 'sage',
    classes: [{ id: 'wizard', level: 5, hit_dice: 0 }],
    attributes: { str: 10, dex: 13, con: 14, int: 15, wis: 12, cha: 8 },
    hp: { current: 32, max: 32, max_mod: 0, temp: 0 },
    options: {
      'sage-bonus': ['int', 'int', 'con'],
      'wizard-skills': ['insight', 'investigation'],
      'wizard-scholar-scholar': ['arcana'],
      'wizard-asi-4-ability-increase': ['int', 'dex'],
      'elf-elven-lineage-lineage': ['high-elf'],
      'elf-keen-senses-skill': ['perception'],
      'sage-feat-wizard-spell-ability': ['int'],
      lang: ['elvish', 'draconic'],
    },
    features: [
      { id: 'evoker', path: 'wizard-subclass', choice: 'wizard-subclass-subclass-3' },
      {
        id: 'ability-score-improvement',
        path: 'wizard-asi-4',
        choice: 'wizard-ability-score-improvement-feat-4',
      },
    ],
  });
  const sheet = deriveCharacter(wizard, catalogue);

  it('has INT 18 (15 + 2 Sage + 1 ASI), DEX 14, CON 15 and proficiency +3', () => {
    expect(sheet.level).toBe(5);
    expect(sheet.proficiencyBonus).toBe(3);
    expect([
      sheet.abilities.int.score.value,
      sheet.abilities.dex.score.value,
      sheet.abilities.con.score.value,
    ]).toEqual([18, 14, 15]);
  });

  it('casts with INT: save DC 15, spell attack +7; 4/3/2 slots, 4 cantrips, 9 prepared, a book of 14', () => {
    expect(sheet.spellcasting).toHaveLength(1);
    expect(sheet.spellcasting[0]).toMatchObject({
      ability: 'int',
      saveDc: { value: 15 },
      attackBonus: { value: 7 },
      cantrips: 4,
      prepared: 9,
      spellbookMinimum: 14,
    });
    expect(sheet.spellSlots).toEqual([4, 3, 2]);
    expect(sheet.pactSlots.slots).toBe(0);
  });

  it('saves with INT +7 and WIS +4; Arcana +10 with Scholar; passive Perception 14', () => {
    expect(sheet.abilities.int.save.value).toBe(7);
    expect(sheet.abilities.wis.save.value).toBe(4);
    expect(sheet.skills.arcana).toMatchObject({ proficiency: 2, mod: { value: 10 } });
    expect(sheet.skills.history.mod.value).toBe(7);
    expect(sheet.skills.perception.passive.value).toBe(14);
  });

  it('has AC 12, initiative +2, speed 30, Darkvision 60 and 32 recommended HP on d6 hit dice', () => {
    expect(sheet.ac.value).toBe(12);
    expect(sheet.initiative.value).toBe(2);
    expect(sheet.speed.value).toBe(30);
    expect(sheet.senses.darkvision).toBe(60);
    expect(sheet.hp.recommended).toBe(32);
    expect(sheet.hp.differsFromRecommended).toBe(false);
    expect(sheet.hitDice).toEqual([
      { classId: 'wizard', die: 6, total: 5, spent: 0, available: 5 },
    ]);
  });

  it('has the Evoker features, its two free book spells to choose, and only things left to do', () => {
    expect(sheet.features.map((f) => f.path)).toEqual(
      expect.arrayContaining(['evoker-evocation-savant', 'evoker-potent-cantrip']),
    );
    expect(
      sheet.choices.find((c) => c.key === 'evoker-evocation-savant-evocation-savant'),
    ).toMatchObject({
      kind: 'spells',
      required: 2,
    });
    expect(sheet.proficiencies.languages).toEqual(['common', 'elvish', 'draconic']);
    expect(errorsOf(sheet.problems)).toEqual([]);
  });
});

describe('a level-3 rogue with Expertise (halfling, criminal, thief)', () => {
  const rogue = character({
    specie: 'halfling',
    background: 'criminal',
    classes: [{ id: 'rogue', level: 3, hit_dice: 0 }],
    attributes: { str: 8, dex: 15, con: 14, int: 12, wis: 10, cha: 13 },
    hp: { current: 24, max: 24, max_mod: 0, temp: 0 },
    options: {
      'criminal-bonus': ['dex', 'dex', 'con'],
      'rogue-skills': ['acrobatics', 'deception', 'perception', 'investigation'],
      'rogue-expertise-expertise-1': ['stealth', 'perception'],
      'rogue-thieves-cant-extra-language': ['elvish'],
      'rogue-weapon-mastery-weapon-mastery': ['rapier', 'shortbow'],
    },
    features: [{ id: 'thief', path: 'rogue-subclass', choice: 'rogue-subclass-subclass-3' }],
  });
  const items = [
    held('armor', 'leather-armor', { equipped: true }),
    held('rapier', 'rapier', { equipped: true }),
    held('bow', 'shortbow', { equipped: true }),
    held('arrows', 'arrows', { quantity: 20 }),
    held('tools', 'thieves-tools'),
  ];
  const sheet = deriveCharacter(rogue, catalogue, items);

  it('doubles the proficiency bonus on Stealth (+7) and Perception (+4, passive 14)', () => {
    expect(sheet.abilities.dex.score.value).toBe(17);
    expect(sheet.skills.stealth).toMatchObject({ proficiency: 2, mod: { value: 7 } });
    expect(sheet.skills.perception).toMatchObject({ proficiency: 2, mod: { value: 4 } });
    expect(sheet.skills.perception.passive.value).toBe(14);
    expect(sheet.skills['sleight-of-hand'].mod.value).toBe(5);
    expect(sheet.skills.athletics.mod.value).toBe(-1);
  });

  it('has AC 14 in leather, initiative +5 with Alert, and 2d6 Sneak Attack', () => {
    expect(sheet.ac.value).toBe(14);
    expect(sheet.initiative.value).toBe(5);
    expect(sheet.sneakAttack).toBe('2d6');
    expect(sheet.attacksPerAction.value).toBe(1);
  });

  it('attacks with DEX: rapier and shortbow at +5 for 1d8 + 3 and 1d6 + 3, with Vex', () => {
    const [rapier, shortbow] = sheet.attacks;
    expect(rapier).toMatchObject({
      ability: 'dex',
      proficient: true,
      toHit: { value: 5 },
      mastery: 'vex',
    });
    expect(rapier?.damage).toMatchObject({ dice: '1d8', bonus: { value: 3 } });
    expect(shortbow).toMatchObject({
      toHit: { value: 5 },
      range: { normal: 80, long: 320 },
      mastery: 'vex',
    });
    expect(shortbow?.damage).toMatchObject({ dice: '1d6', bonus: { value: 3 } });
  });

  it("saves with DEX and INT, speaks Thieves' Cant, carries as a Small creature", () => {
    expect(sheet.proficiencies.saves).toEqual(['dex', 'int']);
    expect(sheet.proficiencies.languages).toEqual(['common', 'thieves-cant', 'elvish']);
    expect(sheet.proficiencies.tools).toMatchObject({ 'thieves-tools': 1 });
    expect(sheet.size).toBe(1);
    expect(sheet.carry).toMatchObject({ capacity: 8 * 15, weight: 10 + 2 + 2 + 1 + 1 });
    expect(sheet.hp.recommended).toBe(24);
    expect(errorsOf(sheet.problems)).toEqual([]);
  });
});

describe('a paladin 6 / sorcerer 4 (acolyte, devotion, draconic)', () => {
  const multiclass = character({
    specie: 'human',
    background: 'acolyte',
    classes: [
      { id: 'paladin', level: 6, hit_dice: 0 },
      { id: 'sorcerer', level: 4, hit_dice: 0 },
    ],
    attributes: { str: 15, dex: 8, con: 14, int: 8, wis: 10, cha: 15 },
    hp: { current: 80, max: 80, max_mod: 0, temp: 0 },
    options: {
      'acolyte-bonus': ['cha', 'cha', 'wis'],
      'paladin-skills': ['athletics', 'persuasion'],
      'paladin-asi-4-ability-increase': ['cha', 'str'],
      'sorcerer-asi-4-ability-increase': ['cha', 'cha'],
    },
    features: [
      {
        id: 'ability-score-improvement',
        path: 'paladin-asi-4',
        choice: 'paladin-ability-score-improvement-feat-4',
      },
      {
        id: 'ability-score-improvement',
        path: 'sorcerer-asi-4',
        choice: 'sorcerer-ability-score-improvement-feat-4',
      },
      { id: 'defense', path: 'paladin-style', choice: 'paladin-fighting-style-style-2' },
      { id: 'oath-of-devotion', path: 'paladin-subclass', choice: 'paladin-subclass-subclass-3' },
      { id: 'draconic-sorcery', path: 'sorcerer-subclass', choice: 'sorcerer-subclass-subclass-3' },
    ],
  });
  const armored = [
    held('mail', 'chain-mail', { equipped: true }),
    held('shield', 'shield', { equipped: true }),
  ];
  const sheet = deriveCharacter(multiclass, catalogue, armored);

  it('is level 10 with proficiency +4 and CHA 20', () => {
    expect(sheet.level).toBe(10);
    expect(sheet.proficiencyBonus).toBe(4);
    expect(sheet.abilities.cha.score.value).toBe(20);
    expect(sheet.abilities.str.score.value).toBe(16);
  });

  it('has the slots of spellcaster level 7 (3 from Paladin rounded up, 4 from Sorcerer)', () => {
    expect(sheet.spellSlots).toEqual([4, 3, 3, 1]);
    expect(
      sheet.spellcasting.map((c) => [
        c.classId,
        c.saveDc.value,
        c.attackBonus.value,
        c.cantrips,
        c.prepared,
        c.maxSpellLevel,
      ]),
    ).toEqual([
      // Each class prepares spells as if single-classed: Paladin 6 up to level 2, Sorcerer 4 up
      // to level 2, though the shared slots reach level 4.
      ['paladin', 17, 9, 0, 6, 2],
      ['sorcerer', 17, 9, 5, 7, 2],
    ]);
  });

  it('adds Aura of Protection (+5) to every save; saves proficient from the first class only', () => {
    expect(sheet.proficiencies.saves).toEqual(['wis', 'cha']);
    expect(sheet.abilities.wis.save.value).toBe(0 + 4 + 5);
    expect(sheet.abilities.cha.save.value).toBe(5 + 4 + 5);
    expect(sheet.abilities.con.save.value).toBe(2 + 5);
  });

  it('has AC 19 in chain mail with shield and Defense, 14 from Draconic Resilience without', () => {
    expect(sheet.ac.value).toBe(19);
    const bare = deriveCharacter(multiclass, catalogue);
    expect(bare.acFormula).toBe('feature');
    expect(bare.ac.value).toBe(10 - 1 + 5);
  });

  it('has two attacks per action, both hit dice pools, and 80 recommended HP', () => {
    expect(sheet.attacksPerAction.value).toBe(2);
    expect(sheet.hitDice.map((d) => [d.classId, d.die, d.total])).toEqual([
      ['paladin', 10, 6],
      ['sorcerer', 6, 4],
    ]);
    // 10 + 5 × 6 + 4 × 4, CON +2 on each of 10 levels, +1 per Sorcerer level
    expect(sheet.hp.recommended).toBe(80);
  });

  it('tracks Lay On Hands 30, Channel Divinity 2 and 4 Sorcery Points', () => {
    const max = Object.fromEntries(sheet.resources.map((r) => [r.key, r.max]));
    expect(max).toMatchObject({
      'prop-lay-on-hands': 30,
      'prop-channel-divinity': 2,
      'prop-sorcery-points': 4,
      'prop-innate-sorcery': 2,
    });
    expect(sheet.grantedSpells.map((s) => s.spellId)).toEqual(
      expect.arrayContaining(['shield-of-faith', 'aid', 'chromatic-orb', 'divine-smite']),
    );
    expect(errorsOf(sheet.problems)).toEqual([]);
  });
});

describe('a level-5 warlock with pact slots (fiend, Pact of the Tome)', () => {
  const tomeSpells = {
    'eldritch-blast': { pact: true },
    guidance: { pact: true },
    'mage-hand': { pact: true },
    'detect-magic': { pact: true },
    'find-familiar': { pact: true },
  };
  const warlock = character({
    background: 'acolyte',
    classes: [{ id: 'warlock', level: 5, hit_dice: 0 }],
    attributes: { str: 10, dex: 13, con: 14, int: 8, wis: 12, cha: 15 },
    options: {
      'acolyte-bonus': ['cha', 'cha', 'wis'],
      'warlock-asi-4-ability-increase': ['cha', 'con'],
    },
    features: [
      {
        id: 'ability-score-improvement',
        path: 'warlock-asi-4',
        choice: 'warlock-ability-score-improvement-feat-4',
      },
      { id: 'fiend-patron', path: 'warlock-subclass', choice: 'warlock-subclass-subclass-3' },
      {
        id: 'pact-of-the-tome',
        path: 'warlock-tome',
        choice: 'warlock-eldritch-invocations-invocations-1',
      },
      {
        id: 'agonizing-blast',
        path: 'warlock-agonizing',
        choice: 'warlock-eldritch-invocations-invocations-1',
      },
    ],
    spells: tomeSpells,
    spell_slots: [[], [0, 0, 2]],
  });
  const sheet = deriveCharacter(warlock, catalogue);

  it('has two level-3 pact slots and no regular slots; casts with CHA at DC 15', () => {
    expect(sheet.pactSlots).toEqual({ slots: 2, level: 3 });
    expect(sheet.spellSlots).toEqual([]);
    expect(sheet.spellcasting[0]).toMatchObject({
      classId: 'warlock',
      saveDc: { value: 15 },
      cantrips: 3,
      prepared: 6,
      maxSpellLevel: 3,
    });
  });

  it('counts its invocations against the five it has, and the pact book as full', () => {
    const invocations = sheet.choices.find(
      (c) => c.key === 'warlock-eldritch-invocations-invocations-1',
    );
    expect(invocations).toMatchObject({
      required: 5,
      chosen: ['pact-of-the-tome', 'agonizing-blast'],
    });
    expect(invocations?.problems).toEqual([
      {
        path: 'warlock-eldritch-invocations-invocations-1',
        key: 'choice.incomplete',
        params: { selected: 2, required: 5 },
        severity: 'warning',
      },
    ]);
    expect(sheet.pactOfTheTome).toBe(true);
    expect(sheet.problems.some((p) => p.key === 'spells.pact')).toBe(false);
    const short = deriveCharacter({ ...warlock, spells: { guidance: { pact: true } } }, catalogue);
    expect(short.problems.find((p) => p.key === 'spells.pact')?.severity).toBe('warning');
  });

  it('gets its pact slots back on a short rest', () => {
    const rested = shortRest(warlock, sheet.resources, catalogue.spells).character;
    expect(rested.spell_slots).toEqual([[], []]);
    expect(errorsOf(sheet.problems)).toEqual([]);
  });

  it('sees Hex (1 hour) run out over a short rest, Find the Path (1 day) outlast a long one', () => {
    const hexing = { ...warlock, options: { ...warlock.options, concentration: ['hex'] } };
    const rested = shortRest(hexing, sheet.resources, catalogue.spells);
    expect(rested.character.options.concentration).toEqual([]);
    expect(rested.messages).toContainEqual({
      level: 'info',
      key: 'rest.concentration',
      params: { spell: 'Hex' },
    });
    const seeking = {
      ...warlock,
      options: { ...warlock.options, concentration: ['find-the-path'] },
    };
    const slept = longRest(seeking, sheet.resources, catalogue.spells);
    expect(slept.character.options.concentration).toEqual(['find-the-path']);
  });

  it('refuses more pact slots used than it has', () => {
    const over = deriveCharacter({ ...warlock, spell_slots: [[1], [0, 0, 3]] }, catalogue);
    expect(errorsOf(over.problems).map((p) => p.path)).toEqual([
      'spell_slots.0.0',
      'spell_slots.1.2',
    ]);
  });
});

describe('a level-4 druid in wild shape', () => {
  const druid = character({
    background: 'sage',
    classes: [{ id: 'druid', level: 4, hit_dice: 0 }],
    attributes: { str: 10, dex: 13, con: 14, int: 12, wis: 15, cha: 8 },
    hp: { current: 31, max: 31, max_mod: 0, temp: 0 },
    options: { 'sage-bonus': ['wis', 'wis', 'con'], 'druid-primal-order-order': ['warden'] },
  });
  const sheet = deriveCharacter(druid, catalogue);
  const wildShapeUses = () => sheet.resources.find((r) => r.key === 'prop-wild-shape')!;
  const wolf = catalogue.beasts.get('wolf')!;

  it('has two Wild Shape uses that come back one per short rest', () => {
    expect(wildShapeUses()).toMatchObject({ max: 2, recovery: 'SHORT', recoveryValue: 1 });
    expect(sheet.spellcasting[0]).toMatchObject({ ability: 'wis', saveDc: { value: 13 } });
  });

  it('takes temporary HP equal to its druid level (SRD 5.2, not the wolf’s 11 HP), then a second shape, not a third', () => {
    const first = wildShape(druid, { uses: wildShapeUses().max, druidLevel: 4 });
    expect(wolf.hp.max).toBe(11);
    expect(first.character.hp.temp).toBe(4);
    expect(deriveCharacter(first.character, catalogue).states).toEqual(['wild-shape']);
    const second = wildShape(first.character, { uses: 2, druidLevel: 4 });
    expect(second.character.resources['prop-wild-shape']).toBe(2);
    expect(wildShape(second.character, { uses: 2, druidLevel: 4 }).messages[0]?.key).toBe(
      'wild-shape.no-uses',
    );
  });

  it('loses the temporary HP to damage first and recovers uses on rests', () => {
    const shaped = wildShape(druid, { uses: 2, druidLevel: 4 }).character;
    const hit = takeDamage(shaped, 5).character;
    expect(hit.hp).toMatchObject({ temp: 0, current: 30 });
    const spent = { ...hit, resources: { ...hit.resources, 'prop-wild-shape': 2 } };
    const resources = deriveCharacter(spent, catalogue).resources;
    expect(
      shortRest(spent, resources, catalogue.spells).character.resources['prop-wild-shape'],
    ).toBe(1);
    expect(
      longRest(spent, resources, catalogue.spells).character.resources['prop-wild-shape'],
    ).toBe(0);
  });
});

describe('an encumbered fighter', () => {
  const fighter = character({
    background: 'soldier',
    classes: [{ id: 'fighter', level: 5, hit_dice: 0 }],
    attributes: { str: 15, dex: 13, con: 14, int: 8, wis: 12, cha: 10 },
    options: { 'soldier-bonus': ['str', 'str', 'con'] },
  });
  const gear = [
    held('mail', 'chain-mail', { equipped: true }),
    held('sword', 'greatsword', { equipped: true }),
    held('pack', 'backpack'),
  ];
  const load = (barrels: number) =>
    deriveCharacter(fighter, catalogue, [
      ...gear,
      held('barrels', 'barrel', { quantity: barrels }),
    ]);

  it('carries STR 17 × 15 = 255 lb and drags 510 lb', () => {
    expect(load(0).carry).toMatchObject({
      capacity: 255,
      drag: 510,
      weight: 66,
      overweight: false,
      immobile: false,
    });
    expect(load(0).speed.value).toBe(30);
  });

  it('slows to 5 ft past 255 lb and cannot move past 510 lb', () => {
    const heavy = load(3); // 66 + 210 = 276 lb
    expect(heavy.carry.overweight).toBe(true);
    expect(heavy.speed.value).toBe(5);
    expect(heavy.speed.terms.at(-1)).toEqual({ label: 'carry.overweight', value: -25 });
    const stuck = load(7); // 66 + 490 = 556 lb
    expect(stuck.carry.immobile).toBe(true);
    expect(stuck.speed.value).toBe(0);
  });

  it('still fights: AC 16 in chain mail, two greatsword attacks at +6 for 2d6 + 3', () => {
    const sheet = load(3);
    expect(sheet.ac.value).toBe(16);
    expect(sheet.attacksPerAction.value).toBe(2);
    expect(sheet.attacks[0]).toMatchObject({
      toHit: { value: 6 },
      damage: { dice: '2d6', bonus: { value: 3 } },
    });
  });
});
