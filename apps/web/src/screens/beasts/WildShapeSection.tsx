import type { Beast } from '@hearth/content';
import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';

import { useCharacterBeasts } from '../../data/beasts/characterBeasts.ts';
import { entriesById } from '../../data/catalogue/lookups.ts';
import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';
import type { BreakdownView } from '../sheet/BreakdownDrawer.tsx';
import { WildShapeControl } from './WildShapeControl.tsx';
import { WildShapeForm } from './WildShapeForm.tsx';

import './WildShape.css';

/**
 * Wild Shape on a druid's sheet (loaded only for druids of level 2 and up): the control that
 * takes a shape, or while shaped the form's merged statistics with the way back.
 */
export default function WildShapeSection({
  character,
  sheet,
  explain,
}: {
  character: Character;
  sheet: DerivedCharacter;
  explain: (view: BreakdownView) => void;
}) {
  const beasts = useCharacterBeasts(character.id);
  const catalogue = useCatalogue<Beast>('beasts').data;
  const byId = catalogue ? entriesById(catalogue) : undefined;
  const forms = (beasts.data ?? []).filter((beast) => beast.type === 'wildshape');
  const active = forms.find((beast) => beast.active);
  if (sheet.states.includes('wild-shape')) {
    return (
      <WildShapeForm
        character={character}
        sheet={sheet}
        beast={active ? byId?.get(active.beast_id) : undefined}
        loading={beasts.isPending || catalogue === undefined}
        explain={explain}
      />
    );
  }
  return (
    <WildShapeControl
      character={character}
      sheet={sheet}
      forms={forms}
      byId={byId}
      loading={beasts.isPending}
    />
  );
}
