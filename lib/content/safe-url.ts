/**
 * Untrusted content may only link to http(s), mailto and relative addresses. Anything else
 * (javascript:, vbscript:, data:, entity or whitespace tricks) becomes undefined and is not rendered.
 */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Browsers ignore these characters inside a scheme ("java\tscript:"), so reject them outright.
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  const url = value.trim();
  if (url === '') return undefined;
  // Protocol-relative addresses ("//host", and "/\\host" which browsers read the same way) are refused:
  // content that links elsewhere must say https.
  if (url.startsWith('//') || url.startsWith('/\\')) return undefined;
  if (url.startsWith('/')) return url;
  if (url.startsWith('#') || url.startsWith('?')) return url;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (!scheme) {
    // A relative path like "docs/page" is fine, unless it hides a scheme behind an entity or colon.
    return /[:&]/.test(url.split(/[/?#]/)[0] ?? '') ? undefined : url;
  }
  try {
    return ALLOWED_PROTOCOLS.has(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** An address an image may load from: a safe URL that is not a mailto: link. */
export function safeImageUrl(value: unknown): string | undefined {
  const url = safeUrl(value);
  return url && !/^mailto:/i.test(url) ? url : undefined;
}
