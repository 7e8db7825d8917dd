import { useTranslation } from 'react-i18next';

import type { DhAdvancementKind, DhLevelUpOptions } from '@hearth/rules';

import { CountHeader } from '../common/CountHeader.tsx';
import type { LevelUpDraft } from './levelUpDraft.ts';
import { canAddAdvancement, CHOICES_PER_LEVEL, choicesUsed } from './levelUpDraft.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The advancements of the tier and below, each with its slots (used of total), whether it takes
 * both of the level's choices, and, when closed, why.
 */
export function AdvancementOptions({
  options,
  draft,
  onAdd,
}: {
  options: DhLevelUpOptions;
  draft: LevelUpDraft;
  onAdd: (kind: DhAdvancementKind) => void;
}) {
  const { t } = useTranslation('dhSheet');
  // Reasons are the rules' codes; the file has a text for each known one.
  const translate = t as unknown as Translate;
  const used = choicesUsed(options, draft);
  return (
    <section className="card" aria-labelledby="dh-advancements-title">
      <CountHeader
        id="dh-advancements-title"
        title={t('levelup.advancements')}
        count={t('levelup.choices', { used, total: CHOICES_PER_LEVEL })}
        testId="dh-choices-used"
      />
      <ul className="dh-options">
        {options.options.map((option) => {
          const picked = draft.advancements.filter((one) => one.kind === option.kind).length;
          const open = canAddAdvancement(options, draft, option.kind);
          return (
            <li
              key={option.kind}
              className={option.available ? 'dh-option' : 'dh-option dh-option--closed'}
              data-testid={`dh-option-${option.kind}`}
            >
              <div className="dh-option__text">
                <strong>{t(`levelup.kinds.${option.kind}.title`)}</strong>
                <span className="sheet-note">{t(`levelup.kinds.${option.kind}.text`)}</span>
                <span className="dh-option__meta">
                  {option.slots > 0 && (
                    <span className="tag">
                      {t('levelup.slots', { used: option.used + picked, total: option.slots })}
                    </span>
                  )}
                  {option.cost === 2 && (
                    <span className="tag tag--warning">{t('levelup.bothChoices')}</span>
                  )}
                </span>
                {!option.available && option.reason && (
                  <span className="sheet-note">
                    {translate(`levelup.reasons.${option.reason}`, { defaultValue: option.reason })}
                  </span>
                )}
              </div>
              <button
                type="button"
                className="button"
                disabled={!open}
                aria-label={t('levelup.choose', {
                  option: t(`levelup.kinds.${option.kind}.title`),
                })}
                onClick={() => onAdd(option.kind)}
              >
                {t('levelup.add')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
