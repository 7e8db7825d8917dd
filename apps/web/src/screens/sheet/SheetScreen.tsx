import { lazy, memo, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';

import { GearIcon } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { loadNamespaces } from '../../i18n/index.ts';
import { CharacterAvatar } from '../character/CharacterAvatar.tsx';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { AbilitiesCard } from './AbilitiesCard.tsx';
import type { BreakdownView } from './BreakdownDrawer.tsx';
import { BreakdownDrawer } from './BreakdownDrawer.tsx';
import { ConditionsCard } from './ConditionsCard.tsx';
import { HitPointsCard } from './HitPointsCard.tsx';
import { LocalEdits, useShownCharacter } from './localEdits.tsx';
import { ProficienciesCard } from './ProficienciesCard.tsx';
import { ResourcesCard } from './ResourcesCard.tsx';
import type { RestKind } from './RestCard.tsx';
import { RestCard, RestDrawer } from './RestCard.tsx';
import { SkillsCard } from './SkillsCard.tsx';
import { StatsCard } from './StatsCard.tsx';
import { useClassLine } from './useClassLine.ts';

import './Sheet.css';

// Wild Shape is a druid's (level 2 and up): its code and texts load only for one (issue 16).
/** The rules' WILD_SHAPE_LEVEL, not imported: its module would join the sheet's first load. */
const WILD_SHAPE_LEVEL = 2;
const WildShapeSection = lazy(() =>
  Promise.all([import('../beasts/WildShapeSection.tsx'), loadNamespaces(['beasts'])]).then(
    ([module]) => module,
  ),
);

/** /character: the live sheet. Every number on it comes from the rules package. */
export default function SheetScreen() {
  return (
    <CharacterGate>
      {(character, sheet) => <Sheet character={character} sheet={sheet} />}
    </CharacterGate>
  );
}

function Sheet({
  character: stored,
  sheet: storedSheet,
}: {
  character: Character;
  sheet: DerivedCharacter;
}) {
  const { character, sheet, show } = useShownCharacter(stored, storedSheet);
  const { t } = useTranslation('character');
  const [explained, setExplained] = useState<BreakdownView | null>(null);
  const [resting, setResting] = useState<RestKind | null>(null);
  // The header's button and the hero are made once, not on every tap (issue 16).
  const settings = useMemo(
    () => (
      <Link className="icon-button" to="/character-settings" aria-label={t('sheet.settings')}>
        <GearIcon />
      </Link>
    ),
    [t],
  );
  // The first screen (hit points, the numbers, the abilities) is committed first and the cards
  // below it in a second, background render: no single task draws the whole sheet (issue 16).
  const below = useDeferredValue(true, false);
  const druid = (sheet.classLevels.druid ?? 0) >= WILD_SHAPE_LEVEL;
  // In a form the form's numbers replace the character's own (the section shows them).
  const shaped = druid && sheet.states.includes('wild-shape');
  return (
    <LocalEdits show={show}>
      <CharacterPage character={character} actions={settings}>
        <SheetHero name={character.name} avatar={character.avatar} classes={character.classes} />
        <HitPointsCard character={character} sheet={sheet} />
        {druid && (
          <Suspense fallback={null}>
            <WildShapeSection character={character} sheet={sheet} explain={setExplained} />
          </Suspense>
        )}
        {!shaped && (
          <>
            <StatsCard character={character} sheet={sheet} explain={setExplained} />
            <AbilitiesCard abilities={sheet.abilities} explain={setExplained} />
          </>
        )}
        {below && (
          <>
            <ConditionsCard character={character} sheet={sheet} />
            <ResourcesCard character={character} sheet={sheet} />
            <RestCard hitDice={sheet.hitDice} onRest={setResting} />
            {!shaped && <SkillsCard character={character} sheet={sheet} />}
            <ProficienciesCard training={sheet.training} duplicates={sheet.duplicates} />
          </>
        )}
        <BreakdownDrawer view={explained} onClose={() => setExplained(null)} />
        {resting && (
          <RestDrawer
            kind={resting}
            character={character}
            sheet={sheet}
            onClose={() => setResting(null)}
          />
        )}
      </CharacterPage>
    </LocalEdits>
  );
}

/** The portrait, the class line and the way to level up. */
const SheetHero = memo(function SheetHero({
  name,
  avatar,
  classes,
}: Pick<Character, 'name' | 'avatar' | 'classes'>) {
  const { t } = useTranslation('character');
  const classLine = useClassLine();
  return (
    <section className="sheet-hero">
      <CharacterAvatar character={{ name, avatar }} size={56} />
      <div className="sheet-hero__text">
        <p className="sheet-hero__line" data-testid="class-line">
          {classLine({ classes })}
        </p>
        <Link className="button button--ghost sheet-hero__level" to="/lvlup">
          {t('sheet.levelUp')}
        </Link>
      </div>
    </section>
  );
});
