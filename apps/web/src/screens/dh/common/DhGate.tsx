import type { ReactNode } from 'react';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import type { DhCatalogue, DhCharacter, DhSheet } from '@hearth/rules';
import { deriveDhSheet } from '@hearth/rules';

import { useRouteMeta } from '../../../app/routes/useRouteMeta.ts';
import { Link } from '../../../components/link/RouterLink.tsx';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useDhCharacter, useDhCharacterChange } from '../../../data/dh/dhCharacters.ts';
import { useDhCatalogue } from '../../../data/dh/useDhCatalogue.ts';

/** A change to the character: a rules transition, applied at once and written to the device. */
export type DhChange = (change: (character: DhCharacter) => DhCharacter) => void;

/** What every character page of the second system draws from. */
export interface DhView {
  character: DhCharacter;
  sheet: DhSheet;
  catalogue: DhCatalogue;
  change: DhChange;
}

/** True while the device holds no second-system catalogue yet (a first visit, offline). */
const CatalogueMissing = createContext(false);

/** Whether the page should say that the catalogue is not on this device yet. */
export function useCatalogueMissing(): boolean {
  return useContext(CatalogueMissing);
}

/**
 * Renders a second-system character page once the character (from this device) and the
 * catalogue are read; every number the page shows comes from `deriveDhSheet`. A character
 * that is not on this device says so, with the way back to the list.
 */
export function DhGate({ children }: { children: (view: DhView) => ReactNode }) {
  const { id = '' } = useParams();
  const { data: character } = useDhCharacter(id);
  const { catalogue, empty } = useDhCatalogue();
  const change = useDhCharacterChange(id);
  const sheet = useMemo(
    () => (character && catalogue ? deriveDhSheet(character, catalogue) : undefined),
    [character, catalogue],
  );
  if (character === null) return <DhNotFound />;
  if (!character || !catalogue || !sheet) return <LoadingScreen />;
  return (
    <CatalogueMissing.Provider value={empty}>
      {children({ character, sheet, catalogue, change })}
    </CatalogueMissing.Provider>
  );
}

/** The page keeps its title (Domain cards, Equipment…) and says the character is not here. */
function DhNotFound() {
  const { t } = useTranslation('dhSheet');
  const { t: routeTitle } = useTranslation('routes');
  const meta = useRouteMeta();
  return (
    <main className="page dh-missing" data-testid="dh-not-found">
      <PageHeader title={meta ? routeTitle(`title.${meta.id}`) : t('page.notFound')} />
      <h2>{t('page.notFound')}</h2>
      <p>{t('page.notFoundBody')}</p>
      <Link className="button button--primary" to="/dh/list">
        {t('page.toList')}
      </Link>
    </main>
  );
}
