// @ts-check
/**
 * What the page server (server/) and the Next app agree on: the headers of a shared render, the
 * markup the page server personalises, and the tags cached pages carry. Plain JavaScript so that
 * both sides load it: the page server runs on Node without a build step, the app through Next.
 */

/** On the page server's own requests for a shared render; proxy.ts checks it against the process's secret. */
export const RENDER_SECRET_HEADER = 'x-portico-render';

/** Who a shared render is for: "visitor" (signed out) or "member" (any signed-in user, not one in particular). */
export const AUDIENCE_HEADER = 'x-portico-audience';

/** On page responses: "hit" (from the page store) or "miss" (rendered for it). */
export const CACHE_STATUS_HEADER = 'x-portico-cache';

/**
 * On the root element of the error boundaries: a page that shows one is passed on but never
 * stored, whatever its status. Content cannot forge it: React renders content as text.
 */
export const PAGE_ERROR_ATTRIBUTE = 'data-page-error';

/** Next's draft-mode cookie: previews are never shared, and only they may be framed. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

let secret = '';

/** The secret that marks the page server's own render requests (one per process, made at start). */
export function renderSecret() {
  // Read once it is set (server/index.mjs sets it before anything is served): process.env is slow.
  return (secret ||= process.env.PORTICO_RENDER_SECRET || '');
}

/**
 * Whether a request is one of the page server's own renders: it carries the process's secret.
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function isRenderRequest(headers) {
  const known = renderSecret();
  return known !== '' && headers[RENDER_SECRET_HEADER] === known;
}

/**
 * The member's name in the header of a page shared by all members, as React renders it
 * (components/layout/member-name.tsx). The page server fills it in for each member.
 */
export const MEMBER_SLOT = '<span class="member-name" data-member-slot=""></span>';

const ENTITIES = /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' });

/** Escapes text for HTML as React does, so a filled slot is byte for byte what React would render. @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/**
 * The filled slot: the same markup React renders when it knows the member.
 * @param {{ id: number, username: string }} member
 */
export function memberSlot(member) {
  return `<span class="member-name" data-member-slot="" data-member-id="${member.id}">${escapeHtml(member.username)}</span>`;
}

/**
 * The owner's controls on a shared page start hidden (components/collection/owner-actions.tsx);
 * the page server shows those of the member's own entries.
 * @param {number} ownerId
 */
export const hiddenOwnerActions = (ownerId) => `data-owner-id="${ownerId}" hidden=""`;
/** @param {number} ownerId */
export const shownOwnerActions = (ownerId) => `data-owner-id="${ownerId}"`;

/**
 * Tags of cached pages (and of the public reads they are built from, so one expiry drops both).
 * A change to an entry expires its own pages, its collection's lists, and every list and page of
 * collections that show it (lib/collections/expiry.ts works out which).
 */
export const ALL_PAGES_TAG = 'pages';
export const HOME_TAG = 'home';
/** @param {string} collection the plural name */
export const listTag = (collection) => `list:${collection}`;
/** @param {string} collection */
export const documentsTag = (collection) => `documents:${collection}`;
/** @param {string} collection @param {string} documentId */
export const documentTag = (collection, documentId) => `document:${collection}:${documentId}`;

/**
 * The tags of the page at `pathname` ("/", "/{collection}" or "/{collection}/{documentId}").
 * @param {string} pathname
 * @returns {string[]}
 */
export function pageTags(pathname) {
  const [collection, documentId] = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (!collection) return [ALL_PAGES_TAG, HOME_TAG];
  if (!documentId) return [ALL_PAGES_TAG, listTag(collection)];
  return [ALL_PAGES_TAG, documentsTag(collection), documentTag(collection, documentId)];
}

/**
 * Expires the stored pages with any of these tags, on this instance and (through Redis) on every
 * other; answers how many pages this instance dropped. A no-op outside the page server (next dev).
 * @param {string[]} tags
 * @returns {Promise<number>}
 */
export async function expirePages(tags) {
  /** @type {{ __porticoPages?: { expire(tags: string[]): Promise<number> } }} */
  const store = /** @type {any} */ (globalThis);
  return store.__porticoPages ? store.__porticoPages.expire(tags) : 0;
}

/**
 * Calls `watcher` with the tags of every expiry (a change in Strapi or a save), on this instance
 * or, through Redis, another; answers a function that stops it. Never called outside the page
 * server (next dev).
 * @param {(tags: string[]) => void} watcher
 * @returns {() => void}
 */
export function watchExpiries(watcher) {
  /** @type {{ __porticoPages?: { watch(watcher: (tags: string[]) => void): () => void } }} */
  const store = /** @type {any} */ (globalThis);
  return store.__porticoPages ? store.__porticoPages.watch(watcher) : () => {};
}
