import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Drawer } from '../../components/drawer/Drawer.tsx';
import { SpellDetails } from './SpellDetails.tsx';
import { useSpellEntries } from './useSpellEntries.ts';

/**
 * The spell drawer: the catalogue entry's details with `actions` (Cast…) right under the facts,
 * before the description. Closed while `spellId` is null.
 */
export function SpellDrawer({
  spellId,
  onClose,
  actions,
}: {
  spellId: string | null;
  onClose: () => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('magic');
  const spells = useSpellEntries();
  const spell = spellId ? spells?.get(spellId) : undefined;
  return (
    <Drawer open={spellId !== null} onClose={onClose} title={spell?.title ?? t('drawer.loading')}>
      {spell ? (
        <SpellDetails spell={spell} primary={actions} />
      ) : (
        <p className="sheet-note">{spells ? t('drawer.missing') : t('drawer.loading')}</p>
      )}
    </Drawer>
  );
}
