import { describe, expect, it } from 'vitest';

import { attacksOfItem } from './attacks.ts';
import type { Character } from './character.ts';
import { deriveCharacter } from './derive.ts';
import type { EquipmentItem } from './equipment.ts';
import { catalogue } from './fixtures/catalogue.ts';
import { fighter } from './fixtures/characters.ts';

const derive = (character: Character, items: EquipmentItem[] = []) =>
  deriveCharacter(character, catalogue, items);

const worn = (id: string, itemId: string, extra: Partial<EquipmentItem> = {}): EquipmentItem => ({
  id,
  item_id: itemId,
  quantity: 1,
  equipped: true,
  ...extra,
});

const labels = (terms: { label: string; value: number }[]) =>
  terms.map((term) => `${term.label} ${term.value}`);

describe('ability scores', () => {
  it('adds the background increase and chosen feat increases to the base, each with its source', () => {
    const character = fighter({
      options: {
        'soldier-bonus': ['str', 'str', 'con'],
        'fighter-asi-feat-4': [],
        'asi-4-increase': ['str', 'dex'],
      },
      features: [{ id: 'ability-score-improvement', path: 'asi-4', choice: 'fighter-asi-feat-4' }],
    });
    const { abilities } = derive(character);
    expect(abilities.str.score.value).toBe(16 + 2 + 1);
    expect(abilities.str.score.terms).toEqual([
      { label: 'base', value: 16 },
      { label: 'background', value: 2, source: 'background:soldier' },
      { label: 'feat', value: 1, source: 'feat:ability-score-improvement' },
    ]);
    expect(abilities.str.mod).toBe(4);
    expect(abilities.con.score.value).toBe(15);
  });

  it('never raises a score above the cap of the mechanic (20 for feats)', () => {
    const character = fighter({
      attributes: { str: 19, dex: 12, con: 14, int: 10, wis: 12, cha: 8 },
      features: [{ id: 'ability-score-improvement', path: 'asi-4', choice: 'fighter-asi-feat-4' }],
      options: { 'asi-4-increase': ['str', 'str'] },
    });
    expect(derive(character).abilities.str.score.value).toBe(20);
  });
});

describe('saving throws and skills', () => {
  it("gives the first class's saves and adds bonuses and the exhaustion penalty", () => {
    const character = fighter({ resources: { 'prop-exhaustion': 1 } });
    const items = [worn('ring', 'ring-of-protection', { equipped: false, attuned: true })];
    const { abilities } = derive(character, items);
    // STR 16 (+3), proficiency +3, ring +1, exhaustion −2
    expect(abilities.str.save.value).toBe(5);
    expect(abilities.str.saveProficient).toBe(true);
    expect(abilities.dex.saveProficient).toBe(false);
    expect(labels(abilities.str.save.terms)).toEqual([
      'ability.str 3',
      'proficiency 3',
      'bonus 1',
      'exhaustion -2',
    ]);
  });

  it('counts class choices, background skills, marks made by hand, and passive scores', () => {
    const character = fighter({
      skills: { history: 1 },
      options: { 'fighter-skills': ['perception', 'survival'] },
    });
    const { skills } = derive(character);
    expect(skills.perception).toMatchObject({ proficiency: 1, mod: { value: 1 + 3 } });
    expect(skills.perception.passive.value).toBe(14);
    expect(skills.athletics.proficiency).toBe(1); // Soldier
    expect(skills.history.proficiency).toBe(1); // by hand
    expect(skills.stealth).toMatchObject({ proficiency: 0, mod: { value: 1 } });
  });

  it('doubles the proficiency bonus for Expertise chosen among proficient skills', () => {
    const rogue = fighter({
      classes: [{ id: 'rogue', level: 3 }],
      attributes: { str: 10, dex: 16, con: 12, int: 12, wis: 10, cha: 14 },
      options: {
        'rogue-skills': ['stealth', 'acrobatics', 'perception', 'deception'],
        'rogue-expertise-expertise-1': ['stealth', 'deception'],
      },
    });
    const sheet = derive(rogue);
    expect(sheet.skills.stealth).toMatchObject({ proficiency: 2, mod: { value: 3 + 4 } });
    expect(sheet.skills.deception.mod.value).toBe(2 + 4);
    expect(sheet.problems.filter((p) => p.path.startsWith('rogue-expertise'))).toEqual([]);
  });

  it('refuses Expertise in a skill the character is not proficient in', () => {
    const rogue = fighter({
      classes: [{ id: 'rogue', level: 1 }],
      options: {
        'rogue-skills': ['stealth', 'acrobatics', 'perception', 'deception'],
        'rogue-expertise-expertise-1': ['stealth', 'arcana'],
      },
    });
    const choice = derive(rogue).choices.find((c) => c.key === 'rogue-expertise-expertise-1');
    expect(choice?.problems.map((p) => p.key)).toEqual(['choice.not-proficient']);
  });
});

describe('armor class', () => {
  it('is 10 + DEX without armor', () => {
    expect(labels(derive(fighter()).ac.terms)).toEqual(['base 10', 'ability.dex 1']);
  });

  it('uses the armor and its DEX rule: full for light, at most 2 for medium, none for heavy', () => {
    const nimble = fighter({ attributes: { str: 16, dex: 18, con: 14, int: 10, wis: 12, cha: 8 } });
    expect(derive(nimble, [worn('a', 'leather-armor')]).ac.value).toBe(11 + 4);
    expect(derive(nimble, [worn('a', 'scale-mail')]).ac.value).toBe(14 + 2);
    expect(derive(nimble, [worn('a', 'chain-mail')]).ac.value).toBe(16);
  });

  it('adds a shield, Defense with armor on, attuned items and the adjustment', () => {
    const character = fighter({
      ac_mod: 1,
      features: [{ id: 'defense', path: 'style', choice: 'fighter-fighting-style-style-1' }],
    });
    const items = [
      worn('a', 'chain-mail'),
      worn('s', 'shield'),
      worn('r', 'ring-of-protection', { equipped: false, attuned: true }),
    ];
    const { ac, acFormula } = derive(character, items);
    expect(acFormula).toBe('armor');
    expect(labels(ac.terms)).toEqual(['armor 16', 'shield 2', 'bonus 1', 'bonus 1', 'ac_mod 1']);
    expect(ac.value).toBe(21);
  });

  it('takes Unarmored Defense when it beats 10 + DEX, and drops it in armor or with a shield', () => {
    const monk = fighter({
      classes: [{ id: 'monk', level: 1 }],
      attributes: { str: 10, dex: 16, con: 12, int: 10, wis: 16, cha: 8 },
    });
    const bare = derive(monk);
    expect(bare.acFormula).toBe('feature');
    expect(bare.ac.value).toBe(16);
    expect(derive(monk, [worn('s', 'shield')]).ac.value).toBe(13);
  });

  it('warns about armor or a shield worn without training', () => {
    const wizard = fighter({ classes: [{ id: 'wizard', level: 1 }] });
    const problems = derive(wizard, [worn('a', 'leather-armor'), worn('s', 'shield')]).problems;
    expect(problems.map((p) => p.key)).toEqual(
      expect.arrayContaining(['armor.untrained', 'shield.untrained']),
    );
    expect(derive(wizard, [worn('s', 'shield')]).ac.value).toBe(11);
  });
});

describe('speed, senses and load', () => {
  it('starts from the species and takes a lineage that sets a higher speed', () => {
    const elf = fighter({ specie: 'elf', options: { 'elf-lineage-lineage': ['wood-elf'] } });
    expect(derive(elf).speed.value).toBe(35);
    expect(derive(fighter({ specie: 'dwarf' })).senses).toEqual({ darkvision: 120 });
  });

  it('loses 5 ft per exhaustion level and 10 ft in heavy armor without its Strength', () => {
    const weak = fighter({
      attributes: { str: 12, dex: 12, con: 14, int: 10, wis: 12, cha: 8 },
      resources: { 'prop-exhaustion': 2 },
    });
    const { speed } = derive(weak, [worn('a', 'chain-mail')]);
    expect(labels(speed.terms)).toEqual(['species 30', 'exhaustion -10', 'armor.strength -10']);
    expect(speed.value).toBe(10);
  });

  it("adds a barbarian's Fast Movement unless in heavy armor", () => {
    const barbarian = fighter({ classes: [{ id: 'barbarian', level: 5 }] });
    expect(derive(barbarian).speed.value).toBe(40);
    expect(derive(barbarian, [worn('a', 'chain-mail')]).speed.value).toBe(30);
  });

  it('slows to 5 ft over the carry capacity and stops beyond the drag capacity', () => {
    const character = fighter({
      attributes: { str: 8, dex: 12, con: 14, int: 10, wis: 12, cha: 8 },
    });
    const load = (count: number) => [worn('c', 'chain-mail', { equipped: false, quantity: count })];
    const light = derive(character, load(2)); // 110 lb, capacity 120
    expect(light.carry).toMatchObject({ capacity: 120, drag: 240, weight: 110, overweight: false });
    expect(light.speed.value).toBe(30);
    const heavy = derive(character, load(3)); // 165 lb
    expect(heavy.carry.overweight).toBe(true);
    expect(heavy.speed.value).toBe(5);
    const stuck = derive(character, load(5)); // 275 lb
    expect(stuck.carry.immobile).toBe(true);
    expect(stuck.speed.value).toBe(0);
  });

  it('leaves out what a weightless container holds, counts bundles by the piece, and Powerful Build', () => {
    const items: EquipmentItem[] = [
      { id: 'bag', item_id: 'bag-of-holding', quantity: 1 },
      { id: 'mail', item_id: 'chain-mail', quantity: 1, container_id: 'bag' },
      { id: 'arrows', item_id: 'arrows', quantity: 40 },
      { id: 'pack', item_id: 'backpack', quantity: 1 },
      { id: 'custom', quantity: 2, item_data: { name: 'Idol', weight: 1.5 } },
    ];
    expect(derive(fighter(), items).carry.weight).toBe(15 + 2 + 5 + 3);
    const goliath = derive(fighter({ specie: 'goliath' }));
    expect(goliath.carry).toMatchObject({ tier: 3, capacity: 16 * 30 });
  });
});

describe('attacks', () => {
  it('uses STR for melee, the better of STR and DEX for finesse, DEX for ranged', () => {
    const character = fighter({
      attributes: { str: 14, dex: 16, con: 14, int: 10, wis: 12, cha: 8 },
      options: { 'fighter-weapon-mastery-mastery': ['longsword', 'longbow', 'rapier'] },
    });
    const items = [worn('l', 'longsword'), worn('r', 'rapier'), worn('b', 'longbow')];
    // Held weapons come by name: longbow, longsword, rapier.
    const [longbow, longsword, rapier, unarmed] = derive(character, items).attacks;
    expect(longsword).toMatchObject({
      ability: 'str',
      toHit: { value: 2 + 3 },
      damage: { dice: '1d8', versatile: '1d10', bonus: { value: 2 } },
      reach: 5,
      mastery: 'sap',
    });
    expect(rapier).toMatchObject({ ability: 'dex', toHit: { value: 6 } });
    expect(longbow).toMatchObject({ ability: 'dex', range: { normal: 150, long: 600 } });
    expect(longbow?.reach).toBeUndefined();
    expect(unarmed).toMatchObject({ id: 'unarmed', damage: { dice: '1', bonus: { value: 2 } } });
  });

  it('gives reach 10 ft with the Reach property and style bonuses by the weapon in hand', () => {
    const archer = fighter({
      features: [{ id: 'archery', path: 'style', choice: 'fighter-fighting-style-style-1' }],
    });
    const [glaive, bow] = derive(archer, [worn('g', 'glaive'), worn('b', 'longbow')]).attacks;
    expect(glaive?.reach).toBe(10);
    expect(glaive?.toHit.value).toBe(3 + 3);
    expect(bow?.toHit.value).toBe(1 + 3 + 2);
  });

  it("finds one item's attacks: an equipped weapon's, and those its mechanics add", () => {
    const items = [
      worn('l', 'longsword'),
      worn('r', 'rapier', { equipped: false }),
      worn('a', 'acid', { equipped: false, quantity: 2 }),
    ];
    const sheet = derive(fighter(), items);
    const rules = (id: string) => catalogue.items.get(id);
    expect(attacksOfItem(sheet, 'l', rules('longsword')).weapon).toMatchObject({
      itemId: 'longsword',
      toHit: { value: 3 + 3 },
    });
    expect(attacksOfItem(sheet, 'r', rules('rapier'))).toEqual({ features: [] });
    const acid = attacksOfItem(sheet, 'a', rules('acid'));
    expect(acid.weapon).toBeUndefined();
    // DC 8 + proficiency 3 + DEX 1 (the level 5 fixture fighter has DEX 12).
    expect(acid.features).toMatchObject([
      { title: 'Throw Acid', dice: '2d6', save: { ability: 'dex', dc: { value: 8 + 3 + 1 } } },
    ]);
    expect(attacksOfItem(sheet, 'l', rules('acid')).features).toEqual([]);
  });

  it('leaves proficiency off weapons outside the training', () => {
    const wizard = fighter({ classes: [{ id: 'wizard', level: 1 }] });
    const [longsword] = derive(wizard, [worn('l', 'longsword')]).attacks;
    expect(longsword).toMatchObject({ proficient: false, toHit: { value: 3 } });
  });

  it('lets a monk use DEX and the Martial Arts die with monk weapons and unarmed', () => {
    const monk = fighter({
      classes: [{ id: 'monk', level: 5 }],
      attributes: { str: 10, dex: 16, con: 12, int: 10, wis: 14, cha: 8 },
    });
    const [staff, unarmed] = derive(monk, [worn('q', 'quarterstaff')]).attacks;
    expect(staff).toMatchObject({ ability: 'dex', damage: { dice: '1d8' }, proficient: true });
    expect(unarmed).toMatchObject({ ability: 'dex', damage: { dice: '1d8', bonus: { value: 3 } } });
  });

  it('adds Rage damage only to Strength attacks while raging', () => {
    const barbarian = fighter({
      classes: [{ id: 'barbarian', level: 1 }],
      options: { states: ['raging'] },
    });
    const [bow, axe] = derive(barbarian, [worn('l', 'longsword'), worn('b', 'longbow')]).attacks;
    expect(axe?.damage.bonus.value).toBe(3 + 2);
    expect(bow?.damage.bonus.value).toBe(1);
    const calm = derive({ ...barbarian, options: {} }, [worn('l', 'longsword')]);
    expect(calm.attacks[0]?.damage.bonus.value).toBe(3);
    expect(derive(barbarian).resistances.resistances).toEqual([
      'bludgeoning',
      'piercing',
      'slashing',
    ]);
    expect(calm.resistances.resistances).toEqual([]);
  });

  it('counts Extra Attack once across classes but adds a class’s own extra attacks', () => {
    expect(derive(fighter()).attacksPerAction.value).toBe(2);
    expect(
      derive(fighter({ classes: [{ id: 'fighter', level: 11 }] })).attacksPerAction.value,
    ).toBe(3);
    const both = fighter({
      classes: [
        { id: 'fighter', level: 5 },
        { id: 'barbarian', level: 5 },
      ],
    });
    expect(derive(both).attacksPerAction.value).toBe(2);
  });

  it('gives Sneak Attack dice of half the rogue level rounded up and the Champion’s critical range', () => {
    expect(derive(fighter({ classes: [{ id: 'rogue', level: 5 }] })).sneakAttack).toBe('3d6');
    expect(derive(fighter()).sneakAttack).toBeUndefined();
    const champion = fighter({
      features: [{ id: 'champion', path: 'sub', choice: 'fighter-subclass-subclass-3' }],
    });
    expect(derive(champion).attacks[0]?.criticalRange).toBe(19);
  });
});

describe('spellcasting', () => {
  const wizard = fighter({
    classes: [{ id: 'wizard', level: 5 }],
    attributes: { str: 8, dex: 14, con: 14, int: 17, wis: 12, cha: 10 },
  });

  it('gives the save DC, attack bonus, allowances and spellbook minimum of each class', () => {
    const [casting] = derive(wizard).spellcasting;
    expect(casting).toMatchObject({
      classId: 'wizard',
      ability: 'int',
      saveDc: { value: 8 + 3 + 3 },
      attackBonus: { value: 6 },
      cantrips: 4,
      prepared: 8,
      spellbookMinimum: 14,
      maxSpellLevel: 3,
    });
    expect(derive(wizard).spellSlots).toEqual([4, 3, 2]);
  });

  it('warns until the prepared spells and cantrips match the allowances', () => {
    const keys = derive(wizard).problems.filter((p) => p.path === 'spells.wizard');
    expect(keys.map((p) => [p.key, p.severity])).toEqual([
      ['spells.prepared', 'warning'],
      ['spells.cantrips', 'warning'],
      ['spells.spellbook', 'warning'],
    ]);
  });

  it('gives an origin feat’s spells with the chosen ability and their free casting', () => {
    const acolyte = fighter({
      background: 'acolyte',
      options: { 'acolyte-feat-wizard-spell-ability': ['int'] },
      spells: {
        'fire-bolt': { mechanic: 'acolyte-feat-wizard-cantrips' },
        light: { mechanic: 'acolyte-feat-wizard-cantrips' },
        'magic-missile': { mechanic: 'acolyte-feat-wizard-level-1-spell' },
      },
    });
    const sheet = derive(acolyte);
    expect(sheet.grantedSpells.map((s) => [s.spellId, s.status, s.ability])).toEqual([
      ['fire-bolt', 'known', 'int'],
      ['light', 'known', 'int'],
      ['magic-missile', 'prepared', 'int'],
    ]);
    expect(sheet.resources.find((r) => r.kind === 'spell')).toMatchObject({
      key: 'acolyte-feat-wizard-level-1-spell',
      max: 1,
      recovery: 'LONG',
      spells: ['magic-missile'],
    });
    expect(sheet.problems.filter((p) => p.path.startsWith('acolyte'))).toEqual([
      { path: 'acolyte-bonus', key: 'choice.not-selected', severity: 'warning' },
    ]);
  });

  it('refuses spells outside a mechanic’s filter or beyond its points', () => {
    const acolyte = fighter({
      background: 'acolyte',
      spells: {
        'cure-wounds': { mechanic: 'acolyte-feat-wizard-level-1-spell' },
        shield: { mechanic: 'acolyte-feat-wizard-level-1-spell' },
      },
    });
    const choice = derive(acolyte).choices.find(
      (c) => c.key === 'acolyte-feat-wizard-level-1-spell',
    );
    expect(choice?.problems.map((p) => p.key)).toEqual(['choice.too-many', 'choice.not-offered']);
  });
});

describe('resources and hit points', () => {
  it('lists resources with the max their table column gives at the level, and the used counts', () => {
    const character = fighter({ resources: { 'prop-second-wind': 1 } });
    expect(derive(character).resources).toEqual([
      expect.objectContaining({
        key: 'prop-second-wind',
        title: 'Second Wind',
        max: 3,
        used: 1,
        recovery: 'SHORT',
        recoveryValue: 1,
        source: 'class:fighter',
      }),
    ]);
  });

  it('recommends the maximum HP with per-level bonuses and warns when the stored one differs', () => {
    const dwarf = fighter({ specie: 'dwarf' });
    const { hp, problems, hitDice } = derive(dwarf);
    // 10 + 4 × 6, each with CON +2, plus 1 per level
    expect(hp.recommended).toBe(12 + 4 * 8 + 5);
    expect(hp.differsFromRecommended).toBe(true);
    expect(problems).toContainEqual({
      path: 'hp.max',
      key: 'hp.not-recommended',
      params: { recommended: 49 },
      severity: 'warning',
    });
    expect(hitDice).toEqual([{ classId: 'fighter', die: 10, total: 5, spent: 0, available: 5 }]);
  });

  it('adds flat maximum bonuses of features (Boon of Fortitude +40) to the recommendation', () => {
    const epic = fighter({
      classes: [{ id: 'fighter', level: 20 }],
      features: [{ id: 'boon-of-fortitude', path: 'feat-boon' }],
    });
    const plain = derive(fighter({ classes: [{ id: 'fighter', level: 20 }] }));
    expect(derive(epic).hp.recommended - plain.hp.recommended).toBe(40);
  });

  it('shows death saves at 0 HP with their state', () => {
    const down = fighter({
      hp: { current: 0, max: 44, max_mod: 0, temp: 0 },
      saving_death: { failures: 3, successes: 1 },
    });
    expect(derive(down).deathSaves).toEqual({
      failures: 3,
      successes: 1,
      state: 'dead',
      shown: true,
    });
    expect(derive(fighter()).deathSaves.shown).toBe(false);
  });
});

describe('what the character has', () => {
  it('opens a choice at each level a feature is gained, and the subclass’s features', () => {
    const character = fighter({ classes: [{ id: 'fighter', level: 8 }] });
    const keys = derive(character).choices.map((c) => c.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'fighter-skills',
        'fighter-fighting-style-style-1',
        'fighter-subclass-subclass-3',
        'fighter-asi-feat-4',
        'fighter-asi-feat-8',
      ]),
    );
    expect(keys).not.toContain('fighter-asi-feat-12');
  });

  it('keeps a feat taken at a level that was given up, without its effect', () => {
    const character = fighter({
      classes: [{ id: 'fighter', level: 3 }],
      features: [{ id: 'ability-score-improvement', path: 'asi-4', choice: 'fighter-asi-feat-4' }],
      options: { 'asi-4-increase': ['str', 'str'] },
    });
    expect(derive(character).abilities.str.score.value).toBe(16);
  });

  it('applies a feat taken freely, a custom resource, and says what it does not know', () => {
    const character = fighter({
      features: [
        { id: 'alert', path: 'feat-alert' },
        {
          id: 'lucky-coin',
          path: 'custom-1700000000000',
          title: 'Lucky coin',
          resource: { name: 'Lucky coin', max: 2, recovery: 'LONG', recoveryValue: 0 },
        },
        { id: 'no-such-feat', path: 'feat-x' },
      ],
    });
    const sheet = derive(character);
    expect(labels(sheet.initiative.terms)).toEqual(['ability.dex 1', 'bonus 3']);
    expect(sheet.resources.map((r) => [r.key, r.title, r.max])).toContainEqual([
      'prop-custom-1700000000000',
      'Lucky coin',
      2,
    ]);
    expect(sheet.problems).toContainEqual({
      path: 'features',
      key: 'feature.unknown',
      params: { feature: 'no-such-feat' },
    });
  });

  it('refuses a feat taken freely without its prerequisite (a gift goes in as a custom feat)', () => {
    const weak = fighter({
      attributes: { str: 10, dex: 10, con: 14, int: 10, wis: 12, cha: 8 },
      features: [{ id: 'grappler', path: 'feat-grappler' }],
    });
    expect(derive(weak).problems).toContainEqual({
      path: 'features.feat-grappler',
      key: 'feat.ability',
      params: { feat: 'grappler', abilities: 'str,dex', min: 13 },
    });
  });

  it('checks feats against the choice’s type and their prerequisites', () => {
    const character = fighter({
      attributes: { str: 10, dex: 10, con: 14, int: 10, wis: 12, cha: 8 },
      features: [
        { id: 'grappler', path: 'asi-4', choice: 'fighter-asi-feat-4' },
        { id: 'alert', path: 'style', choice: 'fighter-fighting-style-style-1' },
      ],
    });
    const choices = derive(character).choices;
    expect(choices.find((c) => c.key === 'fighter-asi-feat-4')?.problems).toEqual([
      {
        path: 'fighter-asi-feat-4',
        key: 'feat.ability',
        params: { feat: 'grappler', abilities: 'str,dex', min: 13 },
      },
    ]);
    expect(choices.find((c) => c.key === 'fighter-fighting-style-style-1')?.problems[0]?.key).toBe(
      'choice.not-offered',
    );
  });

  it('applies item mechanics only while attuned (and equipped for weapons and armor)', () => {
    const ring = (attuned: boolean) => [
      worn('r', 'ring-of-protection', { equipped: false, attuned }),
    ];
    expect(derive(fighter(), ring(false)).ac.value).toBe(11);
    expect(derive(fighter(), ring(true)).ac.value).toBe(12);
    expect(derive(fighter(), ring(true)).attunement).toEqual({ count: 1, max: 3 });
  });

  it('refuses ability increases beyond the points or the most for one ability', () => {
    const character = fighter({
      features: [{ id: 'ability-score-improvement', path: 'asi-4', choice: 'fighter-asi-feat-4' }],
      options: { 'asi-4-increase': ['str', 'dex', 'con'] },
    });
    const choice = derive(character).choices.find((c) => c.key === 'asi-4-increase');
    expect(choice?.problems.map((p) => p.key)).toEqual(['choice.too-many']);
  });
});
