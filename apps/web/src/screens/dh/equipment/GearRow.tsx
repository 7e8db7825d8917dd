import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { DhFeature } from '@hearth/rules';

import { FeatureText } from '../common/FeatureText.tsx';

/**
 * One armor or weapon to equip: a tap on its name and numbers equips it, a tap on the equipped
 * one takes it off; its features are read under it.
 */
export function GearRow({
  title,
  numbers,
  tags,
  features,
  equipped,
  onTap,
}: {
  title: string;
  numbers: string;
  tags?: ReactNode;
  features: readonly DhFeature[];
  equipped: boolean;
  onTap: () => void;
}) {
  const { t } = useTranslation('dhSheet');
  return (
    <div className={equipped ? 'dh-gear dh-gear--equipped' : 'dh-gear'}>
      <button
        type="button"
        className="dh-gear__toggle"
        aria-pressed={equipped}
        aria-label={title}
        onClick={onTap}
      >
        <span className="dh-gear__head">
          <strong className="dh-gear__title">{title}</strong>
          {equipped && <span className="tag dh-gear__on">{t('equipment.equipped')}</span>}
          {tags}
        </span>
        <span className="dh-gear__numbers">{numbers}</span>
      </button>
      {features.length > 0 && (
        <div className="dh-gear__features">
          {features.map((feature, index) => (
            <FeatureText key={index} feature={feature} />
          ))}
        </div>
      )}
    </div>
  );
}
