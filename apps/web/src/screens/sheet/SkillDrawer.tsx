import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter, ProficiencyLevel, Skill } from '@hearth/rules';
import { markSkill } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { BreakdownTerms } from './BreakdownTerms.tsx';
import { duplicateFixPath } from './duplicateFix.ts';
import { useSheetActions } from './useSheetActions.ts';
import { signed, useTermText } from './useTermText.ts';

const LEVELS = [0, 1, 2] as const;
const LEVEL_KEYS = {
  0: 'sheet.notProficient',
  1: 'sheet.proficient',
  2: 'sheet.expertise',
} as const;

/**
 * One skill: its modifier and breakdown, its passive score, and its proficiency as it really
 * is — from class, background, species, feats and the player's own mark — with where each part
 * comes from. The level control offers what a mark on the sheet can do: add proficiency or
 * expertise on top of what is granted. A granted level cannot be removed here; the drawer says
 * where it comes from and links to the choice it was picked through.
 */
export function SkillDrawer({
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
  const levelName = (level: ProficiencyLevel) => t(LEVEL_KEYS[level]);
  const grants = view?.sources.filter((from) => from.source !== 'sheet') ?? [];
  const picked = grants.some((from) => from.choice !== undefined);
  const duplicate = sheet.duplicates.find((found) => found.kind === 'skill' && found.id === skill);
  const duplicateLink = duplicate && duplicateFixPath(duplicate.fix);
  const grantedTitles = [...new Set(grants.map((from) => texts.sourceTitle(from.source)))];
  const mark = (level: ProficiencyLevel) =>
    run((current) => markSkill(current, skill!, level, view!.granted));
  return (
    <Drawer open={skill !== null} onClose={onClose} title={title}>
      {view && (
        <div className="breakdown">
          <p className="breakdown__total" data-testid="skill-total">
            {signed(view.mod.value)}
          </p>
          <BreakdownTerms breakdown={view.mod} />
          <p className="sheet-note">{t('sheet.passiveScore', { value: view.passive.value })}</p>
          <h3 className="eyebrow">{t('sheet.skill.level')}</h3>
          <div
            className="segmented proficiency-control"
            role="radiogroup"
            aria-label={t('sheet.skill.level')}
          >
            {LEVELS.map((level) => {
              const on = view.proficiency === level;
              return (
                <button
                  key={level}
                  type="button"
                  role="radio"
                  aria-checked={on}
                  disabled={level < view.granted}
                  className={on ? 'segmented__option segmented__option--on' : 'segmented__option'}
                  onClick={() => mark(level)}
                >
                  {levelName(level)}
                </button>
              );
            })}
          </div>
          <p className="sheet-note" data-testid="skill-hint">
            {view.granted === 0
              ? t('sheet.skill.manualHint')
              : picked
                ? t('sheet.skill.fromChoice', { level: levelName(view.granted) })
                : t('sheet.skill.fromFeature', {
                    level: levelName(view.granted),
                    sources: grantedTitles.join(', '),
                  })}
          </p>
          {view.granted > 0 && picked && (
            <Link className="button" to="/features/edit" replace>
              {t('sheet.skill.changeChoice')}
            </Link>
          )}
          {view.sources.length > 0 && (
            <>
              <h3 className="eyebrow">{t('sheet.skill.sources')}</h3>
              <ul className="skill-sources" data-testid="skill-sources">
                {view.sources.map((from, index) => (
                  <li key={index} className="skill-sources__item">
                    <strong>{texts.sourceTitle(from.source)}</strong>
                    <span className="breakdown__source">
                      {from.source === 'sheet'
                        ? levelName(from.level)
                        : [
                            from.level === 2 ? levelName(2) : null,
                            t(from.choice ? 'sheet.skill.chosen' : 'sheet.skill.granted'),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {duplicate && (
            <div className="sheet-warning skill-twice" role="status">
              <p>
                {t('sheet.skill.twice', {
                  sources: duplicate.sources.map((source) => texts.sourceTitle(source)).join(', '),
                })}
              </p>
              {duplicateLink && (
                <Link className="button" to={duplicateLink} replace>
                  {t('sheet.skill.chooseAnother')}
                </Link>
              )}
            </div>
          )}
        </div>
      )}
    </Drawer>
  );
}
