import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhItemEntry } from '@hearth/rules';

import { Drawer } from '../../../components/drawer/Drawer.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { MarkdownText } from '../../../components/MarkdownText.tsx';
import { searchableTitle } from '../../../data/catalogue/searchTitle.ts';

const KINDS = ['consumable', 'item'] as const;

/** The SRD's items and consumables, searchable, to put into the inventory. */
export function AddItemDrawer({
  items,
  onAdd,
  onClose,
}: {
  items: readonly DhItemEntry[];
  onAdd: (item: DhItemEntry) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('dhSheet');
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const found = items
    .filter(
      (item) =>
        !needle ||
        `${searchableTitle(item)} ${item.description}`.toLocaleLowerCase().includes(needle),
    )
    .sort((a, b) => a.title.localeCompare(b.title));
  return (
    <Drawer open onClose={onClose} title={t('inventory.addTitle')}>
      <div className="form-stack">
        <TextField
          label={t('inventory.search')}
          type="search"
          value={query}
          autoComplete="off"
          onValueChange={setQuery}
        />
        {found.length === 0 && <p className="sheet-note">{t('equipment.noMatch')}</p>}
        {KINDS.map((kind) => {
          const group = found.filter((item) => item.kind === kind);
          if (group.length === 0) return null;
          return (
            <section key={kind} aria-label={t(`inventory.groups.${kind}`)}>
              <h3 className="eyebrow dh-subtitle">{t(`inventory.groups.${kind}`)}</h3>
              <ul className="dh-gear-list">
                {group.map((item) => (
                  <li key={item.id} className="dh-item-choice">
                    <div className="card__row">
                      <strong>{item.title}</strong>
                      <button type="button" className="button" onClick={() => onAdd(item)}>
                        {t('inventory.add')}
                      </button>
                    </div>
                    <MarkdownText text={item.description} className="sheet-note" />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Drawer>
  );
}
