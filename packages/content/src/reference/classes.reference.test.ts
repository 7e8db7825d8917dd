import { describe, expect, it } from 'vitest';

import { compileCatalogue } from '../build/compile.ts';
import { ENTRIES_DIR } from '../build/paths.ts';
import type { Class } from '../schemas/class.ts';
import type { Subclass } from '../schemas/feature.ts';
import type { Open5eRecord } from './reference-data.ts';
import { open5eId, readReference } from './reference-data.ts';

interface BitsLevel {
  index: string;
  level: number;
  prof_bonus: number;
  class: { index: string };
  subclass?: { index: string };
  spellcasting?: Record<string, number>;
  class_specific?: Record<string, number | { dice_count: number; dice_value: number }>;
}

interface Open5eClass {
  name: string;
  hit_dice: string;
  subclass_of: string | null;
}

const catalogue = compileCatalogue(ENTRIES_DIR);
const classes = catalogue.classes.entries as Class[];
const subclasses = (catalogue.features.entries as { type: number }[]).filter(
  (feature): feature is Subclass => feature.type === 2,
);

const levels = readReference<BitsLevel[]>('srd52-5e-bits/5e-SRD-Levels.json').filter(
  (level) => !level.subclass,
);
const open5eClasses = readReference<Open5eRecord<Open5eClass>[]>(
  'srd52-open5e/CharacterClass.json',
);

/** The reference's class-specific fields and the class-table column each one is. */
const COLUMN: Record<string, string> = {
  rage_count: 'rage',
  rage_damage_bonus: 'rage-damage',
  weapon_mastery: 'weapon-mastery',
  bardic_inspiration_die: 'bardic-die',
  channel_divinity_charges: 'channel-divinity',
  wild_shape_uses: 'wild-shape',
  second_wind_uses: 'second-wind',
  martial_arts_die: 'martial-arts',
  focus_points: 'focus-points',
  unarmored_movement_bonus: 'unarmored-movement',
  favored_enemies: 'favored-enemy',
  sneak_attack: 'sneak-attack',
  sorcery_points: 'sorcery-points',
  eldritch_invocations: 'invocations',
};
/** Columns the reference gives as a die size (8 for a d8). */
const DIE_COLUMNS = new Set(['bardic_inspiration_die', 'martial_arts_die']);

/** Where the reference's level table is wrong. `<class>-<level>.<fact>`: why. */
const ERRATA: Record<string, string> = {
  'druid-7.cantrips':
    'the reference has 4 cantrips at level 7 only (3 at levels 6 and 8); the SRD 5.2 druid has 3 from level 4 to 9',
  'druid-16.cantrips':
    'the reference has 5 cantrips at level 16 only (4 at levels 15 and 17); the SRD 5.2 druid has 4 from level 10',
  'wizard-14.prepared':
    "the reference copies the sorcerer's prepared spells from level 14; the SRD 5.2 wizard table has 18",
  'wizard-15.prepared': 'as wizard-14: the SRD 5.2 wizard table has 19',
  'wizard-16.prepared': 'as wizard-14: the SRD 5.2 wizard table has 21',
  'wizard-17.prepared': 'as wizard-14: the SRD 5.2 wizard table has 22',
  'wizard-18.prepared': 'as wizard-14: the SRD 5.2 wizard table has 23',
  'wizard-19.prepared': 'as wizard-14: the SRD 5.2 wizard table has 24',
  'wizard-20.prepared': 'as wizard-14: the SRD 5.2 wizard table has 25',
};

function slotsOf(cls: Class, row: Class['table'][number]): number[] {
  const slots = Array.from({ length: 9 }, () => 0);
  if (cls.spellcasting?.progression === 'pact' && row.pact)
    slots[row.pact.level - 1] = row.pact.slots;
  else (row.slots ?? []).forEach((count, index) => (slots[index] = count));
  return slots;
}

/** Every fact of one level row that differs from the reference, errata included. */
function differences(level: BitsLevel): [string, unknown, unknown][] {
  const cls = classes.find((entry) => entry.id === level.class.index);
  if (!cls) return [['class', undefined, level.class.index]];
  const row = cls.table[level.level - 1]!;
  const facts: [string, unknown, unknown][] = [
    ['proficiency_bonus', row.proficiency_bonus, level.prof_bonus],
  ];
  const casting = level.spellcasting;
  if (casting) {
    facts.push(['cantrips', row.cantrips ?? 0, casting.cantrips_known ?? 0]);
    facts.push(['prepared', row.prepared ?? 0, casting.prepared_spells ?? 0]);
    const theirs = Array.from(
      { length: 9 },
      (_, index) => casting[`spell_slots_level_${index + 1}`] ?? 0,
    );
    facts.push(['slots', slotsOf(cls, row).join(','), theirs.join(',')]);
  }
  for (const [field, value] of Object.entries(level.class_specific ?? {})) {
    const column = COLUMN[field];
    if (!column) continue;
    const theirs =
      typeof value === 'object'
        ? `${value.dice_count}d${value.dice_value}`
        : DIE_COLUMNS.has(field)
          ? `1d${value}`
          : value;
    // A column the class has not unlocked yet (Channel Divinity at level 1) reads 0.
    facts.push([column, row.columns?.[column] ?? 0, theirs]);
  }
  return facts.filter(([, a, b]) => a !== b);
}

const key = (level: BitsLevel, fact: string) => `${level.class.index}-${level.level}.${fact}`;

describe('SRD 5.2 classes against the reference data', () => {
  it('has the 12 classes and their 12 subclasses', () => {
    const ref = open5eClasses.map((record) => record.fields);
    expect(classes.map((cls) => cls.title).sort()).toEqual(
      ref
        .filter((c) => !c.subclass_of)
        .map((c) => c.name)
        .sort(),
    );
    expect(subclasses.map((sub) => sub.id).sort()).toEqual(
      open5eClasses
        .filter((record) => record.fields.subclass_of)
        .map((record) => open5eId(record.pk))
        .sort(),
    );
    for (const record of open5eClasses.filter((r) => r.fields.subclass_of)) {
      const ours = subclasses.find((sub) => sub.id === open5eId(record.pk));
      expect(ours?.class, record.pk).toBe(open5eId(record.fields.subclass_of!));
    }
  });

  it('gives each class its hit die', () => {
    for (const record of open5eClasses.filter((r) => !r.fields.subclass_of)) {
      const ours = classes.find((cls) => cls.id === open5eId(record.pk));
      expect(`D${ours?.hit_die}`, record.pk).toBe(record.fields.hit_dice);
    }
  });

  it('has the reference level tables: proficiency, cantrips, prepared spells, slots, class columns', () => {
    expect(levels).toHaveLength(240);
    const problems = levels.flatMap((level) =>
      differences(level)
        .filter(([fact]) => !ERRATA[key(level, fact)])
        .map(([fact, a, b]) => `${key(level, fact)}: ours ${String(a)} ≠ reference ${String(b)}`),
    );
    expect(problems).toEqual([]);
  });

  it('records a reason for every exception, each still needed', () => {
    for (const [id, reason] of Object.entries(ERRATA)) {
      const level = levels.find((entry) => id.startsWith(`${entry.class.index}-${entry.level}.`));
      expect(level, id).toBeDefined();
      expect(
        differences(level!).map(([fact]) => key(level!, fact)),
        id,
      ).toContain(id);
      expect(reason.length).toBeGreaterThan(5);
    }
  });

  it('lists in its table only features it describes, each subclass feature at a subclass level', () => {
    for (const cls of classes) {
      const subclass = subclasses.find((sub) => sub.class === cls.id)!;
      const subclassLevels = cls.table
        .filter(
          (row) => row.features.includes('subclass') || row.features.includes('subclass-feature'),
        )
        .map((row) => row.level);
      for (const feature of subclass.features) {
        expect(subclassLevels, `${subclass.id}/${feature.id}`).toContain(feature.level);
      }
    }
  });
});
