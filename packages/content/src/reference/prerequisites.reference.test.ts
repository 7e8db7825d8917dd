import { describe, expect, it } from 'vitest';

import { MULTICLASS_MINIMUM } from '@hearth/rules';

import { compileCatalogue } from '../build/compile.ts';
import { ENTRIES_DIR } from '../build/paths.ts';
import type { Class } from '../schemas/class.ts';
import type { Feat, Feature, Invocation } from '../schemas/feature.ts';
import type { Open5eRecord } from './reference-data.ts';
import { readReference } from './reference-data.ts';

// The prerequisites our entries state, against the SRD 5.2 reference data: facts only (levels,
// features, abilities, minimum scores), compared as data; no text of theirs is kept.
const catalogue = compileCatalogue(ENTRIES_DIR);
const features = catalogue.features.entries as Feature[];
const classes = catalogue.classes.entries as Class[];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface Needs {
  level?: number;
  feature?: string;
  abilities?: string[];
  min?: number;
  cantrip?: { class: string; attack?: boolean };
}

/** What an entry's prerequisite asks, without its text. */
function needsOf(entry: Feat | Invocation): Needs {
  const { text: _text, ...needs } = entry.prerequisite ?? { text: '' };
  return JSON.parse(JSON.stringify(needs)) as Needs;
}

describe('eldritch invocation prerequisites against the SRD 5.2 reference', () => {
  const options = readReference<Open5eRecord<{ desc: string }>[]>(
    'srd52-open5e/ClassFeature.json',
  ).find((record) => record.pk === 'srd-2024_warlock_eldritch-invocation-options')!;
  // Each invocation: its heading, then an italic prerequisite line when it has one.
  const reference = new Map<string, Needs>();
  for (const section of options.fields.desc.split(/^#+\s*/m).slice(1)) {
    const [heading = '', ...rest] = section.split('\n');
    const name = heading.replace(/\*/g, '').trim();
    const line = /\*Prerequisite:\s*([^*]+)\*/.exec(rest.join('\n'))?.[1] ?? '';
    const needs: Needs = {};
    const level = /Level (\d+)\+ Warlock/i.exec(line);
    if (level) needs.level = Number(level[1]);
    const invocation = /,\s*([^,]+?) Invocation/i.exec(line);
    if (invocation) needs.feature = slug(invocation[1]!);
    if (/Warlock Cantrip That Deals Damage/i.test(line)) {
      needs.cantrip = /via an Attack Roll/i.test(line)
        ? { class: 'warlock', attack: true }
        : { class: 'warlock' };
    }
    reference.set(slug(name), needs);
  }
  const invocations = features.filter((feature): feature is Invocation => feature.type === 7);

  it('reads all 28 invocations of the reference', () => {
    expect(reference.size).toBe(28);
    expect(invocations.map((invocation) => invocation.id).sort()).toEqual(
      [...reference.keys()].sort(),
    );
  });

  it.each(invocations.map((invocation) => [invocation.id, invocation] as const))(
    '%s needs what the SRD says (Warlock level, invocation, damaging cantrip)',
    (id, invocation) => {
      expect(needsOf(invocation)).toEqual(reference.get(id));
    },
  );
});

interface BitsFeat {
  index: string;
  prerequisites?: { minimum_level?: number; feature_named?: string };
  prerequisite_options?: {
    choose: number;
    from: { options: { ability_score: { index: string }; minimum_score: number }[] };
  };
}

describe('feat prerequisites against the SRD 5.2 reference', () => {
  const reference = readReference<BitsFeat[]>('srd52-5e-bits/5e-SRD-Feats.json');
  const feats = features.filter(
    (feature): feature is Feat => feature.type >= 3 && feature.type <= 6,
  );

  it.each(reference.map((ref) => [ref.index, ref] as const))(
    '%s needs what the SRD says (level, feature, ability score)',
    (id, ref) => {
      const feat = feats.find((entry) => entry.id === id);
      expect(feat, id).toBeDefined();
      const needs: Needs = {};
      if (ref.prerequisites?.minimum_level) needs.level = ref.prerequisites.minimum_level;
      const options = ref.prerequisite_options?.from.options ?? [];
      if (options.length > 0) {
        needs.abilities = options.map((option) => option.ability_score.index);
        needs.min = Math.min(...options.map((option) => option.minimum_score));
      }
      if (ref.prerequisites?.feature_named) needs.feature = slug(ref.prerequisites.feature_named);
      expect(needsOf(feat!)).toEqual(needs);
    },
  );

  it('keeps every epic boon for level 19 and every general feat for level 4', () => {
    for (const feat of feats) {
      if (feat.type === 5) expect(feat.prerequisite?.level, feat.id).toBe(19);
      if (feat.type === 4) expect(feat.prerequisite?.level, feat.id).toBe(4);
    }
  });
});

interface BitsClass {
  index: string;
  multi_classing: {
    prerequisites?: { ability_score: { index: string }; minimum_score: number }[];
    prerequisite_options?: {
      choose: number;
      from: { options: { ability_score: { index: string }; minimum_score: number }[] };
    };
  };
}

describe('multiclassing prerequisites against the SRD 5.2 reference', () => {
  const reference = readReference<BitsClass[]>('srd52-5e-bits/5e-SRD-Classes.json');

  it.each(classes.map((cls) => [cls.id, cls] as const))(
    '%s needs its primary abilities at the SRD minimum, all or one of them as the SRD says',
    (id, cls) => {
      const ref = reference.find((entry) => entry.index === id)!.multi_classing;
      const all = ref.prerequisites ?? [];
      const anyOf = ref.prerequisite_options?.from.options ?? [];
      const needed = all.length > 0 ? all : anyOf;
      expect([...cls.primary_abilities].sort()).toEqual(
        needed.map((entry) => entry.ability_score.index).sort(),
      );
      expect(Boolean(cls.primary_all)).toBe(all.length > 1);
      for (const entry of needed) expect(entry.minimum_score).toBe(MULTICLASS_MINIMUM);
    },
  );
});
