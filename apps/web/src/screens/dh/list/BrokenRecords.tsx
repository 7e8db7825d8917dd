import { useTranslation } from 'react-i18next';

import { toast } from '../../../components/toast/toastStore.ts';
import { deleteDhCharacter } from '../../../data/dh/dhCharacters.ts';
import type { DhBrokenRecord } from '../../../data/dh/dhDeviceStore.ts';
import { DeleteIcon } from './listIcons.tsx';

/**
 * Stored records that are not whole characters: named with what is wrong, so the player knows
 * something is there, and each may be deleted. Never opened as a character.
 */
export function BrokenRecords({ records }: { records: readonly DhBrokenRecord[] }) {
  const { t } = useTranslation('dh');
  if (records.length === 0) return null;
  return (
    <section className="dh-list__broken" aria-label={t('list.broken', { count: records.length })}>
      <p className="dh-list__broken-title">{t('list.broken', { count: records.length })}</p>
      <ul>
        {records.map((record) => (
          <li key={record.id}>
            <span>{t('list.brokenLine', { id: record.id, issue: record.issue })}</span>
            <button
              type="button"
              className="icon-button dh-list__delete"
              aria-label={t('list.deleteBroken', { id: record.id })}
              onClick={() => void deleteDhCharacter(record.id).catch((error) => toast.error(error))}
            >
              <DeleteIcon />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
