'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Where focus goes after a client-side navigation. Next leaves focus alone; when the control that
 * had it (the link just followed, the button that saved) left with the old page, focus is on
 * nothing and the next Tab starts wherever the browser's starting point was left: at the top of
 * the document, or past the new page's form. Focus then moves to the start of the new page (`main`,
 * the skip link's target), without scrolling (Next has scrolled already). Focus still on a control
 * of the new page (the header's links, a list's search field) stays where it is.
 */
export function NavigationFocus({ target }: { target: string }) {
  const pathname = usePathname();
  // The address focus was last placed for: the page's first render is not a navigation, nor is an
  // effect run again with the same address (React's StrictMode does that in development).
  const placedFor = useRef(pathname);
  useEffect(() => {
    if (placedFor.current === pathname) return;
    placedFor.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.getElementById(target)?.focus({ preventScroll: true });
  }, [pathname, target]);
  return null;
}
