import { useTranslation } from 'react-i18next';

import { Icon } from '../../components/icons.tsx';
import type { Blocked, ToggleState } from './spellToggles.ts';

export interface StatusToggleProps {
  /** The short text on the chip ("Prepared"). */
  label: string;
  /** The accessible name, naming the spell ("Prepared: Bless"). */
  name: string;
  state: ToggleState;
  onToggle: (value: boolean) => void;
  /** Under the chip (in the drawer): why it is disabled, or a hint. */
  note?: string | undefined;
}

/** A status flag as a toggle chip: pressed when on, disabled when something holds it back. */
export function StatusToggle({ label, name, state, onToggle, note }: StatusToggleProps) {
  const disabled = state.blocked !== undefined;
  return (
    <span className="spells-toggle-wrap">
      <button
        type="button"
        className="spells-toggle"
        aria-pressed={state.on}
        aria-label={name}
        disabled={disabled}
        onClick={() => onToggle(!state.on)}
      >
        {state.on && (
          <Icon width={16} height={16} strokeWidth={3}>
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </Icon>
        )}
        {label}
      </button>
      {note && <span className="spells-toggle__note">{note}</span>}
    </span>
  );
}

export interface BlockedParams {
  /** The casting class's title (its list, its allowance). */
  classTitle?: string;
  /** The class the spell counts for instead. */
  otherTitle?: string;
  allowed?: number;
  level: number;
}

/** Why a toggle is held back, in words. */
export function useBlockedText() {
  const { t } = useTranslation('spells');
  return (blocked: Blocked | undefined, params: BlockedParams): string | undefined => {
    switch (blocked) {
      case undefined:
        return undefined;
      case 'full':
        return params.level === 0
          ? t('blocked.fullCantrips', { allowed: params.allowed ?? 0 })
          : t('blocked.full', { allowed: params.allowed ?? 0 });
      case 'otherClass':
        return t('blocked.otherClass', { class: params.otherTitle ?? '' });
      case 'offList':
        return t('blocked.offList', { class: params.classTitle ?? '' });
      case 'pactFull':
        return params.level === 0
          ? t('blocked.pactCantrips', { allowed: params.allowed ?? 0 })
          : t('blocked.pactRituals', { allowed: params.allowed ?? 0 });
      default:
        return t(`blocked.${blocked}`);
    }
  };
}
