export interface Member {
  id: number;
  username: string;
}

/** The member the header names; null signed out, and on the server, where a stored page names nobody. */
export function readMember(): Member | null {
  if (typeof document === 'undefined') return null;
  const slot = document.querySelector<HTMLElement>('[data-member-slot]');
  const id = Number(slot?.dataset.memberId);
  return slot && Number.isSafeInteger(id) && id > 0 ? { id, username: slot.textContent ?? '' } : null;
}
