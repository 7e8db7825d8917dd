import { useState } from 'react';

import type { DhResult } from '@hearth/rules';

import type { DhChange } from './DhGate.tsx';
import { useDhNames } from './useDhNames.ts';

/**
 * Applies a rules transition that may refuse: a refusal is kept to be shown (why it cannot be
 * done), a success is written and clears the last refusal.
 */
export function useDhRefusal(change: DhChange) {
  const names = useDhNames();
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = (result: DhResult) => {
    if (!result.ok) {
      setRefusal(names.problem(result.problem));
      return;
    }
    setRefusal(null);
    change(() => result.character);
  };
  return { refusal, apply, clearRefusal: () => setRefusal(null) };
}
