import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state for the new entry. */
  state?: unknown;
}

/**
 * An in-app link: a real anchor (so it opens in a new tab, copies, reads as a link) whose plain
 * click navigates within the app. React Router's own `Link` carries its prefetching and server
 * rendering machinery (about 5 KB compressed on every page) that this app never uses; this one
 * is built from the router's click handler, so clicks behave the same (modifier keys and other
 * targets left to the browser, a link to the current page replaces its entry).
 */
export function Link({ to, replace, state, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

/** Whether `current` is the page `target` names (`end`: exactly), or one below it. */
export function isActivePath(current: string, target: string, end: boolean): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const here = trim(current).toLowerCase();
  const there = trim(target).toLowerCase();
  if (here === there) return true;
  if (end) return false;
  return there === '/' ? false : here.startsWith(`${there}/`);
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on the very page, not the pages below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A link of a menu: marked `aria-current="page"` (and styled by `className`) when active. */
export function NavLink({ to, end = false, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, useResolvedPath(to).pathname, end);
  return (
    <Link
      {...link}
      to={to}
      className={typeof className === 'function' ? className({ isActive }) : className}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}
