import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';

import { HoldButton } from '../../components/HoldButton.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { CharacterAvatar } from '../character/CharacterAvatar.tsx';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { useClassLine } from '../sheet/useClassLine.ts';

import './AfterCreation.css';

/**
 * /moc/1: the new character is ready. On to the feature walkthrough (/moc/2), to the spell
 * choice for casters (/moc/3), or straight to the sheet with a 500 ms hold (spec hold-to-skip).
 */
export default function CongratulationsScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <Congratulations character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function Congratulations({ character, sheet }: { character: Character; sheet: DerivedCharacter }) {
  const { t } = useTranslation(['wizard', 'routes']);
  const navigate = useNavigate();
  const classLine = useClassLine();
  const caster = sheet.spellcasting.length > 0;
  return (
    <CharacterPage character={character} title={t('routes:title.mocDone')}>
      <section className="wizard-done">
        <CharacterAvatar character={character} size={96} />
        <h2 className="wizard-done__title">{t('done.title', { name: character.name })}</h2>
        <p className="wizard-done__line">{classLine(character)}</p>
        <p className="wizard-done__text">{t('done.text')}</p>
        <div className="wizard-done__actions">
          <Link className="button button--primary" to="/moc/2">
            {t('done.features')}
          </Link>
          {caster && (
            <Link className="button" to="/moc/3">
              {t('done.spells')}
            </Link>
          )}
          <HoldButton className="button button--ghost" onHold={() => void navigate('/character')}>
            {t('done.skip')}
          </HoldButton>
          <p className="sheet-note">{t('done.skipHint')}</p>
        </div>
      </section>
    </CharacterPage>
  );
}
