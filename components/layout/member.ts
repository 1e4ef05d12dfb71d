/** The signed-in member as the page shows them: their id (to recognise their own entries) and name. */
export interface Member {
  id: number;
  username: string;
}

/**
 * The member named in the header's slot (MemberName), or null when
 * signed out, or on the server, where a shared page names nobody.
 */
export function readMember(): Member | null {
  if (typeof document === 'undefined') return null;
  const slot = document.querySelector<HTMLElement>('[data-member-slot]');
  const id = Number(slot?.dataset.memberId);
  return slot && Number.isSafeInteger(id) && id > 0 ? { id, username: slot.textContent ?? '' } : null;
}
