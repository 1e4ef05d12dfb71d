// Untrusted content links only to http(s), mailto and relative addresses; anything else is not rendered.
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

export function safeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Browsers ignore these characters inside a scheme ("java\tscript:").
  if (/[\u0000-\u001f\u007f]/.test(value)) return undefined;
  const url = value.trim();
  if (url === '') return undefined;
  // Protocol-relative addresses ("//host", "/\\host") are refused: content that links elsewhere must say https.
  if (url.startsWith('//') || url.startsWith('/\\')) return undefined;
  if (url.startsWith('/')) return url;
  if (url.startsWith('#') || url.startsWith('?')) return url;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (!scheme) {
    // A relative path is fine, unless it hides a scheme behind an entity or colon.
    return /[:&]/.test(url.split(/[/?#]/)[0] ?? '') ? undefined : url;
  }
  try {
    return ALLOWED_PROTOCOLS.has(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

export function safeImageUrl(value: unknown): string | undefined {
  const url = safeUrl(value);
  return url && !/^mailto:/i.test(url) ? url : undefined;
}
