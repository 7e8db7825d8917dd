import { describe, expect, it } from 'vitest';

import type { Character } from './character.ts';
import { deriveCharacter } from './derive.ts';
import type { EquipmentItem } from './equipment.ts';
import {
  brownBear,
  cat,
  druid,
  druidCatalogue,
  giantBadger,
  giantSpider,
  lion,
  ridingHorse,
  wolf,
} from './fixtures/wild-shape.ts';
import { wildShape } from './wild-shape.ts';
import type { ShapedCheck } from './wild-shape-checks.ts';
import type { BeastFormRules } from './wild-shape-forms.ts';
import type { WildShapeSheet } from './wild-shape-sheet.ts';
import { wildShapeSheet } from './wild-shape-sheet.ts';

const shaped = (character: Character, beast: BeastFormRules, items: EquipmentItem[] = []) =>
  wildShapeSheet(deriveCharacter(character, druidCatalogue, items), beast);

const labels = (terms: { label: string; value: number; source?: string }[]) =>
  terms.map((term) => `${term.label} ${term.value}${term.source ? ` ${term.source}` : ''}`);

const ring: EquipmentItem = {
  id: 'ring',
  item_id: 'ring-of-protection',
  quantity: 1,
  attuned: true,
};

/** The default druid: STR 10, DEX 12, CON 14, INT 10, WIS 16, CHA 8; INT and WIS saves. */
const WIS_12 = { str: 10, dex: 12, con: 14, int: 10, wis: 12, cha: 8 };
const WIS_14 = { ...WIS_12, wis: 14 };

type Pick = (sheet: WildShapeSheet) => ShapedCheck;
const skill =
  (id: keyof WildShapeSheet['skills']): Pick =>
  (sheet) =>
    sheet.skills[id];
const save =
  (id: keyof WildShapeSheet['abilities']): Pick =>
  (sheet) =>
    sheet.abilities[id].save;

describe('saves and skills in a form: own proficiencies, the form’s scores, the higher modifier', () => {
  it.each<[string, Character, BeastFormRules, Pick, number, ShapedCheck['from'], number?]>([
    // Druid 2 (PB +2), WIS 16, Perception proficient: own 3 WIS + 2 PB = +5; wolf +5: a tie
    // keeps the character's own.
    [
      'druid 2 wolf Perception',
      druid(2, { skills: { perception: 1 } }),
      wolf,
      skill('perception'),
      5,
      'character',
      5,
    ],
    // Stealth: the wolf's DEX 15 (+2) + the wolf's proficiency gained with the druid's PB (+2)
    // = +4; the wolf's own +4 ties.
    ['druid 2 wolf Stealth', druid(2), wolf, skill('stealth'), 4, 'character', 4],
    // Athletics: the wolf's STR 14 (+2), no proficiency, nothing in the stat block.
    ['druid 2 wolf Athletics', druid(2), wolf, skill('athletics'), 2, 'character'],
    // Insight: the druid's own WIS 16 (+3) stays.
    ['druid 2 wolf Insight', druid(2), wolf, skill('insight'), 3, 'character'],
    // WIS 12 (+1) without Perception: +1 + 2 gained = +3, below the wolf's +5: the stat block.
    [
      'druid 2 WIS 12 wolf Perception',
      druid(2, { attributes: WIS_12 }),
      wolf,
      skill('perception'),
      5,
      'stat-block',
      5,
    ],
    // Saves: STR is the wolf's 14 (+2) and its plain modifier +2 ties; the druid's INT save
    // 0 + 2 PB = +2 beats the wolf's INT 3 (−4); WIS 3 + 2 = +5; CHA 8 (−1) beats the wolf's −2.
    ['druid 2 wolf STR save', druid(2), wolf, save('str'), 2, 'character', 2],
    ['druid 2 wolf INT save', druid(2), wolf, save('int'), 2, 'character', -4],
    ['druid 2 wolf WIS save', druid(2), wolf, save('wis'), 5, 'character', 1],
    ['druid 2 wolf CHA save', druid(2), wolf, save('cha'), -1, 'character', -2],
    // Druid 5 (PB +3), WIS 14, as a cat: the cat's DEX save +4 is a proficiency, gained with
    // the druid's PB: DEX 15 (+2) + 3 = +5, higher than +4.
    ['druid 5 cat DEX save', druid(5, { attributes: WIS_14 }), cat, save('dex'), 5, 'character', 4],
    // Cat Perception +3 gained: WIS 14 (+2) + 3 = +5 > +3; Athletics: the cat's STR 3 (−4).
    [
      'druid 5 cat Perception',
      druid(5, { attributes: WIS_14 }),
      cat,
      skill('perception'),
      5,
      'character',
      3,
    ],
    ['druid 5 cat Athletics', druid(5), cat, skill('athletics'), -4, 'character'],
    // Druid 8 (PB +3) as a giant spider: Stealth DEX 16 (+3) + 3 gained = +6 < the stat block's
    // +7 (its expertise); Perception WIS 16 (+3) + 3 gained = +6 > +4.
    ['druid 8 giant spider Stealth', druid(8), giantSpider, skill('stealth'), 7, 'stat-block', 7],
    [
      'druid 8 giant spider Perception',
      druid(8),
      giantSpider,
      skill('perception'),
      6,
      'character',
      4,
    ],
    // Druid 8 as a brown bear: Athletics from STR 17 (+3).
    ['druid 8 brown bear Athletics', druid(8), brownBear, skill('athletics'), 3, 'character'],
    // CHA 6 (−2) as a lion with CHA 8 (−1): the stat block's CHA save −1 is higher.
    [
      'druid 8 CHA 6 lion CHA save',
      druid(8, { attributes: { ...WIS_12, cha: 6 } }),
      lion,
      save('cha'),
      -1,
      'stat-block',
      -1,
    ],
    // Riding horse Athletics: STR 16 (+3), no skills in its stat block.
    ['druid 2 riding horse Athletics', druid(2), ridingHorse, skill('athletics'), 3, 'character'],
  ])('%s', (_name, character, beast, pick, value, from, statBlock) => {
    const check = pick(shaped(character, beast));
    expect(check.mod.value).toBe(value);
    expect(check.from).toBe(from);
    expect(check.statBlock).toBe(statBlock);
  });

  it('says where each term comes from when the character’s own wins', () => {
    const { skills } = shaped(druid(2), wolf);
    // Stealth +4 = wolf's DEX +2 + proficiency +2 gained from the wolf.
    expect(labels(skills.stealth.mod.terms)).toEqual([
      'ability.dex 2 beast:wolf',
      'proficiency 2 beast:wolf',
    ]);
    expect(skills.stealth.proficiency).toBe(1);
  });

  it('says the stat block’s number and the own one it beat', () => {
    const { skills } = shaped(druid(2, { attributes: WIS_12 }), wolf);
    // Perception +5 = wolf's stat block (higher than your +3: WIS +1 + proficiency +2).
    expect(labels(skills.perception.mod.terms)).toEqual(['stat-block 5 beast:wolf']);
    expect(skills.perception.own.value).toBe(3);
    expect(labels(skills.perception.own.terms)).toEqual([
      'ability.wis 1',
      'proficiency 2 beast:wolf',
    ]);
  });

  it('keeps the character’s proficiency sources (background Stealth) and feats (Alert)', () => {
    // Druid 4 (PB +2) with the Criminal background: Stealth and Alert.
    const sheet = shaped(druid(4, { background: 'criminal' }), wolf);
    // Stealth: wolf DEX +2 + background proficiency +2 = +4.
    expect(labels(sheet.skills.stealth.mod.terms)).toEqual([
      'ability.dex 2 beast:wolf',
      'proficiency 2 background:criminal',
    ]);
    // Initiative: wolf DEX +2 + Alert +2 (PB) = +4.
    expect(sheet.initiative.value).toBe(4);
    expect(sheet.initiative.terms[0]).toEqual({
      label: 'ability.dex',
      value: 2,
      source: 'beast:wolf',
    });
  });

  it('adds bonuses (a Ring of Protection) to whichever modifier is in effect', () => {
    const character = druid(8, { attributes: { ...WIS_12, cha: 6 } });
    const sheet = shaped(character, lion, [ring]);
    // STR save: lion STR 17 (+3) + ring +1 = +4.
    expect(sheet.abilities.str.save.mod.value).toBe(4);
    // CHA save: the lion's −1 (above own −2) + ring +1 = 0.
    expect(sheet.abilities.cha.save.from).toBe('stat-block');
    expect(labels(sheet.abilities.cha.save.mod.terms)).toEqual([
      'stat-block -1 beast:lion',
      'bonus 1 item:ring-of-protection',
    ]);
  });

  it('gaining a beast’s proficiency replaces Jack of All Trades’ half proficiency', () => {
    // Druid 2 / Bard 2: level 4, PB +2, Jack of All Trades +1 on unproficient checks.
    const character = druid(2, {
      classes: [
        { id: 'druid', level: 2, hit_dice: 0 },
        { id: 'bard', level: 2, hit_dice: 0 },
      ],
    });
    const { skills } = shaped(character, wolf);
    // Athletics: wolf STR +2 + half proficiency +1 = +3.
    expect(skills.athletics.mod.value).toBe(3);
    // Stealth: wolf DEX +2 + the wolf's proficiency +2 = +4 (no half proficiency on top).
    expect(labels(skills.stealth.mod.terms)).toEqual([
      'ability.dex 2 beast:wolf',
      'proficiency 2 beast:wolf',
    ]);
  });
});

describe('exhaustion in a form', () => {
  // Druid 2, WIS 12, Exhaustion 2: −4 on d20 tests, −10 ft speed.
  const sheet = shaped(druid(2, { attributes: WIS_12, resources: { 'prop-exhaustion': 2 } }), wolf);

  it('applies to the stat block’s numbers too', () => {
    // Perception: the wolf's +5 (above own +1 + 2) − 4 = +1; passive 10 + 1 = 11.
    expect(sheet.skills.perception.from).toBe('stat-block');
    expect(sheet.skills.perception.mod.value).toBe(1);
    expect(sheet.passivePerception.value).toBe(11);
    // Bite: +4 − 4 = +0.
    expect(sheet.actions[0]?.attack?.toHit.value).toBe(0);
    // Speed: 40 − 10 = 30.
    expect(sheet.speed.value).toBe(30);
    expect(labels(sheet.speed.terms)).toEqual(['stat-block 40 beast:wolf', 'exhaustion -10']);
  });
});

describe('what the form replaces and what the character keeps', () => {
  const character = druid(4, { hp: { current: 27, max: 27, max_mod: 0, temp: 0 } });
  const inShape = wildShape(character, { uses: 2, druidLevel: 4 }).character;
  const derived = deriveCharacter(inShape, druidCatalogue);
  const sheet = wildShapeSheet(derived, wolf);

  it('takes STR, DEX and CON from the stat block and keeps INT, WIS and CHA', () => {
    expect(sheet.abilities.str).toMatchObject({ mod: 2, from: 'stat-block' });
    expect(labels(sheet.abilities.str.score.terms)).toEqual(['stat-block 14 beast:wolf']);
    expect(sheet.abilities.dex.score.value).toBe(15);
    expect(sheet.abilities.con.score.value).toBe(12);
    expect(sheet.abilities.wis).toMatchObject({ mod: 3, from: 'character' });
    expect(sheet.abilities.wis.score).toEqual(derived.abilities.wis.score);
    expect(sheet.abilities.int.score.value).toBe(10);
    expect(sheet.abilities.cha.score.value).toBe(8);
  });

  it('keeps the hit points (with the shape’s temporary HP), hit dice, PB and languages', () => {
    expect(sheet.hp).toEqual(derived.hp);
    expect(sheet.hp.current).toBe(27);
    // Temporary HP = druid level 4.
    expect(sheet.hp.temp).toBe(4);
    expect(sheet.hitDice).toEqual(derived.hitDice);
    expect(sheet.proficiencyBonus).toBe(2);
    expect(sheet.languages).toEqual(derived.proficiencies.languages);
  });

  it('takes AC, size, speeds, senses and actions from the stat block', () => {
    expect(labels(sheet.ac.terms)).toEqual(['stat-block 12 beast:wolf']);
    expect(sheet.size).toBe(2);
    expect(sheet.speed.value).toBe(40);
    expect(sheet.speeds).toEqual({});
    expect(sheet.senses).toEqual({ darkvision: 60 });
    expect(sheet.passivePerception.value).toBe(10 + 5);
    expect(sheet.actions).toEqual([
      {
        id: 'bite',
        title: 'Bite',
        kind: 'action',
        attack: {
          type: 'melee',
          toHit: { value: 4, terms: [{ label: 'stat-block', value: 4, source: 'beast:wolf' }] },
          reach: 5,
          damage: [{ dice: '1d6+2', average: 5, type: 'piercing' }],
        },
      },
    ]);
  });

  it('lists every stat-block action in order, with saves and recharge', () => {
    const spider = shaped(druid(8), giantSpider);
    expect(spider.ac.value).toBe(14);
    expect(spider.acDetail).toBe('natural armor');
    expect(spider.size).toBe(3);
    expect(spider.speeds.climb?.value).toBe(30);
    expect(spider.actions.map((action) => action.id)).toEqual(['bite', 'web']);
    expect(spider.actions[0]?.attack?.damage.map((damage) => damage.dice)).toEqual([
      '1d8+3',
      '2d6',
    ]);
    expect(spider.actions[1]).toEqual({
      id: 'web',
      title: 'Web',
      kind: 'action',
      save: { ability: 'dex', dc: 13 },
      recharge: 5,
    });
    const bear = shaped(druid(8), brownBear);
    expect(bear.actions.map((action) => action.id)).toEqual(['multiattack', 'bite', 'claw']);
    expect(bear.actions[0]?.attack).toBeUndefined();
  });

  it('gives the form’s burrow speed, senses and resistances', () => {
    const badger = shaped(druid(2), giantBadger);
    expect(badger.speeds).toEqual({
      burrow: {
        value: 10,
        terms: [{ label: 'stat-block', value: 10, source: 'beast:giant-badger' }],
      },
    });
    expect(badger.defenses.resistances).toEqual(['poison']);
    expect(badger.abilities.con.score.value).toBe(17);
  });

  it('allows no spellcasting until Beast Spells at Druid level 18', () => {
    expect(sheet.spellcasting).toEqual({ allowed: false });
    expect(shaped(druid(17), wolf).spellcasting).toEqual({ allowed: false });
    expect(shaped(druid(18), wolf).spellcasting).toEqual({ allowed: true, source: 'class:druid' });
  });
});
