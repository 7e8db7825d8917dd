import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form/TextField.tsx';
import { searchNeedle, titleMatches } from '../../../data/catalogue/searchTitle.ts';

/** Lists longer than this get a filter field: a phone shows about six cards at once. */
const FILTER_FROM = 8;

/**
 * A filter by title for a long list of choices (ancestries, weapons); the chosen entry always
 * stays in the list, so filtering never hides what was picked.
 */
export function useTitleFilter<T extends { id: string; title: string }>(
  entries: readonly T[],
  chosen: readonly (string | null)[],
) {
  const { t } = useTranslation('dh');
  const [query, setQuery] = useState('');
  const needle = searchNeedle(query);
  const shown = needle
    ? entries.filter((entry) => chosen.includes(entry.id) || titleMatches(entry, needle))
    : entries;
  const field =
    entries.length > FILTER_FROM ? (
      <TextField
        label={t('wizard.search')}
        type="search"
        value={query}
        placeholder={t('wizard.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        onValueChange={setQuery}
      />
    ) : null;
  const empty =
    shown.length === 0 ? <p className="dh-step-note">{t('wizard.nothingFound')}</p> : null;
  return { shown, field, empty };
}
