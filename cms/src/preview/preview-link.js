const { createHmac } = require('node:crypto');

/**
 * The preview link Strapi's admin frames: {WEB_URL}/api/preview?path=…&expires=…&signature=….
 * The signature is an HMAC-SHA256 of the path and the expiry with PREVIEW_SECRET, which the app
 * shares (lib/preview/preview-link.ts checks it): no secret ever appears in the link, a link
 * opens only the page it names, and only until it expires.
 */

/**
 * An hour: the admin fetches the link when the edit view opens and may keep it while the editor
 * works, so a link must outlive a long edit. The preview a link opens lasts as long (the app's
 * preview pass), whatever Next's draft-mode cookie would allow.
 */
const LINK_LIFETIME_SECONDS = 60 * 60;

/** The bytes signed: the path exactly as sent, and the expiry in Unix seconds. */
function previewSignature(path, expires, secret) {
  return createHmac('sha256', secret).update(`${expires}\n${path}`).digest('base64url');
}

/** The /api/preview address that opens `path` in draft mode, signed until `now + LINK_LIFETIME_SECONDS`. */
function signedPreviewUrl({ webUrl, path, secret, nowSeconds = Math.floor(Date.now() / 1000) }) {
  const expires = nowSeconds + LINK_LIFETIME_SECONDS;
  const query = new URLSearchParams({ path, expires: String(expires), signature: previewSignature(path, expires, secret) });
  return `${webUrl.replace(/\/+$/, '')}/api/preview?${query}`;
}

/**
 * The app's address of a document: /{pluralName}/{documentId} for a collection type, / for the
 * single type the app shows as its home page, a /{locale} prefix for every locale but the
 * default. Undefined for what the app does not show (other single types, plugin types): the
 * admin then offers no preview.
 */
function appPathOf(contentType, { documentId, locale, defaultLocale, homeSingularName }) {
  if (!contentType?.uid?.startsWith('api::')) return undefined;
  let path;
  if (contentType.kind === 'collectionType' && documentId) path = `/${contentType.info.pluralName}/${encodeURIComponent(documentId)}`;
  else if (contentType.kind === 'singleType' && contentType.info.singularName === homeSingularName) path = '/';
  else return undefined;
  if (!locale || locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

module.exports = { LINK_LIFETIME_SECONDS, previewSignature, signedPreviewUrl, appPathOf };
