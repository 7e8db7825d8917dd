import { useTranslation } from 'react-i18next';

import type { DhDamageType, DhDomain, DhDomainCard, DhRange, DhTrait } from '@hearth/rules';

import { useDhProblemText } from '../../../data/dh/useDhProblemText.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The second system's shared words (traits, domains, ranges, burden, damage types, card kinds)
 * and the rules' problem messages, from the `dh` namespace both systems' screens read.
 */
export function useDhNames() {
  const { t } = useTranslation('dh');
  const problem = useDhProblemText();
  // Keys built from the rules' codes; the files hold one per code.
  const translate = t as unknown as Translate;
  return {
    trait: (trait: DhTrait) => translate(`dh:traits.${trait}.name`),
    traitShort: (trait: DhTrait) => translate(`dh:traits.${trait}.abbr`),
    traitUse: (trait: DhTrait) => translate(`dh:traits.${trait}.use`),
    domain: (domain: DhDomain) => translate(`dh:domains.${domain}`),
    range: (range: DhRange) => translate(`dh:ranges.${range}`),
    burden: (burden: 1 | 2) => translate(`dh:burden.${burden}`),
    damageType: (type: DhDamageType) => translate(`dh:damageTypes.${type}`),
    damageTypeShort: (type: DhDamageType) => translate(`dh:damageTypeShort.${type}`),
    cardKind: (kind: DhDomainCard['kind']) => translate(`dh:cardKinds.${kind}`),
    problem,
  };
}
