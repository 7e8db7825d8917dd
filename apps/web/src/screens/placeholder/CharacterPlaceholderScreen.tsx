import { useTranslation } from 'react-i18next';

import { useRouteMeta } from '../../app/routes/useRouteMeta.ts';
import { HearthMark } from '../../components/icons.tsx';
import { CharacterGate } from '../character/CharacterGate.tsx';
import { CharacterPage } from '../character/CharacterPage.tsx';

import '../../components/Placeholder.css';

/**
 * A character page not built yet (beasts, notes): titled after the route and framed like every
 * character page, so the character menu stays at hand.
 */
export default function CharacterPlaceholderScreen() {
  const { t } = useTranslation();
  const { t: routes } = useTranslation('routes');
  const meta = useRouteMeta();
  const title = routes(`title.${meta?.id ?? 'notFound'}`);
  return (
    <CharacterGate>
      {(character) => (
        <CharacterPage character={character} title={title}>
          <div className="placeholder__card" data-testid="placeholder">
            <HearthMark className="placeholder__mark" />
            <p>{t('placeholder.body')}</p>
          </div>
        </CharacterPage>
      )}
    </CharacterGate>
  );
}
