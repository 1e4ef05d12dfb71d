// @ts-check
import { processGlobal, processRenderSecret } from './process-globals.mjs';

export const RENDER_SECRET_HEADER = 'x-portico-render';

/** "visitor" (signed out) or "member" (any signed-in user, not one in particular). */
export const AUDIENCE_HEADER = 'x-portico-audience';

export const CACHE_STATUS_HEADER = 'x-portico-cache';

/** A page showing an error boundary is never stored, whatever its status; content cannot forge it, React escapes text. */
export const PAGE_ERROR_ATTRIBUTE = 'data-page-error';

export const DRAFT_MODE_COOKIE = '__prerender_bypass';

// The session's cookies: the page server tells a member from a visitor by them, and asks who it is with the first.
export const SESSION_COOKIE = 'strapi_jwt';
/** Only in Strapi's refresh mode. */
export const REFRESH_COOKIE = 'strapi_refresh';

export const renderSecret = processRenderSecret;

/** @param {Record<string, string | string[] | undefined>} headers */
export function isRenderRequest(headers) {
  const known = renderSecret();
  return known !== '' && headers[RENDER_SECRET_HEADER] === known;
}

export const MEMBER_SLOT = '<span class="member-name" data-member-slot=""></span>';

const ENTITIES = /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' });

/** As React escapes, so a filled slot is byte for byte what React would render. @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** @param {{ id: number, username: string }} member */
export function memberSlot(member) {
  return `<span class="member-name" data-member-slot="" data-member-id="${member.id}">${escapeHtml(member.username)}</span>`;
}

/** Hidden on a shared page until the page server shows the member's own. @param {number} ownerId */
export const hiddenOwnerActions = (ownerId) => `data-owner-id="${ownerId}" hidden=""`;
/** @param {number} ownerId */
export const shownOwnerActions = (ownerId) => `data-owner-id="${ownerId}"`;

// Pages and the public reads they are built from carry the same tags, so one expiry drops both.
export const ALL_PAGES_TAG = 'pages';
export const HOME_TAG = 'home';
/** @param {string} collection */
export const listTag = (collection) => `list:${collection}`;
/** @param {string} collection */
export const documentsTag = (collection) => `documents:${collection}`;
/** @param {string} collection @param {string} documentId */
export const documentTag = (collection, documentId) => `document:${collection}:${documentId}`;

/** @param {string} pathname "/", "/{collection}" or "/{collection}/{documentId}" @returns {string[]} */
export function pageTags(pathname) {
  const [collection, documentId] = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (!collection) return [ALL_PAGES_TAG, HOME_TAG];
  if (!documentId) return [ALL_PAGES_TAG, listTag(collection)];
  return [ALL_PAGES_TAG, documentsTag(collection), documentTag(collection, documentId)];
}

/** On every instance; answers how many this one dropped. A no-op without the page server (next dev). @param {string[]} tags */
export async function expirePages(tags) {
  return processGlobal('pages')?.expire(tags) ?? 0;
}

/** The tags of every expiry on any instance; answers a function that stops it. @param {(tags: string[]) => void} watcher */
export function watchExpiries(watcher) {
  return processGlobal('pages')?.watch(watcher) ?? (() => {});
}
