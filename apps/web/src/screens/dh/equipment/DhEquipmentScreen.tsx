import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhView } from '../common/DhGate.tsx';
import { DhGate } from '../common/DhGate.tsx';
import { DhPage } from '../common/DhPage.tsx';
import { DhTabs } from '../common/DhTabs.tsx';
import { ProblemList } from '../common/ProblemList.tsx';
import { ArmorTab } from './ArmorTab.tsx';
import { GoldCard } from './GoldCard.tsx';
import { InventoryTab } from './InventoryTab.tsx';
import { WeaponTab } from './WeaponTab.tsx';

import './DhEquipment.css';

const TABS = ['armor', 'primary', 'secondary', 'inventory'] as const;
type Tab = (typeof TABS)[number];

/** /dh/character/{id}/equipment: gold, armor, the two weapons and the inventory. */
export default function DhEquipmentScreen() {
  return <DhGate>{(view) => <DhEquipment {...view} />}</DhGate>;
}

function DhEquipment(view: DhView) {
  const { character, sheet } = view;
  const { t } = useTranslation('dhSheet');
  const [tab, setTab] = useState<Tab>('armor');
  const equipped = [
    { key: 'armor', title: sheet.armor?.title },
    { key: 'primary', title: sheet.weapons.primary?.entry.title },
    { key: 'secondary', title: sheet.weapons.secondary?.entry.title },
  ] as const;
  return (
    <DhPage characterId={character.id} name={character.name} title={t('equipment.title')}>
      <GoldCard {...view} />
      <section className="card" aria-labelledby="dh-equipped-title">
        <h2 id="dh-equipped-title" className="eyebrow card__title">
          {t('equipment.equippedTitle')}
        </h2>
        <dl className="dh-equipped">
          {equipped.map(({ key, title }) => (
            <div key={key} className="dh-equipped__row">
              <dt>{t(`equipment.slots.${key}`)}</dt>
              <dd data-testid={`dh-equipped-${key}`}>{title ?? t('equipment.nothing')}</dd>
            </div>
          ))}
        </dl>
        <ProblemList problems={sheet.problems} />
      </section>
      <DhTabs
        className="dh-tabs"
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        label={t('equipment.title')}
        tabLabel={(key) => t(`equipment.tabs.${key}`)}
      />
      <div role="tabpanel" aria-label={t(`equipment.tabs.${tab}`)}>
        {tab === 'armor' && <ArmorTab {...view} />}
        {tab === 'primary' && <WeaponTab {...view} slot="primary" />}
        {tab === 'secondary' && <WeaponTab {...view} slot="secondary" />}
        {tab === 'inventory' && <InventoryTab {...view} />}
      </div>
    </DhPage>
  );
}
