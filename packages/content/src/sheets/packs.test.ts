import { describe, expect, it } from 'vitest';

import { packContainer, packLines } from '@hearth/rules';

import { loadCatalogue } from '../build/load.ts';
import { rulesCatalogueOf } from '../rules-catalogue.ts';
import type { Preset } from '../schemas/index.ts';

// Every SRD equipment pack and every starting kit through the packing rule: a pack's contents go
// into the container it comes with, and a kit that unpacks a pack keeps that pack together.
const lists = loadCatalogue();
const catalogue = rulesCatalogueOf(lists);
const presets = lists.presets.entries as Preset[];
const packs = presets.filter((preset) => !preset.class_id && !preset.background_id);
const itemOf = (id: string) => catalogue.items.get(id);

describe('the SRD equipment packs', () => {
  it.each(packs.map((pack) => [pack.title, pack] as const))(
    '%s comes in one container that takes its other items',
    (_, pack) => {
      const container = packContainer(pack.items, itemOf);
      expect(container === 'backpack' || container === 'chest').toBe(true);
      const packed = packLines(pack.items, packs, itemOf);
      expect(packed.container).toBe(container);
      expect(packed.loose).toEqual([{ item_id: container, quantity: 1 }]);
      expect(packed.inside).toHaveLength(pack.items.length - 1);
    },
  );

  it("a Diplomat's Pack comes in its Chest, the scroll cases inside", () => {
    const diplomats = packs.find((pack) => pack.id === 'diplomats-pack')!;
    const packed = packLines(diplomats.items, packs, itemOf);
    expect(packed.container).toBe('chest');
    expect(packed.inside.map((line) => line.item_id)).toContain('case-map-or-scroll');
  });
});

describe('starting kits with a pack unpacked', () => {
  // The kit's description names the pack it holds ("with the Dungeoneer's Pack already unpacked").
  const kits = presets.filter((preset) => / Pack already unpacked/.test(preset.description));

  it('are found in the catalogue', () => {
    expect(kits.length).toBeGreaterThan(10);
  });

  it.each(kits.map((kit) => [kit.id, kit] as const))('%s keeps its pack together', (_, kit) => {
    const named = packs.find((pack) => kit.description.includes(`the ${pack.title} already`));
    expect(named).toBeDefined();
    const packed = packLines(kit.items, packs, itemOf);
    expect(packed.container).toBe(packContainer(named!.items, itemOf));
    expect(packed.inside).toHaveLength(named!.items.length - 1);
  });
});
