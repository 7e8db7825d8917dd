import type { ReactNode } from 'react';

import { Icon } from '../../components/icons.tsx';
import type { MenuEntry } from '../../data/characters/menu.ts';

/** One icon per menu entry, drawn in the current theme colour. */
export const MENU_ICONS: Record<MenuEntry, ReactNode> = {
  character: (
    <Icon>
      <circle cx="12" cy="7" r="4" />
      <path d="M4 21c1-4 4.5-6 8-6s7 2 8 6" />
    </Icon>
  ),
  features: (
    <Icon>
      <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
    </Icon>
  ),
  magic: (
    <Icon>
      <path d="M5 19L19 5M14 5h5v5" />
      <path d="M6 4v4M4 6h4M18 16v4M16 18h4" />
    </Icon>
  ),
  actions: (
    <Icon>
      <path d="M14.5 17.5L3 6V3h3l11.5 11.5M13 19l6-6M16 16l4 4M19 21l2-2" />
    </Icon>
  ),
  inventory: (
    <Icon>
      <path d="M6 8h12l-1 12H7z" />
      <path d="M9 8V6a3 3 0 016 0v2" />
    </Icon>
  ),
  beasts: (
    <Icon>
      <circle cx="7" cy="9" r="1.8" />
      <circle cx="12" cy="6.5" r="1.8" />
      <circle cx="17" cy="9" r="1.8" />
      <path d="M8 17c0-3 2-5 4-5s4 2 4 5c0 2-2 2.5-4 2.5S8 19 8 17z" />
    </Icon>
  ),
  notes: (
    <Icon>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 12h7M9 16h5" />
    </Icon>
  ),
};
