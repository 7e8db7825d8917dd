import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { ActiveFeature, ChoiceView, DerivedCharacter } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { EnglishTextMark } from '../../components/EnglishTextMark.tsx';
import { MarkdownText } from '../../components/MarkdownText.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useSheetActions } from '../sheet/useSheetActions.ts';
import { ChoiceEditor, ChoiceSummary } from './ChoiceEditor.tsx';
import { removeFeature } from './choiceEdits.ts';
import { ChoiceStatus } from './ChoiceStatus.tsx';
import type { FeatureGroup, FeatureIndex } from './featureIndex.ts';
import { entryOfFeature } from './featureIndex.ts';
import { useChoiceTexts } from './useChoiceTexts.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the drawer shows: a feature by its path, or a group's own choices by its key. */
export type DetailTarget = { feature: string } | { group: string };

/** The line under a feature's title: where it comes from and at which level. */
export function useSourceLine() {
  const { t } = useTranslation('progression');
  const translate = t as unknown as Translate;
  const catalogue = useRulesCatalogue().data;
  return (feature: ActiveFeature, level: number) => {
    const { source } = feature;
    switch (source.kind) {
      case 'class':
        return t('features.classLevel', { title: source.title, level });
      case 'subclass': {
        const cls = catalogue?.subclasses.get(source.id)?.class;
        const classTitle = (cls && catalogue?.classes.get(cls)?.title) ?? cls ?? '';
        return t('features.subclassLevel', { title: source.title, cls: classTitle, level });
      }
      case 'feat': {
        const type = catalogue?.feats.get(feature.id)?.type;
        return type ? translate(`feats.types.${type}`) : t('features.kinds.feat');
      }
      case 'custom':
        return t('features.kinds.custom');
      default:
        return source.title;
    }
  };
}

interface FeatureBodyProps {
  character: Character;
  sheet: DerivedCharacter;
  feature: ActiveFeature;
  level: number;
  choices: readonly ChoiceView[];
  editable: boolean;
}

/** A feature's source, description and choices (the features drawer and the /moc/2 tour). */
export function FeatureBody({
  character,
  sheet,
  feature,
  level,
  choices,
  editable,
}: FeatureBodyProps) {
  const { t } = useTranslation('progression');
  const catalogue = useRulesCatalogue().data;
  const sourceLine = useSourceLine();
  const entry = catalogue ? entryOfFeature(catalogue, character, feature) : undefined;
  return (
    <div className="feature-body">
      <p className="feature-body__source">{sourceLine(feature, level)}</p>
      {entry?.description ? (
        <>
          <EnglishTextMark />
          <MarkdownText className="feature-body__text" text={entry.description} />
        </>
      ) : (
        <p className="sheet-note">{t('detail.noDescription')}</p>
      )}
      <ChoiceList
        character={character}
        sheet={sheet}
        choices={choices}
        editable={editable}
        entry={entry}
        ownerPath={feature.path}
      />
    </div>
  );
}

function ChoiceList({
  choices,
  editable,
  ...props
}: {
  character: Character;
  sheet: DerivedCharacter;
  choices: readonly ChoiceView[];
  editable: boolean;
  entry?: ReturnType<typeof entryOfFeature>;
  ownerPath?: string;
}) {
  const { choiceTitle } = useChoiceTexts();
  if (choices.length === 0) return null;
  return (
    <div className="feature-body__choices">
      {choices.map((choice) =>
        editable ? (
          <ChoiceEditor key={choice.key} choice={choice} {...props} />
        ) : (
          <section key={choice.key} className="choice" aria-label={choiceTitle(choice)}>
            <h3 className="choice__title">{choiceTitle(choice)}</h3>
            <ChoiceSummary choice={choice} {...props} />
            <ChoiceStatus choice={choice} />
          </section>
        ),
      )}
    </div>
  );
}

interface FeatureDetailProps {
  target: DetailTarget | null;
  onClose: () => void;
  character: Character;
  sheet: DerivedCharacter;
  index: FeatureIndex;
  editable: boolean;
}

/**
 * The feature drawer: its description and, in edit mode, its choices to make or change; a
 * feat taken freely or a custom feature can be removed there. A group's own choices (the
 * class's skills, the background's increase) open in the same drawer.
 */
export function FeatureDetail({
  target,
  onClose,
  character,
  sheet,
  index,
  editable,
}: FeatureDetailProps) {
  const { t } = useTranslation('progression');
  const run = useSheetActions(character);
  const feature =
    target && 'feature' in target
      ? sheet.features.find((candidate) => candidate.path === target.feature)
      : undefined;
  const group: FeatureGroup | undefined =
    target && 'group' in target ? index.groups.find((g) => g.key === target.group) : undefined;
  const stored = feature && character.features.find((entry) => entry.path === feature.path);
  const removable = editable && stored !== undefined && stored.choice === undefined;
  const open = feature !== undefined || group !== undefined;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={
        feature?.title ?? (group ? t('features.ownChoices', { title: groupTitle(group, t) }) : '')
      }
    >
      {feature && (
        <FeatureBody
          character={character}
          sheet={sheet}
          feature={feature}
          level={index.levelOf(feature)}
          choices={index.choicesOf(feature.path)}
          editable={editable}
        />
      )}
      {group && (
        <div className="feature-body">
          <ChoiceList
            character={character}
            sheet={sheet}
            choices={group.choices}
            editable={editable}
          />
        </div>
      )}
      {removable && feature && (
        <button
          type="button"
          className="button button--danger feature-body__remove"
          onClick={() => {
            // Back pops the drawer's history entry, as its own close button does.
            window.history.back();
            run((current) => removeFeature(current, feature.path));
            onClose();
          }}
        >
          {t('detail.remove')}
        </button>
      )}
    </Drawer>
  );
}

/** A group's heading: the class, species or background title, or the fixed group name. */
export function groupTitle(
  group: Pick<FeatureGroup, 'kind' | 'title'>,
  t: (key: 'features.groups.feats' | 'features.groups.custom') => string,
): string {
  if (group.title) return group.title;
  if (group.kind === 'custom') return t('features.groups.custom');
  return t('features.groups.feats');
}
