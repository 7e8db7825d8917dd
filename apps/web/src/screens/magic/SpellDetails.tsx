import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Spell } from '@hearth/content';

import { EnglishTextMark } from '../../components/EnglishTextMark.tsx';
import { MarkdownText } from '../../components/MarkdownText.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';

import './SpellDetails.css';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Level 3 Evocation", "Abjuration cantrip". */
export function useSpellLine() {
  const { t } = useTranslation('magic');
  const translate = t as unknown as Translate;
  return (spell: { level: number; school: string }) =>
    spell.level === 0
      ? translate('spell.cantripOf', { school: translate(`schools.${spell.school}`) })
      : translate('spell.levelOf', {
          level: spell.level,
          school: translate(`schools.${spell.school}`),
        });
}

function rangeText(spell: Spell, t: Translate): string {
  const range = spell.range;
  if (range.type === 'ranged') return t('spell.feet', { feet: range.feet });
  if (range.type === 'miles') return t('spell.miles', { miles: range.miles });
  return t(`ranges.${range.type}`);
}

function durationText(spell: Spell, t: Translate): string {
  const duration = spell.duration;
  const text =
    duration.type === 'timed'
      ? t(`durations.${duration.unit}`, { count: duration.amount })
      : t(`durations.${duration.type}`);
  return spell.concentration ? t('spell.concentrationUpTo', { duration: text }) : text;
}

function componentsText(spell: Spell): string {
  const parts = [
    spell.components.verbal && 'V',
    spell.components.somatic && 'S',
    spell.components.material && 'M',
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * A spell's details (spec character.md §2 spell detail): level and school, casting time, range,
 * components with the material, duration, concentration and ritual marks, classes, source, the
 * description and what a higher slot does. `actions` go under it; `primary` (the Cast section)
 * goes right under the facts, so it is in reach without scrolling past the description.
 */
export function SpellDetails({
  spell,
  actions,
  primary,
}: {
  spell: Spell;
  actions?: ReactNode;
  primary?: ReactNode;
}) {
  const { t } = useTranslation('magic');
  const translate = t as unknown as Translate;
  const line = useSpellLine();
  const catalogue = useRulesCatalogue().data;
  const classTitle = (id: string) => catalogue?.classes.get(id)?.title ?? id;
  const castingTime = [spell.casting_time, spell.alternative_casting_time]
    .filter((time): time is NonNullable<typeof time> => Boolean(time))
    .map((time) => translate(`castingTimes.${time}`))
    .join(translate('spell.or'));
  return (
    <article className="spell-details" data-testid="spell-details">
      <p className="spell-details__line">
        {line(spell)}
        {spell.concentration && <span className="tag">{t('spell.concentration')}</span>}
        {spell.ritual && <span className="tag">{t('spell.ritual')}</span>}
      </p>
      <dl className="spell-details__facts">
        <div>
          <dt>{t('spell.castingTime')}</dt>
          <dd>
            {castingTime}
            {spell.reaction_trigger && (
              <span className="spell-details__note"> — {spell.reaction_trigger}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('spell.range')}</dt>
          <dd>
            {rangeText(spell, translate)}
            {spell.area &&
              ` · ${translate('spell.area', { feet: spell.area.feet, shape: translate(`areas.${spell.area.shape}`) })}`}
          </dd>
        </div>
        <div>
          <dt>{t('spell.components')}</dt>
          <dd>
            {componentsText(spell)}
            {spell.components.material && (
              <span className="spell-details__note"> ({spell.components.material})</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('spell.duration')}</dt>
          <dd>{durationText(spell, translate)}</dd>
        </div>
        <div>
          <dt>{t('spell.classes')}</dt>
          <dd>{spell.classes.map(classTitle).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('spell.source')}</dt>
          <dd>{spell.source === 'srd-5-2' ? 'SRD 5.2' : spell.source}</dd>
        </div>
      </dl>
      {primary}
      <EnglishTextMark />
      <MarkdownText text={spell.description} />
      {spell.higher_levels && (
        <section>
          <h3 className="eyebrow">
            {spell.level === 0 ? t('spell.cantripUpgrade') : t('spell.higherLevels')}
          </h3>
          <MarkdownText text={spell.higher_levels} />
        </section>
      )}
      {actions}
    </article>
  );
}
