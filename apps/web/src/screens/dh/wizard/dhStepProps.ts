import type { DhCatalogue, DhDraft } from '@hearth/rules';

import type { Details } from '../../wizard/DetailsDrawer.tsx';

/** What every step body gets: the draft, the catalogue, the way to change the draft. */
export interface DhStepProps {
  draft: DhDraft;
  catalogue: DhCatalogue;
  update: (change: (current: DhDraft) => DhDraft) => void;
  showDetails: (details: Details) => void;
  /** The ancestry step's mixed choice, kept with the draft. */
  mixedAncestry: boolean;
  setMixedAncestry: (mixed: boolean) => void;
}
