// @ts-check
import { Buffer } from 'node:buffer';
import { escapeHtml, MEMBER_SLOT } from '../shared/contract.mjs';

/**
 * What makes a stored members' page one member's own: their name in the header, and the controls
 * of their own entries shown. The page is cut at those places once, when it is stored
 * (memberHoles), and each answer fills the holes (memberFills) in a page compressed once
 * (server/encodings/compressed-page.mjs). A fill is always as long as its hole:
 * - the name slot is MEMBER_SLOT_BYTES long: the filled slot, padded with spaces inside its tag
 *   (`<span … data-member-id="7"   >ada</span>`: the same element for the browser and React);
 * - an owner's controls end in ` hidden=""`, shown as ten spaces.
 * Plain text, safe because React escapes content: text from Strapi can never spell the member
 * slot or the owner controls' attributes (their quotes and angle brackets would be escaped).
 *
 * @typedef {{ kind: 'member' } | { kind: 'owner', ownerId: number }} Hole
 * @typedef {{ id: number, username: string }} Member
 */

/** Room for the filled name slot: a name up to about 100 characters (longer ones are compressed per answer). */
export const MEMBER_SLOT_BYTES = 200;
const HIDDEN = ' hidden=""';
const SHOWN = ' '.repeat(HIDDEN.length);

/**
 * @param {string} html a page rendered for members (any member)
 * @returns {{ fixed: string[], holes: Hole[] }}
 */
export function memberHoles(html) {
  /** @type {string[]} */
  const fixed = [];
  /** @type {Hole[]} */
  const holes = [];
  let last = 0;
  const pattern = new RegExp(`${escapeRegExp(MEMBER_SLOT)}|data-owner-id="(\\d+)"(${HIDDEN})`, 'g');
  for (const match of html.matchAll(pattern)) {
    const index = /** @type {number} */ (match.index);
    if (match[1] === undefined) {
      fixed.push(html.slice(last, index));
      holes.push({ kind: 'member' });
      last = index + match[0].length;
    } else {
      const at = index + match[0].length - HIDDEN.length;
      fixed.push(html.slice(last, at));
      holes.push({ kind: 'owner', ownerId: Number(match[1]) });
      last = at + HIDDEN.length;
    }
  }
  fixed.push(html.slice(last));
  return { fixed, holes };
}

/** @param {Hole} hole */
export const holeLength = (hole) => (hole.kind === 'member' ? MEMBER_SLOT_BYTES : HIDDEN.length);

/**
 * The filled slot, exactly MEMBER_SLOT_BYTES long, or null when the name does not fit.
 * @param {Member | null} member
 */
export function filledSlot(member) {
  if (!member) return MEMBER_SLOT.replace('>', `${' '.repeat(MEMBER_SLOT_BYTES - MEMBER_SLOT.length)}>`);
  const open = `<span class="member-name" data-member-slot="" data-member-id="${member.id}"`;
  const rest = `>${escapeHtml(member.username)}</span>`;
  const pad = MEMBER_SLOT_BYTES - Buffer.byteLength(open) - Buffer.byteLength(rest);
  return pad < 0 ? null : `${open}${' '.repeat(pad)}${rest}`;
}

/**
 * One fill per hole, or null when one does not fit (the answer is then made the long way).
 * @param {Hole[]} holes @param {Member | null} member
 * @returns {Buffer[] | null}
 */
export function memberFills(holes, member) {
  const fills = [];
  for (const hole of holes) {
    const text = hole.kind === 'member' ? filledSlot(member) : member?.id === hole.ownerId ? SHOWN : HIDDEN;
    if (text === null) return null;
    fills.push(Buffer.from(text));
  }
  return fills;
}

/**
 * A members' page filled with an empty name slot, given `member`'s name: for the rare name longer
 * than MEMBER_SLOT_BYTES, whose answer is put together and compressed on its own. The name is
 * escaped as React would and inserted as it is (no replacement patterns: a `$&` stays `$&`).
 * @param {string} html @param {Member | null} member
 */
export function withLongName(html, member) {
  if (!member) return html;
  const slot = `data-member-id="${member.id}"`;
  const named = `${slot}>${escapeHtml(member.username)}</span>`;
  return html.replace(new RegExp(`${escapeRegExp(slot)} *></span>`), () => named);
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
