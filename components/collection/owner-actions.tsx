'use client';

import type { ReactNode } from 'react';
import { readMember } from '@/components/layout/member';

/**
 * The owner's Edit and Delete. When the server knows the viewer, it decides (`mine`). On a page
 * shared by all members it cannot: the controls come hidden, the page server shows them in the
 * HTML of their owner (the markup hiddenOwnerActions spells), and the browser decides the same way from the
 * member named in the header, so client-side navigations agree.
 */
export function OwnerActions({ ownerId, mine, children }: { ownerId: number; mine?: boolean; children: ReactNode }) {
  const visible = mine ?? readMember()?.id === ownerId;
  return (
    <div className="owner-actions" data-owner-id={ownerId} hidden={!visible}>
      {children}
    </div>
  );
}
