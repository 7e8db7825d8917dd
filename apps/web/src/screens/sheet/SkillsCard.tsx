import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter, Skill } from '@hearth/rules';
import { SKILL_IDS } from '@hearth/rules';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';
import { useSkillNames } from './useSkillNames.ts';
import { signed } from './useTermText.ts';

// The drawer's code comes after the sheet's first paint, long before a first tap.
const loadSkillDrawer = () => import('./SkillDrawer.tsx');
const SkillDrawer = lazy(() =>
  loadSkillDrawer().then((module) => ({ default: module.SkillDrawer })),
);

const MARKS = ['○', '●', '◆'] as const;
const PASSIVES = ['perception', 'insight', 'investigation'] as const;

/**
 * The 18 skills with proficiency (0/1/2), modifier and disadvantage when armor gives it, and
 * the passive scores (spec §9). A row opens the skill's drawer.
 */
export function SkillsCard({
  character,
  sheet,
}: {
  character: Character;
  sheet: DerivedCharacter;
}) {
  const nameOf = useSkillNames();
  const [open, setOpen] = useState<Skill | null>(null);
  const drawerLoaded = useChunkAfterPaint(loadSkillDrawer);
  return (
    <section className="card" aria-labelledby="skills-title">
      <SkillRows skills={sheet.skills} onOpen={setOpen} />
      {(drawerLoaded || open) && (
        <Suspense fallback={null}>
          <SkillDrawer
            skill={open}
            title={open ? nameOf(open) : ''}
            character={character}
            sheet={sheet}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * The card's rows and passives, drawn from the skills alone: a tap that changes something else
 * (hit points, a condition) leaves them as they are.
 */
const SkillRows = memo(function SkillRows({
  skills,
  onOpen,
}: {
  skills: DerivedCharacter['skills'];
  onOpen: (skill: Skill) => void;
}) {
  const { t } = useTranslation('character');
  const nameOf = useSkillNames();
  return (
    <>
      <h2 id="skills-title" className="eyebrow card__title">
        {t('sheet.skills')}
      </h2>
      <ul className="skills">
        {SKILL_IDS.map((skill) => {
          const view = skills[skill];
          const hampered = (view.mod.disadvantage?.length ?? 0) > 0;
          return (
            <li key={skill}>
              <button
                type="button"
                className="skills__row"
                data-testid={`skill-${skill}`}
                onClick={() => onOpen(skill)}
              >
                <span
                  className={`skills__mark skills__mark--${view.proficiency}`}
                  aria-hidden="true"
                >
                  {MARKS[view.proficiency]}
                </span>
                <span className="skills__name">
                  {nameOf(skill)}{' '}
                  <span className="skills__ability">{t(`abilities.short.${view.ability}`)}</span>
                  {view.proficiency > 0 && (
                    <span className="visually-hidden">
                      {' '}
                      {t(view.proficiency === 2 ? 'sheet.expertise' : 'sheet.proficient')}
                    </span>
                  )}
                </span>
                {hampered && (
                  <span className="tag tag--warning" title={t('sheet.disadvantage')}>
                    {t('sheet.disadvantageShort')}
                  </span>
                )}
                <strong>{signed(view.mod.value)}</strong>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="sheet-note skills__passives" data-testid="passives">
        {PASSIVES.map((skill, index) => (
          <span key={skill}>
            {index > 0 && ' · '}
            <span className="skills__passive">
              {t(`sheet.passiveOf.${skill}`)} {skills[skill].passive.value}
            </span>
          </span>
        ))}
      </p>
    </>
  );
});
