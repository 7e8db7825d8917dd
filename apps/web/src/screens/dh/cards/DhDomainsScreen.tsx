import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhDomainCard } from '@hearth/rules';
import { addCard, removeCard, setCardActive } from '@hearth/rules';

import { CardPickerDrawer } from '../common/CardPickerDrawer.tsx';
import { ConfirmModal } from '../common/ConfirmModal.tsx';
import type { DhView } from '../common/DhGate.tsx';
import { DhGate } from '../common/DhGate.tsx';
import { DhPage } from '../common/DhPage.tsx';
import { DhTabs } from '../common/DhTabs.tsx';
import { DomainCardView } from '../common/DomainCardView.tsx';
import { useDhRefusal } from '../common/useDhRefusal.ts';
import { takeableCards } from './takeableCards.ts';

const TABS = ['active', 'vault'] as const;
type Tab = (typeof TABS)[number];

/**
 * /dh/domains/{id}: the loadout (Active Cards) and the Vault. A card moves between them (the
 * loadout holds five; a refusal says why), leaves the character (asked first: out of the vault
 * is out of the loadout too), or joins from the character's domains.
 */
export default function DhDomainsScreen() {
  return <DhGate>{(view) => <DhDomains {...view} />}</DhGate>;
}

function DhDomains({ character, sheet, catalogue, change }: DhView) {
  const { t } = useTranslation('dhSheet');
  const [tab, setTab] = useState<Tab>('active');
  const { refusal, apply, clearRefusal } = useDhRefusal(change);
  const [removing, setRemoving] = useState<DhDomainCard | null>(null);
  const [adding, setAdding] = useState(false);
  const { active, vault, limit } = sheet.cards;
  const shown = tab === 'active' ? active : vault;
  const move = (card: DhDomainCard, toActive: boolean) => {
    apply(setCardActive(character, card.id, toActive));
  };
  return (
    <DhPage characterId={character.id} name={character.name} title={t('domains.title')}>
      <DhTabs
        tabs={TABS}
        selected={tab}
        onSelect={(key) => {
          setTab(key);
          clearRefusal();
        }}
        label={t('domains.title')}
        tabLabel={(key) =>
          key === 'active'
            ? t('domains.activeTab', { count: active.length, limit })
            : t('domains.vaultTab', { count: vault.length })
        }
      />
      <p className="sheet-note" data-testid="dh-loadout-limit">
        {active.length >= limit
          ? t('domains.full', { limit })
          : t('domains.room', { count: limit - active.length, limit })}
      </p>
      {refusal && (
        <p className="sheet-warning" role="alert">
          {refusal}
        </p>
      )}
      <div role="tabpanel" className="dh-card-list">
        {shown.length === 0 && (
          <p className="sheet-note">
            {tab === 'active' ? t('domains.emptyActive') : t('domains.emptyVault')}
          </p>
        )}
        {shown.map((card) => (
          <DomainCardView key={card.id} card={card}>
            <button type="button" className="button" onClick={() => move(card, tab === 'vault')}>
              {tab === 'active' ? t('domains.toVault') : t('domains.toActive')}
            </button>
            <button
              type="button"
              className="button button--danger-outline"
              onClick={() => setRemoving(card)}
            >
              {t('domains.remove')}
            </button>
          </DomainCardView>
        ))}
      </div>
      <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
        {t('domains.add')}
      </button>
      {adding && (
        <CardPickerDrawer
          title={t('domains.addTitle')}
          note={active.length >= limit ? t('domains.addToVault') : t('domains.addToLoadout')}
          cards={takeableCards(character, sheet, catalogue)}
          action={t('domains.take')}
          onPick={(card) => {
            change((current) => addCard(current, card.id));
            setAdding(false);
          }}
          onClose={() => setAdding(false)}
        />
      )}
      <ConfirmModal
        open={removing !== null}
        title={t('domains.removeTitle')}
        confirm={t('domains.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) change((current) => removeCard(current, removing.id));
          setRemoving(null);
        }}
      >
        <p>{t('domains.removeBody', { card: removing?.title ?? '' })}</p>
      </ConfirmModal>
    </DhPage>
  );
}
