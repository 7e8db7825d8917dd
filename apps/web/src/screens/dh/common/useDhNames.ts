import { useTranslation } from 'react-i18next';

import type { DhDamageType, DhDomain, DhProblem, DhRange, DhTrait } from '@hearth/rules';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The second system's shared words (traits, domains, ranges, burden, damage types) and the
 * rules' problem messages, from the `dh` namespace both systems' screens read.
 */
export function useDhNames() {
  const { t } = useTranslation('dh');
  // Keys built from the rules' codes; the `dh` file holds one per code.
  const translate = t as unknown as Translate;
  return {
    trait: (trait: DhTrait) => translate(`traits.${trait}.name`),
    traitShort: (trait: DhTrait) => translate(`traits.${trait}.short`),
    traitUse: (trait: DhTrait) => translate(`traits.${trait}.use`),
    domain: (domain: DhDomain) => translate(`domains.${domain}`),
    range: (range: DhRange) => translate(`ranges.${range}`),
    burden: (burden: 1 | 2) => translate(`burden.${burden}`),
    damageType: (type: DhDamageType) => translate(`damageTypes.${type}`),
    problem: (problem: DhProblem) =>
      translate(`problems.${problem.code}`, { ...problem.params, defaultValue: problem.code }),
  };
}
