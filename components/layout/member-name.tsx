'use client';

import { readMember, type Member } from '@/components/layout/member';

/**
 * The signed-in member's name in the header. On a page rendered for this member it comes from
 * the server; on a page shared by all members the page server writes it into the HTML
 * (MEMBER_SLOT), and the browser reads it back from there, so hydration sees
 * the same text.
 */
export function MemberName({ member }: { member?: Member }) {
  const shown = member ?? readMember();
  return (
    <span className="member-name" data-member-slot="" data-member-id={shown?.id}>
      {shown?.username}
    </span>
  );
}
