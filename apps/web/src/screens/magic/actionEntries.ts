import type {
  CharacterSpell,
  DerivedCharacter,
  FeatureAttack,
  ResourceView,
  WeaponAttack,
} from '@hearth/rules';
import { spellDamage } from '@hearth/rules';

/** The sections of /actions: what a turn offers (SRD 5.2), and longer things apart. */
export const ACTION_GROUPS = ['action', 'bonus', 'reaction', 'other'] as const;
export type ActionGroup = (typeof ACTION_GROUPS)[number];

/** The action type of a casting time or a feature's action: minutes and hours are "Other". */
export function actionGroup(time: string | undefined): ActionGroup {
  return time === 'action' || time === 'bonus' || time === 'reaction' ? time : 'other';
}

export type ActionEntry =
  | { kind: 'weapon'; attack: WeaponAttack }
  | { kind: 'feature'; attack: FeatureAttack }
  | { kind: 'resource'; resource: ResourceView }
  | { kind: 'spell'; entry: CharacterSpell };

/**
 * Where a spell the character can cast goes on /actions: every Bonus Action and Reaction spell
 * (they are choices of the turn: Healing Word, Shield), and otherwise the spells that deal
 * damage or heal; spells without either stay on /magic.
 */
function spellGroup(entry: CharacterSpell, sheet: DerivedCharacter): ActionGroup | undefined {
  if (!entry.castable) return undefined;
  const spell = entry.spell;
  const group = actionGroup(spell.casting_time);
  if (group === 'bonus' || group === 'reaction') return group;
  const rolls =
    spellDamage(spell, { slotLevel: spell.level, characterLevel: sheet.level }).length > 0;
  return rolls || spell.healing ? group : undefined;
}

/**
 * Everything /actions lists, with its section: weapon attacks (the Attack action, or a Bonus
 * Action for the Light property's extra attack and Martial Arts), the attacks features give,
 * resources spent as an action of their own (Second Wind), and the spells of the turn.
 */
export function actionEntries(
  sheet: DerivedCharacter,
  spells: readonly CharacterSpell[],
): (ActionEntry & { group: ActionGroup })[] {
  const entries: (ActionEntry & { group: ActionGroup })[] = [
    ...sheet.attacks.map((attack) => ({
      kind: 'weapon' as const,
      attack,
      group: attack.action,
    })),
    ...sheet.featureAttacks.map((attack) => ({
      kind: 'feature' as const,
      attack,
      group: actionGroup(attack.action),
    })),
    ...sheet.resources.flatMap((resource) =>
      resource.action ? [{ kind: 'resource' as const, resource, group: resource.action }] : [],
    ),
  ];
  for (const entry of spells) {
    const group = spellGroup(entry, sheet);
    if (group) entries.push({ kind: 'spell', entry, group });
  }
  return entries;
}
