export const REQUEST_PATH_HEADER = 'x-portico-path';

/** Same-origin relative paths only, so a `next` parameter never leads to another site. */
export function safeNextPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || typeof candidate !== 'string') return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  try {
    const resolved = new URL(candidate, 'http://portico.invalid');
    if (resolved.origin !== 'http://portico.invalid') return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
