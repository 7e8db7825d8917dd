import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { AppFooter } from '../../components/AppFooter.tsx';
import { ChevronIcon, GearIcon, HearthMark } from '../../components/icons.tsx';
import { setActiveCharacter, useSession } from '../../data/session.ts';
import { useCurrentUser } from '../../data/user.ts';
import { Avatar } from './Avatar.tsx';
import { ProfileDrawer } from './ProfileDrawer.tsx';
import { useRecentCharacters } from './recentCharacters.ts';

import './Home.css';

/** /home: the side menu (characters, recent characters and campaigns, settings, profile). */
export default function HomeScreen() {
  const { t } = useTranslation(['home', 'routes']);
  const { token } = useSession();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [profileOpen, setProfileOpen] = useState(false);
  const recent = useRecentCharacters(user?.id ?? null);
  const characters = recent.data ?? [];

  return (
    <main className="home">
      <nav className="home__menu" aria-label={t('menu')}>
        <header className="home__top">
          <HearthMark className="home__mark" />
          <h1 className="home__title">{t('routes:title.home')}</h1>
          <Link className="icon-button" to="/settings" aria-label={t('settings')}>
            <GearIcon />
          </Link>
        </header>

        {token ? (
          <button
            type="button"
            className="home__profile"
            onClick={() => setProfileOpen(true)}
            aria-label={t('profile.open')}
          >
            <Avatar user={user} />
            <span className="home__profile-text">
              <strong>{user?.name || t('profile.unnamed')}</strong>
              <span>{user?.email ?? ''}</span>
            </span>
            <ChevronIcon />
          </button>
        ) : (
          <Link className="button button--primary home__signin" to="/login">
            {t('signIn')}
          </Link>
        )}

        <Link className="home__row" to="/list">
          <span>{t('characters')}</span>
          <ChevronIcon />
        </Link>

        <section className="home__section" aria-labelledby="home-recent-characters">
          <h2 id="home-recent-characters" className="eyebrow">
            {t('recentCharacters')}
          </h2>
          {characters.length === 0 ? (
            <p className="home__empty">{t('noCharacters')}</p>
          ) : (
            <ul className="home__list">
              {characters.map((character) => (
                <li key={character.id}>
                  <button
                    type="button"
                    className="home__row"
                    onClick={() => {
                      setActiveCharacter(character.id);
                      void navigate('/character');
                    }}
                  >
                    <span>{character.name || t('unnamedCharacter')}</span>
                    <ChevronIcon />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className="home__section" aria-labelledby="home-recent-campaigns">
          <h2 id="home-recent-campaigns" className="eyebrow">
            {t('recentCampaigns')}
          </h2>
          <p className="home__empty">{t('noCampaigns')}</p>
        </section>
      </nav>
      <AppFooter />
      {token && <ProfileDrawer open={profileOpen} onClose={() => setProfileOpen(false)} />}
    </main>
  );
}
