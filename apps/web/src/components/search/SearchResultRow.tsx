import type { ReactNode } from 'react';

import { Highlighted } from './highlight.tsx';

import './Search.css';

/**
 * One entry of a catalogue search's results: its title with the search text marked and a line
 * about it, opening its details; `children` sit at the row's end (toggles, numbers).
 */
export function SearchResultRow({
  id,
  title,
  query,
  meta,
  onOpen,
  children,
}: {
  id: string;
  title: string;
  query: string;
  meta: ReactNode;
  onOpen: () => void;
  children?: ReactNode;
}) {
  const metaId = `search-meta-${id}`;
  return (
    <li className="search-row">
      <button
        type="button"
        className="search-row__open"
        aria-label={title}
        aria-describedby={metaId}
        onClick={onOpen}
      >
        <span className="search-row__title">
          <Highlighted text={title} query={query} />
        </span>
        <span className="search-row__meta" id={metaId}>
          {meta}
        </span>
      </button>
      {children}
    </li>
  );
}
