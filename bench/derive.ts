// How long `deriveCharacter` takes for a heavy sheet: a level-20 multiclass character
// (paladin 6 / sorcerer 4 / warlock 5 / fighter 5) with every choice made, 100 items and
// 60 spells. Target (issue 5): under 1 ms per call on the project's machine.
import { loadCatalogue, rulesCatalogueOf } from '@hearth/content';
import type { Character, CharacterFeature, EquipmentItem } from '@hearth/rules';
import { deriveCharacter } from '@hearth/rules';

const TARGET_MS = 1;
const catalogue = rulesCatalogueOf(loadCatalogue());

function character(): Character {
  let sheet: Character = {
    id: 'bench',
    name: 'Bench',
    specie: 'dragonborn',
    background: 'acolyte',
    classes: [
      { id: 'paladin', level: 6, hit_dice: 2 },
      { id: 'sorcerer', level: 4, hit_dice: 0 },
      { id: 'warlock', level: 5, hit_dice: 1 },
      { id: 'fighter', level: 5, hit_dice: 0 },
    ],
    attributes: { str: 15, dex: 10, con: 14, int: 8, wis: 10, cha: 15 },
    skills: { history: 1 },
    features: [],
    resources: { 'prop-lay-on-hands': 12, 'prop-second-wind': 1, 'prop-exhaustion': 1 },
    options: { 'acolyte-bonus': ['cha', 'cha', 'con'], lang: ['draconic', 'elvish'] },
    spell_slots: [
      [2, 1, 1],
      [0, 0, 1],
    ],
    spells: {},
    hp: { current: 120, max: 160, max_mod: 0, temp: 5 },
    saving_death: { failures: 0, successes: 0 },
    ac_mod: 1,
    conditions: ['poisoned'],
  };
  // Make every choice the sheet opens: first offers, the first feat of each type, subclasses.
  for (let round = 0; round < 4; round += 1) {
    const derived = deriveCharacter(sheet, catalogue);
    const options = { ...sheet.options };
    const features: CharacterFeature[] = [...sheet.features];
    for (const choice of derived.choices) {
      if (choice.chosen.length > 0 || choice.fixed) continue;
      if (choice.offered) options[choice.key] = choice.offered.slice(0, 1);
      if (choice.kind === 'features') {
        const taken = new Set(features.map((feature) => feature.id));
        const offered =
          choice.featureType === 2
            ? [...catalogue.subclasses.values()].filter((s) => s.class === choice.source.id)
            : [...catalogue.feats.values()].filter((f) => f.type === choice.featureType);
        const picks = offered
          .filter((entry) => !taken.has(entry.id))
          .slice(0, Math.max(1, choice.required));
        picks.forEach((entry, index) =>
          features.push({ id: entry.id, path: `${choice.key}-${index}`, choice: choice.key }),
        );
      }
    }
    sheet = { ...sheet, options, features };
  }
  const spells: Character['spells'] = {};
  for (const spell of [...catalogue.spells.values()].slice(0, 60)) {
    spells[spell.id] = { prepared: true, class: spell.level === 0 ? 'sorcerer' : 'paladin' };
  }
  return { ...sheet, spells };
}

function items(): EquipmentItem[] {
  const all = [...catalogue.items.values()];
  return Array.from({ length: 100 }, (_, index) => {
    const item = all[(index * 7) % all.length]!;
    return {
      id: `item-${index}`,
      item_id: item.id,
      quantity: 1 + (index % 3),
      equipped: item.type === 'weapon' && index % 4 === 0,
      container_id: index > 10 && index % 5 === 0 ? 'item-1' : null,
    };
  });
}

const subject = character();
const inventory = items();
for (let i = 0; i < 3000; i += 1) deriveCharacter(subject, catalogue, inventory);

const samples: number[] = [];
const until = performance.now() + 3000;
while (performance.now() < until) {
  const start = process.hrtime.bigint();
  deriveCharacter(subject, catalogue, inventory);
  samples.push(Number(process.hrtime.bigint() - start) / 1e6);
}
samples.sort((a, b) => a - b);
const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
const p50 = samples[Math.floor(samples.length * 0.5)]!;
const p99 = samples[Math.floor(samples.length * 0.99)]!;
const sheet = deriveCharacter(subject, catalogue, inventory);
console.log(
  `character: level ${sheet.level}, ${subject.classes.length} classes, ${subject.features.length} features taken, ` +
    `${inventory.length} items, ${Object.keys(subject.spells).length} spells, ${sheet.choices.length} choices`,
);
const ok = mean < TARGET_MS;
console.log(
  `deriveCharacter: mean ${mean.toFixed(3)} ms, p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms over ${samples.length} calls ` +
    `(target < ${TARGET_MS} ms) ${ok ? 'OK' : 'OVER'}`,
);
process.exit(ok ? 0 : 1);
