import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { toast } from '../../../components/toast/toastStore.ts';
import type { DhImportError } from '../../../data/dh/dhTransfer.ts';
import { importDhExport } from '../../../data/dh/dhTransfer.ts';

/** Why an import wrote nothing, as the message to show. */
type ImportFailure = DhImportError | { code: 'unreadable' } | { code: 'write-failed' };

/**
 * Imports a picked export file: success is told in toasts (with each copy named), a refusal
 * stays on screen until dismissed, since it says what is wrong with the file.
 */
export function useDhImport() {
  const { t } = useTranslation('dh');
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const [busy, setBusy] = useState(false);

  const importFile = async (file: File) => {
    setFailure(null);
    setBusy(true);
    try {
      let text: string;
      try {
        text = await file.text();
      } catch {
        setFailure({ code: 'unreadable' });
        return;
      }
      let result;
      try {
        result = await importDhExport(text);
      } catch (error) {
        console.error('Daggerheart import could not be written.', error);
        setFailure({ code: 'write-failed' });
        return;
      }
      if (!result.ok) {
        setFailure(result.error);
        return;
      }
      toast.success(t('transfer.imported', { count: result.imported.length }));
      for (const each of result.imported) {
        if (each.copiedFrom) toast.info(t('transfer.copied', { name: each.name }));
      }
    } finally {
      setBusy(false);
    }
  };

  const message = failure && failureText(failure, t);
  return { importFile, busy, message, dismiss: () => setFailure(null) };
}

function failureText(failure: ImportFailure, t: ReturnType<typeof useTranslation<'dh'>>['t']) {
  switch (failure.code) {
    case 'newer-version':
      return t('transfer.errors.newer-version', { version: failure.version });
    case 'invalid-character':
      return t('transfer.errors.invalid-character', {
        position: failure.position,
        name: failure.name || t('list.unnamed'),
        issue: failure.issue,
      });
    default:
      return t(`transfer.errors.${failure.code}`);
  }
}
