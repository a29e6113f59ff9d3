import { forwardRef, type MouseEvent, startTransition, useContext } from 'react';
import {
  createPath,
  UNSAFE_DataRouterContext as DataRouterContext,
  type LinkProps,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  parsePath,
  Link as RouterLink,
} from 'react-router';

/** Props only React Router's own link understands: such a link is left to it. */
const ROUTER_ONLY = [
  'relative',
  'reloadDocument',
  'preventScrollReset',
  'viewTransition',
  'prefetch',
  'discover',
  'mask',
] as const;

/** An absolute path already in its plain form: no `//`, `.` or `..` segment to resolve. */
const plainPath = (to: string) =>
  to.startsWith('/') && !to.startsWith('//') && !/\/\.\.?(?:[/?#]|$)|\/\//.test(to);

/**
 * React Router's `<Link>` for the app's own addresses, without its per-render work (decision
 * 047). A link to an absolute path (`paths.ts` builds them all) renders the same `<a href
 * data-discover>` and navigates on a plain left click as the router's does: the same history
 * entry (replacing it when the address is the current one, unless `replace` says otherwise),
 * state, and transition. Anything else (a relative or object `to`, the router's own options, a
 * data router, a basename) is React Router's `<Link>` itself.
 *
 * The router's link resolves its path, builds its click handler and its prefetching with a dozen
 * hooks on every render: a fifth of the server's time rendering a dashboard went to React Router,
 * most of it in the page's 38 links.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { basename, navigator, useTransitions } = useContext(NavigationContext);
  const { location } = useContext(LocationContext);
  const dataRouter = useContext(DataRouterContext);
  const { to, onClick, replace, state, target, ...rest } = props;
  if (
    typeof to !== 'string' ||
    !plainPath(to) ||
    dataRouter ||
    basename !== '/' ||
    ROUTER_ONLY.some((name) => name in rest)
  ) {
    return <RouterLink ref={ref} {...props} />;
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const path = parsePath(to);
    const replaceEntry = replace ?? createPath(location) === createPath({ search: '', hash: '', ...path });
    const go = () =>
      (replaceEntry ? navigator.replace : navigator.push)(path, state, { replace: replaceEntry, state });
    if (useTransitions) startTransition(go);
    else go();
  };
  return (
    <a
      {...rest}
      href={navigator.createHref(to)}
      onClick={handleClick}
      ref={ref}
      target={target}
      data-discover="true"
    />
  );
});
