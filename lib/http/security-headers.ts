// The per-page headers; those every response gets are in Next's headers().
export interface CspOptions {
  nonce: string;
  strapiOrigin: string;
  https: boolean;
  development?: boolean;
  /** Strapi's admin origin, for a preview, which it shows in a frame. */
  framedBy?: string;
}

export function contentSecurityPolicy({ nonce, strapiOrigin, https, development = false, framedBy }: CspOptions): string {
  return [
    "default-src 'self'",
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
