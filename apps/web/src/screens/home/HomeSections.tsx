import { useTranslation } from 'react-i18next';

import { ChevronIcon } from '../../components/icons.tsx';
import { Link } from '../../components/link/RouterLink.tsx';

const CATALOGUE_LINKS = ['spells', 'items', 'rules'] as const;

/** The recent characters (up to 3, this week) and recent campaigns of a signed-in user. */
export function RecentSections({
  characters,
  campaigns,
  onOpen,
}: {
  characters: readonly { id: string; name: string }[];
  campaigns: readonly { id: string; name: string }[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('home');
  return (
    <>
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
                <button type="button" className="home__row" onClick={() => onOpen(character.id)}>
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
        {campaigns.length === 0 ? (
          <p className="home__empty">{t('noCampaigns')}</p>
        ) : (
          <ul className="home__list">
            {campaigns.map((campaign) => (
              <li key={campaign.id}>
                <Link className="home__row" to={`/campaign/${campaign.id}`}>
                  <span>{campaign.name}</span>
                  <ChevronIcon />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The SRD catalogue, open to everyone and readable offline. */
export function CatalogueSection() {
  const { t } = useTranslation('home');
  return (
    <section className="home__section" aria-labelledby="home-catalogue">
      <h2 id="home-catalogue" className="eyebrow">
        {t('catalogue')}
      </h2>
      <ul className="home__list">
        {CATALOGUE_LINKS.map((link) => (
          <li key={link}>
            <Link className="home__row" to={`/catalogue/${link}`}>
              <span className="home__row-text">
                <span>{t(`catalogueLinks.${link}.title`)}</span>
                <span className="home__row-sub">{t(`catalogueLinks.${link}.text`)}</span>
              </span>
              <ChevronIcon />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The card-based second system: open to everyone, since its characters live on this device with
 * no account; marked beta, as they are under active development.
 */
export function OtherSystemsSection() {
  const { t } = useTranslation('home');
  return (
    <section className="home__section" aria-labelledby="home-other-systems">
      <h2 id="home-other-systems" className="eyebrow">
        {t('otherSystems')}
      </h2>
      <ul className="home__list">
        <li>
          <Link className="home__row" to="/dh/list">
            <span className="home__row-text">
              <span className="home__system-head">
                <span>{t('daggerheart.title')}</span>
                <span className="home__tag">{t('beta')}</span>
              </span>
              <span className="home__row-sub">{t('daggerheart.text')}</span>
            </span>
            <ChevronIcon />
          </Link>
        </li>
      </ul>
    </section>
  );
}
