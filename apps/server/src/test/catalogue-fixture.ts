import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Catalogue } from '@hearth/content';
import { compileCatalogue } from '@hearth/content';

type Fields = Record<string, unknown>;

const srd = { source: 'srd-5-2' };

const source = (key: string, required: boolean) => ({
  key,
  system: 'dnd5e',
  title: key,
  image: null,
  official: required,
  required,
  licence: 'CC-BY-4.0',
  attribution: `Material from ${key}`,
});

export const spell = (id: string, overrides: Fields = {}) => ({
  id,
  ...srd,
  title: id,
  level: 1,
  school: 'evocation',
  casting_time: 'action',
  range: { type: 'ranged', feet: 60 },
  components: { verbal: true, somatic: true, material: null },
  duration: { type: 'instantaneous' },
  concentration: false,
  ritual: false,
  classes: ['wizard'],
  description: 'A test spell.',
  ...overrides,
});

export const rule = (id: string, type: string, extra: Fields = {}) => ({
  id,
  ...srd,
  type,
  title: id,
  description: `About ${id}.`,
  ...extra,
});

const feature = (id: string, level: number) => ({
  id,
  level,
  title: id,
  description: `The ${id} feature.`,
});

const wizard = {
  id: 'wizard',
  ...srd,
  title: 'Wizard',
  description: 'A scholar of magic.',
  hit_die: 6,
  primary_abilities: ['int'],
  saving_throws: ['int', 'wis'],
  proficiencies: { armor: [], weapons: ['simple'], skills: { count: 1, from: ['stealth'] } },
  multiclass: { armor: [], weapons: [] },
  spellcasting: {
    ability: 'int',
    progression: 'full',
    from_level: 1,
    ritual: true,
    spellbook: true,
    change_prepared: 'long-rest',
  },
  subclass_level: 3,
  columns: [],
  table: Array.from({ length: 20 }, (_, index) => ({
    level: index + 1,
    proficiency_bonus: Math.floor(index / 4) + 2,
    features: index === 0 ? ['spellcasting'] : [],
    cantrips: 3,
    prepared: 4,
    slots: [2],
  })),
  features: [feature('spellcasting', 1)],
};

const fighter = {
  ...wizard,
  id: 'fighter',
  title: 'Fighter',
  hit_die: 10,
  spellcasting: undefined,
  table: wizard.table.map(({ cantrips: _c, prepared: _p, slots: _s, ...row }) => row),
};

const weapon = (id: string, overrides: Fields = {}) => ({
  id,
  ...srd,
  title: id,
  description: `A ${id}.`,
  type: 'weapon',
  subtype: 'martial',
  rarity: 'nonmagical',
  value: 15,
  weight: 3,
  properties: ['versatile'],
  mastery: 'sap',
  weapon: {
    category: 'melee',
    damage: { dice: '1d8', type: 'slashing' },
    versatile_dice: '1d10',
  },
  attunement: false,
  countable: true,
  magical: false,
  ...overrides,
});

const beast = (id: string, overrides: Fields = {}) => ({
  id,
  ...srd,
  title: id,
  type: 'beast',
  size: 2,
  alignment: 'unaligned',
  cr: 0.25,
  xp: 50,
  proficiency_bonus: 2,
  ac: 13,
  initiative: 2,
  hp: { max: 11, dice: '2d8+2' },
  speed: { walk: 40 },
  abilities: { str: 12, dex: 15, con: 12, int: 3, wis: 12, cha: 6 },
  senses: { passive_perception: 15 },
  languages: [],
  traits: [],
  actions: [{ id: 'bite', title: 'Bite', kind: 'action', description: 'It bites.' }],
  habitat: ['forest'],
  description: `A ${id}.`,
  ...overrides,
});

/**
 * A small catalogue with a couple of entries in every store, and one entry of an optional
 * `homebrew` source in some, for the catalogue and content-admin tests.
 */
export function testCatalogue(): Catalogue {
  const root = mkdtempSync(join(tmpdir(), 'hearth-catalogue-'));
  const write = (path: string, value: Fields) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(value));
  };
  write('core/sources/srd-5-2.json', source('srd-5-2', true));
  write('core/sources/homebrew.json', source('homebrew', false));
  write('dnd5e/spells/alarm.json', spell('alarm', { ritual: true, school: 'abjuration' }));
  write('dnd5e/spells/bless.json', spell('bless', { concentration: true, classes: ['cleric'] }));
  write('dnd5e/spells/zap.json', spell('zap', { level: 0, source: 'homebrew' }));
  write('dnd5e/rules/prone.json', rule('prone', 'condition'));
  write('dnd5e/rules/stealth.json', rule('stealth', 'skill', { ability: 'dex' }));
  write('dnd5e/rules/verbal.json', rule('verbal', 'component', { abbreviation: 'V' }));
  write('dnd5e/classes/wizard.json', wizard);
  write('dnd5e/classes/fighter.json', fighter);
  write('dnd5e/species/human.json', {
    id: 'human',
    ...srd,
    title: 'Human',
    description: 'Everywhere.',
    creature_type: 'humanoid',
    sizes: [1, 2],
    speed: 30,
    traits: [feature('resourceful', 1)],
  });
  write('dnd5e/backgrounds/sage.json', {
    id: 'sage',
    ...srd,
    type: 1,
    title: 'Sage',
    description: 'Years among books.',
    abilities: ['con', 'int', 'wis'],
    feat: 'alert',
    skills: ['stealth', 'stealth'],
    tool: { choose: 'gaming-set' },
    equipment: ['sage-a'],
  });
  const feat = (id: string, type: number) => ({
    id,
    ...srd,
    type,
    title: id,
    description: `The ${id} feat.`,
    repeatable: false,
  });
  write('dnd5e/features/alert.json', feat('alert', 3));
  write('dnd5e/features/archery.json', feat('archery', 6));
  write('dnd5e/features/evoker.json', {
    id: 'evoker',
    ...srd,
    type: 2,
    class: 'wizard',
    title: 'Evoker',
    description: 'Blasts.',
    features: [feature('potent-cantrip', 6)],
  });
  write('dnd5e/items/longsword.json', weapon('longsword'));
  write('dnd5e/items/dagger.json', {
    ...weapon('dagger', { subtype: 'simple', value: 2, weight: 1, mastery: 'nick' }),
    properties: ['finesse', 'light', 'thrown'],
    weapon: {
      category: 'melee',
      damage: { dice: '1d4', type: 'piercing' },
      range: { normal: 20, long: 60 },
    },
  });
  write('dnd5e/items/backpack.json', {
    ...weapon('backpack'),
    type: 'container',
    subtype: undefined,
    mastery: undefined,
    weapon: undefined,
    properties: [],
    container: { capacity: 30 },
  });
  write('dnd5e/items/moon-blade.json', {
    ...weapon('moon-blade', { source: 'homebrew' }),
    rarity: 'rare',
    magical: true,
    attunement: true,
  });
  const preset = (id: string, extra: Fields) => ({
    id,
    ...srd,
    title: id,
    description: `The ${id} preset.`,
    items: [{ item_id: 'backpack', quantity: 1 }],
    ...extra,
  });
  write('dnd5e/presets/explorers-pack.json', preset('explorers-pack', {}));
  write('dnd5e/presets/wizard-a.json', preset('wizard-a', { class_id: 'wizard', option: 'A' }));
  write('dnd5e/presets/sage-a.json', preset('sage-a', { background_id: 'sage', option: 'A' }));
  write('dnd5e/beasts/wolf.json', beast('wolf', { senses: { passive_perception: 15 } }));
  write(
    'dnd5e/beasts/eagle.json',
    beast('eagle', { cr: 0, xp: 10, size: 1, speed: { walk: 10, fly: 60 } }),
  );
  write(
    'dnd5e/beasts/mole.json',
    beast('mole', {
      cr: 0,
      xp: 10,
      size: 0,
      speed: { walk: 10, burrow: 10 },
      senses: { blindsight: 10, passive_perception: 10 },
    }),
  );
  writeDaggerheart(write);
  const translations = mkdtempSync(join(tmpdir(), 'hearth-titles-'));
  mkdirSync(join(translations, 'ru/spells'), { recursive: true });
  writeFileSync(join(translations, 'ru/spells/spells.json'), JSON.stringify({ alarm: 'Тревога' }));
  return compileCatalogue(root, { translations });
}

/** One entry in each of the second system's stores (its shapes, not its words). */
function writeDaggerheart(write: (path: string, value: Fields) => void) {
  const dh = { source: 'daggerheart-srd-1-0' };
  write('core/sources/daggerheart-srd-1-0.json', {
    ...source('daggerheart-srd-1-0', true),
    system: 'daggerheart',
    licence: 'DPCGL',
  });
  write('daggerheart/dh-cards/test-strike.json', {
    id: 'test-strike',
    ...dh,
    title: 'Test Strike',
    type: 'domain',
    domain: 'blade',
    level: 1,
    kind: 'ability',
    recall_cost: 0,
    features: [{ description: 'Hit something.' }],
  });
  write('daggerheart/dh-armor/test-mail.json', {
    id: 'test-mail',
    ...dh,
    title: 'Test Mail',
    tier: 1,
    thresholds: [5, 11],
    score: 3,
    features: [],
  });
  write('daggerheart/dh-weapon/test-sword.json', {
    id: 'test-sword',
    ...dh,
    title: 'Test Sword',
    type: 'primary',
    magic: false,
    tier: 1,
    trait: 'AGL',
    range: 'melee',
    damage: { count: 1, die: 8, mod: 0, type: 'physical' },
    burden: 1,
    features: [],
  });
  write('daggerheart/dh-items/test-rope.json', {
    id: 'test-rope',
    ...dh,
    title: 'Test Rope',
    kind: 'item',
    description: 'It ties things.',
  });
}

export { beast as testBeast };
