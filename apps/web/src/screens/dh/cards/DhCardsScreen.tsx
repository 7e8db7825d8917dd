import { useTranslation } from 'react-i18next';

import { Icon } from '../../../components/icons.tsx';
import { Link } from '../../../components/link/RouterLink.tsx';
import type { DhView } from '../common/DhGate.tsx';
import { DhGate } from '../common/DhGate.tsx';
import { DhPage } from '../common/DhPage.tsx';
import { DomainCardView } from '../common/DomainCardView.tsx';
import { useDhNames } from '../common/useDhNames.ts';

const PencilIcon = () => (
  <Icon>
    <path d="M4 20h4L19 9l-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </Icon>
);

/** /dh/character/{id}/cards: the loadout (active domain cards); the pencil edits it. */
export default function DhCardsScreen() {
  return <DhGate>{(view) => <DhCards {...view} />}</DhGate>;
}

function DhCards({ character, sheet }: DhView) {
  const { t } = useTranslation('dhSheet');
  const names = useDhNames();
  const edit = (
    <Link className="icon-button" to={`/dh/domains/${character.id}`} aria-label={t('cards.edit')}>
      <PencilIcon />
    </Link>
  );
  const { active, vault, limit } = sheet.cards;
  return (
    <DhPage
      characterId={character.id}
      name={character.name}
      title={t('cards.title')}
      actions={edit}
    >
      <p className="sheet-note" data-testid="dh-loadout-count">
        {t('cards.loadout', { count: active.length, limit })}
        {' · '}
        {t('cards.inVault', { count: vault.length })}
      </p>
      <p className="sheet-note">
        {t('cards.domains', { domains: sheet.domains.map(names.domain).join(', ') })}
      </p>
      {active.length === 0 ? (
        <div className="card dh-empty">
          <p>{t('cards.emptyLoadout')}</p>
          <Link className="button button--primary" to={`/dh/domains/${character.id}`}>
            {t('cards.manage')}
          </Link>
        </div>
      ) : (
        <div className="dh-card-list">
          {active.map((card) => (
            <DomainCardView key={card.id} card={card} />
          ))}
        </div>
      )}
    </DhPage>
  );
}
