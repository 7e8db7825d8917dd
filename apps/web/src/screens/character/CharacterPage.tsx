import type { ReactNode } from 'react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';

import { BackIcon } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { useScreenWakeLock } from '../../data/device/wakeLock.ts';
import { CharacterNav } from './CharacterNav.tsx';
import { SyncBadge } from './SyncBadge.tsx';

import '../../styles/character.css';
import './CharacterPage.css';

interface CharacterPageProps {
  character: Character;
  /** The page's own title; the sheet shows the character's name instead. */
  title?: string;
  /** Buttons at the right of the header. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every character page: a header, the content, and the character menu below. */
export function CharacterPage({ character, title, actions, children }: CharacterPageProps) {
  // The screen stays on while a character's pages are open (issue 19; spec: failures logged).
  useScreenWakeLock();
  return (
    <div className="character-page">
      <PageHeader id={character.id} name={character.name} title={title} actions={actions} />
      <main className="character-page__main">{children}</main>
      <CharacterNav character={character} />
    </div>
  );
}

/**
 * The header shows the name, the page's title and the save status (which follows the outbox on
 * its own): a tap that changes hit points or a condition leaves it as it is (issue 16). The
 * pages pass `actions` made once.
 */
const PageHeader = memo(function PageHeader({
  id,
  name,
  title,
  actions,
}: {
  id: string;
  name: string;
  title: string | undefined;
  actions: ReactNode;
}) {
  const { t } = useTranslation('character');
  return (
    <header className="character-page__header">
      <Link className="icon-button" to="/list" aria-label={t('backToList')}>
        <BackIcon />
      </Link>
      <div className="character-page__heading">
        <h1 className="character-page__title">{title ?? name}</h1>
        {/* The save status goes under the title, never beside it: beside the header's
            buttons it squeezed the title to nothing on a phone. */}
        <div className="character-page__meta">
          {title && <span className="character-page__subtitle">{name}</span>}
          <SyncBadge characterId={id} />
        </div>
      </div>
      {actions}
    </header>
  );
});
