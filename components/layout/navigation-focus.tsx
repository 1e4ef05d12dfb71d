'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * After a client-side navigation that took the focused control away with the old page, focus moves to the new
 * page's start (Next leaves it on nothing); focus still on a control of the new page stays.
 */
export function NavigationFocus({ target }: { target: string }) {
  const pathname = usePathname();
  // Neither the first render nor StrictMode's second run of the effect is a navigation.
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
