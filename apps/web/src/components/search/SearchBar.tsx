import { useId, useState } from 'react';

import { TextField } from '../form/TextField.tsx';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue.ts';

import './Search.css';

/**
 * The state of a catalogue page's search: what is typed, the `query` it settles into after
 * 200 ms (what filters and highlights), and whether the filter panel is open.
 */
export function useCatalogueSearch() {
  const panelId = useId();
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [panelOpen, setPanelOpen] = useState(false);
  const togglePanel = () => setPanelOpen((open) => !open);
  return { panelId, typed, setTyped, query, panelOpen, togglePanel };
}

export type CatalogueSearch = ReturnType<typeof useCatalogueSearch>;

interface SearchBarProps {
  search: CatalogueSearch;
  label: string;
  placeholder: string;
  /** The filters toggle's text, and how many filters are on. */
  filtersLabel: string;
  activeCount: number;
}

/** A catalogue page's search field with the button that opens its filter panel. */
export function SearchBar({
  search,
  label,
  placeholder,
  filtersLabel,
  activeCount,
}: SearchBarProps) {
  return (
    <div className="search-bar">
      <TextField
        label={label}
        type="search"
        value={search.typed}
        onValueChange={search.setTyped}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button
        type="button"
        className={activeCount > 0 ? 'button search-bar__filters--on' : 'button'}
        aria-expanded={search.panelOpen}
        aria-controls={search.panelId}
        onClick={search.togglePanel}
      >
        {filtersLabel}
        {activeCount > 0 && <span className="search-badge">{activeCount}</span>}
      </button>
    </div>
  );
}

/** How many entries the search found, announced, with a way to clear the filters when any are on. */
export function SearchResultsLine({
  status,
  clearLabel,
  canClear,
  onClear,
}: {
  status: string;
  clearLabel: string;
  canClear: boolean;
  onClear: () => void;
}) {
  return (
    <div className="search-results">
      <span role="status">{status}</span>
      {canClear && (
        <button type="button" className="button button--ghost" onClick={onClear}>
          {clearLabel}
        </button>
      )}
    </div>
  );
}
