import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { generateName, PERMISSION_NO_ANALYTICS } from '@hearth/contract';

import { TextField } from '../../components/form/TextField.tsx';
import { toast } from '../../components/toast/toastStore.ts';
import { api } from '../../data/api/client.ts';
import { useOnline } from '../../data/network/useOnline.ts';
import { useCurrentUser } from '../../data/user.ts';
import type { StepProps } from './stepProps.ts';
import { setName } from './wizardDraft.ts';

/** The longest name the server keeps. */
export const NAME_MAX = 100;

/**
 * Name: a text field, and the name generator for the species (spec §6: only for users who hold
 * permission 1).
 */
export function NameStep({ draft, update }: StepProps) {
  const { t } = useTranslation('wizard');
  const user = useCurrentUser();
  const online = useOnline();
  const mayGenerate = user?.permissions.includes(PERMISSION_NO_ANALYTICS) ?? false;
  const generate = useMutation({
    mutationFn: () =>
      api.call(generateName, { query: draft.specie ? { species: draft.specie } : {} }),
    onSuccess: ({ name }) => update((current) => setName(current, name.slice(0, NAME_MAX))),
    onError: (error) => toast.error(error),
  });
  return (
    <div className="form-stack">
      <TextField
        label={t('name.label')}
        value={draft.name}
        maxLength={NAME_MAX}
        autoComplete="off"
        onValueChange={(name) => update((current) => setName(current, name))}
      />
      {mayGenerate && (
        <button
          type="button"
          className="button"
          disabled={!online || generate.isPending}
          onClick={() => generate.mutate()}
        >
          {generate.isPending ? t('name.generating') : t('name.generate')}
        </button>
      )}
    </div>
  );
}
