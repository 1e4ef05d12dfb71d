const { createHmac } = require('node:crypto');

// The signature, an HMAC-SHA256 of the path and expiry with PREVIEW_SECRET: no secret in the link, one page, until it expires.

/** An hour: the admin may keep the link while the editor works, so it must outlive a long edit. */
const LINK_LIFETIME_SECONDS = 60 * 60;

function previewSignature(path, expires, secret) {
  return createHmac('sha256', secret).update(`${expires}\n${path}`).digest('base64url');
}

function signedPreviewUrl({ webUrl, path, secret, nowSeconds = Math.floor(Date.now() / 1000) }) {
  const expires = nowSeconds + LINK_LIFETIME_SECONDS;
  const query = new URLSearchParams({ path, expires: String(expires), signature: previewSignature(path, expires, secret) });
  return `${webUrl.replace(/\/+$/, '')}/api/preview?${query}`;
}

/** Undefined for what the app does not show: the admin then offers no preview. */
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
