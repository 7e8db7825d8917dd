import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../components/form/TextField.tsx';
import { InfoIcon } from '../../components/icons.tsx';
import { MarkdownText } from '../../components/MarkdownText.tsx';
import { searchNeedle, titleMatches } from '../../data/catalogue/searchTitle.ts';

export interface PickItem {
  id: string;
  title: string;
  /** A short line under the title (a school and level, a prerequisite). */
  detail?: string | undefined;
  /** Longer text the player can unfold (markdown). */
  description?: string | undefined;
  /** Why it cannot be picked now ('Already known'); the item is disabled. */
  blocked?: string | undefined;
}

/** Lists longer than this get a search box. */
export const SEARCH_FROM = 10;

interface PickListProps {
  label: string;
  items: readonly PickItem[];
  chosen: readonly string[];
  /** How many to choose; −1 means any number. */
  required: number;
  onToggle: (id: string, selected: boolean) => void;
  /** Buttons after a chosen item (take a repeatable feat again). */
  extra?: (item: PickItem) => ReactNode;
}

/**
 * Options as a list of toggles. A choice of one replaces its pick on a tap; a choice of
 * several stops offering more once it is full (the rules still check what is stored).
 */
export function PickList({ label, items, chosen, required, onToggle, extra }: PickListProps) {
  const { t } = useTranslation('progression');
  const [query, setQuery] = useState('');
  const [unfolded, setUnfolded] = useState<string | null>(null);
  const full = required !== -1 && required !== 1 && chosen.length >= required;
  const needle = searchNeedle(query);
  const shown = needle
    ? items.filter((item) => titleMatches(item, needle) || chosen.includes(item.id))
    : items;
  return (
    <div className="pick-list">
      {items.length > SEARCH_FROM && (
        <TextField
          label={t('choice.search')}
          type="search"
          value={query}
          onValueChange={setQuery}
          autoComplete="off"
        />
      )}
      {shown.length === 0 ? (
        <p className="sheet-note">{t('choice.noMatches')}</p>
      ) : (
        <ul className="pick-list__items" aria-label={label}>
          {shown.map((item) => {
            const selected = chosen.includes(item.id);
            const disabled = !selected && (item.blocked !== undefined || full);
            return (
              <li key={item.id} className="pick-list__item">
                <button
                  type="button"
                  className={selected ? 'pick-list__pick pick-list__pick--on' : 'pick-list__pick'}
                  aria-pressed={selected}
                  disabled={disabled}
                  onClick={() => onToggle(item.id, !selected)}
                >
                  <span className="pick-list__mark" aria-hidden="true">
                    {selected ? '✓' : ''}
                  </span>
                  <span className="pick-list__text">
                    <span className="pick-list__title">{item.title}</span>
                    {item.detail && <span className="pick-list__detail">{item.detail}</span>}
                    {item.blocked && !selected && (
                      <span className="pick-list__detail pick-list__blocked">{item.blocked}</span>
                    )}
                  </span>
                </button>
                {item.description && (
                  <button
                    type="button"
                    className="icon-button pick-list__more"
                    aria-expanded={unfolded === item.id}
                    aria-label={t('choice.details', { title: item.title })}
                    onClick={() => setUnfolded(unfolded === item.id ? null : item.id)}
                  >
                    <InfoIcon />
                  </button>
                )}
                {selected && extra?.(item)}
                {unfolded === item.id && item.description && (
                  <MarkdownText className="pick-list__description" text={item.description} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
