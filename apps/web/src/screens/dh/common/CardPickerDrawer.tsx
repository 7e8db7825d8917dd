import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhDomainCard } from '@hearth/rules';

import { Drawer } from '../../../components/drawer/Drawer.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { searchableTitle } from '../../../data/catalogue/searchTitle.ts';
import { DomainCardView } from './DomainCardView.tsx';
import { useDhNames } from './useDhNames.ts';

/**
 * Domain cards to choose from, grouped by level and searchable by title, domain or text (the
 * vault's Add, a level up's new card and its exchange).
 */
export function CardPickerDrawer({
  title,
  note,
  cards,
  action,
  onPick,
  onClose,
}: {
  title: string;
  /** Where the card goes, under the title. */
  note?: string;
  cards: readonly DhDomainCard[];
  /** The pick button's label. */
  action: string;
  onPick: (card: DhDomainCard) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('dhSheet');
  const names = useDhNames();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const found = needle
    ? cards.filter((card) =>
        [
          searchableTitle(card),
          names.domain(card.domain),
          ...card.features.map((f) => f.description),
        ]
          .join(' ')
          .toLocaleLowerCase()
          .includes(needle),
      )
    : cards;
  const levels = [...new Set(found.map((card) => card.level))].sort((a, b) => a - b);
  return (
    <Drawer open onClose={onClose} title={title}>
      <div className="form-stack">
        {note && <p className="sheet-note">{note}</p>}
        <TextField
          label={t('picker.search')}
          type="search"
          value={query}
          autoComplete="off"
          onValueChange={setQuery}
        />
        {cards.length === 0 && <p>{t('picker.nothing')}</p>}
        {cards.length > 0 && found.length === 0 && <p>{t('picker.noMatch')}</p>}
        {levels.map((level) => (
          <section key={level} className="dh-card-list" aria-label={t('cards.level', { level })}>
            <h3 className="eyebrow">{t('cards.level', { level })}</h3>
            {found
              .filter((card) => card.level === level)
              .map((card) => (
                <DomainCardView key={card.id} card={card}>
                  <button type="button" className="button" onClick={() => onPick(card)}>
                    {action}
                  </button>
                </DomainCardView>
              ))}
          </section>
        ))}
      </div>
    </Drawer>
  );
}
