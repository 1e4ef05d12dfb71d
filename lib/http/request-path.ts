/** The header through which proxy.ts tells server components which path is being rendered. */
export const REQUEST_PATH_HEADER = 'x-portico-path';

/**
 * Accepts only same-origin relative paths ("/account?tab=1"), so a `next` parameter can never
 * send a user to another site (no open redirect): absolute URLs, protocol-relative "//host",
 * backslash tricks and control characters all fall back.
 */
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
