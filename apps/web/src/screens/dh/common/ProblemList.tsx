import type { DhProblem } from '@hearth/rules';

import { useDhNames } from './useDhNames.ts';

/** What the rules find wrong with the character, as warnings the player can act on. */
export function ProblemList({ problems }: { problems: readonly DhProblem[] }) {
  const names = useDhNames();
  if (problems.length === 0) return null;
  return (
    <ul className="dh-problems" data-testid="dh-problems">
      {problems.map((problem, index) => (
        <li key={`${problem.code}-${index}`} className="sheet-warning" role="status">
          {names.problem(problem)}
        </li>
      ))}
    </ul>
  );
}
