import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Beast } from '@hearth/content';
import type { Character } from '@hearth/contract';
import type { DerivedCharacter, ShapeAction, WildShapeSheet } from '@hearth/rules';
import { ABILITIES, leaveWildShape, SKILL_IDS, wildShapeSheet } from '@hearth/rules';

import { AbilitiesCard } from '../sheet/AbilitiesCard.tsx';
import type { BreakdownView } from '../sheet/BreakdownDrawer.tsx';
import { SkillsCard } from '../sheet/SkillsCard.tsx';
import { StatsCard } from '../sheet/StatsCard.tsx';
import { useSheetActions } from '../sheet/useSheetActions.ts';
import type { BeastTexts } from './useBeastTexts.ts';
import { signed, useBeastTexts } from './useBeastTexts.ts';

type Explain = (view: BreakdownView) => void;

/**
 * The sheet in a Wild Shape form: a banner with the way back, then the merged statistics
 * (SRD 5.2: the form's STR, DEX, CON, AC, speeds, senses and actions; the character's HP, INT,
 * WIS, CHA and proficiencies). Each number opens its breakdown, naming the form or the
 * character as its source. A form the device has no stat block of shows the character's own.
 */
export function WildShapeForm({
  character,
  sheet,
  beast,
  loading,
  explain,
}: {
  character: Character;
  sheet: DerivedCharacter;
  beast: Beast | undefined;
  loading: boolean;
  explain: Explain;
}) {
  const texts = useBeastTexts();
  const { t } = texts;
  const run = useSheetActions(character);
  const shaped = useMemo(() => beast && wildShapeSheet(sheet, beast), [sheet, beast]);
  const name = beast?.title ?? '…';
  return (
    <>
      <section
        className="card wild-shape-banner"
        role="region"
        aria-label={t('beasts:wildShape.title')}
        data-testid="wild-shape-banner"
      >
        <p className="wild-shape-banner__title">{t('beasts:wildShape.banner', { name })}</p>
        <p className="wild-shape-banner__spells" data-testid="spellcasting">
          {t(
            shaped?.spellcasting.allowed
              ? 'beasts:wildShape.spellsAllowed'
              : 'beasts:wildShape.spellsUnavailable',
          )}
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => run((current) => leaveWildShape(current))}
        >
          {t('beasts:wildShape.return')}
        </button>
      </section>
      {shaped ? (
        <FormCards shaped={shaped} beast={beast!} texts={texts} explain={explain} />
      ) : (
        !loading && (
          <>
            <p className="sheet-note">{t('beasts:wildShape.formMissing')}</p>
            <StatsCard character={character} sheet={sheet} explain={explain} />
            <AbilitiesCard abilities={sheet.abilities} explain={explain} />
            <SkillsCard character={character} sheet={sheet} />
          </>
        )
      )}
    </>
  );
}

function FormCards({
  shaped,
  beast,
  texts,
  explain,
}: {
  shaped: WildShapeSheet;
  beast: Beast;
  texts: BeastTexts;
  explain: Explain;
}) {
  const { t } = useTranslation('character');
  const fromForm = texts.t('beasts:wildShape.fromForm');
  const speeds = Object.entries(shaped.speeds);
  const senses = texts.senses(shaped.senses);
  return (
    <>
      <section className="card" aria-label={t('sheet.ac')} data-testid="form-stats">
        <div className="stat-grid stat-grid--four">
          <button
            type="button"
            className="stat"
            onClick={() => explain({ title: t('sheet.ac'), breakdown: shaped.ac })}
          >
            <span className="stat__label">{t('sheet.acShort')}</span>
            <span className="stat__value" data-testid="form-ac">
              {shaped.ac.value}
            </span>
          </button>
          <button
            type="button"
            className="stat"
            onClick={() =>
              explain({
                title: t('sheet.initiative'),
                breakdown: shaped.initiative,
                modifier: true,
              })
            }
          >
            <span className="stat__label">{t('sheet.initiativeShort')}</span>
            <span className="stat__value" data-testid="form-initiative">
              {signed(shaped.initiative.value)}
            </span>
          </button>
          <button
            type="button"
            className="stat"
            onClick={() => explain({ title: t('sheet.speed'), breakdown: shaped.speed })}
          >
            <span className="stat__label">{t('sheet.speed')}</span>
            <span className="stat__value" data-testid="form-speed">
              {shaped.speed.value}
            </span>
            <span className="stat__sub">{t('sheet.feet')}</span>
          </button>
          <div className="stat">
            <span className="stat__label">{t('sheet.proficiencyShort')}</span>
            <span className="stat__value">{signed(shaped.proficiencyBonus)}</span>
          </div>
        </div>
        <div className="wild-shape__facts">
          {speeds.map(([mode, breakdown]) => (
            <button
              key={mode}
              type="button"
              className="chip"
              data-testid={`form-speed-${mode}`}
              onClick={() =>
                explain({ title: texts.t(`beasts:speeds.${mode}`), breakdown: breakdown! })
              }
            >
              {texts.t(`beasts:speeds.${mode}`)} {texts.feet(breakdown!.value)}
            </button>
          ))}
          <button
            type="button"
            className="chip"
            data-testid="form-passive"
            onClick={() =>
              explain({
                title: texts.t('beasts:wildShape.passivePerception'),
                breakdown: shaped.passivePerception,
              })
            }
          >
            {texts.t('beasts:wildShape.passivePerception')} {shaped.passivePerception.value}
          </button>
          {senses.map((sense) => (
            <span key={sense} className="tag wild-shape__sense">
              {sense}
            </span>
          ))}
        </div>
      </section>
      <section className="card" aria-labelledby="form-abilities-title">
        <div className="card__row card__title">
          <h2 id="form-abilities-title" className="eyebrow">
            {t('sheet.abilities')}
          </h2>
          <span className="wild-shape__from">{fromForm}</span>
        </div>
        <div className="stat-grid">
          {ABILITIES.map((ability) => {
            const view = shaped.abilities[ability];
            const own = view.from !== 'stat-block';
            return (
              <div key={ability} className="ability">
                <button
                  type="button"
                  className="stat"
                  data-testid={`form-ability-${ability}`}
                  onClick={() =>
                    explain({ title: t(`abilities.${ability}`), breakdown: view.score })
                  }
                >
                  <span className="stat__label">{t(`abilities.short.${ability}`)}</span>
                  <span className="stat__value">{signed(view.mod)}</span>
                  <span className="stat__sub">
                    {view.score.value}
                    {!own && (
                      <span className="wild-shape__from">
                        {' '}
                        ◆<span className="visually-hidden"> {fromForm}</span>
                      </span>
                    )}
                  </span>
                </button>
                <button
                  type="button"
                  className={
                    view.save.proficiency > 0
                      ? 'ability__save ability__save--proficient'
                      : 'ability__save'
                  }
                  data-testid={`form-save-${ability}`}
                  onClick={() =>
                    explain({
                      title: `${t(`abilities.${ability}`)} · ${t('sheet.save')}`,
                      breakdown: view.save.mod,
                      modifier: true,
                    })
                  }
                >
                  <span aria-hidden="true">{view.save.proficiency > 0 ? '●' : '○'}</span>{' '}
                  {t('sheet.save')} {signed(view.save.mod.value)}
                </button>
              </div>
            );
          })}
        </div>
      </section>
      <FormActions shaped={shaped} beast={beast} texts={texts} explain={explain} />
      <section className="card" aria-labelledby="form-skills-title">
        <div className="card__row card__title">
          <h2 id="form-skills-title" className="eyebrow">
            {t('sheet.skills')}
          </h2>
          <span className="wild-shape__from">{fromForm}</span>
        </div>
        <ul className="skills">
          {SKILL_IDS.map((skill) => {
            const view = shaped.skills[skill];
            return (
              <li key={skill}>
                <button
                  type="button"
                  className="skills__row"
                  data-testid={`form-skill-${skill}`}
                  onClick={() =>
                    explain({ title: texts.skill(skill), breakdown: view.mod, modifier: true })
                  }
                >
                  <span
                    className={`skills__mark skills__mark--${view.proficiency}`}
                    aria-hidden="true"
                  >
                    {view.proficiency > 0 ? '●' : '○'}
                  </span>
                  <span className="skills__name">
                    {texts.skill(skill)}
                    {view.from === 'stat-block' && (
                      <span className="wild-shape__from">
                        {' '}
                        ◆<span className="visually-hidden"> {fromForm}</span>
                      </span>
                    )}
                  </span>
                  <strong>{signed(view.mod.value)}</strong>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

function attackFacts(action: ShapeAction, texts: BeastTexts): string {
  const attack = action.attack!;
  const where =
    attack.reach !== undefined
      ? texts.t('beasts:statBlock.reach', { value: attack.reach })
      : attack.range
        ? texts.t(attack.range.long ? 'beasts:statBlock.rangeLong' : 'beasts:statBlock.range', {
            ...attack.range,
          })
        : '';
  const damage = attack.damage
    .map((part) =>
      texts.t('beasts:statBlock.damage', {
        average: part.average,
        dice: part.dice,
        type: texts.damage(part.type),
      }),
    )
    .join(' + ');
  return [where, damage].filter(Boolean).join(' · ');
}

/** The form's actions: attacks with their bonus (a breakdown) and damage, others described. */
export function FormActions({
  shaped,
  beast,
  texts,
  explain,
}: {
  shaped: WildShapeSheet;
  beast: Beast;
  texts: BeastTexts;
  explain: Explain;
}) {
  const description = (id: string) => beast.actions.find((action) => action.id === id)?.description;
  return (
    <section className="card" aria-labelledby="form-actions-title" data-testid="form-actions">
      <h2 id="form-actions-title" className="eyebrow card__title">
        {texts.t('beasts:wildShape.attacks')}
      </h2>
      <ul className="wild-shape__actions">
        {shaped.actions.map((action) => (
          <li
            key={action.id}
            className="wild-shape__action"
            data-testid={`form-action-${action.id}`}
          >
            <div className="wild-shape__action-head">
              <strong>{action.title}</strong>
              {action.attack && (
                <button
                  type="button"
                  className="chip"
                  onClick={() =>
                    explain({
                      title: action.title,
                      breakdown: action.attack!.toHit,
                      modifier: true,
                    })
                  }
                >
                  {texts.t('beasts:statBlock.toHit', {
                    bonus: signed(action.attack.toHit.value),
                  })}
                </button>
              )}
            </div>
            {action.attack ? (
              <p className="wild-shape__action-facts">{attackFacts(action, texts)}</p>
            ) : (
              <p className="wild-shape__action-facts">{description(action.id)}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
