// @ts-check
import { hiddenOwnerActions, MEMBER_SLOT, memberSlot, shownOwnerActions } from './contract.mjs';

/**
 * What makes a stored page this response's own: a fresh CSP nonce, and for a member their name
 * in the header and the controls of their own entries. Plain text replacements, which are safe
 * because React escapes content: text from Strapi can never spell the member
 * slot or the owner controls' attributes (their quotes and angle brackets would be escaped), and
 * the stored nonce is 128 random bits that no response ever shows.
 */

/** The nonce a Content-Security-Policy allows scripts with. @param {string | null | undefined} policy */
export function nonceOf(policy) {
  return policy?.match(/'nonce-([^']+)'/)?.[1] ?? null;
}

/**
 * @param {string} html
 * @param {{ storedNonce: string | null, nonce: string, member: { id: number, username: string } | null }} options
 */
export function personalizeHtml(html, { storedNonce, nonce, member }) {
  // Everywhere, not only in nonce="…" attributes: Next also hands the nonce to React in the
  // inline RSC payload (for the scripts and styles it inserts later).
  let result = storedNonce ? html.replaceAll(storedNonce, nonce) : html;
  if (member) {
    result = result.replace(MEMBER_SLOT, memberSlot(member)).replaceAll(hiddenOwnerActions(member.id), shownOwnerActions(member.id));
  }
  return result;
}

/**
 * The stored CSP with this response's nonce.
 * @param {string} policy @param {string | null} storedNonce @param {string} nonce
 */
export function personalizePolicy(policy, storedNonce, nonce) {
  return storedNonce ? policy.replaceAll(`'nonce-${storedNonce}'`, `'nonce-${nonce}'`) : policy;
}
