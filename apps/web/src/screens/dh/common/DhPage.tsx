import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { BackIcon, Icon } from '../../../components/icons.tsx';
import { Link, NavLink } from '../../../components/link/RouterLink.tsx';
import { useScreenWakeLock } from '../../../data/device/wakeLock.ts';
import { useCatalogueMissing } from './DhGate.tsx';

import '../../../styles/character.css';
import '../../character/CharacterPage.css';
import './DhPage.css';

interface DhPageProps {
  characterId: string;
  name: string;
  /** The page's own title; the sheet shows the character's name instead. */
  title?: string;
  /** Buttons at the right of the header. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every second-system character page: the header (back to the list), the content,
 * and a bar below to the sheet, the cards, the equipment and the level up. It wears the
 * fifth-edition pages' classes, so both systems look alike.
 */
export function DhPage({ characterId, name, title, actions, children }: DhPageProps) {
  const { t } = useTranslation('dhSheet');
  const catalogueMissing = useCatalogueMissing();
  // The screen stays on while a character's pages are open (issue 19; spec: failures logged).
  useScreenWakeLock();
  return (
    <div className="character-page dh-page">
      <header className="character-page__header">
        <Link className="icon-button" to="/dh/list" aria-label={t('page.backToList')}>
          <BackIcon />
        </Link>
        <div className="character-page__heading">
          <h1 className="character-page__title">{title ?? name}</h1>
          {title && (
            <div className="character-page__meta">
              <span className="character-page__subtitle">{name}</span>
            </div>
          )}
        </div>
        {actions}
      </header>
      <main className="character-page__main">
        {catalogueMissing && (
          <p className="sheet-warning" role="status">
            {t('page.catalogueMissing')}
          </p>
        )}
        {children}
      </main>
      <DhNav characterId={characterId} />
    </div>
  );
}

const NAV_ICONS = {
  sheet: (
    <Icon>
      <circle cx="12" cy="7" r="4" />
      <path d="M4 21c1-4 4.5-6 8-6s7 2 8 6" />
    </Icon>
  ),
  cards: (
    <Icon>
      <rect x="4" y="5" width="11" height="15" rx="2" />
      <path d="M9 3h9a2 2 0 012 2v13" />
    </Icon>
  ),
  equipment: (
    <Icon>
      <path d="M6 8h12l-1 12H7z" />
      <path d="M9 8V6a3 3 0 016 0v2" />
    </Icon>
  ),
  level: (
    <Icon>
      <path d="M12 20V5M6 11l6-6 6 6" />
    </Icon>
  ),
} as const;

/** The character's pages, always in reach at the bottom (as the fifth-edition menu). */
function DhNav({ characterId }: { characterId: string }) {
  const { t } = useTranslation('dhSheet');
  const base = `/dh/character/${characterId}`;
  const entries = [
    { key: 'sheet', to: base, label: t('nav.sheet') },
    { key: 'cards', to: `${base}/cards`, label: t('nav.cards') },
    { key: 'equipment', to: `${base}/equipment`, label: t('nav.equipment') },
    { key: 'level', to: `${base}/level`, label: t('nav.level') },
  ] as const;
  return (
    <nav className="character-nav" aria-label={t('nav.label')}>
      {entries.map((entry) => (
        <NavLink
          key={entry.key}
          to={entry.to}
          end
          replace
          className={({ isActive }) =>
            isActive ? 'character-nav__item character-nav__item--active' : 'character-nav__item'
          }
        >
          {NAV_ICONS[entry.key]}
          <span className="character-nav__label">{entry.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
