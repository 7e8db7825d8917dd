import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { useCharacterSpells } from '../../data/characters/spells.ts';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { ArmorWarnings } from '../sheet/ArmorWarnings.tsx';
import { LocalEdits, useShownCharacter } from '../sheet/localEdits.tsx';
import { CastDrawer } from './CastDrawer.tsx';
import { ConcentrationBanner } from './ConcentrationBanner.tsx';
import { KnownTab } from './KnownTab.tsx';
import { SpellList } from './SpellList.tsx';
import { SpellsTab } from './SpellsTab.tsx';
import { useUsesRow } from './useUsesRow.tsx';

import './Magic.css';

const MAGIC_TABS = ['spells', 'cantrips', 'known', 'favorites', 'atwill'] as const;
type MagicTab = (typeof MAGIC_TABS)[number];

const isTab = (tab: string): tab is MagicTab => (MAGIC_TABS as readonly string[]).includes(tab);
const pathOf = (tab: MagicTab) => (tab === 'spells' ? '/magic' : `/magic/${tab}`);

/**
 * /magic/{tab?} (spec §2): spell slots and the spells to cast by level, cantrips, everything
 * prepared and known by how it is had, favourites, and at-will and extra spells; the
 * concentration banner on top; a tap on a spell opens it with Cast.
 */
export default function MagicScreen() {
  const { tab = 'spells' } = useParams();
  if (!isTab(tab)) return <Navigate to="/magic" replace />;
  return (
    <CharacterGate>
      {(character, sheet) => <Magic character={character} sheet={sheet} tab={tab} />}
    </CharacterGate>
  );
}

function Magic({
  character: stored,
  sheet: storedSheet,
  tab,
}: {
  character: Character;
  sheet: DerivedCharacter;
  tab: MagicTab;
}) {
  const { character, sheet, show } = useShownCharacter(stored, storedSheet);
  const { t } = useTranslation('magic');
  const spells = useCharacterSpells(character, sheet);
  const usesRow = useUsesRow(character, sheet);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = openId ? spells.find((entry) => entry.spell.id === openId) : undefined;
  const list = (entries: typeof spells, empty: string, label: string) => (
    <SpellList
      entries={entries}
      character={character}
      onOpen={setOpenId}
      empty={empty}
      label={label}
      row={usesRow}
    />
  );

  return (
    <LocalEdits show={show}>
      <CharacterPage character={character} title={t('title')}>
        <ConcentrationBanner character={character} />
        {/* Armor without training forbids casting (SRD 5.2): say so where spells are cast. */}
        <ArmorWarnings sheet={sheet} />
        <nav className="magic-tabs" aria-label={t('tabs.label')}>
          {MAGIC_TABS.map((option) => (
            <Link
              key={option}
              to={pathOf(option)}
              replace
              aria-current={tab === option ? 'page' : undefined}
              className={tab === option ? 'magic-tabs__tab magic-tabs__tab--on' : 'magic-tabs__tab'}
            >
              {t(`tabs.${option}`)}
            </Link>
          ))}
        </nav>

        {tab === 'spells' && (
          <SpellsTab character={character} sheet={sheet} spells={spells} onOpen={setOpenId} />
        )}
        {tab === 'cantrips' && (
          <section className="card magic-card">
            {list(
              spells.filter((entry) => entry.spell.level === 0),
              t('cantrips.none'),
              t('tabs.cantrips'),
            )}
          </section>
        )}
        {tab === 'known' && (
          <KnownTab character={character} sheet={sheet} spells={spells} onOpen={setOpenId} />
        )}
        {tab === 'favorites' && (
          <section className="card magic-card">
            {list(
              spells.filter((entry) => entry.status.favorite),
              t('favorites.none'),
              t('tabs.favorites'),
            )}
          </section>
        )}
        {tab === 'atwill' && (
          <>
            <section className="card" aria-labelledby="atwill-title">
              <h2 id="atwill-title" className="eyebrow card__title">
                {t('sources.atwill')}
              </h2>
              {list(
                spells.filter((entry) => entry.source === 'atwill'),
                t('atwill.none'),
                t('sources.atwill'),
              )}
            </section>
            <section className="card" aria-labelledby="extra-title">
              <h2 id="extra-title" className="eyebrow card__title">
                {t('sources.extra')}
              </h2>
              {list(
                spells.filter((entry) => entry.source === 'extra'),
                t('atwill.noneExtra'),
                t('sources.extra'),
              )}
            </section>
          </>
        )}

        <CastDrawer
          entry={open}
          character={character}
          sheet={sheet}
          onClose={() => setOpenId(null)}
        />
      </CharacterPage>
    </LocalEdits>
  );
}
