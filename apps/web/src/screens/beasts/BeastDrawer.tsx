import { useState } from 'react';

import type { Beast } from '@hearth/content';
import type { CharacterBeast } from '@hearth/contract';
import { wildShapeEligibility } from '@hearth/rules';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { RemoveHintButton } from '../inventory/RemoveHintButton.tsx';
import { StatBlock } from './StatBlock.tsx';
import { useBeastTexts } from './useBeastTexts.ts';
import { EligibilityNote } from './WildShapeMarks.tsx';

export interface BeastDrawerProps {
  /** The character's beast opened; undefined while closed. */
  owned: CharacterBeast | undefined;
  /** Its stat block, when the device's bestiary has it. */
  beast: Beast | undefined;
  druidLevel: number;
  online: boolean;
  onClose: () => void;
  onActivate: (owned: CharacterBeast) => void;
  onPin: (owned: CharacterBeast) => void;
  onNotes: (owned: CharacterBeast, notes: string) => void;
  onRemove: (owned: CharacterBeast) => void;
}

/** A character's beast: its stat block, and activate, pin, notes and remove. */
export function BeastDrawer(props: BeastDrawerProps) {
  const { owned, beast, onClose } = props;
  const { t } = useBeastTexts();
  return (
    <Drawer
      open={owned !== undefined}
      onClose={onClose}
      title={beast?.title ?? owned?.beast_id ?? ''}
    >
      {/* Keyed by the beast: its notes field starts from its own notes. */}
      {owned && <BeastDrawerBody key={owned.id} {...props} owned={owned} />}
      {owned && !beast && (
        <p className="sheet-note">{t('beasts:list.missing', { id: owned.beast_id })}</p>
      )}
    </Drawer>
  );
}

function BeastDrawerBody({
  owned,
  beast,
  druidLevel,
  online,
  onActivate,
  onPin,
  onNotes,
  onRemove,
}: BeastDrawerProps & { owned: CharacterBeast }) {
  const texts = useBeastTexts();
  const { t } = texts;
  const [notes, setNotes] = useState(owned.notes);
  const controls = (
    <div className="beast-controls">
      <div className="beast-controls__row">
        <span className="tag">{texts.beastType(owned.type)}</span>
        <button
          type="button"
          className={owned.active ? 'button button--primary' : 'button'}
          aria-pressed={owned.active}
          onClick={() => onActivate(owned)}
        >
          {owned.active ? `✓ ${t('beasts:list.active')}` : t('beasts:list.activate')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={owned.pin}
          onClick={() => onPin(owned)}
        >
          {owned.pin ? t('beasts:list.unpin') : t('beasts:list.pin')}
        </button>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`beast-notes-${owned.id}`}>
          {t('beasts:list.notes')}
        </label>
        <textarea
          id={`beast-notes-${owned.id}`}
          className="field__control beast-notes"
          rows={2}
          maxLength={10_000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <div className="beast-controls__row">
        <button
          type="button"
          className="button"
          disabled={notes === owned.notes}
          onClick={() => onNotes(owned, notes)}
        >
          {t('beasts:list.saveNotes')}
        </button>
        <RemoveHintButton
          className="button button--danger-outline"
          label={t('beasts:list.remove')}
          hint={t('beasts:list.removeHint')}
          disabled={!online}
          onConfirm={() => onRemove(owned)}
        />
      </div>
    </div>
  );
  if (!beast) return controls;
  const wildShape = owned.type === 'wildshape' && druidLevel > 0;
  return (
    <StatBlock
      beast={beast}
      before={
        <>
          {controls}
          {wildShape && <EligibilityNote eligibility={wildShapeEligibility(beast, druidLevel)} />}
        </>
      }
    />
  );
}
