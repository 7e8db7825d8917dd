import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { AppFooter } from '../../components/AppFooter.tsx';
import { ChevronIcon, GearIcon, HearthMark } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { setActiveCharacter, useSession } from '../../data/session.ts';
import { useCurrentUser } from '../../data/user.ts';
import { Avatar } from './Avatar.tsx';
import { CatalogueSection, OtherSystemsSection, RecentSections } from './HomeSections.tsx';
import { ProfileDrawer } from './ProfileDrawer.tsx';
import { useRecentCampaigns } from './recentCampaigns.ts';
import { useRecentCharacters } from './recentCharacters.ts';

import './Home.css';

/**
 * /home: the side menu. Signed in: profile, characters, recent characters and campaigns.
 * A visitor: sign-in and what works without an account. Everyone: the catalogue, and the
 * second system's characters (on this device, no account needed).
 */
export default function HomeScreen() {
  const { t } = useTranslation(['home', 'routes']);
  const { token } = useSession();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [profileOpen, setProfileOpen] = useState(false);
  const recent = useRecentCharacters(user?.id ?? null);
  const characters = recent.data ?? [];
  const campaigns = useRecentCampaigns(token ? (user?.id ?? null) : null).data ?? [];

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
          <>
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
            <Link className="home__row" to="/list">
              <span>{t('characters')}</span>
              <ChevronIcon />
            </Link>
            <Link className="home__row" to="/campaigns">
              <span>{t('campaigns')}</span>
              <ChevronIcon />
            </Link>
            <RecentSections
              characters={characters}
              campaigns={campaigns}
              onOpen={(id) => {
                setActiveCharacter(id);
                void navigate('/character');
              }}
            />
          </>
        ) : (
          // A visitor has no characters (they need an account): no link that only bounces to
          // the sign-in page, but the catalogue to read right away.
          <div className="home__visitor">
            <Link className="button button--primary home__signin" to="/login">
              {t('signIn')}
            </Link>
            <p className="home__hint">{t('visitorHint')}</p>
          </div>
        )}

        <CatalogueSection />
        <OtherSystemsSection />
      </nav>
      <AppFooter />
      {token && <ProfileDrawer open={profileOpen} onClose={() => setProfileOpen(false)} />}
    </main>
  );
}
