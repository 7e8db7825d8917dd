import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Character } from '@hearth/contract';
import type { DerivedCharacter } from '@hearth/rules';

import { useChunkAfterPaint } from '../../app/useChunkAfterPaint.ts';
import { conditionList } from './conditionList.ts';
import { DeathSaves } from './DeathSaves.tsx';
import type { HpDrawerEntry } from './hpEntry.ts';
import { firstHpEntry } from './hpEntry.ts';
import { useConditionTitles } from './useConditionTitles.ts';

// The drawer's code comes after the sheet's first paint, long before a first tap.
const loadHpDrawer = () => import('./HpDrawer.tsx');
const HpDrawer = lazy(() => loadHpDrawer().then((module) => ({ default: module.HpDrawer })));

/** Conditions shown in the HP block before the rest are summed up as +N (spec §9). */
export const HP_BLOCK_CONDITIONS = 4;

/** Current, maximum and temporary HP, Bloodied, the conditions in short, death saves at 0. */
export function HitPointsCard({
  character,
  sheet,
}: {
  character: Character;
  sheet: DerivedCharacter;
}) {
  const { t } = useTranslation('character');
  const [open, setOpen] = useState(false);
  // Kept here, so the drawer (mounted only while open) offers what it last had (spec §4).
  const [entry, setEntry] = useState<HpDrawerEntry>(() => firstHpEntry(character));
  useChunkAfterPaint(loadHpDrawer);
  const { titleOf } = useConditionTitles(sheet);
  const { hp } = sheet;
  const dead = sheet.deathSaves.shown && sheet.deathSaves.state === 'dead';
  // The dead are not 'unconscious' (the condition stays stored so an undo or a revival finds it).
  const listed = conditionList(character, sheet).filter(
    (condition) => !dead || condition !== 'unconscious',
  );
  const shown = listed.slice(0, HP_BLOCK_CONDITIONS);
  const more = listed.length - shown.length;
  return (
    <section className="card hp-card" aria-labelledby="hp-title">
      <button
        type="button"
        className="hp-card__main"
        onClick={() => setOpen(true)}
        aria-label={t('hp.edit')}
      >
        <span id="hp-title" className="eyebrow">
          {t('hp.title')}
        </span>
        <span className="hp-card__numbers">
          <span className="hp-card__current" data-testid="hp-current">
            {hp.current}
          </span>
          <span className="hp-card__max">/ {hp.max.value}</span>
          {hp.temp > 0 && (
            <span className="hp-card__temp" data-testid="hp-temp">
              +{hp.temp} {t('hp.temp')}
            </span>
          )}
        </span>
        {dead ? (
          <span className="tag tag--danger" data-testid="hp-dead">
            {t('death.dead')}
          </span>
        ) : (
          hp.bloodied &&
          hp.current > 0 && <span className="tag tag--danger">{t('sheet.bloodied')}</span>
        )}
        {shown.length > 0 && (
          <span className="hp-card__conditions">
            {shown.map(titleOf).join(', ')}
            {more > 0 && ` ${t('conditions.more', { count: more })}`}
          </span>
        )}
      </button>
      {sheet.deathSaves.shown && <DeathSaves character={character} sheet={sheet} />}
      {open && (
        <Suspense fallback={null}>
          <HpDrawer
            onClose={() => setOpen(false)}
            character={character}
            sheet={sheet}
            entry={entry}
            onEntryChange={setEntry}
          />
        </Suspense>
      )}
    </section>
  );
}
