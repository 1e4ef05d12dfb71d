'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';

/** The signed-in user's name, asked of /api/me after the (static, shared) page has loaded. */
export function CurrentUser() {
  // undefined while asking, null when signed out.
  const [user, setUser] = useState(undefined);
  useEffect(() => {
    let active = true;
    fetch('/api/me', { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
      .then((found) => active && setUser(found));
    return () => {
      active = false;
    };
  }, []);
  if (user === undefined) return null;
  return user ? <span>{user.username}</span> : <Link href="/login">Sign in</Link>;
}
