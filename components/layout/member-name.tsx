'use client';

import { readMember, type Member } from '@/components/layout/member';

/** The member's name: on a stored page the page server writes it in, and hydration reads it back from there. */
export function MemberName({ member }: { member?: Member }) {
  const shown = member ?? readMember();
  return (
    <span className="member-name" data-member-slot="" data-member-id={shown?.id}>
      {shown?.username}
    </span>
  );
}
