import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';

import type { Item, Rule } from '@hearth/content';
import type { RulesCatalogue } from '@hearth/rules';

import { Link } from '../../components/link/RouterLink.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';
import { useRulesCatalogue } from '../../data/characters/rulesCatalogue.ts';
import { ItemBrowser } from '../items/ItemBrowser.tsx';
import { useSourceTitle } from '../items/useSourceTitle.ts';
import { SpellBrowser } from '../spells/SpellBrowser.tsx';
import { useCasterClasses, useFullIndex } from '../spells/spellIndexes.ts';
import { CatalogueRules } from './CatalogueRules.tsx';

import '../../styles/character.css';
import '../spells/Spells.css';
import '../items/Items.css';
import './Catalogue.css';

export const CATALOGUE_TABS = ['spells', 'items', 'rules'] as const;
type Tab = (typeof CATALOGUE_TABS)[number];

const isTab = (value: string | undefined): value is Tab => CATALOGUE_TABS.includes(value as Tab);

/**
 * /catalogue/{tab}: the SRD content on this device (spells, items, rules) to read without an
 * account and offline, the way a visitor plays before signing in. Nothing here is added to a
 * character: that is what the character's own spells and items pages do.
 */
export default function CatalogueScreen() {
  const { t } = useTranslation(['catalogue', 'routes']);
  const { tab } = useParams();
  const { data: catalogue, empty } = useRulesCatalogue();
  if (!isTab(tab)) return <Navigate to="/catalogue/spells" replace />;

  let body;
  if (!catalogue) body = <p className="sheet-note">{t('loading')}</p>;
  else if (empty) body = <p className="sheet-note">{t('noCatalogue')}</p>;
  else if (tab === 'spells') body = <CatalogueSpells catalogue={catalogue} />;
  else if (tab === 'items') body = <CatalogueItems />;
  else body = <CatalogueRulesTab />;

  return (
    <main className="page catalogue">
      <PageHeader title={t('routes:title.catalogue')} />
      <nav className="segmented catalogue__tabs" aria-label={t('sections')}>
        {CATALOGUE_TABS.map((option) => (
          <Link
            key={option}
            to={`/catalogue/${option}`}
            replace
            aria-current={option === tab ? 'page' : undefined}
            className={
              option === tab ? 'segmented__option segmented__option--on' : 'segmented__option'
            }
          >
            {t(`tab.${option}`)}
          </Link>
        ))}
      </nav>
      <p className="sheet-note catalogue__intro">{t('intro')}</p>
      {body}
    </main>
  );
}

function CatalogueSpells({ catalogue }: { catalogue: RulesCatalogue }) {
  const index = useFullIndex(catalogue);
  const classes = useCasterClasses(catalogue);
  return <SpellBrowser index={index} classes={classes} toggles={() => null} actions={() => null} />;
}

function CatalogueItems() {
  const items = useCatalogue<Item>('items').data ?? [];
  const sourceTitle = useSourceTitle();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ItemBrowser
      items={items}
      only={null}
      sourceTitle={sourceTitle}
      actions={() => null}
      openId={openId}
      onOpen={setOpenId}
    />
  );
}

function CatalogueRulesTab() {
  const rules = useCatalogue<Rule>('rules').data ?? [];
  return <CatalogueRules rules={rules} />;
}
