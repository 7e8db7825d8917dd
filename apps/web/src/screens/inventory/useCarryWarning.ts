import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import type { Carry, CarryLevel } from '@hearth/rules';
import { carryLevel, carryWarning } from '@hearth/rules';

import { toast } from '../../components/toast/toastStore.ts';

/**
 * The load each character was last seen at, kept across pages: coming back to the inventory
 * after adding a pack from the items page still counts as crossing the line.
 */
const lastSeen = new Map<string, CarryLevel>();

/** Forgets the loads seen (tests start from a fresh page). */
export function forgetCarryLevels(): void {
  lastSeen.clear();
}

/**
 * Warns (spec platform §8: overweight, cannot move) when a change to the items makes the
 * character overweight or unable to move: once, on crossing the line. Equipping, attuning or
 * adding while already over it says nothing more; the carry summary keeps saying it. `known`:
 * the items' weights are known (the catalogue is on the device), so a load can be judged.
 */
export function useCarryWarning(characterId: string, carry: Carry, known: boolean): void {
  const { t } = useTranslation('inventory');
  const level = carryLevel(carry);
  const { capacity, drag } = carry;
  useEffect(() => {
    // Weights read before the catalogue is on the device are no load to compare with.
    if (!known) return;
    const warning = carryWarning(lastSeen.get(characterId), level);
    lastSeen.set(characterId, level);
    if (warning === 'overweight') toast.warning(t('carry.becameOverweight', { capacity }));
    if (warning === 'immobile') toast.warning(t('carry.becameImmobile', { drag }));
  }, [characterId, level, capacity, drag, known, t]);
}
