'use client';

import Link, { useLinkStatus } from 'next/link';
import type { ReactNode } from 'react';

function PendingHint({ label }: { label: string }) {
  const { pending } = useLinkStatus();
  return pending ? (
    <span className="link-pending" role="status">
      {label}
    </span>
  ) : null;
}

/** A link that says "Loading…" while the page it opens renders on the server. */
export function PendingLink({ href, children, pendingLabel }: { href: string; children: ReactNode; pendingLabel: string }) {
  return (
    <Link href={href}>
      {children}
      <PendingHint label={pendingLabel} />
    </Link>
  );
}
