import { useTranslation } from 'react-i18next';

import { useCatalogue } from '../../data/catalogue/useCatalogue.ts';
import { useSources } from '../../data/sources.ts';

/**
 * A content source's title by its key, in the player's language: the translated name when the
 * app knows the source (offline too), else the title the sources store or server gives, and the
 * key only for a source nobody describes. Never the bare key of a known source ('Srd-5-2').
 */
export function useSourceTitle(): (key: string) => string {
  const { t } = useTranslation('items');
  const listed = useSources().data;
  const stored = useCatalogue('sources').data;
  return (key) => {
    const translated = t(`sourceTitles.${key}`, { defaultValue: '' });
    if (translated) return translated;
    const found =
      listed?.find((source) => source.key === key) ??
      stored?.find((source) => source.key === key || source.id === key);
    return typeof found?.title === 'string' ? found.title : key;
  };
}
