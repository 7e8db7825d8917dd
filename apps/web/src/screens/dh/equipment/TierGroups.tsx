import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form/TextField.tsx';
import { searchableTitle } from '../../../data/catalogue/searchTitle.ts';

/**
 * A searchable list grouped by tier, highest first (the character's own tier is what they
 * usually shop from), each entry drawn by the page.
 */
export function TierGroups<T extends { id: string; title: string; tier: number }>({
  entries,
  maxTier,
  searchLabel,
  textOf,
  render,
}: {
  entries: readonly T[];
  maxTier: number;
  searchLabel: string;
  /** What the search looks through besides the title. */
  textOf: (entry: T) => string;
  render: (entry: T) => ReactNode;
}) {
  const { t } = useTranslation('dhSheet');
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const shown = entries
    .filter((entry) => entry.tier <= maxTier)
    .filter(
      (entry) =>
        !needle ||
        `${searchableTitle(entry)} ${textOf(entry)}`.toLocaleLowerCase().includes(needle),
    );
  const tiers = [...new Set(shown.map((entry) => entry.tier))].sort((a, b) => b - a);
  return (
    <div className="form-stack">
      <TextField
        label={searchLabel}
        type="search"
        value={query}
        autoComplete="off"
        onValueChange={setQuery}
      />
      {shown.length === 0 && <p className="sheet-note">{t('equipment.noMatch')}</p>}
      {tiers.map((tier) => (
        <section key={tier} aria-label={t('equipment.tier', { tier })}>
          <h3 className="eyebrow dh-subtitle">{t('equipment.tier', { tier })}</h3>
          <ul className="dh-gear-list">
            {shown
              .filter((entry) => entry.tier === tier)
              .sort((a, b) => a.title.localeCompare(b.title))
              .map((entry) => (
                <li key={entry.id}>{render(entry)}</li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
