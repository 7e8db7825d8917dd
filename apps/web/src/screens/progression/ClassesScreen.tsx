import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';
import { MAX_LEVEL } from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { signed } from '../sheet/useTermText.ts';

import './Progression.css';

/**
 * /classes: the character's classes with their level, hit die, subclass (from the subclass
 * choice) and spellcasting, each leading to its level change; and the way to add a class.
 */
export default function ClassesScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <Classes character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function Classes({ character, sheet }: { character: Character; sheet: DerivedCharacter }) {
  const { t } = useTranslation(['progression', 'character']);
  const catalogue = useRulesCatalogue().data;
  const texts = useRulesTexts();
  return (
    <CharacterPage character={character} title={t('classes.title')}>
      <p className="progression-total">{t('classes.total', { level: sheet.level })}</p>
      <ul className="class-cards" aria-label={t('classes.title')}>
        {character.classes.map((cls) => {
          const rules = catalogue?.classes.get(cls.id);
          const dice = sheet.hitDice.find((entry) => entry.classId === cls.id);
          const subclassChoice = sheet.choices.find(
            (choice) =>
              choice.kind === 'features' &&
              choice.featureType === 2 &&
              choice.source.kind === 'class' &&
              choice.source.id === cls.id,
          );
          const subclassId = subclassChoice?.chosen[0];
          const casting = sheet.spellcasting.find((entry) => entry.classId === cls.id);
          return (
            <li key={cls.id} className="card class-card" data-testid={`class-${cls.id}`}>
              <div className="card__row">
                <h2 className="class-card__title">{rules?.title ?? cls.id}</h2>
                <span className="tag">{t('classes.level', { level: cls.level })}</span>
              </div>
              <dl className="class-card__facts">
                <div>
                  <dt>{t('classes.hitDie')}</dt>
                  <dd>
                    {t('classes.hitDieValue', {
                      die: rules?.hit_die ?? dice?.die ?? 0,
                      available: dice?.available ?? 0,
                      total: dice?.total ?? cls.level,
                    })}
                  </dd>
                </div>
                <div>
                  <dt>{t('classes.subclass')}</dt>
                  <dd>
                    {subclassId ? (
                      (catalogue?.subclasses.get(subclassId)?.title ?? subclassId)
                    ) : subclassChoice ? (
                      <Link to="/features/edit" className="class-card__open">
                        {t('classes.subclassOpen')}
                      </Link>
                    ) : (
                      t('classes.subclassAt', { level: rules?.subclass_level ?? 3 })
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{t('classes.spellcasting')}</dt>
                  <dd>
                    {casting
                      ? t('classes.casting', {
                          ability: t(`character:abilities.${casting.ability}`),
                          progression: t(`classes.progression.${casting.progression}`),
                          dc: casting.saveDc.value,
                          attack: signed(casting.attackBonus.value),
                        })
                      : rules?.spellcasting
                        ? t('classes.castingFrom', { level: rules.spellcasting.from_level })
                        : t('classes.noCasting')}
                  </dd>
                </div>
              </dl>
              <Link className="button" to={`/lvlup/${cls.id}`}>
                {t('classes.changeLevel')}
              </Link>
            </li>
          );
        })}
      </ul>
      {sheet.level >= MAX_LEVEL ? (
        <p className="sheet-note">{texts.message({ key: 'levels.max' })}</p>
      ) : (
        <Link className="button button--ghost" to="/lvlup/classes">
          {t('levelUp.addClass')}
        </Link>
      )}
    </CharacterPage>
  );
}
