import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form/TextField.tsx';
import { ImageCropper } from '../../../components/ImageCropper.tsx';
import { toast } from '../../../components/toast/toastStore.ts';
import { CharacterAvatar } from '../../character/CharacterAvatar.tsx';
import { ChoiceChips } from '../../wizard/ChoiceChips.tsx';
import { setAvatar, setName, toggleClassItem } from './dhDraftChanges.ts';
import type { DhStepProps } from './dhStepProps.ts';

/** The longest name the stored character keeps. */
export const DH_NAME_MAX = 100;

/**
 * A portrait is kept inside the character (no server to upload to): 256 px is sharp on the sheet
 * and the list, and about 20 KB as a JPEG, so exports and the session draft stay small.
 */
const PORTRAIT_SIZE = 256;

/** Name (required), an optional portrait, and the class item. */
export function NameStep({ draft, catalogue, update }: DhStepProps) {
  const { t } = useTranslation('dh');
  const [picked, setPicked] = useState<File | null>(null);
  const items = (draft.class && catalogue.classes.get(draft.class)?.class_items) || [];
  return (
    <div className="form-stack">
      <TextField
        label={t('wizard.name.label')}
        value={draft.name}
        maxLength={DH_NAME_MAX}
        autoComplete="off"
        required
        onValueChange={(name) => update((current) => setName(current, name))}
      />
      <fieldset className="dh-avatar">
        <legend className="field__label">{t('wizard.name.avatar')}</legend>
        {picked ? (
          <ImageCropper
            source={picked}
            outputSize={PORTRAIT_SIZE}
            onCancel={() => setPicked(null)}
            onCropped={(canvas) => {
              const url = canvas.toDataURL('image/jpeg', 0.85);
              update((current) => setAvatar(current, url));
              setPicked(null);
            }}
          />
        ) : (
          <div className="dh-avatar__row">
            <CharacterAvatar character={{ name: draft.name, avatar: draft.avatar }} size={72} />
            <label className="button">
              {t('wizard.name.chooseImage')}
              <input
                type="file"
                accept="image/*"
                className="visually-hidden"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file?.type.startsWith('image/')) setPicked(file);
                  else if (file) toast.warning(t('wizard.name.notAnImage'));
                }}
              />
            </label>
            {draft.avatar && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => update((current) => setAvatar(current, null))}
              >
                {t('wizard.name.removeImage')}
              </button>
            )}
          </div>
        )}
      </fieldset>
      {items.length > 0 && (
        <>
          <ChoiceChips
            legend={t('wizard.name.classItem')}
            options={items.map((item) => ({ id: item, title: item }))}
            chosen={draft.classItem ? [draft.classItem] : []}
            max={1}
            onToggle={(item) => update((current) => toggleClassItem(current, item))}
          />
          <p className="dh-step-note">{t('wizard.name.classItemHint')}</p>
        </>
      )}
    </div>
  );
}
