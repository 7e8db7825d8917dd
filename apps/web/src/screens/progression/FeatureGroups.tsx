import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { ActiveFeature, ChoiceView, RulesCatalogue } from '@hearth/rules';

import { ChevronIcon, WarningIcon } from '../../components/icons.tsx';
import type { DetailTarget } from './FeatureDetail.tsx';
import { groupTitle } from './FeatureDetail.tsx';
import type { FeatureIndex } from './featureIndex.ts';
import { choiceDefinition, entryOfFeature, isOpen } from './featureIndex.ts';
import { summarise, useChoiceTexts } from './useChoiceTexts.ts';

interface FeatureGroupsProps {
  character: Character;
  catalogue: RulesCatalogue;
  index: FeatureIndex;
  onOpen: (target: DetailTarget) => void;
}

/** The features by group, each a row opening the feature drawer; open choices are marked. */
export function FeatureGroups({ character, catalogue, index, onOpen }: FeatureGroupsProps) {
  const { t } = useTranslation('progression');
  const translate = t as unknown as (key: string) => string;
  const { labelOf } = useChoiceTexts();
  const picked = (feature: ActiveFeature | null, choices: readonly ChoiceView[]) => {
    const entry = feature ? entryOfFeature(catalogue, character, feature) : undefined;
    return choices
      .filter((choice) => choice.chosen.length > 0)
      .map((choice) => {
        const definition = choiceDefinition(entry, feature?.path ?? '', choice.key);
        const counted =
          choice.kind === 'background-bonus' ||
          (choice.kind === 'mechanic' && choice.mechanic?.type === 'ability');
        return summarise(choice.chosen, (id) => labelOf(choice, id, definition), counted);
      })
      .join(' · ');
  };
  const tagOf = (feature: ActiveFeature) => {
    if (feature.source.kind === 'subclass') return feature.source.title;
    const type = feature.source.kind === 'feat' ? catalogue.feats.get(feature.id)?.type : undefined;
    return type ? translate(`feats.types.${type}`) : undefined;
  };
  if (index.groups.length === 0) return <p className="sheet-note">{t('features.empty')}</p>;
  return (
    <>
      {index.groups.map((group) => {
        const heading = groupTitle(group, t);
        const headingId = `group-${group.key.replace(/[^a-z0-9-]/gi, '-')}`;
        return (
          <section key={group.key} className="card features-group" aria-labelledby={headingId}>
            <h2 id={headingId} className="eyebrow card__title">
              {heading}
            </h2>
            <ul className="features-group__list">
              {group.features.map((feature) => {
                const choices = index.choicesOf(feature.path);
                return (
                  <FeatureRow
                    key={feature.path}
                    title={feature.title}
                    level={index.levelOf(feature)}
                    tag={tagOf(feature)}
                    summary={picked(feature, choices)}
                    open={choices.some(isOpen)}
                    onClick={() => onOpen({ feature: feature.path })}
                  />
                );
              })}
              {group.choices.length > 0 && (
                <FeatureRow
                  title={t('features.ownChoices', { title: heading })}
                  summary={picked(null, group.choices)}
                  open={group.choices.some(isOpen)}
                  onClick={() => onOpen({ group: group.key })}
                />
              )}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function FeatureRow({
  title,
  level,
  tag,
  summary,
  open,
  onClick,
}: {
  title: string;
  level?: number;
  tag?: string | undefined;
  summary: string;
  open: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('progression');
  return (
    <li>
      <button type="button" className="feature-row" onClick={onClick}>
        <span className="feature-row__text">
          <span className="feature-row__title">
            {title}
            {tag && <span className="tag feature-row__tag">{tag}</span>}
          </span>
          {summary && <span className="feature-row__summary">{summary}</span>}
        </span>
        {open && (
          <span className="feature-row__warning" title={t('features.choiceOpen')}>
            <WarningIcon />
            <span className="visually-hidden">{t('features.choiceOpen')}</span>
          </span>
        )}
        {level !== undefined && (
          <span className="feature-row__level">{t('features.levelShort', { level })}</span>
        )}
        <ChevronIcon />
      </button>
    </li>
  );
}
