import type { CreateCharacterBody } from '@hearth/contract';
import type {
  AbilityMethod,
  CreationDraft,
  PresetLine,
  Problem,
  RulesCatalogue,
} from '@hearth/rules';
import {
  ABILITY_METHODS,
  deriveCharacter,
  draftCharacter,
  errorsOf,
  packLines,
  problem,
  WIZARD_STEPS,
  wizardStepProblems,
} from '@hearth/rules';

import { coinsForGold } from '../presets/coins.ts';
import type { CharacterData } from './character-view.ts';
import { emptyCharacterData } from './character-view.ts';

type CreationForm = Extract<CreateCharacterBody, object> & {
  options: Record<string, string[]>;
  presets: string[];
  items: { item_id: string; quantity: number }[];
  settings: CharacterData['settings'];
};

/** The ability method the form declares (settings or options), custom entry when it says none. */
function methodOf(form: CreationForm): AbilityMethod {
  const declared = form.settings.abilityType ?? Number(form.options['ability-type']?.[0]);
  return declared === 0 || declared === 1 || declared === 2 ? declared : ABILITY_METHODS.custom;
}

function draftOf(form: CreationForm): CreationDraft {
  return {
    name: form.name,
    specie: form.specie,
    background: form.background,
    classes: form.classes,
    attributes: form.attributes,
    abilityMethod: methodOf(form),
    options: form.options,
    hp: form.hp,
    presets: form.presets,
  };
}

export interface CreationPlan {
  data: CharacterData;
  /** The starting inventory: each item once with its total quantity; worn and wielded ones
   * equipped (weapons, the best body armor, a shield). */
  items: { itemId: string; quantity: number; equipped: boolean }[];
  /** Each equipment pack in the chosen presets: its container with the pack's items inside. */
  packs: { container: string; contents: { itemId: string; quantity: number }[] }[];
}

/** What a new character starts out wearing and wielding from its starting equipment. */
function equippedAtStart(itemIds: readonly string[], catalogue: RulesCatalogue): Set<string> {
  const equipped = new Set<string>();
  let bestArmor: { id: string; ac: number } | undefined;
  for (const id of itemIds) {
    const item = catalogue.items.get(id);
    if (item?.weapon) equipped.add(id);
    const armor = item?.armor;
    if (!armor) continue;
    if (armor.category === 'shield') equipped.add(id);
    else if (!bestArmor || armor.ac > bestArmor.ac) bestArmor = { id, ac: armor.ac };
  }
  if (bestArmor) equipped.add(bestArmor.id);
  return equipped;
}

/** What a chosen preset puts in the starting inventory: its items, and its gold as coins. */
export interface PresetContents {
  items: readonly { item_id: string; quantity: number }[];
  gold?: number | undefined;
}

/**
 * Checks the creation form as the wizard does (every step valid) and as the sheet does (no
 * rule broken), and works out the stored data and the starting inventory (the chosen presets'
 * items and gold, and the items sent). A pack a preset holds (`packs`: the catalogue's equipment
 * packs) comes packed: its items inside the backpack it comes with. Returns the problems instead
 * when there are any.
 */
export function planCreation(
  form: CreationForm,
  catalogue: RulesCatalogue,
  presetContents: (presetId: string) => PresetContents | undefined,
  packs: readonly { items: readonly PresetLine[] }[] = [],
): { plan: CreationPlan } | { problems: Problem[] } {
  const draft = draftOf(form);
  const problems = WIZARD_STEPS.flatMap((step) => wizardStepProblems(step, draft, catalogue));
  form.items.forEach((item, index) => {
    const entry = catalogue.items.get(item.item_id);
    if (!entry) problems.push(problem(`items.${index}.item_id`, 'choice.not-offered'));
    // The form names items by id alone: one that needs a kind or a base (a Belt of Giant
    // Strength, a Vorpal Sword) is added later from the inventory, where they are chosen.
    else if ((entry.variants && !entry.variant_optional) || entry.base_item) {
      problems.push(problem(`items.${index}.item_id`, 'item.needs-choice', { item: entry.title }));
    }
  });
  if (problems.length > 0) return { problems };
  const character = draftCharacter(draft);
  const errors = errorsOf(deriveCharacter(character, catalogue).problems);
  if (errors.length > 0) return { problems: errors };
  const totals = new Map<string, number>();
  const add = (itemId: string, quantity: number) =>
    totals.set(itemId, (totals.get(itemId) ?? 0) + quantity);
  const packed: CreationPlan['packs'] = [];
  for (const presetId of form.presets) {
    const preset = presetContents(presetId);
    const sorted = packLines(preset?.items ?? [], packs, (id) => catalogue.items.get(id));
    let container = sorted.container;
    for (const item of sorted.loose) {
      // The pack's container is made with its contents, apart from the loose stacks.
      if (item.item_id === container && item.quantity > 0) {
        packed.push({
          container,
          contents: sorted.inside.map((line) => ({
            itemId: line.item_id,
            quantity: line.quantity,
          })),
        });
        if (item.quantity > 1) add(item.item_id, item.quantity - 1);
        container = undefined;
      } else add(item.item_id, item.quantity);
    }
    for (const coin of coinsForGold(preset?.gold ?? 0)) add(coin.itemId, coin.quantity);
  }
  for (const item of form.items) add(item.item_id, item.quantity);
  const data: CharacterData = {
    ...emptyCharacterData(),
    specie: character.specie ?? null,
    background: character.background ?? null,
    classes: character.classes,
    attributes: character.attributes,
    options: character.options,
    hp: character.hp,
    settings: { ...form.settings, abilityType: draft.abilityMethod },
  };
  const equipped = equippedAtStart([...totals.keys()], catalogue);
  const items = [...totals].map(([itemId, quantity]) => ({
    itemId,
    quantity,
    equipped: equipped.has(itemId),
  }));
  return { plan: { data, items, packs: packed } };
}
