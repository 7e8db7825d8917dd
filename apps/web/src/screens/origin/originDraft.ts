import type { Character } from '@hearth/contract';
import type { EquipmentItem, Problem, RulesCatalogue } from '@hearth/rules';
import {
  ABILITY_METHODS,
  ABILITY_TYPE_OPTION,
  changeOrigin,
  declaredAbilityMethod,
  fittingAbilityMethod,
  wizardStepProblems,
} from '@hearth/rules';

import type { WizardDraft } from '../wizard/wizardDraft.ts';

/**
 * The origin screen edits a character's species, background and base scores with the wizard's
 * own steps, so it keeps them as a wizard draft: the same changes (a new background's increase
 * starts over), the same checks. What the draft holds goes back onto the character through the
 * rules' `changeOrigin`.
 */

/** The three parts of the screen, each one of the wizard's steps. */
export const ORIGIN_TABS = ['abilities', 'species', 'background'] as const;
export type OriginTab = (typeof ORIGIN_TABS)[number];

/**
 * The draft of a character as it stands. Its scores open under the method it declares while
 * they still fit it (else the first they fit, else custom entry); custom entry starts from the
 * scores as they are, since a correction is usually a small one.
 */
export function originDraftOf(character: Character): WizardDraft {
  const attributes = { ...character.attributes };
  const method = fittingAbilityMethod(attributes, declaredAbilityMethod(character));
  return {
    name: character.name,
    specie: character.specie,
    background: character.background,
    classes: character.classes.map(({ id, level }) => ({ id, level })),
    attributes,
    abilityMethod: method,
    options: { ...character.options },
    hp: { ...character.hp },
    presets: [],
    scoresByMethod: { [method]: attributes, [ABILITY_METHODS.custom]: attributes },
  };
}

/** What the wizard would refuse on each part: the same checks as its steps. */
export function originProblems(
  draft: WizardDraft,
  catalogue: RulesCatalogue,
): Record<OriginTab, Problem[]> {
  return {
    abilities: wizardStepProblems('abilities', draft, catalogue),
    species: wizardStepProblems('species', draft, catalogue),
    background: wizardStepProblems('background', draft, catalogue),
  };
}

/**
 * The character as saving the draft makes it: the new origin and scores (what came with the
 * old origin gone), the method in its settings and options, and the new maximum HP when the
 * player takes the recommended one.
 */
export function correctedCharacter(
  character: Character,
  draft: WizardDraft,
  catalogue: RulesCatalogue,
  items: readonly EquipmentItem[],
  hpMax?: number,
): Character {
  const { character: corrected } = changeOrigin(
    character,
    {
      specie: draft.specie,
      background: draft.background,
      attributes: draft.attributes,
      abilityMethod: draft.abilityMethod,
      options: draft.options,
      ...(hpMax !== undefined ? { hpMax } : {}),
    },
    catalogue,
    items,
  );
  return {
    ...character,
    ...corrected,
    settings: { ...character.settings, abilityType: draft.abilityMethod },
  };
}

/**
 * Whether saving would change what the player chose: the origin, the scores, the choices, HP
 * or the method. Recording a method the scores already fitted is not a change on its own.
 */
export function changesSomething(
  character: Character,
  corrected: Character,
  methodChosen: boolean,
): boolean {
  const plain = (each: Character) => {
    const { [ABILITY_TYPE_OPTION]: _method, ...options } = each.options;
    return stableJson([
      each.specie,
      each.background,
      each.attributes,
      options,
      each.spells,
      each.features,
      each.hp,
    ]);
  };
  return methodChosen || plain(character) !== plain(corrected);
}

/** JSON with every object's keys in order: the same choices made in another order are equal. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)))
      : part,
  );
}
