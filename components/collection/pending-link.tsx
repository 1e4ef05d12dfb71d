'use client';

import Link, { useLinkStatus } from 'next/link';
import type { ReactNode } from 'react';

function PendingHint() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span className="link-pending" role="status">
      Loading…
    </span>
  ) : null;
}

/** A link that says "Loading…" while the page it opens renders on the server. */
export function PendingLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href}>
      {children}
      <PendingHint />
    </Link>
  );
}
