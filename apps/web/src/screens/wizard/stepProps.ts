import type { CreationDraft, RulesCatalogue } from '@hearth/rules';

import type { Details } from './DetailsDrawer.tsx';

/** What every step gets: the draft, the catalogue, a way to change the draft and show details. */
export interface StepProps {
  draft: CreationDraft;
  catalogue: RulesCatalogue;
  update: (change: (draft: CreationDraft) => CreationDraft) => void;
  showDetails: (details: Details) => void;
}
