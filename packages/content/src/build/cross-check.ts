import type { Background } from '../schemas/background.ts';
import type { Beast } from '../schemas/beast.ts';
import type { Class } from '../schemas/class.ts';
import type { Feature } from '../schemas/feature.ts';
import type { Item } from '../schemas/item.ts';
import type { Amount, Mechanic } from '../schemas/mechanic.ts';
import type { Preset } from '../schemas/preset.ts';
import type { Rule } from '../schemas/rule.ts';
import type { Catalogue } from './compile.ts';

/** Every `mechanics` list inside an entry, however deep (features, traits, choice options). */
function mechanicsIn(value: unknown, found: Mechanic[] = []): Mechanic[] {
  if (Array.isArray(value)) for (const item of value) mechanicsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'mechanics' && Array.isArray(inner)) found.push(...(inner as Mechanic[]));
      mechanicsIn(inner, found);
    }
  }
  return found;
}

/** Every `Amount` read from a class-table column inside a mechanic. */
function columnReads(value: unknown, found: Extract<Amount, object>[] = []) {
  if (Array.isArray(value)) for (const item of value) columnReads(item, found);
  else if (value && typeof value === 'object') {
    const amount = value as Extract<Amount, object>;
    if (amount.from === 'column') found.push(amount);
    for (const inner of Object.values(value)) columnReads(inner, found);
  }
  return found;
}

const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/**
 * References between entries that a schema alone cannot check: spells, skills, tools,
 * languages, conditions, feats, presets and class columns named by id must exist. Answers
 * one line per dangling reference (`<store>/<id>: …`), empty when the catalogue is whole.
 */
export function crossReferenceProblems(catalogue: Catalogue): string[] {
  const ids = (store: keyof Catalogue) =>
    new Set((catalogue[store].entries as { id: string }[]).map((entry) => entry.id));
  const rules = catalogue.rules.entries as Rule[];
  const rulesOf = (type: Rule['type']) =>
    new Set(rules.filter((rule) => rule.type === type).map((rule) => rule.id));
  const known = {
    spell: ids('spells'),
    item: ids('items'),
    preset: ids('presets'),
    class: ids('classes'),
    background: ids('backgrounds'),
    skill: rulesOf('skill'),
    language: rulesOf('language'),
    condition: rulesOf('condition'),
  };
  const features = catalogue.features.entries as Feature[];
  const featureIds = new Set(features.map((feature) => feature.id));
  const classes = catalogue.classes.entries as Class[];
  const columns = new Map(classes.map((cls) => [cls.id, new Set(cls.columns.map((c) => c.key))]));
  // Feature ids a prerequisite may name: feats and invocations, and every class feature.
  const prerequisiteFeatures = new Set([
    ...featureIds,
    ...classes.flatMap((cls) => cls.features.map((feature) => feature.id)),
  ]);

  const problems: string[] = [];
  const check = (where: string, kind: keyof typeof known, values: readonly string[]) => {
    for (const value of values) {
      if (!known[kind].has(value)) problems.push(`${where}: unknown ${kind} "${value}"`);
    }
  };

  const checkMechanics = (where: string, entry: unknown) => {
    for (const mechanic of mechanicsIn(entry)) {
      const at = `${where} (${mechanic.id})`;
      if (mechanic.type === 'spells') check(at, 'spell', mechanic.spells ?? []);
      if (mechanic.type === 'proficiency') {
        check(at, 'skill', [...(mechanic.skills ?? []), ...list(mechanic.available_skills)]);
        check(at, 'item', [...(mechanic.tools ?? []), ...list(mechanic.available_tools)]);
        check(at, 'language', [
          ...(mechanic.languages ?? []),
          ...list(mechanic.available_languages),
        ]);
      }
      if (mechanic.type === 'resistances') check(at, 'condition', mechanic.conditions ?? []);
    }
    for (const amount of columnReads(entry)) {
      if (!columns.get(amount.class!)?.has(amount.column!)) {
        problems.push(`${where}: unknown column "${amount.column}" of ${amount.class}`);
      }
    }
  };

  for (const store of ['species', 'classes', 'features', 'items', 'backgrounds'] as const) {
    for (const entry of catalogue[store].entries as { id: string }[]) {
      checkMechanics(`${store}/${entry.id}`, entry);
    }
  }
  for (const cls of classes) {
    const where = `classes/${cls.id}`;
    check(where, 'skill', list(cls.proficiencies.skills.from));
    check(where, 'item', [
      ...(cls.proficiencies.tools ?? []),
      ...list(cls.proficiencies.tool_choice?.from),
    ]);
    check(where, 'item', cls.spellcasting?.focus ?? []);
  }
  for (const feature of features) {
    const where = `features/${feature.id}`;
    if (feature.type === 2) check(where, 'class', [feature.class]);
    else {
      check(where, 'spell', feature.prerequisite?.spell ? [feature.prerequisite.spell] : []);
      const needed = feature.prerequisite?.feature;
      if (needed && !prerequisiteFeatures.has(needed)) {
        problems.push(`${where}: unknown prerequisite feature "${needed}"`);
      }
    }
  }
  for (const background of catalogue.backgrounds.entries as Background[]) {
    const where = `backgrounds/${background.id}`;
    if (features.find((feature) => feature.id === background.feat)?.type !== 3) {
      problems.push(`${where}: "${background.feat}" is not an origin feat`);
    }
    check(where, 'skill', background.skills);
    check(where, 'item', typeof background.tool === 'string' ? [background.tool] : []);
    check(where, 'preset', background.equipment);
  }
  for (const preset of catalogue.presets.entries as Preset[]) {
    const where = `presets/${preset.id}`;
    check(
      where,
      'item',
      preset.items.map((line) => line.item_id),
    );
    check(where, 'class', preset.class_id ? [preset.class_id] : []);
    check(where, 'background', preset.background_id ? [preset.background_id] : []);
  }
  for (const item of catalogue.items.entries as Item[]) {
    const where = `items/${item.id}`;
    check(where, 'item', [
      ...(item.weapon?.ammunition ? [item.weapon.ammunition] : []),
      ...(item.tool?.craft ?? []),
      ...(item.container?.holds ?? []),
    ]);
    check(where, 'spell', item.spell ? [item.spell] : []);
    // Magic items: the spells they cast (their variants' too) and the base items they name.
    check(
      where,
      'spell',
      [
        ...(item.spells ?? []),
        ...(item.variants ?? []).flatMap((variant) => variant.spells ?? []),
      ].map((cast) => cast.spell),
    );
    check(where, 'item', [...(item.base_item?.ids ?? []), ...(item.base_item?.exclude ?? [])]);
  }
  for (const beast of catalogue.beasts.entries as Beast[]) {
    const where = `beasts/${beast.id}`;
    check(where, 'skill', Object.keys(beast.skills ?? {}));
    check(where, 'condition', beast.condition_immunities ?? []);
    check(where, 'item', beast.gear ?? []);
    check(
      where,
      'spell',
      beast.actions.flatMap(({ spellcasting }) => [
        ...(spellcasting?.at_will ?? []),
        ...(spellcasting?.per_day ?? []).flatMap((day) => day.spells),
      ]),
    );
  }
  return problems;
}
