/**
 * Security headers. Pure, so they are unit-tested and shared by proxy.ts (pages, with a fresh
 * nonce per request) and next.config.js (everything else).
 */
export interface CspOptions {
  nonce: string;
  /** Strapi's origin: markdown images under /uploads are loaded from it. */
  strapiOrigin: string;
  https: boolean;
  development?: boolean;
}

export function contentSecurityPolicy({ nonce, strapiOrigin, https, development = false }: CspOptions): string {
  return [
    "default-src 'self'",
    // Only scripts carrying this response's nonce, and what they load ('strict-dynamic'): no inline scripts.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    // next/image writes style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${strapiOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Headers every response gets (pages, route handlers, static files). */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
};

export const HSTS = 'max-age=63072000; includeSubDomains';

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
