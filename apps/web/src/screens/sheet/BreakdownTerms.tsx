import { useTranslation } from 'react-i18next';

import type { Breakdown } from '@hearth/rules';

import { signed, useTermText } from './useTermText.ts';

/**
 * The terms of a derived number, each with where it comes from, and what gives the roll
 * disadvantage (armor without training, armor that hampers Stealth), as the rules say.
 */
export function BreakdownTerms({
  breakdown,
  modifier = true,
}: {
  breakdown: Breakdown;
  /** Every term signed (+3), or the first as a plain number (AC 10 + 2). */
  modifier?: boolean;
}) {
  const { t } = useTranslation('character');
  const texts = useTermText();
  return (
    <>
      <ul className="breakdown__terms">
        {breakdown.terms.map((term, index) => {
          const source = texts.sourceTitle(term.source);
          return (
            <li key={index} className="breakdown__term">
              <span>
                {texts.label(term)}
                {source && <span className="breakdown__source"> · {source}</span>}
              </span>
              <strong>{index === 0 && !modifier ? term.value : signed(term.value)}</strong>
            </li>
          );
        })}
      </ul>
      {breakdown.disadvantage && breakdown.disadvantage.length > 0 && (
        <div className="breakdown__rolls" data-testid="disadvantage">
          <strong>{t('sheet.disadvantage')}</strong>
          <ul>
            {breakdown.disadvantage.map((note, index) => (
              <li key={index}>{texts.rollText(note)}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
