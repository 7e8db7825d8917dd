import type { MouseEvent, ReactNode } from 'react';
import { createContext, useContext } from 'react';

export interface AppLinkProps {
  to: string;
  className?: string;
  children?: ReactNode;
}

/**
 * An in-app link whose implementation the app provides: React Router's `Link` once the router
 * runs (App.tsx), or a plain anchor that hands the click to the app's start (the landing page
 * runs without the router until the visitor leaves it; app/landingApp.tsx). Screens shown in
 * both cases (the landing and its footer) link through it.
 */
const LinkRenderer = createContext<((props: AppLinkProps) => ReactNode) | null>(null);
export const AppLinkProvider = LinkRenderer.Provider;

/** Context for the anchor: where a plain left click goes instead of reloading the page. */
const LinkNavigate = createContext<((to: string) => void) | null>(null);
export const AppLinkNavigateProvider = LinkNavigate.Provider;

/** A click the browser should handle itself: new tab, new window, download, not the main button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

function AnchorLink({ to, className, children }: AppLinkProps) {
  const navigate = useContext(LinkNavigate);
  return (
    <a
      href={to}
      className={className}
      onClick={(event) => {
        if (!navigate || opensElsewhere(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

export function AppLink(props: AppLinkProps) {
  const render = useContext(LinkRenderer);
  return render ? render(props) : <AnchorLink {...props} />;
}
