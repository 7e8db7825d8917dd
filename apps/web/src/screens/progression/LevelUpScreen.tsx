import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';
import { defaultTargetLevel, MAX_LEVEL } from '@hearth/rules';

import { ChevronIcon } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { useRulesTexts } from '../../i18n/problemText.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';

import './Progression.css';

/**
 * /lvlup (spec §2): the character's classes, each leading to its level change, and the way
 * to add a class (beta); at total level 20, 'You have maximum level'.
 */
export default function LevelUpScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <LevelUp character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function LevelUp({ character, sheet }: { character: Character; sheet: DerivedCharacter }) {
  const { t } = useTranslation('progression');
  const texts = useRulesTexts();
  const catalogue = useRulesCatalogue().data;
  const atMax = sheet.level >= MAX_LEVEL;
  return (
    <CharacterPage character={character} title={t('levelUp.title')}>
      <p className="progression-total">{t('classes.total', { level: sheet.level })}</p>
      {atMax && (
        <p className="sheet-warning" role="status">
          {texts.message({ key: 'levels.max' })}
        </p>
      )}
      <ul className="level-classes" aria-label={t('levelUp.classes')}>
        {character.classes.map((cls) => {
          const target = defaultTargetLevel(character, cls.id);
          return (
            <li key={cls.id}>
              <Link className="card level-classes__link" to={`/lvlup/${cls.id}`}>
                <span className="level-classes__text">
                  <strong>{catalogue?.classes.get(cls.id)?.title ?? cls.id}</strong>
                  <span className="feats-list__meta">
                    {target > cls.level
                      ? t('levelUp.next', { from: cls.level, to: target })
                      : t('classes.level', { level: cls.level })}
                  </span>
                </span>
                <ChevronIcon />
              </Link>
            </li>
          );
        })}
      </ul>
      {!atMax && (
        <Link className="button button--ghost" to="/lvlup/classes">
          {t('levelUp.addClass')}
        </Link>
      )}
    </CharacterPage>
  );
}
