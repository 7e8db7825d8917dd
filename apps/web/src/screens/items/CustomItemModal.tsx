import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { generateTrinket } from '@hearth/contract';

import { NumberField } from '../../components/form/NumberField.tsx';
import { SwitchField } from '../../components/form/SwitchField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { api } from '../../data/api/client.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { MAX_QUANTITY } from './AddItemModal.tsx';

// Its own styles: the inventory opens it to edit an item, away from the items page.
import './Items.css';

/** The contract's limits: a name of 200 characters, pounds and gold up to a million. */
const NAME_MAX = 200;
const DESCRIPTION_MAX = 10_000;
const MEASURE_MAX = 1_000_000;

/** What the form makes: the custom item payload without where it goes. */
export interface CustomItemDraft {
  name: string;
  weight: number;
  value: number;
  description: string;
  countable: boolean;
  attunement: boolean;
  quantity: number;
}

const EMPTY: CustomItemDraft = {
  name: '',
  weight: 0,
  value: 0,
  description: '',
  countable: false,
  attunement: false,
  quantity: 1,
};

export interface CustomItemModalProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (draft: CustomItemDraft) => void;
  /** An existing custom item to edit (its quantity is the stack's, not asked); absent: create. */
  editing?: CustomItemDraft | undefined;
}

/**
 * A user's own item (spec §5), new or edited: the name is required (a blank one is answered
 * with an alert titled Error); weight and cost are floats, never negative; quantity minimum 0.
 * A new item may be a trinket rolled on the SRD table (`GET gen/trinket`: a Tiny curio the
 * rules offer a new character), which fills the name.
 */
export function CustomItemModal({ open, busy, onClose, onSubmit, editing }: CustomItemModalProps) {
  const { t } = useTranslation(['items', 'common']);
  const formId = useId();
  const descriptionId = useId();
  const [draft, setDraft] = useState(editing ?? EMPTY);
  const [nameMissing, setNameMissing] = useState(false);
  // Every opening starts from an empty form, or from the item being edited.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setDraft(editing ?? EMPTY);
  }
  const set = (patch: Partial<CustomItemDraft>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const online = useOnline();
  const trinket = useMutation({
    mutationFn: () => api.call(generateTrinket, {}),
    onSuccess: (answer) => set({ name: answer.trinket.slice(0, NAME_MAX) }),
    onError: (error) => toast.error(error),
  });
  const submit = () => {
    const name = draft.name.trim();
    if (!name) {
      setNameMissing(true);
      return;
    }
    onSubmit({ ...draft, name, description: draft.description.trim() });
  };

  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title={editing ? t('custom.editTitle') : t('custom.title')}
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('common:cancel')}
            </button>
            <button type="submit" form={formId} className="button button--primary" disabled={busy}>
              {editing ? t('custom.save') : t('custom.submit')}
            </button>
          </>
        }
      >
        <form
          id={formId}
          className="items-custom"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label={t('custom.name')}
            value={draft.name}
            onValueChange={(name) => set({ name })}
            maxLength={NAME_MAX}
            autoComplete="off"
            required
          />
          {!editing && (
            <button
              type="button"
              className="button button--ghost"
              disabled={!online || trinket.isPending}
              onClick={() => trinket.mutate()}
            >
              {trinket.isPending ? t('custom.trinketRolling') : t('custom.trinket')}
            </button>
          )}
          <div className="items-custom__pair">
            <NumberField
              live
              label={t('custom.weight')}
              value={draft.weight}
              onValueChange={(weight) => set({ weight })}
              min={0}
              max={MEASURE_MAX}
              float
            />
            <NumberField
              live
              label={t('custom.value')}
              value={draft.value}
              onValueChange={(value) => set({ value })}
              min={0}
              max={MEASURE_MAX}
              float
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={descriptionId}>
              {t('custom.description')}
            </label>
            <textarea
              id={descriptionId}
              className="field__control items-custom__description"
              rows={3}
              maxLength={DESCRIPTION_MAX}
              value={draft.description}
              onChange={(event) => set({ description: event.target.value })}
            />
          </div>
          <SwitchField
            label={t('custom.countable')}
            checked={draft.countable}
            onCheckedChange={(countable) => set({ countable })}
          />
          <SwitchField
            label={t('custom.attunement')}
            checked={draft.attunement}
            onCheckedChange={(attunement) => set({ attunement })}
          />
          {!editing && (
            <NumberField
              live
              label={t('custom.quantity')}
              value={draft.quantity}
              onValueChange={(quantity) => set({ quantity })}
              min={0}
              max={MAX_QUANTITY}
              stepper
            />
          )}
        </form>
      </Modal>
      <Modal
        open={nameMissing}
        onClose={() => setNameMissing(false)}
        title={t('error.title')}
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={() => setNameMissing(false)}
          >
            {t('error.ok')}
          </button>
        }
      >
        <p role="alert">{t('custom.nameRequired')}</p>
      </Modal>
    </>
  );
}
