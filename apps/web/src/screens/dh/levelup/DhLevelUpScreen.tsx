import { useTranslation } from 'react-i18next';

import { DH_CONSTANTS } from '@hearth/rules';

import type { DhView } from '../common/DhGate.tsx';
import { DhGate } from '../common/DhGate.tsx';
import { DhPage } from '../common/DhPage.tsx';
import { LevelUpForm } from './LevelUpForm.tsx';
import { PastLevels } from './PastLevels.tsx';

import './DhLevelUp.css';

/** /dh/character/{id}/level: the next level's choices, the levels taken, and the way down. */
export default function DhLevelUpScreen() {
  return <DhGate>{(view) => <DhLevelUp {...view} />}</DhGate>;
}

function DhLevelUp(view: DhView) {
  const { character } = view;
  const { t } = useTranslation('dhSheet');
  return (
    <DhPage characterId={character.id} name={character.name} title={t('levelup.title')}>
      {character.level >= DH_CONSTANTS.maxLevel ? (
        <p className="card">{t('levelup.maxLevel', { level: DH_CONSTANTS.maxLevel })}</p>
      ) : (
        // A new form for each level: what was chosen for the last one does not carry over.
        <LevelUpForm key={character.level} {...view} />
      )}
      <PastLevels character={character} catalogue={view.catalogue} change={view.change} />
    </DhPage>
  );
}
