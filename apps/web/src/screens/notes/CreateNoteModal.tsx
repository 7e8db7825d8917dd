import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Note } from '@hearth/contract';

import { TextField } from '../../components/form/TextField.tsx';
import { OfflineIcon } from '../../components/icons.tsx';
import { Modal } from '../../components/modal/Modal.tsx';
import { NOTE_TITLE_MAX } from '../../data/notes/noteLimits.ts';
import { useCreateNote } from '../../data/notes/notes.ts';
import { ColorPicker } from './ColorPicker.tsx';

/**
 * The create dialog (platform §2): a title (required: Create stays disabled while it is blank)
 * and a colour. Creating needs the connection; offline the dialog says so.
 */
export default function CreateNoteModal({
  open,
  characterId,
  online,
  onClose,
  onCreated,
}: {
  open: boolean;
  characterId: string;
  online: boolean;
  onClose: () => void;
  onCreated: (note: Note) => void;
}) {
  const { t } = useTranslation(['notes', 'common']);
  const create = useCreateNote();
  const [title, setTitle] = useState('');
  const [color, setColor] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const blank = title.trim() === '';
  const close = () => {
    setTitle('');
    setColor(null);
    setTouched(false);
    onClose();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (blank || !online || create.isPending) return;
    create.mutate(
      { character_id: characterId, title: title.trim(), color },
      {
        onSuccess: (note) => {
          setTitle('');
          setColor(null);
          setTouched(false);
          onCreated(note);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('create.title')}
      actions={
        <>
          <button type="button" className="button" onClick={close}>
            {t('common:cancel')}
          </button>
          <button
            type="submit"
            form="create-note"
            className="button button--primary"
            disabled={blank || !online || create.isPending}
          >
            {t('create.submit')}
          </button>
        </>
      }
    >
      <form id="create-note" className="form-stack" onSubmit={submit}>
        {!online && (
          <p className="notes__offline" role="status">
            <OfflineIcon /> {t('create.offline')}
          </p>
        )}
        <TextField
          label={t('fields.title')}
          value={title}
          maxLength={NOTE_TITLE_MAX}
          autoFocus
          required
          onValueChange={setTitle}
          onBlur={() => setTouched(true)}
          error={touched && blank ? t('fields.titleRequired') : undefined}
        />
        <ColorPicker value={color} onChange={setColor} />
      </form>
    </Modal>
  );
}
