import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter, Skill } from '@hearth/rules';
import { SKILL_IDS } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import type { BreakdownView } from './BreakdownDrawer.tsx';
import { useRuleTitles } from './useRuleTitles.ts';
import { useSheetActions } from './useSheetActions.ts';
import { signed, useTermText } from './useTermText.ts';

const MARKS = ['○', '●', '◆'] as const;
const PASSIVES: Skill[] = ['perception', 'insight', 'investigation'];

/** The 18 skills with proficiency (0/1/2) and modifier, and the passive scores (spec §9). */
export function SkillsCard({
  character,
  sheet,
}: {
  character: Character;
  sheet: DerivedCharacter;
  explain: (view: BreakdownView) => void;
}) {
  const { t } = useTranslation('character');
  const { titleOf: title } = useRuleTitles();
  const [open, setOpen] = useState<Skill | null>(null);
  return (
    <section className="card" aria-labelledby="skills-title">
      <h2 id="skills-title" className="eyebrow card__title">
        {t('sheet.skills')}
      </h2>
      <ul className="skills">
        {SKILL_IDS.map((skill) => {
          const view = sheet.skills[skill];
          return (
            <li key={skill}>
              <button
                type="button"
                className="skills__row"
                data-testid={`skill-${skill}`}
                onClick={() => setOpen(skill)}
              >
                <span
                  className={`skills__mark skills__mark--${view.proficiency}`}
                  aria-hidden="true"
                >
                  {MARKS[view.proficiency]}
                </span>
                <span className="skills__name">
                  {title(skill)}{' '}
                  <span className="skills__ability">{t(`abilities.short.${view.ability}`)}</span>
                </span>
                <strong>{signed(view.mod.value)}</strong>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="sheet-note">
        {PASSIVES.map(
          (skill) =>
            `${t('sheet.passive', { skill: title(skill) })} ${sheet.skills[skill].passive.value}`,
        ).join(' · ')}
      </p>
      <SkillDrawer
        skill={open}
        title={open ? title(open) : ''}
        character={character}
        sheet={sheet}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}

function SkillDrawer({
  skill,
  title,
  character,
  sheet,
  onClose,
}: {
  skill: Skill | null;
  title: string;
  character: Character;
  sheet: DerivedCharacter;
  onClose: () => void;
}) {
  const { t } = useTranslation('character');
  const run = useSheetActions(character);
  const texts = useTermText();
  const view = skill ? sheet.skills[skill] : undefined;
  const manual = skill ? (character.skills[skill] ?? 0) : 0;
  const setManual = (level: 0 | 1 | 2) =>
    run((current) => ({ ...current, skills: { ...current.skills, [skill!]: level } }));
  return (
    <Drawer open={skill !== null} onClose={onClose} title={title}>
      {view && (
        <div className="breakdown">
          <p className="breakdown__total">{signed(view.mod.value)}</p>
          <ul className="breakdown__terms">
            {view.mod.terms.map((term, index) => (
              <li key={index} className="breakdown__term">
                <span>
                  {texts.label(term)}
                  {term.source && (
                    <span className="breakdown__source"> · {texts.sourceTitle(term.source)}</span>
                  )}
                </span>
                <strong>{signed(term.value)}</strong>
              </li>
            ))}
          </ul>
          <p className="sheet-note">
            {t('sheet.passive', { skill: title })} {view.passive.value}
          </p>
          <div className="segmented" role="radiogroup" aria-label={t('sheet.proficiency')}>
            {([0, 1, 2] as const).map((level) => (
              <button
                key={level}
                type="button"
                role="radio"
                aria-checked={manual === level}
                className={
                  manual === level ? 'segmented__option segmented__option--on' : 'segmented__option'
                }
                onClick={() => setManual(level)}
              >
                {level === 0
                  ? t('sheet.notProficient')
                  : level === 1
                    ? t('sheet.proficient')
                    : t('sheet.expertise')}
              </button>
            ))}
          </div>
        </div>
      )}
    </Drawer>
  );
}
