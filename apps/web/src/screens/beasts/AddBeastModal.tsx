import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CharacterBeastType } from '@hearth/contract';

import { Modal } from '../../components/modal/Modal.tsx';
import { BEAST_TYPES } from '../../data/beasts/beastList.ts';

export interface AddBeastDraft {
  type: CharacterBeastType;
  notes: string;
}

export interface AddBeastModalProps {
  /** The beast's title; null while closed. */
  name: string | null;
  /** The type offered first: wild shape for a druid, companion otherwise. */
  defaultType: CharacterBeastType;
  /** The types it may be: no wild shape for a creature that is not a Beast. */
  types?: readonly CharacterBeastType[];
  /** A warning to show when the type is wild shape (forms beyond those known, not allowed). */
  wildShapeWarning?: string | undefined;
  busy: boolean;
  onClose: () => void;
  onAdd: (draft: AddBeastDraft) => void;
}

/**
 * Adding a creature asks what it is to the character (platform §5: a type is required) and
 * notes; only a Beast may be a wild shape form, any creature a companion, familiar, summon or
 * mount.
 */
export default function AddBeastModal({
  name,
  defaultType,
  types = BEAST_TYPES,
  wildShapeWarning,
  busy,
  onClose,
  onAdd,
}: AddBeastModalProps) {
  const { t } = useTranslation(['beasts', 'common']);
  const id = useId();
  const [type, setType] = useState<CharacterBeastType | ''>(defaultType);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState(false);
  // Every opening starts again from the default.
  const [shownFor, setShownFor] = useState(name);
  if (shownFor !== name) {
    setShownFor(name);
    setType(defaultType);
    setNotes('');
    setError(false);
  }
  const submit = () => {
    if (!type) {
      setError(true);
      return;
    }
    onAdd({ type, notes: notes.trim() });
  };
  return (
    <Modal
      open={name !== null}
      onClose={onClose}
      title={t('add.title', { name: name ?? '' })}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={submit}>
            {t('add.submit')}
          </button>
        </>
      }
    >
      <div className="form-stack">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-type`}>
            {t('add.type')}
          </label>
          <select
            id={`${id}-type`}
            className="field__control"
            value={type}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setType(event.target.value as CharacterBeastType | '');
              setError(false);
            }}
          >
            {types.map((option) => (
              <option key={option} value={option}>
                {t(`types.${option}`)}
              </option>
            ))}
          </select>
          {error && <p className="field__error">{t('add.typeRequired')}</p>}
        </div>
        {type === 'wildshape' && wildShapeWarning && (
          <p className="sheet-warning" role="status">
            {wildShapeWarning}
          </p>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-notes`}>
            {t('add.notes')}
          </label>
          <textarea
            id={`${id}-notes`}
            className="field__control beast-notes"
            rows={3}
            maxLength={10_000}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
      </div>
    </Modal>
  );
}
