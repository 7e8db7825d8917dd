import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Character } from '@hearth/contract';

import { BackIcon } from '../../components/icons.tsx';
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
  const { t } = useTranslation('character');
  return (
    <div className="character-page">
      <header className="character-page__header">
        <Link className="icon-button" to="/list" aria-label={t('backToList')}>
          <BackIcon />
        </Link>
        <div className="character-page__heading">
          <h1 className="character-page__title">{title ?? character.name}</h1>
          {/* The save status goes under the title, never beside it: beside the header's
              buttons it squeezed the title to nothing on a phone. */}
          <div className="character-page__meta">
            {title && <span className="character-page__subtitle">{character.name}</span>}
            <SyncBadge characterId={character.id} />
          </div>
        </div>
        {actions}
      </header>
      <main className="character-page__main">{children}</main>
      <CharacterNav character={character} />
    </div>
  );
}
