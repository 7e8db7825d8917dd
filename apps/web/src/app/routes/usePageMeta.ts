import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import type { RouteMeta } from './routeTable.ts';

function setMetaDescription(content: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/** Spec §2: the title is the product name and the page title; the landing is just the name. */
export function pageTitle(appName: string, pageName: string | null): string {
  return pageName ? `${appName} · ${pageName}` : appName;
}

/** Keeps <title> and the meta description in step with the route and the language. */
export function usePageMeta(meta: RouteMeta | undefined): void {
  const { t, i18n } = useTranslation(['common', 'routes']);
  const id = meta?.id;
  const description = meta?.description ?? 'default';
  useEffect(() => {
    const pageName = id && id !== 'landing' ? t(`routes:title.${id}`) : null;
    document.title = pageTitle(t('appName'), pageName);
    setMetaDescription(t(`routes:description.${description}`));
  }, [id, description, t, i18n.language]);
}
