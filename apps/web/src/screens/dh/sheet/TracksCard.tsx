import { useTranslation } from 'react-i18next';

import type { DhTrack } from '@hearth/rules';
import { adjustTrack, setTrack } from '@hearth/rules';

import type { DhView } from '../common/DhGate.tsx';
import { TrackRow } from './TrackRow.tsx';

export type SheetDrawer = 'damage' | 'death' | 'short-rest' | 'long-rest';

/**
 * Hit Points, Stress and armor slots, with the ways to take damage and rest; a character whose
 * last Hit Point is marked is asked for a death move.
 */
export function TracksCard({
  character,
  sheet,
  change,
  open,
}: Omit<DhView, 'catalogue'> & { open: (drawer: SheetDrawer) => void }) {
  const { t } = useTranslation('dhSheet');
  const stressFull = sheet.stress.filled >= sheet.stress.max.value;
  const edits = (track: DhTrack) => ({
    onSet: (filled: number) => change((current) => setTrack(current, sheet, track, filled)),
    onStep: (delta: number) => change((current) => adjustTrack(current, sheet, track, delta)),
  });
  return (
    <section className="card dh-tracks" aria-label={t('tracks.title')}>
      {character.fate !== 'alive' && (
        <p className="sheet-warning" role="status" data-testid="dh-fate">
          {t(`fate.${character.fate}`)}
        </p>
      )}
      {sheet.deathMoveDue && (
        <div className="dh-death-due" role="alert">
          <p>{t('death.due')}</p>
          <button type="button" className="button button--danger" onClick={() => open('death')}>
            {t('death.choose')}
          </button>
        </div>
      )}
      <TrackRow
        id="hp"
        title={t('tracks.hp')}
        filled={sheet.hp.filled}
        max={sheet.hp.max.value}
        {...edits('hp')}
      />
      <TrackRow
        id="stress"
        title={t('tracks.stress')}
        filled={sheet.stress.filled}
        max={sheet.stress.max.value}
        {...edits('stress')}
        note={stressFull ? t('tracks.stressFull') : undefined}
      />
      <TrackRow
        id="armor"
        title={t('tracks.armor')}
        filled={sheet.armorSlots.filled}
        max={sheet.armorSlots.max}
        {...edits('armor')}
      />
      <div className="dh-actions">
        <button type="button" className="button button--primary" onClick={() => open('damage')}>
          {t('damage.open')}
        </button>
      </div>
      <div className="dh-actions">
        <button type="button" className="button" onClick={() => open('short-rest')}>
          {t('rest.short')}
        </button>
        <button type="button" className="button" onClick={() => open('long-rest')}>
          {t('rest.long')}
        </button>
      </div>
      {sheet.mustRestLong ? (
        <p className="sheet-note" data-testid="dh-must-rest-long">
          {t('rest.mustRestLong')}
        </p>
      ) : (
        character.shortRestsInRow > 0 && (
          <p className="sheet-note">{t('rest.inRow', { count: character.shortRestsInRow })}</p>
        )
      )}
    </section>
  );
}
