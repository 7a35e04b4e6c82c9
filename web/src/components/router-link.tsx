import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

/**
 * A link the router follows without reloading the page: a real `<a href>` (it opens in a new tab,
 * is read and crawled like any link) whose plain click navigates inside the app. The router's own
 * `Link` carries its framework mode's route prefetching, which this app does not use, into every
 * page's first paint; this is the part the app needs, on the router's own hooks.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

/** Whether `pathname` is the page `to` leads to or one below it (the section a navigation entry names). */
export function isCurrentSection(pathname: string, toPathname: string): boolean {
  const current = pathname.toLowerCase();
  const section = toPathname.toLowerCase().replace(/(.)\/$/, '$1');
  return current === section || (section !== '/' && current.startsWith(`${section}/`));
}

/** A navigation entry: a `Link` marked `aria-current="page"` while the page it leads to (or one below it) is open. */
export const NavLink = forwardRef<HTMLAnchorElement, LinkProps>(function NavLink({ to, ...rest }, ref) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to);
  const current = isCurrentSection(pathname, target.pathname);
  return <Link {...rest} ref={ref} to={to} aria-current={current ? 'page' : undefined} />;
});
