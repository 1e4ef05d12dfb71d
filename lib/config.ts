/** Server configuration read from the environment, with the defaults the README lists. */
export const strapiUrl = (process.env.STRAPI_URL || 'http://localhost:1337').replace(/\/+$/, '');

export const strapiTimeoutMs = Number(process.env.STRAPI_TIMEOUT_MS || 10_000);

/** How long the outage check (proxy.ts, /api/health) waits for Strapi's /_health before calling it slow. */
export const backendProbeTimeoutMs = Number(process.env.BACKEND_PROBE_TIMEOUT_MS || 2000);

/** Seconds a cached public read may be served before it is fetched again (the webhook usually expires it sooner). */
export const publicRevalidateSeconds = Number(process.env.PUBLIC_REVALIDATE_SECONDS || 300);

/**
 * How long Strapi's word that a session is valid (and whose it is) is trusted before it is asked
 * again: at most 30 s. A blocked account can browse for this long; it cannot change anything.
 */
export const sessionRecheckSeconds = Math.min(Number(process.env.SESSION_RECHECK_SECONDS || 10), 30);

export interface AuthProvider {
  /** The users-permissions provider name, as in /api/connect/{name}. */
  name: string;
  label: string;
}

/**
 * Providers offered on the sign-in page: AUTH_PROVIDERS="local-oidc=Local OpenID,github".
 * Without "=label" the name is shown with a capital ("github" becomes "Github").
 */
export function parseAuthProviders(value: string | undefined): AuthProvider[] {
  return (value || '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const [name = '', label] = entry.split('=').map((part) => part.trim());
      if (!/^[a-z0-9_-]+$/i.test(name)) return [];
      return [{ name, label: label || name.charAt(0).toUpperCase() + name.slice(1) }];
    });
}

export const authProviders = parseAuthProviders(process.env.AUTH_PROVIDERS);
