/** Server configuration read from the environment, with the defaults the README lists. */
export const strapiUrl = (process.env.STRAPI_URL || 'http://localhost:1337').replace(/\/+$/, '');

export const strapiTimeoutMs = Number(process.env.STRAPI_TIMEOUT_MS || 10_000);

/** Seconds a cached public read may be served before it is fetched again (the webhook usually expires it sooner). */
export const publicRevalidateSeconds = Number(process.env.PUBLIC_REVALIDATE_SECONDS || 300);

/** Provider names offered on the sign-in page, e.g. "local-oidc,github". */
export const authProviders = (process.env.AUTH_PROVIDERS || '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
