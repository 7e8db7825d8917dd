import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { GearIcon } from '../../../components/icons.tsx';
import type { DhBreakdownView } from '../common/DhBreakdownDrawer.tsx';
import { DhBreakdownDrawer } from '../common/DhBreakdownDrawer.tsx';
import type { DhView } from '../common/DhGate.tsx';
import { DhGate } from '../common/DhGate.tsx';
import { DhPage } from '../common/DhPage.tsx';
import { ProblemList } from '../common/ProblemList.tsx';
import { ConditionsCard } from './ConditionsCard.tsx';
import { DamageDrawer } from './DamageDrawer.tsx';
import { DeathMoveDrawer } from './DeathMoveDrawer.tsx';
import { DefenseCard } from './DefenseCard.tsx';
import { ExperiencesCard } from './ExperiencesCard.tsx';
import { FeaturesCard } from './FeaturesCard.tsx';
import { HopeCard } from './HopeCard.tsx';
import { ModsDrawer } from './ModsDrawer.tsx';
import { RestDrawer } from './RestDrawer.tsx';
import { SheetHero } from './SheetHero.tsx';
import type { SheetDrawer } from './TracksCard.tsx';
import { TracksCard } from './TracksCard.tsx';
import { TraitsCard } from './TraitsCard.tsx';
import { WeaponsCard } from './WeaponsCard.tsx';

import './DhSheet.css';

/** /dh/character/{id}: the second system's live sheet; every number comes from the rules. */
export default function DhSheetScreen() {
  return <DhGate>{(view) => <DhSheet {...view} />}</DhGate>;
}

function DhSheet(view: DhView) {
  const { character, sheet, catalogue } = view;
  const { t } = useTranslation('dhSheet');
  const [explained, setExplained] = useState<DhBreakdownView | null>(null);
  const [drawer, setDrawer] = useState<SheetDrawer | 'mods' | null>(null);
  const close = () => setDrawer(null);
  const settings = (
    <button
      type="button"
      className="icon-button"
      aria-label={t('mods.open')}
      onClick={() => setDrawer('mods')}
    >
      <GearIcon />
    </button>
  );
  return (
    <DhPage characterId={character.id} name={character.name} actions={settings}>
      <SheetHero character={character} sheet={sheet} catalogue={catalogue} />
      <ProblemList problems={sheet.problems} />
      <TraitsCard
        traits={sheet.traits}
        spellcastTrait={sheet.spellcastTrait}
        explain={setExplained}
      />
      <HopeCard {...view} />
      <DefenseCard sheet={sheet} explain={setExplained} />
      <TracksCard {...view} open={setDrawer} />
      <ConditionsCard {...view} />
      <ExperiencesCard {...view} explain={setExplained} />
      <WeaponsCard characterId={character.id} sheet={sheet} explain={setExplained} />
      <FeaturesCard features={sheet.features} catalogue={catalogue} />
      <DhBreakdownDrawer view={explained} onClose={() => setExplained(null)} />
      {drawer === 'damage' && <DamageDrawer {...view} onClose={close} />}
      {drawer === 'death' && <DeathMoveDrawer {...view} onClose={close} />}
      {(drawer === 'short-rest' || drawer === 'long-rest') && (
        <RestDrawer {...view} kind={drawer === 'short-rest' ? 'short' : 'long'} onClose={close} />
      )}
      {drawer === 'mods' && <ModsDrawer {...view} onClose={close} />}
    </DhPage>
  );
}
