import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import type { CreateCharacterBody, FieldError } from '@hearth/contract';
import { createCharacter, isApiError } from '@hearth/contract';

import { showToast, toast } from '../../components/toast/toastStore.ts';
import { api } from '../../data/api/client.ts';
import { rememberCharacter } from '../../data/characters/queries.ts';
import type { RefusalWords } from '../../data/characters/refusalText.ts';
import { refusalLines } from '../../data/characters/refusalText.ts';
import { setActiveCharacter } from '../../data/session.ts';
import { clearWizardState } from './wizardStorage.ts';

/**
 * The Create button's call (spec §7). The new character becomes the active one and the draft is
 * cleared before the congratulations page; a form the server refuses field by field marks the
 * steps those fields belong to, and the toast says each step's reasons in words.
 */
export function useCreateCharacter(
  onRefused: (fields: readonly FieldError[]) => void,
  words: RefusalWords,
) {
  const { t } = useTranslation('wizard');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: CreateCharacterBody) => api.call(createCharacter, { body }),
    onSuccess: (created) => {
      rememberCharacter(queryClient, created);
      setActiveCharacter(created.id);
      clearWizardState();
      void navigate('/moc/1');
    },
    onError: (error) => {
      const fields = isApiError(error, 'VALIDATION') ? error.data.details?.fields : undefined;
      if (fields && fields.length > 0) {
        showToast('error', t('refused', { details: refusalLines(fields, words).join(' · ') }));
        onRefused(fields);
      } else toast.error(error);
    },
  });
}
