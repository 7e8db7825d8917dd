import { useTranslation } from 'react-i18next';

import { Link } from '../../../components/link/RouterLink.tsx';
import { CharacterAvatar } from '../../character/CharacterAvatar.tsx';
import { classLine, heritageLine } from '../common/characterLines.ts';
import type { DhView } from '../common/DhGate.tsx';

/** The portrait, class and subclass, ancestry and community, the level and the way up. */
export function SheetHero({ character, sheet, catalogue }: Omit<DhView, 'change'>) {
  const { t } = useTranslation('dhSheet');
  return (
    <section className="dh-hero">
      <CharacterAvatar character={character} size={56} />
      <div className="dh-hero__text">
        <p className="dh-hero__class" data-testid="dh-class-line">
          {classLine(character, catalogue)}
        </p>
        <p className="dh-hero__heritage">{heritageLine(character, catalogue)}</p>
        <p className="dh-hero__level" data-testid="dh-level">
          {t('sheet.levelTier', { level: sheet.level, tier: sheet.tier })}
        </p>
      </div>
      <Link className="button button--ghost dh-hero__up" to={`/dh/character/${character.id}/level`}>
        {t('sheet.levelUp')}
      </Link>
    </section>
  );
}
