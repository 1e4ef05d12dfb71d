'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * After a client-side navigation that took the focused control away with the old page, focus moves to the new
 * page's start (Next leaves it on nothing); focus still on a control of the new page stays, unless it was in a header
 * menu, which closes.
 */
export function NavigationFocus({ target }: { target: string }) {
  const pathname = usePathname();
  // Neither the first render nor StrictMode's second run of the effect is a navigation.
  const placedFor = useRef(pathname);
  useEffect(() => {
    if (placedFor.current === pathname) return;
    placedFor.current = pathname;
    // The header stays from page to page: a menu left open (the account's, after "Your account") closes with the old page.
    const menus = [...document.querySelectorAll<HTMLDetailsElement>('header details[open]')];
    const leftMenu = menus.some((menu) => menu.contains(document.activeElement));
    for (const menu of menus) menu.open = false;
    const active = document.activeElement;
    if (!leftMenu && active && active !== document.body && active.isConnected) return;
    document.getElementById(target)?.focus({ preventScroll: true });
  }, [pathname, target]);
  return null;
}
