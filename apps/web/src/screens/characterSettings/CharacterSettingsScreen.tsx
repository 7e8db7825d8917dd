import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';

import { TextField } from '../../components/form/TextField.tsx';
import { ChevronIcon } from '../../components/icons.tsx';
import { ImageCropper } from '../../components/ImageCropper.tsx';
import { Link } from '../../components/link/RouterLink.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { useEditCharacter } from '../../data/characters/editing.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import {
  canvasEncoder,
  CROP_SIZE,
  lossyTypeFor,
  uploadWithLadder,
} from '../../data/uploads/uploadImage.ts';
import { CharacterAvatar } from '../character/CharacterAvatar.tsx';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';
import { MenuSettings } from './MenuSettings.tsx';
import { showUploadFailure } from './uploadFailure.ts';

import './CharacterSettings.css';

/** /character-settings (spec §2): the character's name and avatar, and its menu. */
export default function CharacterSettingsScreen() {
  return (
    <CharacterGate>{(character) => <CharacterSettings character={character} />}</CharacterGate>
  );
}

function CharacterSettings({ character }: { character: Character }) {
  const { t, i18n } = useTranslation(['character', 'routes']);
  const edit = useEditCharacter();
  const online = useOnline();
  const [name, setName] = useState(character.name);
  const [picked, setPicked] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const nameError = name.trim() === '' ? t('settings.nameRequired') : undefined;

  const upload = async (canvas: HTMLCanvasElement) => {
    setUploading(true);
    try {
      const url = await uploadWithLadder(canvasEncoder(canvas), {
        kind: 'avatar',
        group: 'character',
        width: CROP_SIZE,
        height: CROP_SIZE,
        lossy: lossyTypeFor(canvas),
      });
      edit(character, { ...character, avatar: url });
      setPicked(null);
      toast.success(t('settings.avatarSaved'));
    } catch (error) {
      showUploadFailure(error, t, i18n.language);
    } finally {
      setUploading(false);
    }
  };

  return (
    <CharacterPage character={character} title={t('routes:title.characterSettings')}>
      <section className="card form-stack">
        <TextField
          label={t('settings.name')}
          value={name}
          maxLength={100}
          error={nameError}
          onValueChange={(value) => {
            setName(value);
            if (value.trim() !== '') edit(character, { ...character, name: value.trim() });
          }}
        />
      </section>
      <Link className="card character-settings__link" to="/character/origin">
        <span>
          <strong>{t('settings.origin')}</strong>
          <span className="sheet-note">{t('settings.originHint')}</span>
        </span>
        <ChevronIcon />
      </Link>
      <section className="card form-stack" aria-labelledby="avatar-title">
        <h2 id="avatar-title" className="eyebrow">
          {t('settings.avatar')}
        </h2>
        {picked ? (
          <ImageCropper
            source={picked}
            outputSize={CROP_SIZE}
            busy={uploading}
            onCancel={() => setPicked(null)}
            onCropped={(canvas) => void upload(canvas)}
          />
        ) : (
          <div className="character-settings__avatar">
            <CharacterAvatar character={character} size={96} />
            <label className={online ? 'button' : 'button character-settings__disabled'}>
              {t('settings.chooseImage')}
              <input
                type="file"
                accept="image/*"
                className="visually-hidden"
                disabled={!online}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file && file.type.startsWith('image/')) setPicked(file);
                  else if (file) toast.error(t('settings.notAnImage'));
                }}
              />
            </label>
          </div>
        )}
        {!online && <p className="sheet-note">{t('settings.uploadOffline')}</p>}
      </section>
      <MenuSettings character={character} />
    </CharacterPage>
  );
}
