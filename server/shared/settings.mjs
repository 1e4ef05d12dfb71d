// @ts-check
// A refused value throws here too, but each entry point has already stopped with a clearer message (checkSettingsOrExit).
import { DEFAULT_STRAPI_URL, DEFAULT_WEB_URL, readSettings, settingNamed } from './settings-schema.mjs';

export { DEFAULT_STRAPI_URL, DEFAULT_WEB_URL };

export const settings = /** @type {Readonly<Record<string, any>>} */ (Object.freeze(readSettings(process.env)));

export const strapiUrl = /** @type {string} */ (settings.STRAPI_URL);
export const strapiTimeoutMs = /** @type {number} */ (settings.STRAPI_TIMEOUT_MS);
export const backendProbeTimeoutMs = /** @type {number} */ (settings.BACKEND_PROBE_TIMEOUT_MS);
export const publicRevalidateSeconds = /** @type {number} */ (settings.PUBLIC_REVALIDATE_SECONDS);
export const sessionRecheckSeconds = /** @type {number} */ (settings.SESSION_RECHECK_SECONDS);

/** One setting as `env` would set it, its default where refused. @param {Record<string, string | undefined>} env @param {string} name */
export function settingIn(env, name) {
  try {
    return readSettings({ [name]: env[name] })[name];
  } catch {
    return settingNamed(name)?.default;
  }
}

/** The base of every absolute URL: never the request's Host, which the client chooses. @param {string | undefined} value */
export const parseWebUrl = (value) => /** @type {string} */ (settingIn({ WEB_URL: value }, 'WEB_URL'));

export const webUrl = /** @type {string} */ (settings.WEB_URL);
export const trustedProxyHops = /** @type {number} */ (settings.TRUSTED_PROXY_HOPS);
export const metricsToken = /** @type {string | undefined} */ (settings.METRICS_TOKEN);

export const pageStoreMaxBytes = Math.floor(settings.PAGE_STORE_MB * 2 ** 20);
export const pageStoreMaxEntries = /** @type {number} */ (settings.PAGE_STORE_ENTRIES);
export const dataCacheMaxBytes = Math.floor(settings.DATA_CACHE_MB * 2 ** 20);
export const dataCacheMaxEntries = /** @type {number} */ (settings.DATA_CACHE_ENTRIES);
export const imageCacheMaxBytes = Math.floor(settings.IMAGE_CACHE_MB * 2 ** 20);

export const maxUploadBytes = /** @type {number} */ (settings.MAX_UPLOAD_SIZE);
export const passwordMinLength = /** @type {number} */ (settings.PASSWORD_MIN_LENGTH);
export const shutdownTimeoutSeconds = /** @type {number} */ (settings.SHUTDOWN_TIMEOUT_SECONDS);

export const redisUrl = /** @type {string | undefined} */ (settings.REDIS_URL);
export const sessionRedisUrl = /** @type {string | undefined} */ (settings.SESSION_REDIS_URL ?? settings.REDIS_URL);
export const redisKeyPrefix = /** @type {string} */ (settings.REDIS_KEY_PREFIX);
export const webConcurrency = /** @type {number | undefined} */ (settings.WEB_CONCURRENCY);
export const port = /** @type {number} */ (settings.PORT);
export const hostname = /** @type {string} */ (settings.HOSTNAME);
export const logLevel = /** @type {string} */ (settings.LOG_LEVEL);
export const observeRequests = /** @type {boolean} */ (settings.OBSERVE_REQUESTS);
export const tracesEndpoint = /** @type {string | undefined} */ (settings.OTEL_EXPORTER_OTLP_ENDPOINT);
export const serviceName = /** @type {string} */ (settings.OTEL_SERVICE_NAME);
export const signInFailuresMax = /** @type {number} */ (settings.SIGN_IN_FAILURES_MAX);
export const signInWindowMinutes = /** @type {number} */ (settings.SIGN_IN_WINDOW_MINUTES);
export const strapiCollections = /** @type {string[]} */ (settings.STRAPI_COLLECTIONS);
export const homeSingleType = /** @type {string} */ (settings.HOME_SINGLE_TYPE);
export const strapiMaxPageSize = /** @type {number} */ (settings.STRAPI_MAX_PAGE_SIZE);
export const previewSecret = /** @type {string | undefined} */ (settings.PREVIEW_SECRET?.trim() || undefined);
export const previewApiToken = /** @type {string | undefined} */ (settings.PREVIEW_API_TOKEN?.trim() || undefined);
export const revalidateSecret = /** @type {string | undefined} */ (settings.REVALIDATE_SECRET);
export const strapiAdminUrl = /** @type {string | undefined} */ (settings.STRAPI_ADMIN_URL);
export const authProvidersText = /** @type {string | undefined} */ (settings.AUTH_PROVIDERS);
export const nextDistDir = /** @type {string} */ (settings.NEXT_DIST_DIR);
export const siteFolder = /** @type {string} */ (settings.PORTICO_SITE).trim();
export const typechecked = /** @type {boolean} */ (settings.PORTICO_TYPECHECKED);
// Next's own mode (`next dev`), not an operator's setting; Next writes it into its bundles.
export const nextDevelopment = process.env.NODE_ENV === 'development';
