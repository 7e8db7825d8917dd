import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { Ability, ProficiencyMechanic, RulesCatalogue } from '@hearth/rules';
import {
  ABILITIES,
  isExpertiseChoice,
  prerequisiteFacts,
  reasonsUnavailable,
  SKILL_IDS,
  spellMatches,
} from '@hearth/rules';

import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useCharacterSheet } from '../../data/characters/sheet.ts';
import { useSheetActions } from '../sheet/useSheetActions.ts';
import { AbilityPoints } from './AbilityPoints.tsx';
import { addChoiceSpell, removeChoiceSpell, setOptionPicks } from './choiceEdits.ts';
import type { ChoiceEditorProps } from './choiceShared.ts';
import { usePickWriter } from './choiceShared.ts';
import type { PickItem } from './PickList.tsx';
import { PickList } from './PickList.tsx';
import { useChoiceTexts } from './useChoiceTexts.ts';
import { useReasonText } from './useReasonText.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const abilitiesOf = (available: readonly Ability[] | 'ALL' | undefined): readonly Ability[] =>
  !available || available === 'ALL' ? ABILITIES : available;

/** Tools of the catalogue: all of them, one kind (artisan's tools…), or a list. */
function toolIds(
  catalogue: RulesCatalogue | undefined,
  available: ProficiencyMechanic['available_tools'],
) {
  if (!available || !catalogue) return [];
  if (Array.isArray(available)) return [...available];
  return [...catalogue.items.values()]
    .filter((item) => item.type === 'tool' && (available === 'ALL' || item.subtype === available))
    .map((item) => item.id);
}

/**
 * The character as it would be without any Expertise picks: Expertise is chosen among the
 * skills it is proficient in then (the rules check it the same way).
 */
function withoutExpertise(character: Character, keys: readonly string[]): Character {
  const options = { ...character.options };
  for (const key of keys) delete options[key];
  return { ...character, options };
}

/** Ability increases, saving throws, proficiencies, resistances and weapon masteries. */
export function MechanicChoice({ character, sheet, choice }: ChoiceEditorProps) {
  const { t } = useTranslation('progression');
  const translate = t as unknown as Translate;
  const texts = useChoiceTexts();
  const catalogue = useRulesCatalogue().data;
  const run = useSheetActions(character);
  const write = usePickWriter(character, choice);
  const mechanic = choice.mechanic;
  const reasonText = useReasonText();
  const expertise = isExpertiseChoice(mechanic);
  const expertiseKeys = useMemo(
    () => sheet.choices.filter((other) => isExpertiseChoice(other.mechanic)).map((o) => o.key),
    [sheet.choices],
  );
  const before = useCharacterSheet(expertise ? withoutExpertise(character, expertiseKeys) : null);
  // Expertise goes to a skill proficient without any Expertise pick (the rules check the same).
  const expertiseFacts =
    expertise && before && catalogue
      ? prerequisiteFacts(
          character,
          sheet,
          catalogue,
          new Set(SKILL_IDS.filter((skill) => before.skills[skill].proficiency >= 1)),
        )
      : undefined;
  if (!mechanic) return null;
  const label = texts.choiceTitle(choice);
  const notChosen = (id: string) => !choice.chosen.includes(id);

  if (mechanic.type === 'ability') {
    return (
      <AbilityPoints
        label={label}
        abilities={abilitiesOf(mechanic.available)}
        picks={choice.chosen}
        points={choice.required}
        maxInOne={mechanic.max_in_one}
        sheet={sheet}
        onChange={(picks) => run((current) => setOptionPicks(current, choice.key, picks))}
      />
    );
  }

  let items: PickItem[] = [];
  if (mechanic.type === 'save') {
    items = abilitiesOf(mechanic.available).map((ability) => ({
      id: ability,
      title: texts.abilityName(ability),
      blocked:
        sheet.proficiencies.saves.includes(ability) && notChosen(ability)
          ? t('choice.proficient')
          : undefined,
    }));
  } else if (mechanic.type === 'resistances') {
    items = (mechanic.available ?? []).map((id) => ({ id, title: texts.ruleTitle(id) }));
  } else if (mechanic.type === 'weapon') {
    const filter = mechanic.filter;
    items = [...(catalogue?.items.values() ?? [])]
      .filter(
        (item) =>
          item.weapon &&
          item.mastery &&
          (!filter?.subtypes ||
            (item.subtype !== undefined && filter.subtypes.includes(item.subtype))) &&
          (!filter?.properties || filter.properties.some((p) => item.properties.includes(p))),
      )
      .map((item) => ({
        id: item.id,
        title: item.title,
        detail: translate(`choice.masteries.${item.mastery}`, { defaultValue: item.mastery }),
      }))
      .sort((a, b) => a.title.localeCompare(b.title));
  } else if (mechanic.type === 'proficiency') {
    const skills =
      mechanic.available_skills === 'PROFICIENT'
        ? SKILL_IDS.filter((skill) => (before?.skills[skill].proficiency ?? 0) >= 1)
        : mechanic.available_skills === 'ALL'
          ? SKILL_IDS
          : (mechanic.available_skills ?? []);
    const level = mechanic.value ?? 1;
    for (const id of skills) {
      const now = sheet.skills[id as keyof typeof sheet.skills]?.proficiency ?? 0;
      const unmet = expertiseFacts
        ? reasonsUnavailable({ kind: 'expertise', id }, expertiseFacts)
        : [];
      items.push({
        id,
        title: texts.ruleTitle(id),
        detail: t('choice.kinds.skill'),
        blocked: !notChosen(id)
          ? undefined
          : now >= level
            ? level === 2
              ? t('choice.expert')
              : t('choice.proficient')
            : unmet.length > 0
              ? unmet.map(reasonText).join(' · ')
              : undefined,
      });
    }
    for (const id of toolIds(catalogue, mechanic.available_tools)) {
      items.push({
        id,
        title: catalogue?.items.get(id)?.title ?? id,
        detail: t('choice.kinds.tool'),
        blocked:
          (sheet.proficiencies.tools[id] ?? 0) >= level && notChosen(id)
            ? t('choice.proficient')
            : undefined,
      });
    }
    const languages =
      mechanic.available_languages === 'ALL'
        ? [...texts.ruleEntries.values()]
            .filter((rule) => rule.type === 'language')
            .map((rule) => rule.id)
        : (mechanic.available_languages ?? []);
    for (const id of languages) {
      items.push({
        id,
        title: texts.ruleTitle(id),
        detail: t('choice.kinds.language'),
        blocked:
          sheet.proficiencies.languages.includes(id) && notChosen(id)
            ? t('choice.known')
            : undefined,
      });
    }
  }
  return (
    <PickList
      label={label}
      items={items}
      chosen={choice.chosen}
      required={choice.required}
      onToggle={write}
    />
  );
}

/** Spells a feature lets the player pick, by its filter (levels, schools, classes, ritual). */
export function SpellsChoice({ character, sheet, choice }: ChoiceEditorProps) {
  const { t } = useTranslation('progression');
  const texts = useChoiceTexts();
  const catalogue = useRulesCatalogue().data;
  const run = useSheetActions(character);
  const mechanic = choice.mechanic?.type === 'spells' ? choice.mechanic : undefined;
  const granted = new Set(
    sheet.grantedSpells
      .filter((spell) => spell.mechanic !== choice.key)
      .map((spell) => spell.spellId),
  );
  const items: PickItem[] = [...(catalogue?.spells.values() ?? [])]
    .filter((spell) => spellMatches(spell, mechanic?.filter))
    .sort((a, b) => a.level - b.level || a.title.localeCompare(b.title))
    .map((spell) => {
      const stored = character.spells[spell.id];
      const known = (stored && stored.mechanic !== choice.key) || granted.has(spell.id);
      return {
        id: spell.id,
        title: spell.title,
        detail: `${spell.level === 0 ? t('choice.cantrip') : t('choice.spellLevel', { level: spell.level })} · ${texts.ruleTitle(spell.school)}`,
        description: (spell as { description?: string }).description,
        blocked: known ? t('choice.known') : undefined,
      };
    });
  const toggle = (id: string, selected: boolean) =>
    run((current) => {
      if (!selected) return removeChoiceSpell(current, choice.key, id);
      // A choice of one swaps its spell.
      const cleared =
        choice.required === 1
          ? choice.chosen.reduce((next, old) => removeChoiceSpell(next, choice.key, old), current)
          : current;
      return addChoiceSpell(cleared, choice.key, id);
    });
  return (
    <PickList
      label={texts.choiceTitle(choice)}
      items={items}
      chosen={choice.chosen}
      required={choice.required}
      onToggle={toggle}
    />
  );
}
