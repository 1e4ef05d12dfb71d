/**
 * The per-response security headers proxy.ts sets on pages: the nonce CSP and HSTS. Pure, so
 * they are unit-tested. The headers every response gets (nosniff, Referrer-Policy,
 * Permissions-Policy, X-Frame-Options) are in next.config.js's headers().
 */
export interface CspOptions {
  nonce: string;
  /** Strapi's origin: markdown images under /uploads are loaded from it. */
  strapiOrigin: string;
  https: boolean;
  development?: boolean;
  /**
   * Who may frame the page: nobody, except Strapi's admin (its origin here) for a preview
   * response, which the admin shows in its preview pane.
   */
  framedBy?: string;
}

export function contentSecurityPolicy({ nonce, strapiOrigin, https, development = false, framedBy }: CspOptions): string {
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
    `frame-ancestors ${framedBy ?? "'none'"}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export const HSTS = 'max-age=63072000; includeSubDomains';

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
