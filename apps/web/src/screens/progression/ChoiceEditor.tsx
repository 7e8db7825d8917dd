import { useTranslation } from 'react-i18next';

import type { Ability } from '@hearth/rules';
import { canTakeFeat, prerequisiteFacts, reasonsUnavailable } from '@hearth/rules';

import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useSheetActions } from '../sheet/useSheetActions.ts';
import { AbilityPoints } from './AbilityPoints.tsx';
import {
  addChoiceFeature,
  removeChoiceFeature,
  replaceChoiceFeature,
  setOptionPicks,
} from './choiceEdits.ts';
import type { ChoiceEditorProps } from './choiceShared.ts';
import { usePickWriter } from './choiceShared.ts';
import { ChoiceStatus } from './ChoiceStatus.tsx';
import { choiceDefinition, describedEntry } from './featureIndex.ts';
import { MechanicChoice, SpellsChoice } from './MechanicChoice.tsx';
import type { PickItem } from './PickList.tsx';
import { PickList } from './PickList.tsx';
import { summarise, useChoiceTexts } from './useChoiceTexts.ts';
import { useReasonText } from './useReasonText.ts';

/** Short option descriptions are shown under the title; longer ones unfold. */
const SHORT_TEXT = 220;

/**
 * One choice, edited the way its kind is stored (see the rules' `grants.ts`): inline
 * options, features of a type, mechanic picks, spells, the background increase, size and
 * spellcasting ability. Every edit is saved at once through the sheet's actions.
 */
export function ChoiceEditor(props: ChoiceEditorProps) {
  const { choice } = props;
  const { choiceTitle } = useChoiceTexts();
  return (
    <section
      className="choice"
      aria-label={choiceTitle(choice)}
      data-testid={`choice-${choice.key}`}
    >
      <h3 className="choice__title">{choiceTitle(choice)}</h3>
      <ChoiceStatus choice={choice} />
      {choice.fixed ? <ChoiceSummary {...props} /> : <ChoiceBody {...props} />}
    </section>
  );
}

function ChoiceBody(props: ChoiceEditorProps) {
  switch (props.choice.kind) {
    case 'options':
      return <OptionsChoice {...props} />;
    case 'features':
      return <FeaturesChoice {...props} />;
    case 'mechanic':
      return <MechanicChoice {...props} />;
    case 'spells':
      return <SpellsChoice {...props} />;
    case 'background-bonus':
      return <BackgroundBonusChoice {...props} />;
    default:
      return <OfferedChoice {...props} />;
  }
}

/** What is chosen, read only (view mode, and choices the background fixes). */
export function ChoiceSummary({ choice, entry, ownerPath }: ChoiceEditorProps) {
  const { t } = useTranslation('progression');
  const { labelOf } = useChoiceTexts();
  const definition =
    choice.kind === 'options' ? choiceDefinition(entry, ownerPath ?? '', choice.key) : undefined;
  const counted =
    choice.kind === 'background-bonus' ||
    (choice.kind === 'mechanic' && choice.mechanic?.type === 'ability');
  return (
    <p className="choice__summary">
      {choice.chosen.length === 0
        ? t('choice.nothing')
        : summarise(choice.chosen, (id) => labelOf(choice, id, definition), counted)}
    </p>
  );
}

function OptionsChoice({ character, choice, entry, ownerPath }: ChoiceEditorProps) {
  const { choiceTitle } = useChoiceTexts();
  const write = usePickWriter(character, choice);
  const definition = choiceDefinition(entry, ownerPath ?? '', choice.key);
  const items: PickItem[] = (choice.offered ?? []).map((id) => {
    const option = definition?.options?.find((candidate) => candidate.id === id);
    const text = option?.description;
    const short = text !== undefined && text.length <= SHORT_TEXT;
    return {
      id,
      title: option?.title ?? id,
      detail: short ? text : undefined,
      description: short ? undefined : text,
    };
  });
  return (
    <PickList
      label={choiceTitle(choice)}
      items={items}
      chosen={choice.chosen}
      required={choice.required}
      onToggle={write}
    />
  );
}

/** Size and spellcasting ability: one of the offered values. */
function OfferedChoice({ character, choice }: ChoiceEditorProps) {
  const { choiceTitle, labelOf } = useChoiceTexts();
  const write = usePickWriter(character, choice);
  const items = (choice.offered ?? []).map((id) => ({ id, title: labelOf(choice, id) }));
  return (
    <PickList
      label={choiceTitle(choice)}
      items={items}
      chosen={choice.chosen}
      required={choice.required}
      onToggle={write}
    />
  );
}

/** The background's +2/+1 or +1/+1/+1 among its three abilities: one entry per point. */
function BackgroundBonusChoice({ character, sheet, choice }: ChoiceEditorProps) {
  const run = useSheetActions(character);
  const { choiceTitle } = useChoiceTexts();
  return (
    <AbilityPoints
      label={choiceTitle(choice)}
      abilities={(choice.offered ?? []) as Ability[]}
      picks={choice.chosen}
      points={choice.required}
      maxInOne={2}
      sheet={sheet}
      onChange={(picks) => run((current) => setOptionPicks(current, choice.key, picks))}
    />
  );
}

/** Subclasses, feats, fighting styles, invocations and boons: taken as features. */
function FeaturesChoice({ character, sheet, choice }: ChoiceEditorProps) {
  const { t } = useTranslation('progression');
  const { choiceTitle } = useChoiceTexts();
  const catalogue = useRulesCatalogue().data;
  const run = useSheetActions(character);
  const reasonText = useReasonText();
  const facts = catalogue ? prerequisiteFacts(character, sheet, catalogue) : undefined;
  const candidates =
    choice.featureType === 2
      ? [...(catalogue?.subclasses.values() ?? [])].filter(
          (subclass) => choice.source.kind !== 'class' || subclass.class === choice.source.id,
        )
      : [...(catalogue?.feats.values() ?? [])].filter(
          (feat) => choice.featureType === undefined || feat.type === choice.featureType,
        );
  // Feats the character has from elsewhere: a non-repeatable one cannot be taken again here.
  const elsewhere = sheet.features
    .filter((feature) => feature.source.kind === 'feat')
    .map((feature) => feature.id)
    .filter((id) => !choice.chosen.includes(id));
  const items: PickItem[] = candidates
    .map((candidate) => {
      const text = describedEntry(candidate);
      const repeatable = 'repeatable' in candidate && candidate.repeatable;
      // A feat whose prerequisites are not met is shown with what it lacks instead.
      const unmet =
        'repeatable' in candidate && facts
          ? reasonsUnavailable({ kind: 'feat', id: candidate.id }, facts)
          : [];
      const blocked =
        'repeatable' in candidate && !canTakeFeat(elsewhere, candidate)
          ? t('choice.taken')
          : unmet.length > 0
            ? unmet.map(reasonText).join(' · ')
            : undefined;
      const prerequisite = text?.prerequisite?.text;
      const detail = [
        prerequisite && unmet.length === 0 ? t('choice.prerequisite', { text: prerequisite }) : '',
        repeatable ? t('choice.repeatable') : '',
      ]
        .filter(Boolean)
        .join(' · ');
      return {
        id: candidate.id,
        title: candidate.title,
        detail: detail || undefined,
        description: text?.description,
        blocked,
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
  const full = choice.required !== -1 && choice.chosen.length >= choice.required;
  const toggle = (id: string, selected: boolean) =>
    run((current) =>
      !selected
        ? removeChoiceFeature(current, choice.key, id)
        : choice.required === 1
          ? replaceChoiceFeature(current, choice.key, id)
          : addChoiceFeature(current, choice.key, id),
    );
  const repeatableIds = new Set(
    candidates.filter((c) => 'repeatable' in c && c.repeatable).map((c) => c.id),
  );
  return (
    <PickList
      label={choiceTitle(choice)}
      items={items}
      chosen={choice.chosen}
      required={choice.required}
      onToggle={toggle}
      extra={(item) => {
        const times = choice.chosen.filter((id) => id === item.id).length;
        return (
          <span className="pick-list__repeat">
            {times > 1 && <span className="tag">{t('choice.times', { count: times })}</span>}
            {repeatableIds.has(item.id) && !full && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => run((current) => addChoiceFeature(current, choice.key, item.id))}
              >
                {t('choice.again')}
              </button>
            )}
          </span>
        );
      }}
    />
  );
}
