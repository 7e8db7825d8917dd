import { describe, expect, it } from 'vitest';

import { compileCatalogue } from '../build/compile.ts';
import { ENTRIES_DIR } from '../build/paths.ts';
import type { Background } from '../schemas/background.ts';
import type { Feat, Feature, Invocation } from '../schemas/feature.ts';
import type { Species } from '../schemas/species.ts';
import type { Open5eRecord } from './reference-data.ts';
import { open5eId, readReference } from './reference-data.ts';

const catalogue = compileCatalogue(ENTRIES_DIR);
const species = catalogue.species.entries as Species[];
const backgrounds = catalogue.backgrounds.entries as Background[];
const features = catalogue.features.entries as Feature[];

const SIZES = ['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan'];

interface BitsSpecies {
  index: string;
  name: string;
  /** Missing where the dataset gives only options (or nothing: Tiefling). */
  size?: string;
  size_options?: { from: { options: { size: string }[] } };
  speed: number;
}

interface BitsBackground {
  index: string;
  name: string;
  ability_scores: { index: string }[];
  feat: { index: string; note?: string };
  proficiencies: { index: string }[];
}

describe('SRD 5.2 species against the reference data', () => {
  const reference = readReference<BitsSpecies[]>('srd52-5e-bits/5e-SRD-Species.json');

  it('has the nine species', () => {
    expect(species.map((entry) => entry.id).sort()).toEqual(
      reference.map((entry) => entry.index).sort(),
    );
  });

  it.each(reference.map((entry) => [entry.index, entry] as const))(
    '%s has the reference title, speed and sizes',
    (id, ref) => {
      const ours = species.find((entry) => entry.id === id)!;
      expect(ours.title).toBe(ref.name);
      expect(ours.speed).toBe(ref.speed);
      const sizes = ref.size_options
        ? ref.size_options.from.options.map((option) => option.size)
        : (ref.size?.split(/ or /) ?? []);
      expect(ours.sizes.map((size) => SIZES[size])).toEqual(
        expect.arrayContaining(sizes.map((size) => size.trim())),
      );
    },
  );
});

describe('SRD 5.2 backgrounds against the reference data', () => {
  const reference = readReference<BitsBackground[]>('srd52-5e-bits/5e-SRD-Backgrounds.json');

  it('has the four backgrounds', () => {
    expect(backgrounds.map((entry) => entry.id).sort()).toEqual(
      reference.map((entry) => entry.index).sort(),
    );
  });

  it.each(reference.map((entry) => [entry.index, entry] as const))(
    '%s has the reference abilities, feat, skills and tool',
    (id, ref) => {
      const ours = backgrounds.find((entry) => entry.id === id)!;
      expect(ours.title).toBe(ref.name);
      expect([...ours.abilities].sort()).toEqual(ref.ability_scores.map((a) => a.index).sort());
      expect(ours.feat).toBe(ref.feat.index);
      const skills = ref.proficiencies
        .filter((p) => p.index.startsWith('skill-'))
        .map((p) => p.index.replace(/^skill-/, ''));
      expect([...ours.skills].sort()).toEqual(skills.sort());
      const tool = ref.proficiencies.find((p) => p.index.startsWith('tool-'));
      if (typeof ours.tool === 'string') expect(`tool-${ours.tool}`).toBe(tool?.index);
      if (ref.feat.note) {
        expect(ours.feat_options?.['spell-list']).toEqual([ref.feat.note.toLowerCase()]);
      }
    },
  );

  it('refers to an origin feat that exists', () => {
    for (const background of backgrounds) {
      expect(features.find((feature) => feature.id === background.feat)?.type, background.id).toBe(
        3,
      );
    }
  });
});

describe('SRD 5.2 feats and invocations against the reference data', () => {
  const TYPES: Record<string, number> = {
    Origin: 3,
    General: 4,
    'Epic Boon': 5,
    'Fighting Style': 6,
  };
  const reference =
    readReference<Open5eRecord<{ name: string; type: string }>[]>('srd52-open5e/Feat.json');
  const feats = features.filter(
    (feature): feature is Feat => feature.type >= 3 && feature.type <= 6,
  );

  it('has the 17 feats with their categories', () => {
    expect(feats).toHaveLength(17);
    expect(feats.map((feat) => `${feat.id}:${feat.type}`).sort()).toEqual(
      reference.map((ref) => `${open5eId(ref.pk)}:${TYPES[ref.fields.type]}`).sort(),
    );
    for (const ref of reference) {
      expect(feats.find((feat) => feat.id === open5eId(ref.pk))?.title).toBe(ref.fields.name);
    }
  });

  it('has every eldritch invocation of the SRD', () => {
    const options = readReference<Open5eRecord<{ desc: string }>[]>(
      'srd52-open5e/ClassFeature.json',
    ).find((record) => record.pk === 'srd-2024_warlock_eldritch-invocation-options')!;
    const titles = [...options.fields.desc.matchAll(/^#+\s*\**([^*\n]+?)\**\s*$/gm)].map((match) =>
      match[1]!.trim(),
    );
    const invocations = features.filter((feature): feature is Invocation => feature.type === 7);
    expect(invocations.map((invocation) => invocation.title).sort()).toEqual(titles.sort());
  });
});
