import { useState } from 'react';

import type { Beast } from '@hearth/content';
import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';
import { wildShapeSheet } from '@hearth/rules';

import { useCharacterBeasts } from '../../data/beasts/characterBeasts.ts';
import { entriesById } from '../../data/catalogue/lookups.ts';
import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';
import type { BreakdownView } from '../sheet/BreakdownDrawer.tsx';
import { BreakdownDrawer } from '../sheet/BreakdownDrawer.tsx';
import { useBeastTexts } from './useBeastTexts.ts';
import { FormActions } from './WildShapeForm.tsx';

import './WildShape.css';

/**
 * /actions of a druid in a Wild Shape form (loaded only then): which form, and its actions with
 * their attack bonus (a breakdown) and damage.
 */
export default function WildShapeActions({
  character,
  sheet,
}: {
  character: Character;
  sheet: DerivedCharacter;
}) {
  const texts = useBeastTexts();
  const [explained, setExplained] = useState<BreakdownView | null>(null);
  const beasts = useCharacterBeasts(character.id).data;
  const catalogue = useCatalogue<Beast>('beasts').data;
  const active = beasts?.find((owned) => owned.type === 'wildshape' && owned.active);
  const beast = active && catalogue ? entriesById(catalogue).get(active.beast_id) : undefined;
  if (!beast) return null;
  const shaped = wildShapeSheet(sheet, beast);
  return (
    <>
      <section className="card wild-shape-banner" data-testid="wild-shape-banner">
        <p className="wild-shape-banner__title">
          {texts.t('beasts:wildShape.banner', { name: beast.title })}
        </p>
        <p className="wild-shape-banner__spells">
          {texts.t(
            shaped.spellcasting.allowed
              ? 'beasts:wildShape.spellsAllowed'
              : 'beasts:wildShape.spellsUnavailable',
          )}
        </p>
      </section>
      <FormActions shaped={shaped} beast={beast} texts={texts} explain={setExplained} />
      <BreakdownDrawer view={explained} onClose={() => setExplained(null)} />
    </>
  );
}
