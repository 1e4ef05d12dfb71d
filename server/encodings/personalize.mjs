// @ts-check
import { Buffer } from 'node:buffer';
import { escapeHtml, MEMBER_SLOT } from '../shared/contract.mjs';

/**
 * A fill is always as long as its hole, so a page compressed once is filled per answer. Safe as plain text: React
 * escapes content, so text from Strapi can never spell the slot or the owner attributes.
 * @typedef {{ kind: 'member' } | { kind: 'owner', ownerId: number }} Hole
 * @typedef {{ id: number, username: string }} Member
 */

// A name up to about 100 characters; longer ones are compressed per answer.
export const MEMBER_SLOT_BYTES = 200;
const HIDDEN = ' hidden=""';
const SHOWN = ' '.repeat(HIDDEN.length);

/** @param {string} html @returns {{ fixed: string[], holes: Hole[] }} */
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

/** Null when the name does not fit. @param {Member | null} member */
export function filledSlot(member) {
  if (!member) return MEMBER_SLOT.replace('>', `${' '.repeat(MEMBER_SLOT_BYTES - MEMBER_SLOT.length)}>`);
  const open = `<span class="member-name" data-member-slot="" data-member-id="${member.id}"`;
  const rest = `>${escapeHtml(member.username)}</span>`;
  const pad = MEMBER_SLOT_BYTES - Buffer.byteLength(open) - Buffer.byteLength(rest);
  return pad < 0 ? null : `${open}${' '.repeat(pad)}${rest}`;
}

/** Null when one does not fit. @param {Hole[]} holes @param {Member | null} member @returns {Buffer[] | null} */
export function memberFills(holes, member) {
  const fills = [];
  for (const hole of holes) {
    const text = hole.kind === 'member' ? filledSlot(member) : member?.id === hole.ownerId ? SHOWN : HIDDEN;
    if (text === null) return null;
    fills.push(Buffer.from(text));
  }
  return fills;
}

/** The replacer is a function so a `$&` in a name stays `$&`. @param {string} html @param {Member | null} member */
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
