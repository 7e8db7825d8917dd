import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import type { DerivedCharacter, Duplicate, SourcedEntry } from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { duplicateFixPath } from './duplicateFix.ts';
import { useRuleTitles } from './useRuleTitles.ts';
import { useSkillNames } from './useSkillNames.ts';
import { useTermText } from './useTermText.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface Row {
  key: string;
  name: string;
  sources: string[];
}

/**
 * The proficiencies and languages card: languages, tools, armor and weapon training, senses,
 * resistances and immunities — each with where it comes from — and what the character got
 * twice, with the way to take another instead (2024 rules).
 */
export const ProficienciesCard = memo(function ProficienciesCard({
  training,
  duplicates,
}: {
  /** Only what the card shows: a tap that changes something else leaves it as it is. */
  training: DerivedCharacter['training'];
  duplicates: DerivedCharacter['duplicates'];
}) {
  const { t } = useTranslation('character');
  const translate = t as unknown as Translate;
  const { titleOf } = useRuleTitles();
  const catalogue = useRulesCatalogue().data;
  const { sourceTitle } = useTermText();
  const itemTitle = (id: string) => catalogue?.items.get(id)?.title ?? id;
  const rows = (entries: readonly SourcedEntry[], name: (id: string) => string): Row[] =>
    entries.map((entry) => ({ key: entry.id, name: name(entry.id), sources: entry.sources }));
  const sections: { id: string; rows: Row[]; always?: boolean }[] = [
    { id: 'languages', rows: rows(training.languages, titleOf), always: true },
    {
      id: 'tools',
      rows: training.tools.map((tool) => ({
        key: tool.id,
        name:
          tool.level === 2
            ? `${itemTitle(tool.id)} (${t('training.expertise')})`
            : itemTitle(tool.id),
        sources: tool.sources,
      })),
      always: true,
    },
    {
      id: 'armor',
      rows: rows(training.armor, (id) => translate(`training.armorKinds.${id}`)),
      always: true,
    },
    {
      id: 'weapons',
      rows: rows(training.weapons, (id) =>
        translate(`training.weaponKinds.${id}`, { defaultValue: itemTitle(id) }),
      ),
      always: true,
    },
    {
      id: 'senses',
      rows: training.senses.map((sense) => ({
        key: sense.id,
        name: t(`sheet.sense.${sense.id}`, { value: sense.range.value }),
        sources: sense.range.terms.flatMap((term) => (term.source ? [term.source] : [])),
      })),
    },
    { id: 'resistances', rows: rows(training.resistances, titleOf) },
    { id: 'immunities', rows: rows(training.immunities, titleOf) },
    { id: 'conditionImmunities', rows: rows(training.conditionImmunities, titleOf) },
  ];
  return (
    <section className="card training" aria-labelledby="training-title">
      <h2 id="training-title" className="eyebrow card__title">
        {t('training.title')}
      </h2>
      {sections
        .filter((section) => section.always || section.rows.length > 0)
        .map((section) => (
          <section
            key={section.id}
            className="training__section"
            aria-labelledby={`training-${section.id}`}
          >
            <h3 id={`training-${section.id}`} className="training__heading">
              {translate(`training.${section.id}`)}
            </h3>
            {section.rows.length === 0 ? (
              <p className="sheet-note training__none">{t('training.none')}</p>
            ) : (
              <ul className="training__list" data-testid={`training-${section.id}`}>
                {section.rows.map((row) => (
                  <li key={row.key} className="training__row">
                    <span className="training__name">{row.name}</span>
                    <span className="training__sources">
                      {row.sources.map((source) => sourceTitle(source)).join(', ')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      <TakenTwice duplicates={duplicates} />
    </section>
  );
});

/** Proficiencies and cantrips gained twice, each with the way to take another instead. */
function TakenTwice({ duplicates }: { duplicates: readonly Duplicate[] }) {
  const { t } = useTranslation('character');
  const { sourceTitle } = useTermText();
  const skillName = useSkillNames();
  const catalogue = useRulesCatalogue().data;
  if (duplicates.length === 0) return null;
  const nameOf = (duplicate: Duplicate) =>
    duplicate.kind === 'skill'
      ? skillName(duplicate.id)
      : duplicate.kind === 'tool'
        ? (catalogue?.items.get(duplicate.id)?.title ?? duplicate.id)
        : (catalogue?.spells.get(duplicate.id)?.title ?? duplicate.id);
  return (
    <section className="training__section training__twice" aria-labelledby="training-twice">
      <h3 id="training-twice" className="training__heading">
        {t('training.twiceTitle')}
      </h3>
      <p className="sheet-note">{t('training.twiceIntro')}</p>
      <ul className="training__list" data-testid="training-twice">
        {duplicates.map((duplicate) => {
          const path = duplicateFixPath(duplicate.fix);
          return (
            <li key={`${duplicate.kind}-${duplicate.id}`} className="sheet-warning training__fix">
              <span>
                {t('training.twiceEntry', {
                  name: nameOf(duplicate),
                  sources: duplicate.sources.map((source) => sourceTitle(source)).join(', '),
                })}
              </span>
              {path ? (
                <Link className="button" to={path}>
                  {t(duplicate.fix.kind === 'spells' ? 'training.fixSpells' : 'training.fixChoice')}
                </Link>
              ) : (
                <span className="training__sources">{t('training.fixNone')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
