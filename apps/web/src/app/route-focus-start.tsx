import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at the top for keyboard users: on every change of page, focus moves to this
 * invisible point before the skip link, so the first Tab reaches "Skip to main content" instead
 * of whatever followed the control that was pressed on the page before. Focus inside a dialog
 * is left alone (a dialog owns its focus).
 */
export function RouteFocusStart() {
  const { pathname } = useLocation();
  const start = useRef<HTMLDivElement>(null);
  const previous = useRef(pathname);
  // A layout effect: focus moves in the same commit that shows the new page. (A passive effect
  // can run a frame later, after a Tab pressed on the freshly painted page.)
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (document.activeElement?.closest('[role="dialog"]')) return;
    start.current?.focus({ preventScroll: true });
  }, [pathname]);
  return <div ref={start} tabIndex={-1} className="sr-only" data-testid="page-start" />;
}
